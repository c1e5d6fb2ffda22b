import FlowSyntax

/// Every message, note, help and fix-it label the checker writes, in one place so wording stays
/// consistent. Messages are one plain sentence without a trailing period.
enum SemaMessages {
  // MARK: Notes and fix-it labels

  static let previousDeclaration = "previous declaration is here"
  static let previousSetting = "first one is here"
  static let previousHandler = "previous handler is here"
  static let previousListing = "first listed here"
  static let previousArgument = "first given here"
  static let otherRoute = "the other route is here"
  static let parameterDeclaredHere = "parameter declared here"
  static let renameHelp = "choose another name"
  static func eventNamedAsCondition(_ name: String) -> String {
    "event '\(name)' has the name of condition '\(name)': an expect's or `flowc resolve --then`'s "
      + "step '\(name)' means the condition, so none of them can send the event"
  }
  static func eventNamedAsConditionHelp(_ name: String) -> String {
    "name the event for what happened, such as '\(name)Changed' or a past tense ('vehicleAdded' "
      + "beside 'hasVehicle'), and rename its handlers"
  }

  static func replace(_ old: String, with text: String) -> String {
    "replace '\(old)' with '\(text)'"
  }
  static func makeDefault(_ tab: String) -> String { "make '\(tab)' the default tab" }
  static func removeDefault(_ tab: String) -> String { "remove 'default' from tab '\(tab)'" }
  static func collidingNameHere(_ name: String) -> String { "'\(name)' is declared here" }
  static func firstContentHere(_ kind: PhaseContentKind) -> String {
    switch kind {
    case .check: "the `check` is here"
    case .root: "the `root` is here"
    case .tabs: "the first tab is here"
    }
  }
  static func otherDefaultTab(_ tab: String) -> String { "'\(tab)' is already the default" }

  // MARK: Declarations

  static func duplicateDeclaration(_ name: String, previousKind: String) -> String {
    "'\(name)' is already declared as \(WordList.article(previousKind)) \(previousKind)"
  }
  static func duplicateDeclarationHelp(_ kind: String) -> String {
    "each \(kind) needs a name of its own; rename or remove one of them"
  }
  static let missingApp = "the spec has no `app` declaration"
  static let missingAppHelp = "add `app Name { scheme \"name\" }`"
  static let missingAppInPartHelp =
    "each .flow file is a whole spec, its app with its phases, screens and routes, and one spec "
    + "cannot span several files: move these declarations into the file that declares the app, or "
    + "add `app Name { scheme \"name\" }` here"
  static let extraApp = "a spec declares exactly one `app`"
  static let noPhases = "the spec declares no phase, so the app has nowhere to start"
  static let noPhasesHelp = "add a phase, such as `phase main { root Home }`"

  // MARK: Names

  static func unknownName(_ name: String, kind: String, suggestion: String?) -> String {
    let base = "unknown \(kind) '\(name)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }
  static func declareHelp(_ name: String, role: ReferenceRole) -> String? {
    switch role {
    case .requires, .checkCondition: "declare it with `condition \(name)`"
    case .handlerEvent: "declare it with `event \(name)`"
    case .goTo where ["close", "pop", "back", "goBack", "cancel", "hide"].contains(name):
      "to close the topmost sheet or cover, write `-> dismiss`; otherwise declare it with "
        + "`phase \(name) { ... }`"
    case .checkBranch, .goTo, .elseGoTo: "declare it with `phase \(name) { ... }`"
    case .root, .push: "declare it with `screen \(name)`"
    case .present, .elsePresent: "declare it with `sheet \(name)` or `cover \(name)`"
    case .landingStep
    where name.lowercased() == Keyword.nothing.rawValue
      || Keyword.nothingInOtherLanguages.contains(name.lowercased()):
      "a route opens the screens it names; a link that should open nothing needs no route, as "
        + "the matcher refuses links no route matches"
    case .landingStep: "declare it with `screen \(name)`"
    case .landingTab: nil
    }
  }
  /// `requires offline` where only `online` is declared: the opposite, which a guard cannot
  /// write as `!online`, and a check can by swapping its branches.
  static func oppositeConditionHelp(
    _ name: String, opposite: String, role: ReferenceRole
  ) -> String {
    let declare =
      "declare `condition \(name)`, which the app keeps as the opposite of '\(opposite)'"
    return role == .checkCondition
      ? "'\(name)' reads as the opposite of '\(opposite)': check '\(opposite)' with the branches "
        + "swapped, or \(declare)"
      : "'\(name)' reads as the opposite of '\(opposite)', and a guard cannot negate: \(declare)"
  }
  static func wrongKind(_ name: String, actual: String, role: ReferenceRole) -> String {
    let needed =
      role == .landingTab
      ? "a tab, or a phase that shows one root"
      : "\(WordList.article(role.expected)) \(role.expected)"
    return
      "'\(name)' is \(WordList.article(actual)) \(actual), but \(role.construct) needs \(needed)"
  }
  static func wrongKindHelp(_ name: String, actual: String, role: ReferenceRole) -> String? {
    switch (role, actual) {
    case (.push, "sheet"), (.push, "cover"):
      "sheets and covers are presented: write `present \(name)`"
    case (.present, "screen"):
      "screens are pushed: write `push \(name)`, or declare it as `sheet \(name)`"
    case (.elsePresent, "screen"):
      "a failed guard shows a sheet or cover over what it guards: declare it as `sheet \(name)`, "
        + "or move to a phase with `else -> phase`"
    case (.root, "sheet"), (.root, "cover"):
      "a root is a screen; present '\(name)' from the root screen instead"
    case (.elseGoTo, "sheet"), (.elseGoTo, "cover"):
      "`else ->` moves to a phase; to show '\(name)' while the guard fails, write `else present "
        + "\(name)`"
    case (.elseGoTo, "screen"):
      "`else ->` moves to a phase; to show '\(name)' while the guard fails, declare it as "
        + "`sheet \(name)` and write `else present \(name)`"
    case (.elseGoTo, "tab"):
      "`else ->` moves to a phase; name the phase that shows tab '\(name)'"
    case (.goTo, "screen"), (.goTo, "sheet"), (.goTo, "cover"), (.checkBranch, "screen"):
      "`->` moves to a phase; to show '\(name)', push or present it, or route to it"
    default: nil
    }
  }
  /// "Becomes 'in' in Swift" said nothing for a name Swift spells as written (the tenth new-users
  /// review): then it is the name that is the keyword.
  static func reservedName(_ name: String, kind: String, swiftName: String) -> String {
    let what = whatSwiftReserves(swiftName)
    return swiftName == name
      ? "\(kind) '\(name)' is \(what), which the generated Swift cannot use as a name"
      : "\(kind) '\(name)' becomes '\(swiftName)' in Swift, which is \(what)"
  }
  static func placeholderLabelReserved(_ name: String, label: String) -> String {
    "placeholder '\(name)' labels a value of its route's case, and Swift "
      + (label == "inout" ? "takes no '\(label)' as a label" : "warns at '\(label)' as a label")
      + " (`case item(\(label): Int)`)"
  }
  /// What a word `SwiftReservedWords` holds is to Swift: most are keywords, but `Type` and
  /// `Protocol` are the members naming a type's metatype (a new-users review was told `Type` is a
  /// keyword, which it is not).
  static func whatSwiftReserves(_ word: String) -> String {
    switch word {
    case "Type", "Protocol": "the member Swift names a type's metatype with (`X.\(word)`)"
    case "_": "Swift's wildcard"
    default: "a Swift keyword"
    }
  }
  static func caseListName(_ name: String, kind: String, swiftName: String) -> String {
    "\(kind) '\(name)' becomes the case '\(swiftName)', the name of the list of every case its "
      + "generated enum already has"
  }
  static func rootTabName(_ name: String, swiftName: String) -> String {
    "tab '\(name)' becomes the case '\(swiftName)', which is also the stack above a phase's root "
      + "(StackID.root), so 'setPath(_:for: .\(swiftName))' could not tell them apart"
  }
  static func swiftNameCollision(
    _ name: String, kind: String, previous: String, previousKind: String, swiftName: String
  ) -> String {
    "\(kind) '\(name)' and \(previousKind) '\(previous)' both become '\(swiftName)' in Swift"
  }
  static func moduleNameCollision(_ name: String, typeName: String) -> String {
    "app '\(name)' becomes the type '\(typeName)', which hides the \(typeName) module that generated "
      + "code names its types with"
  }
  static func versionCheckCollision(_ name: String, typeName: String) -> String {
    "app '\(name)' becomes the type '\(typeName)', which every generated file declares to check "
      + "the FlowRuntime version"
  }

  // MARK: The app

  static func duplicateSetting(_ what: String) -> String { "\(what) is set more than once" }
  static func removeDuplicateSetting(_ what: String) -> String { "remove this \(what)" }
  static let duplicateSettingHelp = "a setting takes one value: keep the one you mean"
  /// A scheme or host listed twice (in any case): unlike a setting, an app may have several, so
  /// the words are a list's (a team adding a second host read "set more than once" as "one host").
  static func duplicateAddress(_ kind: String, _ written: String) -> String {
    "\(kind) '\(written)' is listed more than once (\(kind)s compare in any case)"
  }
  static func duplicateAddressHelp(_ kind: String) -> String {
    "an app may list several \(kind)s, each once"
  }

  static func missingScheme(_ app: String) -> String {
    "app '\(app)' has no URL scheme"
  }
  static func missingSchemeHelp(_ suggestion: String) -> String {
    "add `scheme \"\(suggestion)\"` inside the `app` block"
  }
  static let emptyScheme = "a URL scheme cannot be empty"
  static func schemeWithPunctuation(_ scheme: String) -> String {
    "scheme '\(scheme)' must be the bare scheme name, without ':' or '/'"
  }
  static let schemeOnlyHelp = "write only the name, such as `scheme \"archon\"`"
  static func schemeMustStartWithLetter(_ scheme: String) -> String {
    "scheme '\(scheme)' must start with a letter"
  }
  static func schemeCharacter(_ scheme: String, _ character: String) -> String {
    "scheme '\(scheme)' contains '\(character)'; a scheme has only letters, digits, '+', '-' and '.'"
  }
  static func reservedScheme(_ scheme: String, owner: String) -> String {
    "scheme '\(scheme)' is reserved and cannot be claimed by an app: it belongs to \(owner)"
  }
  static let reservedSchemeHelp =
    "use a scheme of your own, such as the app's name; web links go through `host`"
  static func reservedSchemeNamedLikeAppHelp(_ suggestion: String?, nameIsThisScheme: Bool)
    -> String
  {
    (nameIsThisScheme
      ? "the app's name is that scheme too" : "the app's name is no scheme of its own either")
      + ": use one only this app answers" + (suggestion.map { ", such as '\($0)'" } ?? "")
      + "; web links go through `host`"
  }
  static let emptyHost = "a host cannot be empty"
  static func hostWithScheme(_ host: String, andPath: Bool) -> String {
    "host '\(host)' must be a bare host name, without a scheme\(andPath ? " or a path" : "")"
  }
  static func hostWithPath(_ host: String) -> String {
    "host '\(host)' must be a bare host name, without a path"
  }
  static func hostWithPort(_ host: String) -> String {
    "host '\(host)' must be a bare host name, without a port"
  }
  static let hostHelp = "write only the name, such as `host \"example.com\"`"
  static func hostWithEntitlementPrefix(_ host: String) -> String {
    "host '\(host)' is written as the entitlement's entry; the host is the domain alone, without "
      + "'applinks:'"
  }
  static func hostNotADomain(_ host: String) -> String {
    "host '\(host)' is not a domain name; universal links open only from a domain that serves "
      + "the apple-app-site-association file"
  }
  static func hostIPv6(_ host: String) -> String {
    "host '\(host)' is an IPv6 address; universal links need a domain name"
  }
  static let hostNameHelp =
    "associated domains name hosts by domain, such as `host \"example.com\"`, never by address"
  static func hostTooLong(_ host: String) -> String {
    "host '\(host)' is longer than 253 characters"
  }
  static func hostLabelLength(_ host: String) -> String {
    "host '\(host)' has an empty label or one longer than 63 bytes"
  }
  static func hostCharacter(_ host: String) -> String {
    "host '\(host)' may contain only ASCII letters, digits, '-' and '.'"
  }
  static func presentationKeepWithoutEffect(_ pattern: String, kind: String, screen: String)
    -> String
  {
    "`presentation keep` has no effect on route '\(pattern)': it lands in \(kind) '\(screen)', and a link that lands in a sheet or cover always replaces the one open"
  }
  static let removePresentationKeep = "remove `presentation keep`"
  static let internationalHostHelp =
    "write a name with other letters in its punycode form, as associated domains and links carry it: each such label becomes 'xn--' and its encoding ('bücher.example' is 'xn--bcher-kva.example'), which must also fit in 63 bytes"
  static func hostHyphen(_ host: String) -> String {
    "host '\(host)' has a label that starts or ends with '-'"
  }
  /// With a host, lowering the segment breaks shared universal links, which the help says, so the
  /// message does not tell to lower it (the review).
  static func hostSegmentNotLowercase(_ text: String, link: String, hasHost: Bool) -> String {
    "'\(text)' is the host of custom-scheme links (scheme://\(link)/...), which the matcher "
      + "compares as written, then lowercased: with capitals it opens only links that spell it "
      + "exactly so" + (hasHost ? "" : "; write it in lowercase")
  }
  static func hostSegmentLoweringBreaksUniversalLinks(link: String) -> String {
    "universal links compare their path exactly, so written in lowercase it no longer opens "
      + "\(link)... links already shared; lower it only if none were"
  }
  static func controlCharacterInLiteral(_ escape: String, scalar: Unicode.Scalar) -> String {
    "'\(escape)' decodes to \(scalar.codePoint), an invisible control character links may not "
      + "carry, so no link could open this route; remove it from the route"
  }
  static func dotPartInLiteral(_ text: String, part: String) -> String {
    "this segment decodes to '\(text)', whose '\(part)' between '%2F's links may not carry (a "
      + "path walking out of its segment), so no link could open this route; remove it"
  }
  static func notLowercase(_ kind: String, _ value: String) -> String {
    "\(kind) '\(value)' compares case-insensitively; write it in lowercase"
  }
  static func invalidSettingValue(_ value: String, setting: String, allowed: [String]) -> String {
    let words = allowed.map { "'\($0)'" }
    let list = words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    return "`\(setting)` takes \(list), not '\(value)'"
  }
  static func restoreWithoutTabs(_ value: String) -> String {
    "`restore \(value)` needs tabs, but no phase has any"
  }
  static func restoreNeverApplies(_ value: String, firstPhases: [String]) -> String {
    "`restore \(value)` never applies: saved state is restored only into the first phase a launch "
      + "shows, and every launch first shows a phase without tabs: "
      + WordList.joined(firstPhases.map { "'\($0)'" }, "or")
  }
  static let restoreNeverAppliesHelp =
    "have the launch's `check` lead straight to the phase with tabs (`check session ? main : "
    + "welcome`), or remove `restore`"

  // MARK: Parameters

  static func unknownType(_ name: String, suggestion: String?) -> String {
    let base = "unknown type '\(name)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }
  static func unknownType(_ name: String, parameter: String, screen: String, type: String)
    -> String
  {
    "unknown type '\(name)'; the placeholder fills parameter '\(parameter)' of '\(screen)', whose type is \(type)"
  }
  static let supportedTypesHelp = "the supported types are String, Int, Double, Bool and UUID"
  static let intDigitsHelp =
    "a link's Int has at most 18 digits (up to 999,999,999,999,999,999); for ids that may be "
    + "longer, use String"
  static func defaultValueMismatch(_ value: String, parameter: String, type: String) -> String {
    "default value \(value) does not fit parameter '\(parameter)' of type \(type)"
  }
  /// How to write a default of `type`, given the mistaken `value` written as `written`.
  static func valueHelp(
    _ value: Literal.Value, written: String, parameter: String, type: ValueType, optional: Bool
  ) -> String? {
    let declared = "`\(parameter): \(type.swiftName)\(optional ? "?" : "")"
    switch (value, type) {
    case (.null, _):
      return "only an optional parameter can default to nil: write `\(type.swiftName)?`"
    case (.string, .uuid):
      return "a UUID is written as 8-4-4-4-12 hexadecimal digits"
    case (_, .uuid):
      return "a UUID is written in quotes as 8-4-4-4-12 hexadecimal digits, such as "
        + "\(declared) = \"00000000-0000-0000-0000-000000000000\"`"
    case (.float(let number), .int):
      let keep = "`\(parameter): Double\(optional ? "?" : "")` to keep \(written)"
      // Past Int's range there is no whole number to offer (`1e20` was offered `0`: the second
      // review).
      guard let whole = Int(exactly: number.rounded(.towardZero)) else {
        return "an Int holds at most \(Int.max): declare \(keep)"
      }
      return "an Int is a whole number: write \(declared) = \(whole)`, or declare \(keep)"
    case (.string, .int), (.string, .double):
      let example = type == .int ? "1" : "1.5"
      if let number = type.valueMeant(by: value, written: written) {
        return "a number is written without quotes: \(declared) = \(number)`"
      }
      return "\(written) is text; a\(type == .int ? "n" : "") \(type.swiftName) default is a "
        + "number without quotes, such as \(declared) = \(example)`"
    case (_, .int), (_, .double):
      return "a\(type == .int ? "n" : "") \(type.swiftName) default is a number, such as "
        + "\(declared) = \(type == .int ? "1" : "1.5")`"
    case (_, .bool):
      if let bool = type.valueMeant(by: value, written: written) {
        return "a Bool is written without quotes: \(declared) = \(bool)`"
      }
      return "a Bool default is `true` or `false`, such as \(declared) = true`"
    case (_, .string):
      return "a String default is written in quotes: \(declared) = \"\(written)\"`"
    }
  }
  static func tooManyParameters(_ screen: String, count: Int, maximum: Int) -> String {
    "'\(screen)' has \(count) parameters, more than the \(maximum) a screen may have"
  }
  static let tooManyParametersHelp =
    "pass what identifies the content (an id) and let the screen load the rest, or split the screen"
  static func duplicateParameter(_ name: String, screen: String) -> String {
    "'\(screen)' has more than one parameter named '\(name)'"
  }

  // MARK: Phases and handlers

  static func secondCheck(_ phase: String) -> String {
    "phase '\(phase)' has more than one `check`"
  }
  static func secondRoot(_ phase: String) -> String { "phase '\(phase)' has more than one `root`" }
  static func emptyPhase(_ phase: String) -> String {
    "phase '\(phase)' has no `check`, `root` or tab, so it shows nothing"
  }
  static let emptyPhaseHelp = "add `root Screen`, a tab, or `check condition ? phase : phase`"
  static func mixedPhase(_ phase: String, first: PhaseContentKind, second: PhaseContentKind)
    -> String
  {
    "phase '\(phase)' has both \(first.phrase) and \(second.phrase); a phase does exactly one of them"
  }
  /// How to split a phase that mixes `kinds`: a check decides before anything shows, so it moves
  /// to a phase of its own; a root and tabs are two ways to show the phase.
  static func mixedPhaseHelp(_ kinds: [PhaseContentKind]) -> String {
    if kinds.contains(.check) {
      return "a check decides before anything shows: move the `check` into a phase of its own, "
        + "with nothing else in it, and point one of its branches at a phase with this content"
    }
    return "a phase shows one root or tabs: make the root screen a tab's root, "
      + "or move it into a phase of its own"
  }
  static func missingDefaultTab(_ phase: String) -> String {
    "phase '\(phase)' has tabs but none is marked `default`"
  }
  static func multipleDefaultTabs(_ phase: String, tab: String) -> String {
    "phase '\(phase)' has more than one default tab: '\(tab)' is also marked `default`"
  }
  static func rootWithRequiredParameter(_ screen: String, parameter: String) -> String {
    "root screen '\(screen)' has the required parameter '\(parameter)', which nothing can supply"
  }
  static func rootWithRequiredParameterHelp(_ parameter: String) -> String {
    "give '\(parameter)' a default value, or make its type optional"
  }
  static func duplicateHandler(_ event: String, place: String) -> String {
    "\(place) handles '\(event)' more than once"
  }
  static func duplicateEdge(_ name: String, verb: String) -> String {
    "'\(name)' is listed more than once after `\(verb)`"
  }
  static func unlistedRepeats(_ count: Int) -> String {
    " (and \(WordList.counted(count, "more time")) after this, not listed)"
  }
  static func phaseHandlerHidden(
    event: String, kind: String, presentation: String, action: String,
    moves: [(phase: String, move: String)]
  ) -> String {
    let named = WordList.joined(moves.map { "'\($0.phase)'" }, "and")
    let phase = moves.count == 1 ? "phase \(named)" : "phases \(named)"
    let phaseAction =
      Set(moves.map(\.move)).count == 1
      ? "the phase's `on \(event) -> \(moves[0].move)`"
      : "the phases' "
        + WordList.joined(
          moves.map { "`on \(event) -> \($0.move)` in '\($0.phase)'" }, "and")
    return
      "while \(kind) '\(presentation)' is open in \(phase), its `on \(event) -> \(action)` runs instead of \(phaseAction): \(action == "dismiss" ? "the \(kind) closes" : "'\(action.dropFirst("present ".count))' opens") and the app stays where it is"
  }
  static func phaseHandlerHiddenHelp(presentation: String) -> String {
    "remove the handler from '\(presentation)', so the phase's runs while it is open too (entering a phase closes what is open)"
  }
  static func phaseHandlerHiddenFix(_ event: String) -> String {
    "remove the handler for '\(event)'"
  }
  static func handlerNeverRuns(_ event: String, screen: String) -> String {
    "the handler for '\(event)' in screen '\(screen)' never runs: only phases, sheets and covers handle events"
  }
  static let handlerNeverRunsHelp =
    "move the handler to the phase, or to the sheet or cover that shows this screen"
  static func transitionCycle(_ names: [String]) -> String {
    "the checks \(names.map { "'\($0)'" }.joined(separator: " -> ")) form a cycle that never reaches a phase that shows something"
  }
  static let transitionCycleHelp = "make one branch go to a phase with a `root` or tabs"
  static func conditionalTransitionCycle(_ names: [String], when conditions: [(String, Bool)])
    -> String
  {
    let situation = conditions.map { "'\($0.0)' \($0.1 ? "holds" : "does not hold")" }
      .joined(separator: " and ")
    return
      "when \(situation), the checks \(names.map { "'\($0)'" }.joined(separator: " -> ")) loop forever"
  }
  static let conditionalTransitionCycleHelp =
    "a check that sees the same conditions must reach a phase with a `root` or tabs; change a branch"
  static func unreachablePhase(_ phase: String) -> String {
    "phase '\(phase)' is never entered: no check, handler or link goes to it"
  }
  static let unreachablePhaseHelp =
    "the first phase is where the app starts; other phases are entered by `check`, `on ... ->`, "
    + "a guard's `else ->`, or a route landing in them"
  static func unhandledEvent(_ event: String) -> String {
    "event '\(event)' is never handled: no phase, sheet or cover has `on \(event)`"
  }
  static func unhandledEventHelp(_ event: String) -> String {
    "add `on \(event) -> ...` where it should have an effect, or remove the event"
  }
  static func unusedCondition(_ condition: String) -> String {
    "condition '\(condition)' is never checked or required"
  }

  static func guardedFirstPhase(_ phase: String, condition: String) -> String {
    "the first phase '\(phase)' requires '\(condition)', but the app starts there before anything checks it"
  }
  static func everyFirstTabGuarded(_ phase: String, tab: String, condition: String) -> String {
    "every tab of the first phase '\(phase)' is guarded, and its default tab '\(tab)' requires '\(condition)', but the app starts there before anything checks it, with nothing to show"
  }
  static func everyTabGuarded(_ phase: String, tab: String, condition: String) -> String {
    "every tab of phase '\(phase)' is guarded, and its default tab '\(tab)' requires '\(condition)', which the phase does not: entered without it, or losing it there, the phase selects no tab and shows the waiting view, with no tab bar and nothing to tap"
  }
  static func everyTabGuardedHelp(_ phase: String, condition: String) -> String {
    "add `requires \(condition)` to phase '\(phase)' (an event or a check is then refused without it, a link waits for it, and losing it leaves the phase), or leave one tab unguarded"
  }
  static func everyTabGuardedUndecidedHelp(_ phase: String, condition: String) -> String {
    "leave one tab unguarded, or decide '\(condition)' before the phase with a check such as `check \(condition) ? \(phase) : <a phase for users without it>` (a lock screen, say) and add `requires \(condition)` to phase '\(phase)'; requiring it alone would stop the launch at the check that leads here"
  }
  static func everyTabGuardedHelp(_ phase: String) -> String {
    "add one tab's conditions to phase '\(phase)' with `requires`, or leave one tab unguarded"
  }
  static func everyTabGuardedDifferently(_ phase: String, tab: String, condition: String)
    -> String
  {
    "every tab of phase '\(phase)' needs a condition the phase does not require, not the same one (the default tab '\(tab)' needs '\(condition)'): a user with none of them gets the waiting view, with no tab bar and nothing to tap"
  }
  static let everyTabGuardedDifferentlyHelp =
    "leave one tab unguarded; if one of these conditions always holds (roles that exclude each other, such as a personal or a team account), accept this warning with `// flowc:ignore FL0230`"
  /// `extending`: the phase has a `requires` already, which the edit lengthens.
  static func addPhaseRequirement(_ conditions: String, phase: String, extending: Bool) -> String {
    extending
      ? "add '\(conditions)' to the `requires` of phase '\(phase)'"
      : "add `requires \(conditions)` to phase '\(phase)'"
  }
  static func guardedFirstPhaseHelp(_ phase: String, condition: String, requiring: Bool = false)
    -> String
  {
    "declare a phase that checks first, such as `phase launch { check \(condition) ? \(phase) : onboarding }` with an unguarded `onboarding`"
      + (requiring ? ", and add `requires \(condition)` to phase '\(phase)'" : "")
  }
  static func guardedFirstCheckPhaseHelp(_ phase: String) -> String {
    "phase '\(phase)' checks already, deciding where the launch goes: remove its `requires`"
  }
  static let removeRequires = "remove the `requires`"
  static func insertLaunchCheck(_ name: String) -> String { "insert the check phase '\(name)'" }
  static func insertLaunchCheck(_ name: String, requiring condition: String, phase: String)
    -> String
  {
    "insert the check phase '\(name)' and add `requires \(condition)` to phase '\(phase)'"
  }
  static func checkBranchNeedsFalseCondition(
    _ check: String, target: String, condition: String, byGuardElse: Bool
  ) -> String {
    byGuardElse
      ? "the check in phase '\(check)' can go to '\(target)', which requires '\(condition)', when "
        + "a failed guard's `else` enters it, which happens only without '\(condition)': the "
        + "navigator then refuses that `else`, and the user stays where they were"
      : "when '\(condition)' does not hold, the check in phase '\(check)' goes to '\(target)', "
        + "which requires '\(condition)', so the launch stops there"
  }
  static func guardElseKnowsFalse(_ condition: String) -> String {
    "this `else` runs exactly when '\(condition)' does not hold"
  }
  static func checkBranchNeedsFalseConditionHelp(_ condition: String, branch: String) -> String {
    "send the `\(branch)` branch to a phase that does not require '\(condition)'"
  }

  static func checkBranchNeedsUndecidedCondition(
    _ check: String, target: String, condition: String, holds: Bool, needed: String
  ) -> String {
    "when '\(condition)' \(holds ? "holds" : "does not hold"), the check in phase '\(check)' goes to '\(target)', which also requires '\(needed)', a condition no check on the way decides: a launch without it stops at this check, with nothing to show"
  }
  static func checkBranchNeedsUndecidedConditionHelp(target: String, needed: String) -> String {
    "decide it on the way, with a check such as `check \(needed) ? \(target) : <a phase for users without it>`, or remove '\(needed)' from the `requires` of phase '\(target)'"
  }

  static func guardFailureNoWayBack(
    _ what: String, target: String, back: String, conditions: [String]
  ) -> String {
    "the `else -> \(target)` of \(what) takes the user to phase '\(target)', from which no event or check leads back to '\(back)': once \(WordList.joined(conditions.map { "'\($0)'" }, "and")) \(conditions.count == 1 ? "holds" : "hold"), the user stays on '\(target)' and what they tapped never opens"
  }
  static func guardFailureNoWayBackHelp(target: String, back: String) -> String {
    "handle an event in phase '\(target)' that goes back, such as `on done -> \(back)` sent once the condition holds, or present a sheet or cover instead of going to a phase (`else present ...`)"
  }

  static let launchCheckHere = "the launch check is here"
  /// `instead` is the check's other branch: where the checks take the user the link takes into
  /// `phase`; `insteadChecks` when it is a check of its own, which shows nothing but goes on.
  /// Which of the two is the step a user must not miss (onboarding, or an update) the spec does
  /// not say, so the message says where each goes (a new-users review read "skips that step" of a
  /// link that took users who had consented back into onboarding).
  static func routeSkipsLaunchCheck(
    _ pattern: String, phase: String, overCurrent: Bool, condition: String, holds: Bool,
    checkPhase: String, check: String, instead: String, insteadChecks: Bool
  ) -> String {
    "route '\(pattern)' opens phase '\(phase)' \(linkArrives(overCurrent)), but the launch checks reach "
      + "'\(phase)' only when '\(condition)' \(holds ? "holds" : "does not hold") (phase "
      + "'\(checkPhase)': \(check)); a link takes a user for whom it "
      + "\(holds ? "does not hold" : "holds") into '\(phase)', where the checks take them "
      + (insteadChecks ? "on through '\(instead)'" : "to '\(instead)'")
  }
  /// A guard cannot negate, so the condition the `:` branch needs is named for its opposite.
  /// `overCurrent` is the `present` an `over current` route could open over instead.
  static func routeSkipsNegativeCheckHelp(
    phase: String, condition: String, then: String, otherwise: String, requires: [String],
    overCurrent: PresentOverInstead?
  ) -> String {
    let opposite = OppositeCondition.name(for: condition)
    return "a guard cannot require that '\(condition)' does not hold: declare a condition that "
      + "holds exactly when it does not (such as 'condition \(opposite)'), check it instead, "
      + "'check \(opposite) ? \(otherwise) : \(then)', and add "
      + "`requires \((requires + [opposite]).joined(separator: ", "))` to phase '\(phase)', so that "
      + "a link waits for it\(overCurrent?.suggestion ?? ""); or route to a screen outside "
      + "'\(phase)'"
  }
  /// The phases an `over current` route's link cannot open over, where it enters its own phase
  /// instead, and the first sheet or cover it opens: presenting that there keeps the link where
  /// the user is.
  struct PresentOverInstead {
    var phases: [String]
    var presentation: String

    /// "; or add `present X` to phase 'a', so that a link opens over it".
    var suggestion: String {
      guard !phases.isEmpty else { return "" }
      return "; or add `present \(presentation)` to phase\(phases.count == 1 ? "" : "s") "
        + WordList.joined(phases.map { "'\($0)'" }, "and") + ", so that a link opens over "
        + (phases.count == 1 ? "it" : "them")
    }
  }
  /// When a route's link enters its phase: an `over current` one only where it cannot open.
  private static func linkArrives(_ overCurrent: Bool) -> String {
    overCurrent ? "when a link arrives in a phase it cannot open over" : "whenever a link arrives"
  }
  /// The events are named as written (`on done` in 'prefs'), in the order the phases are.
  static func routeSkipsLaunchCheckBeforeEvent(
    _ pattern: String, phase: String, overCurrent: Bool, condition: String, checkPhase: String,
    check: String, events: [(phase: String, event: String)]
  ) -> String {
    // By phase, in the order found: "`on skip` in 'intro' and `on a` and `on b` in 'welcome'".
    var phases: [String] = []
    var byPhase: [String: [String]] = [:]
    for (phase, event) in events {
      if byPhase[phase] == nil { phases.append(phase) }
      byPhase[phase, default: []].append("`on \(event)`")
    }
    let ways = WordList.joined(
      phases.map { WordList.joined(byPhase[$0] ?? [], "and") + " in '\($0)'" }, "and")
    let those = events.count == 1 ? "that event" : "those events"
    return "route '\(pattern)' opens phase '\(phase)' \(linkArrives(overCurrent)), but the launch "
      + "checks reach '\(phase)' only when '\(condition)' holds (phase '\(checkPhase)': \(check)), and "
      + "otherwise only \(ways) lead\(events.count == 1 ? "s" : "") there: a link opened before "
      + "\(those) skips the steps up to \(events.count == 1 ? "it" : "them")"
  }
  /// For an `over current` route, `overCurrent` names the steps that cannot open its first sheet
  /// or cover, which presenting it there would let the link open over.
  static func routeSkipsLaunchCheckBeforeEventHelp(
    phase: String, condition: String, requires: [String], events: [String],
    overCurrent: PresentOverInstead?
  ) -> String {
    var named = Set<String>()
    let sent = WordList.joined(events.filter { named.insert($0).inserted }.map { "`\($0)`" }, "or")
    return "if the app reports '\(condition)' before sending \(sent), add "
      + "`requires \(requires.joined(separator: ", "))` to phase '\(phase)', so that a link waits "
      + "for it\(overCurrent?.suggestion ?? ""); if users may enter '\(phase)' without it (as a guest, or skipping a "
      + "step), a link may too: silence this with `// flowc:ignore FL0315`"
  }
  static func routeSkipsLaunchCheckHelp(
    phase: String, requires: [String], overCurrent: PresentOverInstead?
  ) -> String {
    "add `requires \(requires.joined(separator: ", "))` to phase '\(phase)', so that a link waits "
      + "for it\(overCurrent?.suggestion ?? ""); or route to a screen outside '\(phase)'"
  }

  static func routeClaimsWholeSite(_ pattern: String, hosts: [String], leastSegments: Int)
    -> String
  {
    let sites = WordList.joined(hosts.map { "'\($0)'" }, "and")
    let words = ["about", "team", "jobs", "2026", "12", "05", "news", "archive"]
    let example = "/" + (0...leastSegments).map { words[$0 % words.count] }.joined(separator: "/")
    let claimed =
      leastSegments <= 1 ? "every path" : "every path of \(leastSegments) segments or more"
    return "route '\(pattern)' has no literal segment, so its universal links claim \(claimed) of "
      + "\(sites): Apple matches its apple-app-site-association pattern against '\(example)' too, "
      + "and those pages of the site open the app, which opens only what this route matches"
  }
  static func routeClaimsWholeSiteHelp(literalFirst: String) -> String {
    "begin the path with a literal segment ('\(literalFirst)'); if the site serves nothing else, "
      + "silence this with `// flowc:ignore FL0318`"
  }

  // MARK: The navigation graph

  static func unreachableScreen(_ name: String, kind: String) -> String {
    "\(kind) '\(name)' is never shown: no root, push or present reaches it"
  }
  static func presentedOnlyByCheck(_ name: String, kind: String, phases: [String]) -> String {
    let presenters =
      phases.count == 1
      ? "phase '\(phases[0])' presents" : "phases \(quotedList(phases)) present"
    return "\(kind) '\(name)' is never shown: only \(presenters) it, and a phase with a "
      + "`check` shows nothing to present it over"
  }
  static func presentedByCheckAndUnshown(
    _ name: String, kind: String, phases: [String], presenters: [String]
  ) -> String {
    let byPhases =
      phases.count == 1
      ? "phase '\(phases[0])' presents" : "phases \(quotedList(phases)) present"
    let others = quotedList(presenters)
    return "\(kind) '\(name)' is never shown: \(byPhases) it, and a phase with a `check` shows "
      + "nothing to present it over; \(others), which \(presenters.count == 1 ? "presents" : "present") "
      + "it too, \(presenters.count == 1 ? "is" : "are") never shown"
  }
  static func presentedOnlyByCheckHelp(_ name: String) -> String {
    "move `present \(name)` to a phase with a `root` or tabs, or to a screen that is shown"
  }
  static func presentInCheckPhase(_ name: String, phase: String) -> String {
    "phase '\(phase)' only checks, and shows nothing while it decides, so this `present \(name)` "
      + "never opens anything: nothing is presented over a phase that shows nothing"
  }
  static func removePresent(_ name: String) -> String { "remove `present \(name)` here" }
  static func presentInCheckPhaseHelp(_ name: String) -> String {
    "remove it, and present '\(name)' from the phases the check leads to: a link to it opens "
      + "there once the check has decided"
  }
  static func unreachableScreenHelp(_ name: String, kind: String) -> String {
    kind == "screen"
      ? "add `push \(name)` to a screen that is shown"
      : "add `present \(name)` to a screen or phase"
  }
  static func guardBypass(_ name: String, kind: String, condition: String, place: String)
    -> String
  {
    "\(kind) '\(name)' requires '\(condition)', but \(place) can show it without '\(condition)'"
  }
  static func guardBypassHelp(_ condition: String, place: String) -> String {
    "add `requires \(condition)` to \(place)"
  }
  static func tabGuardSkippedByPush(
    _ screen: String, tab: String, conditions: [String], pusher: String, place: String
  ) -> String {
    let quoted = conditions.map { "'\($0)'" }.joined(separator: " and ")
    return "'\(pusher)' pushes '\(screen)' in \(place) without \(quoted), which tab '\(tab)' "
      + "requires: the tab's guard is checked when the tab is selected, not where its root is pushed"
  }
  static func tabGuardHere(_ tab: String) -> String { "tab '\(tab)' requires it here" }
  static func tabGuardSkippedByPushHelp(_ screen: String) -> String {
    "guard the screen itself, so every way to it asks: `screen \(screen) requires ...`; or push "
      + "another screen here"
  }
  static func guardScreenItself(_ screen: String) -> String {
    "make screen '\(screen)' require what its tab requires"
  }
  static let removeGuardFailure = "remove the 'else' clause"
  static let guardDeclaredHere = "the guard is declared here"
  static func guardPromptNeedsCondition(_ name: String, kind: String, condition: String) -> String {
    "\(kind) '\(name)' requires '\(condition)', so it cannot be presented when '\(condition)' fails"
  }
  static func guardPromptChainNeedsCondition(
    _ name: String, kind: String, last: String, lastKind: String, condition: String
  ) -> String {
    "\(kind) '\(name)' hands on to \(lastKind) '\(last)', which requires '\(condition)', so nothing can "
      + "be presented when '\(condition)' fails"
  }
  /// `offeringOwnElse`, for a prompt with no `else` of its own, adds giving it one, `naming` what
  /// it could present first when another guard on the condition presents something for it.
  static func guardPromptNeedsConditionHelp(
    _ name: String, kind: String, condition: String, offeringOwnElse: Bool = false,
    naming prompt: String? = nil
  ) -> String {
    var own = ""
    if let prompt, offeringOwnElse {
      own = " give it its own `else present \(prompt)`, so that it asks for '\(condition)' first,"
    } else if offeringOwnElse {
      own = " give it its own `else present` of a sheet or cover that asks for '\(condition)',"
    }
    return
      "remove `requires \(condition)` from \(kind) '\(name)',\(own) or present another sheet or "
      + "cover"
  }
  static func guardFailurePhaseNeedsCondition(_ phase: String, condition: String) -> String {
    "phase '\(phase)' requires '\(condition)', so this `else` cannot enter it when '\(condition)' fails"
  }
  static func guardFailurePhaseNeedsConditionHelp(_ condition: String) -> String {
    "go to a phase that does not require '\(condition)'"
  }
  static func phaseRequiresHere(_ phase: String) -> String { "phase '\(phase)' requires it here" }
  static func guardFailurePhaseMayNeedCondition(
    _ phase: String, condition: String, guardConditions: [String]
  ) -> String {
    "phase '\(phase)' requires '\(condition)', which this guard does not check and may fail "
      + "here: when \(conditionList(guardConditions)) fails without '\(condition)', this `else` "
      + "waits instead of entering '\(phase)', and enters it whenever '\(condition)' next holds"
  }
  static func guardFailurePhaseMayNeedConditionHelp(_ phase: String, condition: String) -> String {
    "to ask for '\(condition)' first, present a prompt instead (`else present Ask`, with `sheet "
      + "Ask requires \(condition) else present ...` whose event goes on to '\(phase)'); or go "
      + "to a phase that does not require '\(condition)'"
  }
  static func guardFailureStaysInPhase(tab: String, phase: String, conditions: [String]) -> String {
    "tab '\(tab)' is in phase '\(phase)', so its `else -> \(phase)` leaves the user where they are: "
      + "selecting it while \(conditionList(conditions)) fails shows nothing new, and the tab is "
      + "selected later, once the guard holds"
  }
  static func guardFailureStaysInPhase(
    screen: String, kind: String, phase: String, conditions: [String]
  ) -> String {
    "\(kind) '\(screen)' shows only in phase '\(phase)', so its `else -> \(phase)` asks for nothing "
      + "there: entering it in '\(phase)' while \(conditionList(conditions)) fails shows nothing "
      + "new, and it is shown later, once the guard holds"
  }
  static func guardFailureStaysInPhaseHelp(_ conditions: [String], refusing: String) -> String {
    "to ask for \(conditionList(conditions)), present a sheet or cover that does (`else present "
      + "SignIn`) or go to another phase; to refuse \(refusing), remove the `else`"
  }
  static func guardFailureNeverRuns(tab: String, phase: String, conditions: [String]) -> String {
    "the `else` of tab '\(tab)' never runs: phase '\(phase)' requires "
      + "\(quotedList(conditions, "and")) already, and the user is never in the phase without it, "
      + "so the tab's guard always holds"
  }
  static func guardFailureNeverRuns(
    screen: String, kind: String, places: [String], conditions: [String]
  ) -> String {
    "the `else` of \(kind) '\(screen)' never runs: it shows only in "
      + "\(WordList.joined(places, "and")), which require\(places.count == 1 ? "s" : "") "
      + "\(quotedList(conditions, "and")) already, so its guard always holds"
  }
  static let guardFailureNeverRunsHelp =
    "remove the `else` (and the `requires` with it, if the outer guard is the one meant, and the "
    + "prompt, if nothing else shows it); to ask for the condition here instead, remove it from "
    + "the outer `requires`"
  static func guardPromptForAnotherCondition(
    owner: String, prompt: String, kind: String, conditions: [String], purpose: String,
    purposeOwner: String
  ) -> String {
    let failing = conditions.map { "only '\($0)'" }
    return "when \(WordList.joined(failing, "or")) fails, \(owner) presents \(kind) '\(prompt)', "
      + "the prompt for '\(purpose)' (\(purposeOwner) asks for '\(purpose)' with it): a user who "
      + "has '\(purpose)' is asked for it again, unless '\(prompt)' asks for "
      + "\(quotedList(conditions, "and")) too"
  }
  static func guardPromptForOtherConditionsHelp(_ conditions: [String], prompt: String)
    -> String
  {
    "ask for \(quotedList(conditions, "and")) with prompts of their own: a guard names one "
      + "prompt, so chain them, each prompt requiring the next condition and handing on to its "
      + "prompt when that fails (docs/Language.md, Guards); if '\(prompt)' asks for them too, "
      + "accept this with `// flowc:ignore FL0232`"
  }
  static func guardPromptForUnneededCondition(
    owner: String, prompt: String, kind: String, condition: String, purpose: String,
    purposeOwner: String
  ) -> String {
    "when '\(condition)' fails, \(owner) presents \(kind) '\(prompt)', the prompt for "
      + "'\(purpose)' (\(purposeOwner) asks for '\(purpose)' with it), which this guard does not "
      + "need: the user is asked for '\(purpose)', unless '\(prompt)' asks for '\(condition)' too"
  }
  static func guardPromptSharedByConditions(
    _ prompt: String, kind: String, this: (condition: String, owner: String),
    other: (condition: String, owner: String)
  ) -> String {
    "\(this.owner) presents \(kind) '\(prompt)' when '\(this.condition)' fails, and \(other.owner) "
      + "presents it when '\(other.condition)' fails: a user who has one of them is asked with the "
      + "same prompt for the other, unless '\(prompt)' asks for both"
  }
  static func guardPromptSharedByConditionsHelp(_ prompt: String, conditions: [String]) -> String {
    "give \(quotedList(conditions, "and")) a prompt each; if '\(prompt)' asks for both, accept "
      + "this with `// flowc:ignore FL0232`"
  }
  static func guardPromptSkipsKnownPrompt(
    owner: String, presents: String, shown: (name: String, kind: String), condition: String,
    known: String, knownOwner: String
  ) -> String {
    let through = presents == shown.name ? "" : " (through '\(presents)')"
    return
      "when only '\(condition)' fails, \(owner) shows \(shown.kind) '\(shown.name)'\(through), "
      + "which does not ask for it: '\(known)' is the prompt for '\(condition)' (\(knownOwner) "
      + "asks for '\(condition)' with it), and nothing on the way hands on to it"
  }
  static func guardPromptSkipsKnownPromptHelp(
    _ prompt: String, kind: String, condition: String, known: String
  ) -> String {
    "give \(kind) '\(prompt)' the guard `requires \(condition) else present \(known)`, so that the "
      + "user is asked for '\(condition)' first; if '\(prompt)' asks for '\(condition)' itself, "
      + "accept this with `// flowc:ignore FL0232`"
  }
  static func guardPromptForAnotherConditionHelp(
    _ condition: String, purpose: String?, prompt: String
  ) -> String {
    let accept =
      "; if '\(prompt)' asks for '\(condition)' too, accept this with "
      + "`// flowc:ignore FL0232`"
    guard let purpose else {
      return "present a prompt that asks for '\(condition)' instead" + accept
    }
    return "give '\(condition)' a prompt of its own that requires '\(purpose)' and hands on to "
      + "'\(prompt)' when that fails (`else present Ask` with `sheet Ask requires \(purpose) else "
      + "present \(prompt)`): the user is asked for '\(purpose)' first, then for '\(condition)'"
      + accept
  }
  private static func conditionList(_ conditions: [String]) -> String {
    quotedList(conditions, "or")
  }
  static func guardPromptCycle(_ names: [String]) -> String {
    "the prompts for failed guards form a cycle, \(names.joined(separator: " -> ")), so none of them "
      + "can be shown when their guards all fail"
  }
  static func guardPromptCycleHelp(_ name: String) -> String {
    "remove the 'else' clause of '\(name)', or let one prompt of the cycle need no condition"
  }
  static func handlerPresentWithRequiredParameter(
    _ name: String, kind: String, parameter: String, event: String
  ) -> String {
    "\(kind) '\(name)' has the required parameter '\(parameter)', which the event '\(event)' "
      + "cannot supply: `on ... -> present` shows it with its defaults"
  }
  static func handlerPresentWithRequiredParameterHelp(
    _ name: String, kind: String, parameter: String
  ) -> String {
    "give '\(parameter)' a default value or make its type optional; or list '\(name)' in a "
      + "`present` and let the app present it with a value (`navigator.present(\(kind): ...)`)"
  }
  static func guardPromptWithRequiredParameter(_ name: String, kind: String, parameter: String)
    -> String
  {
    "\(kind) '\(name)' has the required parameter '\(parameter)', which a failed guard cannot supply"
  }

  // MARK: Routes

  static func unreachableLanding(_ name: String, within tab: String?) -> String {
    if let tab { return "'\(name)' cannot be reached from the root of '\(tab)'" }
    return "no tab or phase root reaches '\(name)' through pushes and presentations"
  }
  static func landingPastDepthLimit(_ name: String, depth: Int) -> String {
    "'\(name)' is shown only inside more than \(depth) nested presentations, deeper than a link opens"
  }
  static func landingPastDepthLimitHelp(_ name: String) -> String {
    "route to a screen fewer presentations deep, or present '\(name)' from a screen nearer a root"
  }
  static func landingPastStackLimit(_ name: String, depth: Int?, limit: Int) -> String {
    let count = depth.map { "\($0)" } ?? "more than \(limit)"
    return "a link to '\(name)' would push \(count) screens onto one stack; a link pushes at most "
      + "\(limit) onto each, as many as restoration keeps of a tab's stack"
  }
  /// What puts more screens on a landing's stack than it holds, for FL0307's help.
  enum StackOverflowCause {
    /// The pushes that reach the screen (a landing written as one screen).
    case before(String)
    /// The screens a written path lists, from a root.
    case written
    /// The pushes before a written path's first screen, and the screens it lists.
    case both(firstWritten: String)
  }
  static func landingPastStackLimitHelp(_ name: String, cause: StackOverflowCause) -> String {
    let deeper = "or route to a screen fewer steps deep"
    switch cause {
    case .before(let screen):
      return "push '\(screen)' from a screen nearer a root, \(deeper)"
    case .written:
      return "list fewer screens on one stack in the path to '\(name)', \(deeper)"
    case .both(let first):
      return "push '\(first)' from a screen nearer a root or list fewer screens after it, \(deeper)"
    }
  }
  static func promptOnlyLandingHelp(_ name: String) -> String {
    "'\(name)' is shown only by a failed guard (`else present \(name)`), which is no place a link "
      + "can open it from; to link to it, present it from a phase or a screen a tab shows "
      + "(`present \(name)`)"
  }
  static func unreachableLandingHelp(_ name: String) -> String {
    "push or present '\(name)' from a screen that a tab or phase shows"
  }
  /// How many tied places FL0306's message and help name when two or more are left: a screen
  /// every one of 100 tabs pushes made a message and a help of 1,200 characters each (a review of
  /// large specs). A help that says what each choice waits for names them all, since which one
  /// needs what is why no fix-it picks one.
  static let listedTies = 8

  static func ambiguousLanding(_ name: String, distance: Int, places: [String]) -> String {
    let steps = distance == 1 ? "1 step" : "\(distance) steps"
    // "both" only when there are two: three tied tabs are each named.
    let tied =
      places.count == 2
      ? "both \(places[0]) and \(places[1])"
      : places.count > listedTies + 1
        ? places.prefix(listedTies).joined(separator: ", ")
          + " and \(places.count - listedTies) more"
        : places.dropLast().joined(separator: ", ") + " and " + (places.last ?? "")
    return "'\(name)' is \(steps) from the root of \(tied), so the landing is ambiguous"
  }
  static func landingBehindAvoidableGuard(
    _ name: String, place: String, needs: [String], avoidable: [String], other: String
  ) -> String {
    "'\(name)' lands in \(place), the nearest place that shows it, where a link waits for "
      + "\(quotedList(needs, "and")); \(other) shows it without \(quotedList(avoidable, "or"))"
  }
  static func landingBehindAvoidableGuardHelp(
    _ choices: [String], conditions: [String], screen: String
  ) -> String {
    "write `in \(choices[0])` to land where \(quotedList(conditions, "and")) "
      + "\(conditions.count == 1 ? "is" : "are") not needed, or `in \(choices[1])` to keep this "
      + "landing; " + guardTheScreenToo(screen, conditions)
  }
  /// FL0317's last way out: the screen shown without the conditions may be the mistake (the
  /// twenty-first new-users review's bet slip, pushed by a free match page too, was shown signed
  /// out once the help's `in scores` was written).
  private static func guardTheScreenToo(_ screen: String, _ conditions: [String]) -> String {
    "if '\(screen)' must never show without \(conditions.count == 1 ? "it" : "them"), add "
      + "`requires \(conditions.joined(separator: ", "))` to its declaration"
  }
  static func landingThroughAvoidableGuard(
    _ name: String, place: String, through: String, needs: [String], avoidable: [String],
    other: String
  ) -> String {
    "'\(name)' lands in \(place) by the path through '\(through)', the first of the nearest in "
      + "declaration order, on which a link waits for \(quotedList(needs, "and")); the path "
      + "through '\(other)' is as near and shows it without \(quotedList(avoidable, "or"))"
  }
  static func landingThroughAvoidableGuardHelp(
    _ paths: [String], conditions: [String], screen: String
  ) -> String {
    "write the path out, `\(paths[0])` to land where \(quotedList(conditions, "and")) "
      + "\(conditions.count == 1 ? "is" : "are") not needed, or `\(paths[1])` to keep this "
      + "landing; " + guardTheScreenToo(screen, conditions)
  }
  /// `needs`, when the choices differ in them, says what a link waits for through each.
  static func ambiguousLandingHelp(
    _ choices: [String], overCurrent: Bool, acrossPhases: Bool, needs: [[String]]? = nil
  ) -> String {
    let listedChoices =
      needs != nil || choices.count <= listedTies + 1 ? choices.count : listedTies
    return "choose one with "
      + choices.indices.prefix(listedChoices).map { position in
        "`in \(choices[position])`"
          + (needs.map { needs in
            needs[position].isEmpty
              ? " (a link needs no condition there)"
              : " (a link waits for \(quotedList(needs[position], "and")))"
          } ?? "")
      }.joined(separator: " or ")
      + (listedChoices < choices.count
        ? " or one of the \(choices.count - listedChoices) others" : "")
      + (acrossPhases
        ? (needs == nil ? " (" : "; ")
          + "a link takes the user into the phase of the tab it lands in, so choose the phase "
          + "its users are in" + (needs == nil ? ")" : "") : "")
      + (overCurrent
        ? ", or write `over current` to open it over whichever tab the user is in" : "")
  }
  static func invalidLandingEdge(_ name: String, from: String, presents: Bool) -> String {
    "'\(name)' cannot follow '\(from)': '\(from)' does not \(presents ? "present" : "push") it"
  }
  static func invalidLandingEdgeHelp(_ name: String, from: String, presents: Bool) -> String {
    "add `\(presents ? "present" : "push") \(name)` to '\(from)', or list the screens in between"
  }
  static func nestedPresentationLanding(_ name: String, from: String, depth: Int) -> String {
    "'\(name)' cannot be presented from '\(from)': a landing opens at most \(depth) sheets and covers, one over another"
  }
  static func routeTooManySegments(_ count: Int, limit: Int) -> String {
    "this route can never match: its links have at least \(count) segments, more than the \(limit) a link may have"
  }
  static func routeTooLong(_ length: Int, limit: Int) -> String {
    "this route can never match: its shortest link is \(length) bytes, more than the \(limit) a link may have"
  }
  static let routeWithoutHostSegment =
    "this route can never match: the first segment of a custom-scheme link is its host, and this pattern has none ('scheme://' with no host is refused)"
  static let routeWithoutHostSegmentHelp =
    "give the route a first segment, like \"/home\", or add a universal-link 'host' to the app so that 'https://host/' opens it"
  static let routeOverLinkLimitsHelp =
    "shorten the pattern; the matcher refuses such links before it looks at any route"
  static func duplicateArgument(_ label: String) -> String {
    "argument '\(label)' is given more than once"
  }
  static func unknownParameter(_ label: String, screen: String, suggestion: String?) -> String {
    let base = "'\(screen)' has no parameter '\(label)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }
  static func noParameters(_ screen: String) -> String { "'\(screen)' takes no parameters" }
  static func removeArguments(_ screen: String) -> String { "remove the arguments of '\(screen)'" }
  static func unknownPlaceholder(_ name: String, suggestion: String?) -> String {
    let base = "the pattern has no placeholder '\(name)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }
  static func unknownPlaceholderHelp(_ name: String) -> String {
    "add `{\(name)}` to the pattern, or pass a constant"
  }
  static func argumentValueMismatch(
    _ value: String, parameter: String, screen: String, type: String
  ) -> String {
    "\(value) does not fit parameter '\(parameter)' of '\(screen)', which is of type \(type)"
  }
  static func unusedPlaceholder(_ name: String) -> String {
    "placeholder '\(name)' is not used by any screen in the landing"
  }
  static func placeholderGivenOtherwise(_ name: String, screen: String, argument: String)
    -> String
  {
    "placeholder '\(name)' binds nothing: the landing gives '\(screen)' `\(argument)` instead"
  }
  static let argumentGivenHere = "the argument is given here"
  static func placeholderGivenOtherwiseHelp(_ name: String) -> String {
    "write `\(name): \(name)` to take the value from the link, or remove the placeholder"
  }
  static func placeholderForRootParameter(_ name: String, root: String) -> String {
    "placeholder '\(name)' binds nothing: '\(root)' is the root of its tab or phase, which always "
      + "shows it with its defaults"
  }
  static func placeholderForRootParameterHelp(root: String) -> String {
    "remove the placeholder, or land on a screen that '\(root)' pushes or presents and that takes "
      + "the value"
  }
  static func unusedPlaceholderHelp(_ name: String, binding: (screen: String, parameter: String)?)
    -> String
  {
    guard let (screen, parameter) = binding else {
      return
        "name a parameter '\(name)', or bind it explicitly, such as `Screen(parameter: \(name))`"
    }
    return "name a parameter '\(name)', or bind it explicitly: `\(screen)(\(parameter): \(name))`"
  }
  static func restatedTypeMismatch(
    _ name: String, declared: String, parameter: String, screen: String, type: String
  ) -> String {
    "placeholder '\(name)' is declared \(declared), but it binds parameter '\(parameter)' of '\(screen)', which is \(type)"
  }
  static func restatedTypeMismatchHelp(
    _ name: String, parameter: String, screen: String, type: String
  ) -> String {
    "write '{\(name): \(type)}' to match '\(parameter)' of '\(screen)', or just '{\(name)}', "
      + "which takes the parameter's type"
  }
  static func boundTypesDisagreeHelp(_ name: String, parameter: String, screen: String)
    -> String
  {
    "one placeholder has one type: add another placeholder for '\(parameter)' and bind it in "
      + "the landing, such as `\(screen)(\(parameter): \(name)2)` with '{\(name)2}'"
  }
  static func boundTypesDisagreeBelowHelp(_ name: String, parameter: String, screen: String)
    -> String
  {
    "one placeholder has one type, and '{\(name)}' is the value of the screen the link opens: give "
      + "\(screen), below it, its own, with a placeholder such as '{\(name)2}' in the pattern and "
      + "the path written from \(screen) on (`[\(screen)(\(parameter): \(name)2), ...]`)"
  }
  static func boundTypesDisagree(
    _ name: String, first: (String, String, String), second: (String, String, String)
  ) -> String {
    "placeholder '\(name)' binds parameters of different types: '\(first.0)' of '\(first.1)' is \(first.2) and '\(second.0)' of '\(second.1)' is \(second.2)"
  }
  static func catchAllNotString(_ name: String, parameter: String, screen: String, type: String)
    -> String
  {
    "catch-all '\(name)' binds parameter '\(parameter)' of '\(screen)', which is \(type); a catch-all is always a String"
  }
  static func catchAllNotStringHelp(
    _ name: String, parameter: String, screen: String, type: String
  ) -> String {
    "a catch-all reads the rest of the path as text: write '{\(name)}' to read one segment as "
      + "\(type == "Int" ? "an" : "a") \(type), or declare '\(parameter)' of '\(screen)' as String"
  }
  static func removeRoute(_ pattern: String) -> String { "remove route '\(pattern)'" }
  static func duplicateRoute(_ pattern: String, _ other: String, url: String) -> String {
    "route '\(pattern)' matches exactly the same URLs as route '\(other)', such as '\(url)'; "
      + "only the first can ever open"
  }
  static func shadowedRoute(_ pattern: String, _ other: String, url: String) -> String {
    "route '\(pattern)' never opens: route '\(other)', declared before it, opens every URL it "
      + "matches, such as '\(url)', and ignores the query items only it reads"
  }
  static func duplicateRouteCaseName(_ pattern: String, _ other: String, caseName: String)
    -> String
  {
    "route '\(pattern)' and route '\(other)' both become the Swift case '\(caseName)'"
  }
  /// FL0312's help when the two patterns print alike: only their bytes tell them apart.
  static let lookAlikePatternsHelp =
    "the two patterns are the same text to Unicode but not the same bytes (a letter precomposed, "
    + "or a letter and a combining mark, or a sign such as the Kelvin sign that stands for a "
    + "letter), so they print alike and open different links; spell both one way"
  /// Where the other route's name comes from; `suffixed` is the member of the route enum its
  /// screen's name would have been, when it was given a `Route` suffix for it (a new-users review
  /// wrote `as urlRoute` and was pointed at `-> Url`, never written `urlRoute`).
  static func routeCaseNameHere(_ pattern: String, suffixed member: String? = nil) -> String {
    guard let member else { return "route '\(pattern)' is named here" }
    return "route '\(pattern)' is named here: " + routeCaseNameSuffixed(member)
  }
  /// The note at a route named with a `Route` suffix, when it is the second of the clash.
  static func routeCaseNameSuffixed(_ member: String) -> String {
    "its screen's name, '\(member)', is a member of the generated route enum, so the case gets a "
      + "'Route' suffix"
  }
  static func routeCaseNameNotIdentifier(_ name: String) -> String {
    "route case name '\(name)' is not a Swift identifier"
  }
  static func routeCaseNameReserved(_ name: String) -> String {
    "route case name '\(name)' is \(whatSwiftReserves(name))"
  }
  static func routeCaseNameIsModule(_ name: String) -> String {
    "route case name '\(name)' hides the \(name) module inside the generated route enum, which "
      + "names its types with it"
  }
  static func routeCaseNameIsMember(_ name: String) -> String {
    "route case name '\(name)' is taken by the member '\(name)' that every generated route enum "
      + "declares"
  }
  static func routeCaseNameIsMemberHelp(_ suffixed: String) -> String {
    "choose another name, such as '\(suffixed)': without `as`, a route whose screen's name is "
      + "taken so gets the suffix `Route`"
  }
  static let duplicateRouteHelp = "remove one route, or change a literal segment so they differ"
  static func duplicateRouteReadingMoreHelp(_ first: String, _ second: String) -> String {
    "move route '\(second)' before '\(first)': it then reads the query items of the links it "
      + "opens, and '\(first)' opens those whose items it cannot read (given twice, or of "
      + "another type); or remove one, or change a literal segment so they differ"
  }
  static func moveRouteBefore(_ route: String, _ other: String) -> String {
    "move route '\(route)' before '\(other)'"
  }

  /// FL0117.
  /// `hidden`: the library types the app's generated types hide, with their modules (one or more).
  static func appHidesLibraryTypes(
    _ app: String, _ hidden: [(type: String, module: String)]
  ) -> String {
    var modules: [String] = []
    for (_, module) in hidden where !modules.contains(module) { modules.append(module) }
    let types = WordList.joined(hidden.map { "'\($0.type)'" }, "and")
    let libraryTypes =
      modules.count == 1
      ? "\(modules[0])'s \(types)"
      : WordList.joined(hidden.map { "\($0.module)'s '\($0.type)'" }, "and")
    let importing = "files that import that module and " + WordList.joined(modules, "and")
    return hidden.count == 1
      ? "app '\(app)' declares the type \(types), which hides \(libraryTypes) in the app's module, "
        + "and makes \(types) ambiguous in \(importing)"
      : "app '\(app)' declares the types \(types), which hide \(libraryTypes) in the app's "
        + "module, and make them ambiguous in \(importing)"
  }

  static func appHidesLibraryTypeHelp(_ renamed: String) -> String {
    "the generated types are named after the app; name it for itself, such as '\(renamed)'"
  }
}
