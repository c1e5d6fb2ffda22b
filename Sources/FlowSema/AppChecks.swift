import FlowRuntime
import FlowSyntax

/// Checks the `app` block (schemes, hosts, policies, repeated settings) and builds `AppModel`.
enum AppChecks {
  /// URL schemes an app must not claim: a link in one of them would run code, reach the web or the
  /// file system, or open a system app instead of this one, so claiming it either fails or hijacks.
  ///
  /// Sources: the WHATWG URL and Fetch standards (special and local schemes, script schemes), Apple's
  /// URL Scheme Reference (Mail, Phone, FaceTime, Messages, Maps, iTunes), and the schemes Apple's own
  /// apps register (App Store, Settings, Shortcuts, Music, Calendar, Notes, Wallet and the like).
  static let reservedSchemes: Set<String> = Set(schemeOwners.flatMap(\.schemes))

  /// Who answers each reserved scheme, for FL0106 to say (a wallet team read only "reserved" for
  /// `wallet`: the nineteenth new-users review).
  static let schemeOwners: [(owner: String, schemes: [String])] = [
    (
      "browsers, which run or show it themselves",
      ["javascript", "vbscript", "data", "blob", "about", "filesystem", "view-source"]
    ),
    (
      "the web and file transfer",
      ["http", "https", "ws", "wss", "ftp", "ftps", "sftp", "file", "webcal", "webcals"]
    ),
    ("Mail", ["mailto", "message"]),
    ("Phone and Messages", ["tel", "telprompt", "sms", "mms", "imessage"]),
    ("FaceTime", ["facetime", "facetime-audio", "facetime-group"]),
    (
      "the App Store and iTunes",
      [
        "itms", "itmss", "itms-apps", "itms-appss", "itms-services", "itms-itunesu", "itms-watch",
        "macappstore", "macappstores",
      ]
    ),
    ("Books", ["itms-books", "itms-bookss", "ibooks"]),
    ("Music", ["music", "musics", "audio-player-event"]),
    ("Podcasts", ["itms-podcasts", "podcasts"]),
    ("TV", ["videos"]),
    ("News", ["applenews", "applenewss"]),
    ("Maps", ["maps", "map"]),
    ("Google Maps", ["comgooglemaps"]),
    ("Settings", ["app-settings", "prefs", "app-prefs", "x-apple-settings"]),
    ("Shortcuts", ["shortcuts", "workflow"]),
    ("Calendar", ["calshow", "x-apple-calevent"]),
    ("Reminders", ["x-apple-reminder", "x-apple-reminderkit"]),
    ("Notes", ["mobilenotes"]),
    ("Photos", ["photos-redirect"]),
    ("Wallet", ["shoebox", "wallet"]),
    ("Health", ["x-apple-health"]),
    ("Safari's search", ["x-web-search"]),
    ("Tips", ["x-apple-helpbasic"]),
    ("Find My", ["findmy", "fmip1", "fmf1", "x-apple-findmy"]),
    ("Home", ["homeutil"]),
  ]

  static func check(_ context: SemaContext) -> (AppModel?, [Diagnostic]) {
    guard let app = context.index.app else { return (nil, []) }
    var diagnostics: [Diagnostic] = []
    var schemes: [String] = []
    var hosts: [String] = []
    var firstSetting: [String: AppSetting] = [:]
    var restoration = RestorationPolicy.nothing
    var stack = StackPolicy.replace
    var presentation = PresentationPolicy.dismiss

    /// `message` and `help` default to those of a setting that takes one value.
    func firstTime(
      _ key: String, _ setting: AppSetting, what: String, message: String? = nil,
      help: String = SemaMessages.duplicateSettingHelp
    ) -> Bool {
      if let previous = firstSetting[key] {
        diagnostics.append(
          context.diagnostic(
            .duplicateSetting, setting.range, message ?? SemaMessages.duplicateSetting(what),
            notes: [.init(SemaMessages.previousSetting, at: previous.range)],
            fixIt: Diagnostic.FixIt(
              SemaMessages.removeDuplicateSetting(what),
              replacing: RemovalRange.item(setting.range, context), with: ""),
            help: help))
        return false
      }
      firstSetting[key] = setting
      return true
    }

    let schemeCount = app.settings.count { if case .scheme = $0.kind { true } else { false } }

    /// A scheme or host, lowercased, or `nil` when it is repeated or invalid. A repeat is found
    /// in any case but named as written there, which is what its fix-it removes (`"SHOP"` after
    /// `"shop"` is not "remove this scheme 'shop'").
    func address(
      _ literal: StringLiteral, kind: String, _ setting: AppSetting, code: DiagnosticCode
    ) -> String? {
      let lowered = literal.value.lowercased()
      guard
        firstTime(
          "\(kind) " + lowered, setting, what: "\(kind) '\(literal.value)'",
          message: SemaMessages.duplicateAddress(kind, literal.value),
          help: SemaMessages.duplicateAddressHelp(kind))
      else { return nil }
      let problem = kind == "scheme" ? schemeProblem(literal.value) : hostProblem(literal.value)
      if let problem {
        // An app's one scheme, reserved (`music`), is offered the app's name, as the help says,
        // when that is a scheme of its own (with several, each would be offered the same one),
        // else its name with `app` after it (`app Wallet { scheme "wallet" }`: `wallet` is
        // Apple's too, and "such as the app's name" offered the very scheme refused: the
        // twenty-first new-users review); any other problem only the scheme the author wrote out.
        let owner = kind == "scheme" ? owner(ofScheme: lowered) : nil
        let nameAsScheme = schemeSpelling(of: app.name.text)
        let ownName = usableScheme(nameAsScheme)
        let namedLikeOwner = owner != nil && ownName == nil
        let suggestion =
          namedLikeOwner
          ? (nameAsScheme.isEmpty ? nil : usableScheme(nameAsScheme + "app")) : ownName
        let bare =
          kind == "scheme"
          ? bareScheme(literal.value) ?? (owner != nil && schemeCount == 1 ? suggestion : nil)
          : bareHost(literal.value)
        diagnostics.append(
          context.diagnostic(
            code, literal.range,
            owner.flatMap {
              $0.lowercased() == app.name.text.lowercased()
                ? SemaMessages.reservedScheme(literal.value, owner: "Apple's \($0), not this app")
                : nil
            } ?? problem.message,
            fixIt: bare.map {
              .replacing(literal.range, with: "\"\($0)\"")
            },
            help: namedLikeOwner
              ? SemaMessages.reservedSchemeNamedLikeAppHelp(
                suggestion, nameIsThisScheme: nameAsScheme == lowered) : problem.help))
        return nil
      }
      if lowered != literal.value {
        diagnostics.append(lowercaseWarning(literal, kind: kind, context))
      }
      return lowered
    }

    for setting in app.settings {
      switch setting.kind {
      case .scheme(let literal):
        if let scheme = address(literal, kind: "scheme", setting, code: .invalidScheme) {
          schemes.append(scheme)
        }
      case .host(let literal):
        if let host = address(literal, kind: "host", setting, code: .invalidHost) {
          hosts.append(host)
        }
      case .restore(let value):
        guard firstTime("restore", setting, what: "`restore`") else { continue }
        if let policy: RestorationPolicy = SettingValue.parse(
          value, setting: "restore", context, into: &diagnostics)
        {
          restoration = policy
          if policy != .nothing, !context.index.phases.contains(where: \.showsTabs) {
            diagnostics.append(
              context.diagnostic(
                .restoreWithoutTabs, setting.range, SemaMessages.restoreWithoutTabs(value.text),
                fixIt: .replacing(value.range, with: "nothing")))
          }
        }
      case .stack(let value):
        guard firstTime("stack", setting, what: "`stack`") else { continue }
        if let policy: StackPolicy = SettingValue.parse(
          value, setting: "stack", context, into: &diagnostics)
        {
          stack = policy
        }
      case .presentation(let value):
        guard firstTime("presentation", setting, what: "`presentation`") else { continue }
        if let policy: PresentationPolicy = SettingValue.parse(
          value, setting: "presentation", context, into: &diagnostics)
        {
          presentation = policy
        }
      }
    }
    if !app.settings.contains(where: { if case .scheme = $0.kind { true } else { false } }) {
      diagnostics.append(
        context.diagnostic(
          .missingScheme, app.name.range, SemaMessages.missingScheme(app.name.text),
          help: SemaMessages.missingSchemeHelp(app.name.text.lowercased())))
    }
    let model = AppModel(
      name: app.name.text, typePrefix: SwiftNaming.typeName(app.name.text), schemes: schemes,
      hosts: hosts, restoration: restoration, stackPolicy: stack, presentationPolicy: presentation,
      docs: app.docs.lines)
    return (model, diagnostics)
  }

  /// What is wrong with a scheme, under RFC 3986 `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
  static func schemeProblem(_ scheme: String) -> (message: String, help: String?)? {
    let bytes = Array(scheme.utf8)
    guard let first = bytes.first else { return (SemaMessages.emptyScheme, nil) }
    if scheme.contains(":") || scheme.contains("/") {
      return (SemaMessages.schemeWithPunctuation(scheme), SemaMessages.schemeOnlyHelp)
    }
    // The matcher's own byte classes: a scheme the checker accepts is one links can carry.
    guard URLBytes.isLetter(first) else {
      return (SemaMessages.schemeMustStartWithLetter(scheme), nil)
    }
    if let bad = bytes.first(where: { !URLBytes.isSchemeByte($0) }) {
      return (SemaMessages.schemeCharacter(scheme, String(decoding: [bad], as: UTF8.self)), nil)
    }
    let lowered = scheme.lowercased()
    if let owner = owner(ofScheme: lowered) {
      return (SemaMessages.reservedScheme(scheme, owner: owner), SemaMessages.reservedSchemeHelp)
    }
    return nil
  }

  /// Who answers a lowercased scheme, when the system or another app does (`schemeOwners`).
  private static func owner(ofScheme scheme: String) -> String? {
    schemeOwners.first { $0.schemes.contains(scheme) }?.owner
  }

  /// The app's name as a scheme would spell it (`My_Tunes` -> `mytunes`): lowercased, with what a
  /// scheme cannot hold left out.
  private static func schemeSpelling(of app: String) -> String {
    String(decoding: app.lowercased().utf8.filter { URLBytes.isSchemeByte($0) }, as: UTF8.self)
  }

  /// `scheme` when it is one with no problem, an app's own: a reserved scheme's fix-it.
  private static func usableScheme(_ scheme: String) -> String? {
    scheme.isEmpty || schemeProblem(scheme) != nil ? nil : scheme
  }

  /// The scheme a URL or a scheme with its `:` or `://` names (`"jobboard://"`), when that is a
  /// scheme with no problem: FL0106's fix-it (the twentieth new-users review wrote it by hand).
  static func bareScheme(_ written: String) -> String? {
    guard let colon = written.firstIndex(of: ":") ?? written.firstIndex(of: "/") else {
      return nil
    }
    // Only `:` and `/` after it: anything more (`jobboard://x`) would be dropped unsaid. Lowered,
    // as FL0114 asks of a scheme.
    guard written[colon...].allSatisfy({ $0 == ":" || $0 == "/" }) else { return nil }
    let scheme = written[..<colon].lowercased()
    return scheme.isEmpty || schemeProblem(scheme) != nil ? nil : scheme
  }

  /// The host a URL names (`"https://jobs.example.com/"`), without its scheme, path, port or
  /// `applinks:` prefix, when that is a host with no problem: FL0107's fix-it.
  static func bareHost(_ written: String) -> String? {
    var host = Substring(written)
    if let scheme = host.range(of: "://") { host = host[scheme.upperBound...] }
    if host.lowercased().hasPrefix("applinks:") { host = host.dropFirst("applinks:".count) }
    if let slash = host.firstIndex(of: "/") { host = host[..<slash] }
    if !isIPv6Literal(String(host)), let colon = host.firstIndex(of: ":") {
      host = host[..<colon]
    }
    let bare = host.lowercased()
    return bare.isEmpty || bare == written.lowercased() || hostProblem(bare) != nil ? nil : bare
  }

  /// Whether a host is written as an IPv6 address, `[::1]` (with or without a port) or bare `::1`,
  /// whose colons are not a port separator and deserve their own message.
  static func isIPv6Literal(_ host: String) -> Bool {
    if host.hasPrefix("[") { return true }
    let bytes = Array(host.utf8)
    return bytes.count(where: { $0 == 0x3A }) > 1
      && bytes.allSatisfy { ASCII.isHexDigit($0) || $0 == 0x3A || $0 == 0x2E }
  }

  /// What is wrong with a universal-link host under DNS label rules, or `nil`.
  static func hostProblem(_ host: String) -> (message: String, help: String?)? {
    if host.isEmpty { return (SemaMessages.emptyHost, nil) }
    if let scheme = host.range(of: "://") {
      let hasPath = host[scheme.upperBound...].contains { $0 == "/" }
      return (SemaMessages.hostWithScheme(host, andPath: hasPath), SemaMessages.hostHelp)
    }
    if host.contains("/") { return (SemaMessages.hostWithPath(host), SemaMessages.hostHelp) }
    if isIPv6Literal(host) { return (SemaMessages.hostIPv6(host), SemaMessages.hostNameHelp) }
    if host.lowercased().hasPrefix("applinks:") {
      return (SemaMessages.hostWithEntitlementPrefix(host), SemaMessages.hostHelp)
    }
    if host.contains(":") { return (SemaMessages.hostWithPort(host), SemaMessages.hostHelp) }
    let bytes = Array(host.utf8)
    guard bytes.count <= 253 else { return (SemaMessages.hostTooLong(host), nil) }
    for label in bytes.split(separator: 0x2E, omittingEmptySubsequences: false) {
      // A label with letters past ASCII is written in punycode, which the help says, whether its
      // UTF-8 is too long (its punycode may not be) or only its characters are wrong.
      let international = label.contains { $0 >= 0x80 }
      guard !label.isEmpty, label.count <= 63 else {
        return (
          SemaMessages.hostLabelLength(host),
          international ? SemaMessages.internationalHostHelp : nil
        )
      }
      if label.contains(where: { !(ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == 0x2D) }) {
        return (
          SemaMessages.hostCharacter(host), international ? SemaMessages.internationalHostHelp : nil
        )
      }
      if label.first == 0x2D || label.last == 0x2D {
        return (SemaMessages.hostHyphen(host), nil)
      }
    }
    // An address (`192.168.0.1`) or a name with no dot (`localhost`) cannot serve the
    // apple-app-site-association file an associated domain needs.
    if !bytes.contains(0x2E) || bytes.allSatisfy({ ASCII.isDigit($0) || $0 == 0x2E }) {
      return (SemaMessages.hostNotADomain(host), SemaMessages.hostNameHelp)
    }
    return nil
  }

  private static func lowercaseWarning(
    _ literal: StringLiteral, kind: String, _ context: SemaContext
  ) -> Diagnostic {
    let lowered = literal.value.lowercased()
    return context.diagnostic(
      .notLowercase, literal.range, SemaMessages.notLowercase(kind, literal.value),
      fixIt: .replacing(literal.range, with: "\"\(lowered)\""))
  }
}
