import Testing

/// The app block: schemes, hosts, settings: each spec with the exact diagnostics the checker reports.
private let appCheckCases: [SpecCase] = [
  SpecCase(
    "schemes",
    """
    app A {
      scheme "http"
      scheme "1abc"
      scheme "a_b"
      scheme "archon:"
      scheme "Good"
      scheme "good"
    }
    phase main { root Home }
    screen Home
    """,
    [
      "2:10 FL0106 scheme 'http' is reserved and cannot be claimed by an app: it belongs to the web and file transfer",
      "3:10 FL0106 scheme '1abc' must start with a letter",
      "4:10 FL0106 scheme 'a_b' contains '_'; a scheme has only letters, digits, '+', '-' and '.'",
      "5:10 FL0106 scheme 'archon:' must be the bare scheme name, without ':' or '/'",
      "6:10 FL0114 scheme 'Good' compares case-insensitively; write it in lowercase",
      "7:3 FL0112 scheme 'good' is listed more than once (schemes compare in any case)",
    ]),
  SpecCase(
    "hosts",
    """
    app A {
      scheme "a"
      host "https://a.com"
      host "a.com:8080"
      host "a.com/path"
      host "-a.com"
      host "a..com"
      host "a_b.com"
      host "Archon.App"
    }
    phase main { root Home }
    screen Home
    """,
    [
      "3:8 FL0107 host 'https://a.com' must be a bare host name, without a scheme",
      "4:8 FL0107 host 'a.com:8080' must be a bare host name, without a port",
      "5:8 FL0107 host 'a.com/path' must be a bare host name, without a path",
      "6:8 FL0107 host '-a.com' has a label that starts or ends with '-'",
      "7:8 FL0107 host 'a..com' has an empty label or one longer than 63 bytes",
      "8:8 FL0107 host 'a_b.com' may contain only ASCII letters, digits, '-' and '.'",
      "9:8 FL0114 host 'Archon.App' compares case-insensitively; write it in lowercase",
    ]),
  SpecCase(
    "reserved-schemes",
    """
    app A {
      scheme "vbscript"
      scheme "WS"
      scheme "wss"
      scheme "facetime"
      scheme "facetime-audio"
      scheme "itms-apps"
      scheme "itms-services"
      scheme "maps"
      scheme "app-settings"
      scheme "prefs"
      scheme "shortcuts"
      scheme "archon"
    }
    phase main { root Home }
    screen Home
    """,
    [
      "2:10 FL0106 scheme 'vbscript' is reserved and cannot be claimed by an app: it belongs to browsers, which run or show it themselves",
      "3:10 FL0106 scheme 'WS' is reserved and cannot be claimed by an app: it belongs to the web and file transfer",
      "4:10 FL0106 scheme 'wss' is reserved and cannot be claimed by an app: it belongs to the web and file transfer",
      "5:10 FL0106 scheme 'facetime' is reserved and cannot be claimed by an app: it belongs to FaceTime",
      "6:10 FL0106 scheme 'facetime-audio' is reserved and cannot be claimed by an app: it belongs to FaceTime",
      "7:10 FL0106 scheme 'itms-apps' is reserved and cannot be claimed by an app: it belongs to the App Store and iTunes",
      "8:10 FL0106 scheme 'itms-services' is reserved and cannot be claimed by an app: it belongs to the App Store and iTunes",
      "9:10 FL0106 scheme 'maps' is reserved and cannot be claimed by an app: it belongs to Maps",
      "10:10 FL0106 scheme 'app-settings' is reserved and cannot be claimed by an app: it belongs to Settings",
      "11:10 FL0106 scheme 'prefs' is reserved and cannot be claimed by an app: it belongs to Settings",
      "12:10 FL0106 scheme 'shortcuts' is reserved and cannot be claimed by an app: it belongs to Shortcuts",
    ]),
  SpecCase(
    "reserved-only-scheme",
    """
    app Tunes { scheme "music" }
    phase main { root Home }
    screen Home
    """,
    ["1:20 FL0106 scheme 'music' is reserved and cannot be claimed by an app: it belongs to Music"]),
  SpecCase(
    "ipv6-hosts",
    """
    app A {
      scheme "a"
      host "[::1]"
      host "[2001:db8::1]:443"
      host "fe80::1"
      host "localhost:8080"
    }
    phase main { root Home }
    screen Home
    """,
    [
      "3:8 FL0107 host '[::1]' is an IPv6 address; universal links need a domain name",
      "4:8 FL0107 host '[2001:db8::1]:443' is an IPv6 address; universal links need a domain name",
      "5:8 FL0107 host 'fe80::1' is an IPv6 address; universal links need a domain name",
      "6:8 FL0107 host 'localhost:8080' must be a bare host name, without a port",
    ]),
  SpecCase(
    // A newcomer review found these accepted: no associated domain can be an address, a name
    // without a dot, or the entitlement's `applinks:` entry.
    "hosts-that-are-not-domains",
    """
    app A {
      scheme "a"
      host "localhost"
      host "a"
      host "192.168.0.1"
      host "applinks:a.example"
    }
    phase main { root Home }
    screen Home
    """,
    [
      "3:8 FL0107 host 'localhost' is not a domain name; universal links open only from a domain "
        + "that serves the apple-app-site-association file",
      "4:8 FL0107 host 'a' is not a domain name; universal links open only from a domain that "
        + "serves the apple-app-site-association file",
      "5:8 FL0107 host '192.168.0.1' is not a domain name; universal links open only from a "
        + "domain that serves the apple-app-site-association file",
      "6:8 FL0107 host 'applinks:a.example' is written as the entitlement's entry; the host is the "
        + "domain alone, without 'applinks:'",
    ]),
  SpecCase(
    "missing-scheme",
    """
    app A { host "a.com" }
    phase main { root Home }
    screen Home
    """,
    [
      "1:5 FL0105 app 'A' has no URL scheme"
    ]),
  SpecCase(
    "restore-without-tabs",
    """
    app A {
      scheme "a"
      restore stacks
      restore tab
    }
    phase main { root Home }
    screen Home
    """,
    [
      "3:3 FL0215 `restore stacks` needs tabs, but no phase has any",
      "4:3 FL0112 `restore` is set more than once",
    ]),
  // Saved state goes only into the first phase a launch shows: behind a splash it never applies.
  SpecCase(
    "restore-behind-a-splash",
    """
    app A {
      scheme "a"
      restore tab
    }
    event ready
    phase splash {
      root Splash
      on ready -> main
    }
    phase main { default tab home "Home" icon "house" root Home }
    screen Splash
    screen Home
    """,
    [
      "3:3 FL0223 `restore tab` never applies: saved state is restored only into the first "
        + "phase a launch shows, and every launch first shows a phase without tabs: 'splash'"
    ]),
  // One branch of the launch's checks leading to tabs is enough: that launch restores.
  SpecCase(
    "restore-after-a-launch-check",
    """
    app A {
      scheme "a"
      restore stacks
    }
    condition session
    event signedIn
    phase launch { check session ? main : welcome }
    phase welcome {
      root Welcome
      on signedIn -> main
    }
    phase main { default tab home "Home" icon "house" root Home }
    screen Welcome
    screen Home
    """,
    []),
  // Every phase the launch's check leads to is named, in the order the check reads: the signed-in
  // branch's own root stops that launch too, not only the signed-out welcome.
  SpecCase(
    "restore-behind-both-branches-of-a-launch-check",
    """
    app A {
      scheme "a"
      restore tab
    }
    condition session
    event signedIn
    event ready
    phase launch { check session ? main : welcome }
    phase welcome {
      root Welcome
      on signedIn -> main
    }
    phase main {
      root Start
      on ready -> tools
    }
    phase tools { default tab home "Home" icon "house" root Home }
    screen Welcome
    screen Start
    screen Home
    """,
    [
      "3:3 FL0223 `restore tab` never applies: saved state is restored only into the first "
        + "phase a launch shows, and every launch first shows a phase without tabs: 'main' or "
        + "'welcome'"
    ]),
  SpecCase(
    "no-phases",
    """
    app A { scheme "a" }
    """,
    [
      "1:5 FL0200 the spec declares no phase, so the app has nowhere to start"
    ]),
]

@Test(arguments: appCheckCases)
func appCheckDiagnostics(_ spec: SpecCase) {
  #expect(rendered(spec.source) == spec.expected)
}

/// A host with letters past ASCII is refused as any other character is, and the help says how to
/// write it: the punycode form links and associated domains carry (the seventh new-users review
/// read "only letters" and wrote `bänk.example`).
@Test func anInternationalHostIsToldToUsePunycode() throws {
  let text = """
    app A {
      scheme "a"
      host "bänk.example"
      host "a_b.example"
    }
    phase main { root Home }
    screen Home
    """
  let diagnostics = check(text).0.diagnostics
  #expect(diagnostics.map(\.code) == [.invalidHost, .invalidHost])
  // The label at fault decides: `a_b` is no letter past ASCII, and a long label of them is.
  let mixed = text.replacing("host \"a_b.example\"", with: "host \"a_b.bücher.example\"")
  #expect(check(mixed).0.diagnostics.last?.help == nil)
  let long = text.replacing(
    "host \"a_b.example\"", with: "host \"\(String(repeating: "ü", count: 40)).example\"")
  #expect(check(long).0.diagnostics.last?.help == diagnostics.first?.help)
  #expect(
    diagnostics.first?.help
      == "write a name with other letters in its punycode form, as associated domains and links "
      + "carry it: each such label becomes 'xn--' and its encoding ('bücher.example' is "
      + "'xn--bcher-kva.example'), which must also fit in 63 bytes")
  #expect(diagnostics.last?.help == nil)
}

/// A scheme or host written as part of a URL gets the bare name as its fix-it when that name has
/// no problem of its own (the twentieth new-users review wrote `scheme "jobboard://"` and
/// `host "https://jobs.example.com/"`, and had to edit both by hand); the host message names the
/// path beside the scheme.
@Test func aSchemeOrHostWrittenAsAURLIsCutToItsName() throws {
  let text = """
    app A {
      scheme "jobboard://"
      host "https://jobs.example.com/"
      host "applinks:jobs.example.org:443"
      scheme "https://a.com"
      host "https://a_b.com"
    }
    phase main { root Home }
    screen Home
    """
  let diagnostics = check(text).0.diagnostics
  #expect(
    diagnostics.map { [$0.message, $0.fixIt?.replacement ?? "no fix-it"] } == [
      ["scheme 'jobboard://' must be the bare scheme name, without ':' or '/'", "\"jobboard\""],
      [
        "host 'https://jobs.example.com/' must be a bare host name, without a scheme or a path",
        "\"jobs.example.com\"",
      ],
      [
        "host 'applinks:jobs.example.org:443' is written as the entitlement's entry; the host is "
          + "the domain alone, without 'applinks:'",
        "\"jobs.example.org\"",
      ],
      // `https` is the web's, and `a_b.com` no host: nothing to offer.
      ["scheme 'https://a.com' must be the bare scheme name, without ':' or '/'", "no fix-it"],
      ["host 'https://a_b.com' must be a bare host name, without a scheme", "no fix-it"],
    ])
  // Lowered, as FL0114 would ask next; nothing after the `://` dropped unsaid (the review).
  let more = """
    app A {
      scheme "JobBoard://"
      scheme "jobs://x"
      host "https://Jobs.Example.com"
    }
    phase main { root Home }
    screen Home
    """
  #expect(
    check(more).0.diagnostics.map { $0.fixIt?.replacement ?? "no fix-it" } == [
      "\"jobboard\"", "no fix-it", "\"jobs.example.com\"",
    ])
}

/// An app's one scheme, reserved by the system or another app, is offered the app's name as its
/// help suggests (a new-users review's streaming app wrote `music`); not when the name is
/// reserved too, nor beside other schemes, each of which would be offered the same one.
@Test func anAppsOnlySchemeReservedIsOfferedTheAppsName() throws {
  func fixIts(_ app: String) -> [String] {
    let text = "\(app)\nphase main { root Home }\nscreen Home\n"
    return check(text).0.diagnostics.map { $0.fixIt?.replacement ?? "no fix-it" }
  }
  #expect(fixIts(#"app My_Tunes { scheme "music" }"#) == ["\"mytunes\""])
  // Named as the app that owns the scheme, the app is offered its name with `app` after it.
  #expect(fixIts(#"app Music { scheme "music" }"#) == ["\"musicapp\""])
  #expect(fixIts(#"app Tunes { scheme "music"  scheme "tunes2" }"#) == ["no fix-it"])
  let text = "app Tunes { scheme \"music\" }\nphase main { root Home }\nscreen Home\n"
  let fixIt = try #require(check(text).0.diagnostics.first?.fixIt)
  #expect(rendered(applying(fixIt, to: text)) == [])
}

/// An app named as the system app that owns its scheme is told so, and offered its name with `app`
/// after it, rather than "the app's name", the very scheme refused (the twenty-first new-users
/// review's wallet).
@Test func anAppNamedAsItsSchemesOwnerIsOfferedAnotherScheme() throws {
  let text = "app Wallet { scheme \"wallet\" }\nphase main { root Home }\nscreen Home\n"
  let diagnostic = try #require(check(text).0.diagnostics.first)
  #expect(
    diagnostic.message
      == "scheme 'wallet' is reserved and cannot be claimed by an app: it belongs to Apple's "
      + "Wallet, not this app")
  #expect(
    diagnostic.help
      == "the app's name is that scheme too: use one only this app answers, such as "
      + "'walletapp'; web links go through `host`")
  #expect(diagnostic.fixIt?.replacement == "\"walletapp\"")
  // An app named as another reserved scheme is offered its own name with `app` after it, and not
  // told its name is the scheme refused (the second review).
  let other = try #require(
    check("app Wallet { scheme \"music\" }\nphase main { root Home }\nscreen Home\n").0
      .diagnostics.first)
  #expect(
    other.help
      == "the app's name is no scheme of its own either: use one only this app answers, such as "
      + "'walletapp'; web links go through `host`")
  #expect(other.fixIt?.replacement == "\"walletapp\"")
  // An app named as a scheme the web owns keeps the owner's words.
  let web = "app Https { scheme \"https\" }\nphase main { root Home }\nscreen Home\n"
  #expect(
    try #require(check(web).0.diagnostics.first).message
      == "scheme 'https' is reserved and cannot be claimed by an app: it belongs to the web and "
      + "file transfer")
}

/// A setting given twice is fixed by removing the second, on its line or among others, and the
/// help says to keep the one meant (nuS: FL0112 had neither).
@Test func aSettingGivenTwiceIsRemovedByItsFixIt() throws {
  let cases = [
    (
      #"app A { scheme "a" restore nothing restore tab }"#, #"app A { scheme "a" restore nothing }"#
    ),
    (
      "app A {\n  scheme \"a\"\n  restore nothing\n  restore tab\n}",
      "app A {\n  scheme \"a\"\n  restore nothing\n}"
    ),
    // A comment after the second goes with it, rather than stand alone about nothing.
    (
      "app A {\n  scheme \"a\"\n  restore nothing\n  restore tab  // keep the tab\n}",
      "app A {\n  scheme \"a\"\n  restore nothing\n}"
    ),
    // So do the doc comment lines above it, which would otherwise stand before the `}`.
    (
      "app A {\n  scheme \"a\"\n  /// Nothing.\n  restore nothing\n  /// The tab,\n  /// kept.\n"
        + "  restore tab\n}",
      "app A {\n  scheme \"a\"\n  /// Nothing.\n  restore nothing\n}"
    ),
  ]
  for (app, fixedApp) in cases {
    let text =
      "\(app)\nphase main { root Home }\nscreen Home\nroute \"/h\" -> Home stack push stack replace\n"
    let diagnostics = check(text).0.diagnostics.filter { $0.code == .duplicateSetting }
    #expect(
      diagnostics.map(\.help)
        == Array(repeating: "a setting takes one value: keep the one you mean", count: 2))
    var fixed = text
    for fixIt in diagnostics.compactMap(\.fixIt).sorted(by: { $0.range.start > $1.range.start }) {
      fixed = applying(fixIt, to: fixed)
    }
    #expect(
      fixed
        == "\(fixedApp)\nphase main { root Home }\nscreen Home\nroute \"/h\" -> Home stack push\n")
    #expect(rendered(fixed) == [])
  }
}

/// A scheme or host listed twice is not a setting that takes one value: an app may list several
/// (a team adding a second universal-link host read "a setting takes one value" as "one host").
@Test func aSchemeOrHostListedTwiceIsToldEachIsListedOnce() {
  let text = """
    app A {
      scheme "a"; host "a.com"; host "b.com"; host "A.com"; scheme "A"
    }
    phase main { root Home }
    screen Home
    """
  let duplicates = check(text).0.diagnostics.filter { $0.code == .duplicateSetting }
  #expect(
    duplicates.map(\.help) == [
      "an app may list several hosts, each once",
      "an app may list several schemes, each once",
    ])
}
