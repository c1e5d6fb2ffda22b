/// The wording of the parser's errors for what newcomers write from other languages: a negated or
/// combined condition, a route's `requires`, clauses out of order, a tab without its icon, a
/// `requires` without commas, `then` without conditions, and NaN or infinity as a value.
extension SyntaxMessages {
  static func negatedRequirement(_ condition: String, negation: String = "!") -> String {
    let written = negation == "!" ? "!\(condition)" : "\(negation) \(condition)"
    return "'requires' cannot negate a condition: '\(written)' is not supported; 'requires' lists "
      + "conditions that must hold"
  }

  /// `requires a and b`, `when a && b`: `clause` is the keyword whose list it is.
  static func conditionsJoined(_ operatorText: String, clause: String) -> String {
    "'\(clause)' lists its conditions with ',', not '\(operatorText)'"
  }

  static func requirementsJoinedHelp(_ conditions: [String]) -> String {
    "write 'requires \(conditions.joined(separator: ", "))', which holds while all of them hold"
  }

  static func requirementEither(_ operatorText: String) -> String {
    "'requires' cannot take '\(operatorText)': a guard holds only while every condition it lists "
      + "holds"
  }

  static func requirementEitherHelp(_ conditions: [String]) -> String {
    "declare one condition the app sets while any of "
      + conditions.map { "'\($0)'" }.joined(separator: ", ")
      + " holds (such as 'condition \(eitherConditionName(conditions))') and require that"
  }

  /// `requires a and b or c`: what was written, since "any of" would misstate it.
  static func requirementMixedHelp(_ written: String) -> String {
    "declare one condition the app sets while '\(written)' holds, and require that"
  }

  /// `signedInOrGuest` for `signed-in`, `guest`: a name for a condition holding while any holds.
  static func eitherConditionName(_ conditions: [String]) -> String {
    let capitalized: (Substring) -> String = { $0.prefix(1).uppercased() + $0.dropFirst() }
    // Each name in lower camel case (`signed-in` is `signedIn`), joined by `Or`.
    let camelCased = conditions.map { condition in
      // `!a` reads as `notA`.
      let words: [Substring] =
        (condition.hasPrefix("!") ? ["not"] : [])
        + condition.drop { $0 == "!" }.split(separator: "-")
      return (words.first.map(String.init) ?? "") + words.dropFirst().map(capitalized).joined()
    }
    guard let first = camelCased.first else { return "eitherCondition" }
    return first + camelCased.dropFirst().map { "Or" + capitalized(Substring($0)) }.joined()
  }

  static func termsEither(_ operatorText: String, clause: String) -> String {
    "'\(clause)' cannot take '\(operatorText)': it gives each condition it names one value"
  }

  /// One case per term: it holds and the others do not (a condition `when` leaves out holds, so
  /// `when a` alone would be the same case as `when b`). A term that does not hold is written as
  /// its opposite: `a` as `!a`, `!a` as `a`, and `?a` (not known) as `a`, known and holding.
  static func termsEitherHelp(_ terms: [String], clause: String) -> String {
    let cases = terms.indices.map { holding in
      terms.indices.map { $0 == holding ? terms[$0] : opposite(of: terms[$0]) }
        .joined(separator: ", ")
    }
    return "write one expect for each case, such as "
      + cases.map { "'\(clause) \($0)'" }.joined(separator: " and ")
  }

  /// An expect's term for a case where `term` does not hold.
  private static func opposite(of term: String) -> String {
    guard let mark = term.first, mark == "!" || mark == "?" else { return "!" + term }
    return String(term.dropFirst())
  }

  static func negationWord(_ word: String, condition: String) -> String {
    "an expect writes a condition that does not hold with '!', not '\(word)': '!\(condition)'"
  }

  static func danglingNegation(_ word: String) -> String {
    "expected a condition name after '\(word)'; 'requires' lists conditions that must hold, and "
      + "cannot negate one"
  }

  /// The condition to declare is named for `condition`'s opposite (`notKidsProfile`), as FL0315's
  /// help names it: a fixed `signedOut` read as unrelated to `!kidsProfile` (eleventh new-users
  /// review).
  static func negatedRequirementHelp(_ condition: String) -> String {
    let opposite = OppositeCondition.name(for: condition)
    return "declare a condition that holds exactly when '\(condition)' does not (such as "
      + "'condition \(opposite)', which the app keeps) and require it, or for a phase, enter it "
      + "from the ':' branch of a check, taken while '\(condition)' does not hold: "
      + "'check \(condition) ? otherPhase : thisPhase'"
  }

  static func conditionWithArguments(_ condition: String, arguments: String) -> String {
    "a condition takes no arguments: '\(condition)\(arguments)' is not supported; a condition is "
      + "one Boolean for the whole app"
  }

  static func conditionWithArgumentsHelp(_ condition: String) -> String {
    "require '\(condition)' as the app sets it for what is shown (the app keeps it for the profile "
      + "or item on screen), or check the value in the screen itself: a guard cannot depend on a "
      + "parameter"
  }

  static func elseOnPhaseGuard(_ phase: String) -> String {
    "a phase's `requires` has no `else`: phase '\(phase)' is not entered while its guard fails, "
      + "and losing the condition in it goes back to the first phase"
  }
  static func elseOnPhaseGuardHelp(
    _ phase: String, condition: String?, failure: GuardFailure.Action?
  ) -> String {
    let condition = condition ?? "session"
    switch failure {
    case .goTo(let target)?:
      return "to send users to '\(target.text)' while '\(condition)' does not hold, enter "
        + "'\(phase)' from a check (`check \(condition) ? \(phase) : \(target.text)`), or put "
        + "`requires \(condition) else -> \(target.text)` on its tabs or screens"
    case .present(let prompt)?:
      return "to ask for '\(condition)' with '\(prompt.text)', put `requires \(condition) else "
        + "present \(prompt.text)` on the phase's tabs or screens; a phase is entered from a check "
        + "(`check \(condition) ? \(phase) : ...`)"
    case nil:
      return "to send users elsewhere, enter '\(phase)' from a check (`check \(condition) ? "
        + "\(phase) : ...`), or put `requires ... else` on its tabs or screens"
    }
  }

  static func valuesInHandlerPresent(_ target: String) -> String {
    "an event's `present` takes no values: '\(target)' is shown with its parameters' defaults"
  }
  static func valuesInHandlerPresentHelp(_ target: String) -> String {
    "to show '\(target)' with values, list it in a `present` and let the app present it "
      + "(`navigator.present(sheet: ...)`), or open it with a link"
  }

  static func negatedCheck(_ condition: String) -> String {
    "a check cannot negate its condition: '!\(condition)' is not supported"
  }

  static func negatedCheckHelp(_ condition: String) -> String {
    "swap the branches instead: the '?' branch is taken while '\(condition)' holds, the ':' "
      + "branch while it does not"
  }

  static func combinedConditions(_ operatorText: String, first: String, second: String)
    -> String
  {
    "a check tests one condition; '\(operatorText)' cannot combine '\(first)' and '\(second)'"
  }

  static func combinedConditionsHelp(
    first: String, second: String, then: String, otherwise: String, requiresAll: Bool,
    secondNegated: Bool = false, more: Bool
  ) -> String {
    let phase = "check" + second.prefix(1).uppercased() + second.dropFirst()
    // `a && !b`: the second check takes its branches the other way round.
    let (holds, fails) = secondNegated ? (otherwise, then) : (then, otherwise)
    let chain =
      requiresAll
      ? "'check \(first) ? \(phase) : \(otherwise)' and a new "
        + "'phase \(phase) { check \(second) ? \(holds) : \(fails) }'"
      : "'check \(first) ? \(then) : \(phase)' and a new "
        + "'phase \(phase) { check \(second) ? \(holds) : \(fails) }'"
    return "chain checks, one condition each: \(chain)"
      + (more ? ", and one more such phase for each further condition" : "")
      + (requiresAll ? "; a guard takes several that must all hold: 'requires a, b'" : "")
  }

  /// `check a or b and c`: no one chain is the help, as the grouping is the writer's to say.
  static let mixedCombinedConditionsHelp =
    "chain checks, one condition each, a phase for each: where 'and' joins two conditions the "
    + "first check's '?' branch goes on to the second, where 'or' joins them its ':' branch does"

  static let routeRequires =
    "a route takes no 'requires': a link is guarded by the 'requires' of the phase, tab, screens "
    + "and presentations it lands in"

  static func routeRequiresHelp(_ clause: String, screen: String) -> String {
    "to guard this link, add '\(clause)' to the declaration of '\(screen)', after its name "
      + "and parameters, or to its tab or phase; that guards every way there, links included"
  }

  /// A route's `requires` joining conditions with `or`: where guards go, and what to declare.
  static func routeEitherRequiresHelp(
    _ names: [String], either: [String], written: String? = nil, failure: String, screen: String
  ) -> String {
    let example = eitherConditionName(either)
    let required = (names + [example]).joined(separator: ", ")
    let condition =
      written.map { "'\($0)'" } ?? "any of " + either.map { "'\($0)'" }.joined(separator: ", ")
    return "a guard cannot take 'or' either: declare one condition the app sets while "
      + condition + " holds (such as 'condition "
      + "\(example)'), and to guard this link, add 'requires \(required)\(failure)' to the "
      + "declaration of '\(screen)', after its name and parameters, or to its tab or phase; that "
      + "guards every way there, links included"
  }

  /// A route's `requires` with a negated condition: where guards go, and that they cannot negate.
  static func routeNegatedRequiresHelp(
    _ names: [String], negated: [String], failure: String, screen: String
  ) -> String {
    let named = negated.map { "'\($0)'" }.joined(separator: ", ")
    let opposites = negated.map(OppositeCondition.name(for:))
    let required = (names + opposites).joined(separator: ", ")
    let declared = opposites.map { "'condition \($0)'" }.joined(separator: ", ")
    let each =
      (negated.count == 1 ? "" : "for each ") + "a condition that holds exactly when it does not"
    return "a guard cannot negate \(named) either: declare \(each) (such as \(declared), which "
      + "the app keeps), and to guard this link, add 'requires \(required)"
      + "\(failure)' to the declaration of '\(screen)', after its name and parameters, or to its "
      + "tab or phase; that guards every way there, links included"
  }

  static func clausesBeforeLanding(_ clauses: String) -> String {
    "'\(clauses)' must come after the landing: a route reads its pattern, '->', the screens it "
      + "opens, then its clauses"
  }

  static func routeClauseInExpect(_ clause: String) -> String {
    "an expect takes no '\(clause)': it is a route's clause, and an expect says only where a link "
      + "lands"
  }

  static let routeClauseInExpectHelp =
    "remove it; a route's case name and options stay on the route the expect checks"

  static func routeClauseOrder(_ clause: String, before earlier: String) -> String {
    "'\(clause)' must come before '\(earlier)': a route's clauses go in the order 'in', "
      + "'over current', 'as', then 'stack' and 'presentation'"
  }

  static let routeClauseOrderHelp =
    "write them in that order, like 'route \"/p/{id}\" -> Item in tab over current as name "
    + "stack push presentation keep'"

  /// `tab home ... icon "house" requires session root Home`, written in a phase's order.
  static func tabGuardBeforeRoot(_ tab: String) -> String {
    "tab '\(tab)' names its guard before its root: a tab's 'requires' follows 'root'"
  }

  static func missingTabIcon(_ tab: String) -> String {
    "tab '\(tab)' has no icon: expected 'icon' and an SF Symbol name in quotes after its title"
  }

  static func missingTabIconHelp(_ tab: String) -> String {
    "every tab shows an SF Symbol in the tab bar: 'tab \(tab) \"Title\" icon \"house\" root Screen'"
  }

  static func missingIconKeyword(_ tab: String) -> String {
    "expected 'icon' before the SF Symbol name of tab '\(tab)'"
  }

  static func headerWrittenTwice(_ header: String) -> String {
    "'\(header) {' is written twice"
  }

  static func writtenTwice(_ word: String) -> String {
    "'\(word)' is written twice"
  }

  static func missingListComma(_ previous: String, _ next: String, keyword: String, items: String)
    -> String
  {
    "expected ',' between '\(previous)' and '\(next)': '\(keyword)' separates its \(items) with "
      + "commas"
  }

  static func missingListCommaHelp(_ previous: String, _ next: String, keyword: String) -> String {
    keyword == "requires"
      ? "write 'requires \(previous), \(next)', which holds while both conditions hold"
      : "write '\(keyword) \(previous), \(next)'"
  }

  static func nestedDeclaration(_ keyword: String, in block: String) -> String {
    "'\(keyword)' cannot appear inside \(block): declarations go at the top level of the file"
  }
  static func nestedDeclarationHelp(_ keyword: String, in block: String) -> String {
    "move the '\(keyword)' declaration below the '}' that closes \(block)"
  }

  static func blockOnTab(_ tab: String, root: String) -> String {
    "tab '\(tab)' takes no block: what its root pushes and presents is written on screen '\(root)'"
  }
  static func wordBeforeHandlerTarget(_ word: String, target: String) -> String {
    "an event's action is written '-> \(target)' (a phase), '-> present \(target)' or '-> dismiss'; "
      + "'\(word)' is not needed"
  }
  static func wordForPresentInHandler(_ word: String, target: String) -> String {
    "an event shows a sheet or cover with '-> present \(target)', not '\(word)'"
  }
  static let pushInHandler =
    "an event cannot push a screen: its action goes to a phase ('-> main'), presents a sheet or "
    + "cover ('-> present X') or dismisses one ('-> dismiss')"
  static func pushInHandlerHelp(_ screen: String?) -> String {
    "to show \(screen.map { "'\($0)'" } ?? "a screen") after an event, push it from the app "
      + "(`navigator.push(...)`), or open a link to it"
  }
  static func nameAfterHandlerDismiss(_ name: String) -> String {
    "'dismiss' closes the topmost sheet or cover and takes no name; '\(name)' is not needed"
  }
  static func tabWordAfterIn(_ tab: String) -> String {
    "'in' is followed by the tab's name alone: 'in \(tab)'"
  }
  static func foreignComment(_ marker: String) -> String {
    "comments start with '//', not '\(marker)'"
  }
  static func assignmentInSetting(_ mark: String, _ setting: String) -> String {
    "'\(setting)' takes its value after a space, without '\(mark)'"
  }
  static func bindingKeywordInParameter(_ word: String) -> String {
    "a parameter is written 'name: Type', without '\(word)'"
  }
  static let requiresInBlockHelp =
    "a guard goes on the declaration's line, before its block: 'screen Name(...) requires "
    + "condition { ... }', 'phase main requires condition { ... }', or after a tab's root"
  static func editorPlaceholder(_ text: String) -> String {
    "'\(text)' is a placeholder to fill in"
  }
  static func decoratedCheckBranch(_ written: String, phase: String) -> String {
    "a check's branch is a phase's name alone ('\(phase)'), without '\(written)'"
  }
  static func tabText(_ part: String, _ problem: TabBarTextProblem, tab: String) -> String {
    let shows =
      part == "icon" ? "an SF Symbol of that name, such as \"house\"" : "it under the icon"
    return switch problem {
    case .empty: "tab '\(tab)' has an empty \(part); the tab bar shows \(shows)"
    case .blank:
      "tab '\(tab)' has a \(part) that shows as nothing (only spaces, invisible characters or "
        + "marks with no letter to sit on); the tab bar shows \(shows)"
    case .controlCharacter(let scalar):
      "tab '\(tab)' has a \(part) with a control character "
        + "(\(scalar.codePoint)), which the tab bar cannot show"
    case .notASymbolName:
      "tab '\(tab)' has an \(part) with a space or an invisible or control character, which no "
        + "SF Symbol's name has (\"house\", \"person.crop.circle\")"
    }
  }
  static func handlerForSeveralEvents(_ names: [String]) -> String {
    "a handler is for one event: write one 'on' per event ("
      + names.map { "'on \($0) -> ...'" }.joined(separator: ", ") + ")"
  }
  static let topLevelHandlerHelp =
    "a handler goes inside the phase, sheet or cover it is handled in; for an event every phase "
    + "handles alike (an alarm), write the handler and the 'present' in each phase that shows "
    + "something"
  static func settingOutsideAppHelp(_ setting: String) -> String {
    let whole =
      "'\(setting)' is a setting of the app block (`app A { \(setting) ... }`), for the whole app"
    return switch setting {
    case "restore": whole + "; no screen sets its own, but sheets and covers are never restored"
    // A route takes its own, after its landing (the second review).
    case "stack", "presentation":
      whole + ", or of one route, after its landing (`route \"/x\" -> X \(setting) ...`)"
    default: whole
    }
  }
  static let overCurrentInHandler =
    "a handler's 'present' opens the sheet or cover over what is showing already; 'over current' "
    + "is for routes"
  static let secondHandlerAction = "a handler runs one action; nothing follows it on its line"
  static let secondHandlerActionHelp =
    "to do two things on one event, let the first lead to a phase or presentation whose own "
    + "handler does the second, or have the app send a second event"
  static let commaBeforeElse =
    "a ',' separates conditions; 'else' follows the last one without it"
  static func kindBeforePresentedName(_ kind: String, _ name: String) -> String {
    "'present' takes a sheet's or cover's name alone: the kind is written where '\(name)' is "
      + "declared (`\(kind) \(name)`), so '\(kind)' goes here"
  }
  static let commaBeforeBrace =
    "a ',' separates conditions; the block's '{' follows the last one without it"
  static func trailingDefault(_ tab: String) -> String {
    "'default' goes before 'tab' ('default tab \(tab) ...'); after a tab it would mark the next one"
  }
  static func blockOnTabHelp(_ root: String) -> String {
    "move the lines inside the braces to `screen \(root) { ... }`"
  }
  static func bracketedParameters(_ screen: String, _ parameters: String) -> String {
    "parameters go in parentheses: '\(screen)(\(parameters))'"
  }

  static func elseWithoutRequires(_ clause: String) -> String {
    "'else' says what entering does while a guard fails, so it follows 'requires': "
      + "'requires <condition> \(clause)'"
  }
  static let elseBeforeRequires =
    "'else' follows 'requires': the guard comes first, then what entering does while it fails"

  static func assignedCondition(_ written: String, written term: String) -> String {
    "an expect writes a condition's value with a prefix, not '=': '\(term)' for '\(written)' "
      + "(a name alone holds, '!' does not, '?' is not decided yet)"
  }

  static func conditionValueTwice(_ written: String, keeping term: String) -> String {
    "'\(written)' gives the condition a value twice, with a prefix and with '='; write one: "
      + "'\(term)' for what the '=' says (a name alone holds, '!' does not, '?' is not decided yet)"
  }

  static func secondSettingValue(_ second: String, setting: String, chosen: String) -> String {
    let meaning =
      setting == "restore" && chosen == "stacks" && second == "tab"
      ? ": `restore stacks` keeps the selected tab too" : ""
    return "`\(setting)` takes one value, and '\(chosen)' is given already\(meaning)"
  }
  static let removeElse = "remove the 'else'"
  static let elseHideHelp =
    "without `else`, what a failed guard keeps out is hidden: a tab leaves the tab bar, and a "
    + "screen, sheet or cover is not shown; a link to it waits for the condition"
  static func elseWithoutPresentHelp(_ name: String) -> String {
    "to show a sheet or cover while the guard fails, write `else present \(name)`; to move to a "
      + "phase, `else -> \(name)`"
  }
  static let parenthesizedRequires =
    "the conditions after 'requires' are listed without parentheses"
  static let removeParentheses = "remove the parentheses"
  static func parenthesizedRequiresHelp(_ listed: String) -> String {
    "every condition listed must hold: `requires \(listed)`"
  }
  static func animatedAfterPresentation(_ verb: String) -> String {
    "'animated' goes only with a move to a phase (`on signedIn -> main animated`); '\(verb)' "
      + "takes none, as the UI animates sheets and covers itself"
  }

  static func pushAfterElse(_ target: String?) -> String {
    let name = target ?? "X"
    return "a failed guard cannot push: write `else present \(name)` (a sheet or cover shown "
      + "while the guard fails), or `else -> phase`"
  }

  static let thenAfterFollowUpHelp =
    "if the link still waits after those steps, write 'held' there, and where it lands after the "
    + "next: '-> held, then session -> held, then verified -> Home'"

  /// `, then` after a `then` whose link lands (`landed`) or is dropped: the chain has ended.
  static func thenAfterFollowUp(landed: Bool) -> String {
    "'then' comes only after 'held': after these steps the link "
      + (landed ? "lands" : "is dropped") + ", so nothing comes after it"
  }
  /// `, then` after an outcome other than `held`; `matchesNothing` for `-> nothing`.
  static func thenAfterLanding(matchesNothing: Bool) -> String {
    let outcome = matchesNothing ? "the URL matches no route" : "the link lands at once"
    return "'then' comes only after 'held': this expect says \(outcome), so nothing comes after it"
  }
  static let thenAfterLandingHelp =
    "if the link waits, write what it shows after the steps: '-> held, then session -> Home'"

  static func followUpNeedsStepsHelp(_ waited: [String], landing: String?) -> String {
    let conditions = waited.isEmpty ? "<condition>" : waited.joined(separator: ", ")
    return "after 'then' come the conditions that turn true ('session'), false ('!session') or "
      + "undecided ('?session') and the events that arrive while the link is held, in order and "
      + "separated by commas, then '->' and what becomes of it (where it lands, 'held' or "
      + "'dropped'): 'then \(conditions) -> \(landing ?? "<screen>")'"
  }

  /// `held, then` with nothing after it on its line.
  static let followUpNeedsStepsAtLineEnd =
    "expected a condition or event name after 'then', before the end of the line"

  /// `then session ->` with nothing after it on its line.
  static let followUpNeedsOutcomeAfterArrow =
    "expected what becomes of the link after '->', before the end of the line"

  /// `then session` with nothing after it on its line.
  static func followUpNeedsOutcome(_ lastStep: String) -> String {
    "expected '->' and what becomes of the link after '\(lastStep)'"
  }

  static func followUpNeedsOutcomeHelp(_ written: String) -> String {
    "end the steps with where the link lands, or whether it is still held or let go: "
      + "'\(written) -> <screen>', '\(written) -> held' or '\(written) -> dropped'"
  }

  static func nonFiniteLiteralHelp(_ word: String) -> String {
    "'\(word)' is not a value a spec can write: a value is a literal, a number, a string in "
      + "quotes, true, false or nil, and NaN and infinity have none; write a finite number, or "
      + "make a parameter optional ('x: Double? = nil') for no value"
  }

  static let doubledRequires = "'requires' is written twice; the conditions follow the first"
  static let removeDoubledRequires = "remove the second 'requires'"
}
