import Foundation
import Testing

@Suite struct ResolveTests {
  @Test func printsWhereEachURLLandsAndExitsThreeOnAMiss() throws {
    let workspace = try Workspace()
    try workspace.write("Mini.flow", GenerateTests.spec)
    let run = try workspace.flowc(
      "resolve", "Mini.flow", "mini://detail/7", "https://x.example/detail/7", "--format", "json")
    #expect(run.status == 3)
    #expect(
      run.stdout == """
        [
          {
            "url": "mini://detail/7",
            "conditions": {},
            "match": true,
            "route": "/detail/{id}",
            "params": {"id": "7"},
            "outcome": "lands",
            "phase": "home",
            "tab": null,
            "stack": [
              "Detail(id: 7)"
            ],
            "presentation": null
          },
          {
            "url": "https://x.example/detail/7",
            "conditions": {},
            "match": false,
            "route": null,
            "params": {},
            "outcome": "noMatch",
            "reason": "host 'x.example' is not one of this app's universal-link hosts"
          }
        ]

        """)
  }

  @Test func textFormatAndSuccess() throws {
    let workspace = try Workspace()
    try workspace.write("Mini.flow", GenerateTests.spec)
    let run = try workspace.flowc("resolve", "Mini.flow", "mini://detail/7")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        mini://detail/7
          route:  /detail/{id}  id=7
          lands:  home
          stack:  Home > Detail(id: 7)

        """)
  }

  /// A link is untrusted text: one holding a line break or a bidirectional override is printed
  /// quoted and escaped, as values are, so it cannot print made-up lines (the new-apps round saw
  /// a `lands:` line above the link's real `no match:`).
  @Test func aLinkWithLineBreaksOrInvisibleCharactersPrintsEscaped() throws {
    let workspace = try Workspace()
    try workspace.write("Mini.flow", GenerateTests.spec)
    let run = try workspace.flowc(
      "resolve", "Mini.flow", "mini://detail/7\n  lands:  home", "mini://detail/\u{202E}7")
    #expect(run.status == 3)
    #expect(
      run.stdout == """
        "mini://detail/7\\n  lands:  home"
          no match: control byte 0x0A at byte 15 is not allowed in a link
        "mini://detail/\\u{202E}7"
          no match: non-ASCII byte 0xE2 at byte 14 is not allowed in a link

        """)
    // A reason quotes what the matcher decoded: a line separator or an invisible space in it is
    // escaped too (the review: `'\u{200B}1' is not an Int` printed as `'1' is not an Int`).
    let decoded = try workspace.flowc(
      "resolve", "Mini.flow", "mini://detail/%E2%80%A8x", "mini://detail/%E2%80%8B1")
    #expect(
      decoded.stdout == """
        mini://detail/%E2%80%A8x
          no match: '\\u{2028}x' is not an Int for {id}
        mini://detail/%E2%80%8B1
          no match: '\\u{200B}1' is not an Int for {id}

        """)
  }

  /// A failing `expect` does not stop `resolve`, which is how one reads what the link does
  /// instead (the twenty-sixth new-users review had to delete the line first); `check` fails on it.
  @Test func aFailingExpectDoesNotStopResolve() throws {
    let workspace = try Workspace()
    try workspace.write(
      "Mini.flow", GenerateTests.spec + "expect \"mini://detail/7\" -> Detail(id: 8)\n")
    #expect(try workspace.flowc("check", "Mini.flow").status == 1)
    let run = try workspace.flowc("resolve", "Mini.flow", "mini://detail/7")
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("stack:  Home > Detail(id: 7)"))
  }

  /// What resolve prints for a screen is what an `expect` says: the spec's parameter names
  /// (`item-id`, where Swift has `item_id`), strings and UUIDs as spec literals (`"it's"`, where
  /// Swift's `debugDescription` wrote `"it\'s"`, which a spec refuses). Pasted into the spec, the
  /// answer is an expect that holds.
  @Test func theStackIsWrittenAsAnExpectWritesIt() throws {
    let spec = """
      app Mini {
        scheme "mini"
      }
      phase home {
        root Home
      }
      screen Home { push Item }
      screen Item(item-id: Int, ref: UUID? = nil, note: String = "")
      route "/items/{item-id}?ref={ref}&note={note}" -> Item

      """
    let url = "mini://items/4?ref=6f1c2a3e-1b2c-4d5e-8f90-123456789abc&note=it's%22%5C"
    let workspace = try Workspace()
    try workspace.write("Mini.flow", spec)
    let run = try workspace.flowc("resolve", "Mini.flow", url)
    let screen =
      #"Item(item-id: 4, ref: "6F1C2A3E-1B2C-4D5E-8F90-123456789ABC", note: "it's\"\\")"#
    #expect(run.status == 0)
    #expect(run.stdout.split(separator: "\n").last == "  stack:  Home > \(screen)")
    // The route line writes the values so too: raw, a space or '=' read as the next value.
    let routeLine =
      #"  route:  /items/{item-id}?ref={ref}&note={note}  item-id=4 note="it's\"\\" "#
      + #"ref="6F1C2A3E-1B2C-4D5E-8F90-123456789ABC""#
    #expect(run.stdout.split(separator: "\n").dropFirst().first.map(String.init) == routeLine)
    try workspace.write("Mini.flow", spec + "expect \"\(url)\" -> \(screen)\n")
    let check = try workspace.flowc("check", "Mini.flow")
    #expect(check.status == 0, "\(check.stderr)")
  }

  /// A launch check on `session`, a tab guarded by `premium`.
  static let shop = """
    app Shop {
      scheme "shop"
    }

    condition session
    condition premium

    event signedIn

    phase launch {
      check session ? main : welcome
    }

    phase welcome {
      root Welcome
      on signedIn -> main
    }

    phase main requires session {
      default tab home "Home" icon "house" root Home
      tab orders "Orders" icon "bag" root Orders requires premium
    }

    screen Welcome
    screen Home
    screen Orders {
      push OrderDetail
    }
    screen OrderDetail(id: Int)

    route "/orders/{id}" -> OrderDetail

    """

  @Test func aSignedOutLinkIsHeldShowingTheWelcomeAndLandsOnceTheConditionsHold() throws {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.shop)
    let run = try workspace.flowc(
      "resolve", "Shop.flow", "shop://orders/1", "--given", "session=false",
      "--given=premium=unknown"
    )
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        shop://orders/1
          given:  session=false premium=unknown
          route:  /orders/{id}  id=1
          held:   until premium, session
          shows:  welcome
          stack:  Welcome
          then:   once premium, session hold
            lands:  main / orders
            stack:  Orders > OrderDetail(id: 1)

        """)
  }

  /// `--given` also reads conditions as an `expect`'s `when` writes them, so a line copied from an
  /// `expect` means the same: each spelling gives the output of the `name=value` one.
  @Test(arguments: [
    ["--given", "!session, ?premium"],
    ["--given", "!session", "--given", "?premium"],
    ["--given", "?premium,!session"],
    ["--given", "session=false", "--given", "?premium"],
  ])
  func givenReadsAnExpectsWhen(given: [String]) throws {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.shop)
    let expected = try workspace.flowc(
      "resolve", "Shop.flow", "shop://orders/1", "--given", "session=false", "--given",
      "premium=unknown")
    let run = try workspace.flowc(["resolve", "Shop.flow", "shop://orders/1"] + given)
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(run.stdout == expected.stdout)
    #expect(run.stdout.contains("given:  session=false premium=unknown"))
    let signedIn = try workspace.flowc(
      "resolve", "Shop.flow", "shop://orders/1", "--given", "session", "--given", "premium")
    #expect(signedIn.stdout.contains("given:  session=true premium=true"))
  }

  @Test func aLinkWaitingForOneConditionSaysItHolds() throws {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.shop)
    let run = try workspace.flowc(
      "resolve", "Shop.flow", "shop://orders/1", "--given", "session=true", "--given",
      "premium=false")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        shop://orders/1
          given:  session=true premium=false
          route:  /orders/{id}  id=1
          held:   until premium
          shows:  main / home
          stack:  Home
          then:   once premium holds
            lands:  main / orders
            stack:  Orders > OrderDetail(id: 1)

        """)
  }

  /// A check waiting for a condition not known yet shows no screen of the spec, and the text says
  /// so rather than printing a stack nobody sees.
  @Test func anUndecidedCheckShowsTheAppsWaitingView() throws {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.shop)
    let run = try workspace.flowc(
      "resolve", "Shop.flow", "shop://orders/1", "--given", "session=unknown")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        shop://orders/1
          given:  session=unknown
          route:  /orders/{id}  id=1
          held:   until session (the check in phase 'launch' decides first)
          shows:  launch (no screen yet: the app's waiting view)
          then:   once session holds
            lands:  main / orders
            stack:  Orders > OrderDetail(id: 1)

        """)
  }

  /// A check that decided for a phase whose guard fails is blocked, not deciding: the text names
  /// the phase it chose and what that needs (the twenty-second new-users review read "decides
  /// first" of a check that had chosen `main`, where the navigator reports `.blocked`). A launch
  /// stops there (FL0228 warns of it); an event into such a check is refused instead, as one
  /// straight into the refused phase is, and the user stays where they were (a new-users review
  /// found them stopped at the check, nothing shown).
  @Test func aCheckWhoseChoiceIsRefusedSaysWhy() throws {
    let workspace = try Workspace()
    try workspace.write(
      "Gate.flow",
      """
      app Gate { scheme "gate" }
      condition session
      condition unlocked
      condition enrolled
      event signedIn
      phase launch { check session ? gate : welcome }
      phase gate { check unlocked ? main : lock } // flowc:ignore FL0228
      phase welcome {
        root SignIn
        on signedIn -> gate
      }
      phase lock requires session, enrolled { root PinPad }
      phase main requires session, unlocked { default tab home "Home" icon "house" root Home }
      screen SignIn
      screen PinPad
      screen Home { push Item }
      screen Item(id: Int)
      route "/item/{id}" -> Item

      """)
    let launch = try workspace.flowc(
      "resolve", "Gate.flow", "gate://item/3", "--given", "!unlocked, !enrolled")
    #expect(launch.stderr == "")
    #expect(
      launch.stdout == """
        gate://item/3
          given:  unlocked=false enrolled=false
          route:  /item/{id}  id=3
          held:   until unlocked (the check in phase 'gate' chose phase 'lock', which requires 'enrolled')
          shows:  gate (no screen: it chose phase 'lock', which requires 'enrolled')
          then:   once unlocked holds
            lands:  main / home
            stack:  Home > Item(id: 3)

        """)
    let event = try workspace.flowc(
      "resolve", "Gate.flow", "gate://item/3", "--given", "!session", "--then", "signedIn, unlocked"
    )
    #expect(event.stderr == "")
    #expect(
      event.stdout == """
        gate://item/3
          given:  session=false
          route:  /item/{id}  id=3
          held:   until session
          shows:  welcome
          stack:  SignIn
          then:   after signedIn, unlocked
            held:   until session
            shows:  welcome
            stack:  SignIn

        """)
  }

  @Test func anUndecidedCheckHoldsTheLinkInTheLaunchPhaseAndAMissDoesNotReadLikeALanding() throws {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.shop)
    let run = try workspace.flowc(
      "resolve", "Shop.flow", "shop://orders/1", "shop://nope", "--given", "session=unknown",
      "--format", "json")
    #expect(run.stderr == "")
    #expect(run.status == 3)
    #expect(
      run.stdout == """
        [
          {
            "url": "shop://orders/1",
            "conditions": {"session": "unknown", "premium": "true"},
            "match": true,
            "route": "/orders/{id}",
            "params": {"id": "1"},
            "outcome": "held",
            "waitingFor": [
              "session"
            ],
            "showing": {
              "phase": "launch",
              "tab": null,
              "stack": [],
              "presentation": null
            },
            "then": {
              "conditions": [
                "session"
              ],
              "outcome": "lands",
              "phase": "main",
              "tab": "orders",
              "stack": [
                "OrderDetail(id: 1)"
              ],
              "presentation": null
            }
          },
          {
            "url": "shop://nope",
            "conditions": {"session": "unknown", "premium": "true"},
            "match": false,
            "route": null,
            "params": {},
            "outcome": "noMatch",
            "reason": "no route matches path /nope"
          }
        ]

        """)
  }

  @Test func aFailedTabGuardHoldsTheLinkWhileTheDefaultTabShows() throws {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.shop)
    let run = try workspace.flowc(
      "resolve", "Shop.flow", "shop://orders/1", "--given", "premium=false", "--format", "json")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        [
          {
            "url": "shop://orders/1",
            "conditions": {"session": "true", "premium": "false"},
            "match": true,
            "route": "/orders/{id}",
            "params": {"id": "1"},
            "outcome": "held",
            "waitingFor": [
              "premium"
            ],
            "showing": {
              "phase": "main",
              "tab": "home",
              "stack": [],
              "presentation": null
            },
            "then": {
              "conditions": [
                "premium"
              ],
              "outcome": "lands",
              "phase": "main",
              "tab": "orders",
              "stack": [
                "OrderDetail(id: 1)"
              ],
              "presentation": null
            }
          }
        ]

        """)
  }

  @Test(arguments: [
    (
      ["--given", "sesion=false"],
      "error: unknown condition 'sesion' (the spec declares: session, premium)\n"
        + "did you mean 'session'?\n"
    ),
    (
      ["--given", "session=maybe"],
      "error: invalid value 'maybe' for condition 'session' (expected one of: true, false, unknown)\n"
    ),
    (
      ["--given", "!"],
      "error: '--given' takes a condition and its value, such as session=false or, as an "
        + "expect's `when` writes it, !session; not '!'\n"
    ),
    (
      ["--given", "!session,"],
      "error: '--given' takes a condition and its value, such as session=false or, as an "
        + "expect's `when` writes it, !session; not '!session,'\n"
    ),
    (
      ["--given", "!session, session=true"],
      "error: condition 'session' is given more than once\n"
    ),
    (
      ["--given", "!sesion"],
      "error: unknown condition 'sesion' (the spec declares: session, premium)\n"
        + "did you mean 'session'?\n"
    ),
    (
      ["--given", "premium=true", "--given", "premium=false"],
      "error: condition 'premium' is given more than once\n"
    ),
    // An expect writes its conditions after `when`: `--when` means `--given`, not the closer
    // spelt `--then` (the random-order review was sent to `--then`).
    (
      ["--when", "premium=true"],
      "error: unknown option '--when'\ndid you mean '--given'?\n"
    ),
  ])
  func givenMistakesAreUsageErrors(given: [String], message: String) throws {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.shop)
    let run = try workspace.flowc(["resolve", "Shop.flow", "shop://orders/1"] + given)
    #expect(run.stdout == "")
    #expect(
      run.stderr == message
        + "usage: flowc resolve <file> <url>... [--format <format>] [--given <condition=true|false|unknown>...] [--then <steps>]\n"
        + "Run 'flowc help resolve' for more information.\n")
    #expect(run.status == 2)
  }

  @Test func aConditionTheSpecDoesNotDeclareIsNamedAsSuch() throws {
    let workspace = try Workspace()
    try workspace.write("Mini.flow", GenerateTests.spec)
    let run = try workspace.flowc("resolve", "Mini.flow", "mini://detail/7", "--given", "a=true")
    #expect(
      run.stderr == "error: unknown condition 'a': the spec declares no conditions\n"
        + "usage: flowc resolve <file> <url>... [--format <format>] [--given <condition=true|false|unknown>...] [--then <steps>]\n"
        + "Run 'flowc help resolve' for more information.\n")
    #expect(run.status == 2)
  }

  @Test func aSpecWithErrorsExitsOne() throws {
    let workspace = try Workspace()
    try workspace.write("Bad.flow", "app A {")
    #expect(try workspace.flowc("resolve", "Bad.flow", "a://x").status == 1)
  }
}

/// A link argument with a byte that is not UTF-8 is a usage error naming that byte: read lossily,
/// it reached the matcher as U+FFFD and the refusal named 0xEF, that character's first byte (the
/// twenty-eighth new-users review). The shell passes the raw byte, as a terminal would.
@Test func anArgumentThatIsNotUTF8IsAUsageErrorNamingItsByte() throws {
  let workspace = try Workspace()
  try workspace.write("A.flow", "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\n")
  let run = try Flowc.run(
    ["-c", #"exec "$0" resolve A.flow "$(printf 'a://x/\377')""#, Flowc.executable.path],
    in: workspace.url, executable: URL(fileURLWithPath: "/bin/sh"))
  #expect(run.status == 2)
  #expect(
    run.stderr
      == "error: argument 3 is not UTF-8 text: byte 0xFF at byte 6; a link carries such a byte "
      + "percent-encoded (%FF)\nRun 'flowc help' to list the subcommands.\n")
}
