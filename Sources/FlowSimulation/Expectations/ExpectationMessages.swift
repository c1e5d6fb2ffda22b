import FlowSyntax

/// The wording of every expectation diagnostic, in one place.
enum ExpectationMessages {
  static func landsInsteadOfNothing(_ url: String, _ landing: VisibleLanding) -> String {
    "'\(url)' was expected to match nothing, but it lands on \(landing.stack)\(landing.placeClause) (route '\(landing.route)')"
      + keywordScreenHint("nothing", landing)
  }

  /// `-> held`, `-> nothing` and `-> dropped` read as the keywords: when the link shows a screen of
  /// that name, say how to expect it.
  private static func keywordScreenHint(_ word: String, _ landing: VisibleLanding) -> String {
    guard landing.screens.last?.name == word else { return "" }
    return " (to expect the screen named '\(word)', write `-> [\(word)]`)"
  }

  static func noMatch(_ url: String, reason: String, expected: String) -> String {
    "'\(url)' matches no route (\(reason)); expected \(expected)"
  }

  /// The whole stack the link shows, though only as many screens as expected are compared: cut
  /// to that many, `Results > Flight` read as if `Results` were the root (the tenth new-users
  /// review).
  static func wrongLanding(
    _ url: String, when: String = "", _ landing: VisibleLanding, expected: String
  ) -> String {
    "'\(url)'\(when) lands on \(landing.stack)\(landing.placeClause), not \(expected)"
  }

  static func openedOverCurrent(_ written: String) -> String {
    "only `over current` differs: the link opens over wherever the user is, and an expect holds "
      + "that only when it says so (`-> \(written)`)"
  }
  static let didNotOpenOverCurrent =
    "only `over current` differs: the link moves the user to its landing's place rather than "
    + "opening over wherever they are"

  static let failureHelp =
    "if the spec does what you want, change this expect to say what happens; if not, change the "
    + "spec (its routes, guards or pushes) until the link does what the expect says"

  static func matchedRoute(_ route: String) -> String { "route '\(route)' matched it" }

  static func wrongKind(_ name: String, actual: String, expected: String) -> String {
    "'\(name)' is \(WordList.article(actual)) \(actual), not \(WordList.article(expected)) "
      + expected
  }

  /// An event where a `when` lists conditions: the two newcomers reached for it both meant the
  /// event sent after the link was opened (the twenty-fifth and twenty-sixth new-users reviews).
  static func wrongKindHelp(_ name: String, actual: String, expected: String) -> String? {
    guard actual == "event", expected == "condition" else { return nil }
    return "`when` gives the conditions as the link opens; an event is sent after a held link, in "
      + "a `then` (`-> held, then \(name) -> ...`), or name in the `when` the condition it changes"
  }

  static func oppositeConditionHelp(_ name: String, opposite: String) -> String {
    "'\(name)' reads as the opposite of '\(opposite)': write `!\(opposite)` for it (and "
      + "`\(opposite)` for `!\(name)`)"
  }

  static func unknownName(_ name: String, kind: String, suggestion: String?) -> String {
    let base = "unknown \(kind) '\(name)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }

  static func unknownParameter(_ label: String, screen: String, suggestion: String?) -> String {
    let base = "'\(screen)' has no parameter '\(label)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }

  static func noParameters(_ screen: String) -> String { "'\(screen)' takes no parameters" }

  static func duplicateArgument(_ label: String) -> String {
    "argument '\(label)' is given more than once"
  }

  static let previousArgument = "first given here"

  static func needsValue(_ name: String) -> String {
    "'\(name)' is a name, but the arguments of an expect are values, such as 42 or \"abc\""
  }

  static func valueMismatch(_ value: String, parameter: String, screen: String, type: String)
    -> String
  {
    "\(value) does not fit parameter '\(parameter)' of '\(screen)', which is of type \(type)"
  }

  static func conditionRepeated(_ name: String) -> String {
    "condition '\(name)' is named more than once"
  }

  static let previousCondition = "first named here"

  /// ` when !session, premium`, or nothing for a signed-in launch.
  static func when(_ terms: [ConditionTerm]) -> String {
    terms.isEmpty ? "" : " when " + terms.map(\.text).joined(separator: ", ")
  }

  static func heldInsteadOfLanding(
    _ url: String, when: String, waitingFor: [String], expected: String
  ) -> String {
    "'\(url)'\(when) is held until \(hold(waitingFor)), instead of landing on \(expected)"
  }

  /// The note under `heldInsteadOfLanding` when the link lands as written once what it waits for
  /// holds: the expect that says so.
  static func landsOnceWaitedFor(_ waitingFor: [String], writing landing: String) -> String {
    "it lands there once \(hold(waitingFor)); an expect says so with "
      + "`-> held, then \(waitingFor.joined(separator: ", ")) -> \(landing)`"
  }

  static func landsInsteadOfHeld(_ url: String, when: String, _ landing: VisibleLanding)
    -> String
  {
    "'\(url)'\(when) lands on \(landing.stack)\(landing.placeClause) at once, but was expected "
      + "to be held" + keywordScreenHint("held", landing)
  }

  static func refused(_ url: String, when: String, reason: String) -> String {
    "'\(url)'\(when) is refused (\(reason))"
  }

  static func noMatchInsteadOfHeld(_ url: String, reason: String) -> String {
    "'\(url)' matches no route (\(reason)), so it cannot be held"
  }

  static func wrongFollowUp(
    _ url: String, after: String, landedAfter: [String]?, _ landing: VisibleLanding,
    expected: String
  ) -> String {
    guard !landing.screens.isEmpty else {
      return "\(after), \(showsNothing(url, landing)), not \(expected)"
    }
    return "\(after), \(lands(url, landedAfter: landedAfter)) \(landing.stack)"
      + "\(landing.placeClause), not \(expected)"
  }

  /// "'url' lands on", or, when a later step moved the user on from where the link landed,
  /// "'url' landed after session, and the app now shows": what shows after the last step is what
  /// an expect compares, but it is not where the link landed.
  private static func lands(_ url: String, landedAfter: [String]?) -> String {
    guard let landedAfter else { return "'\(url)' lands on" }
    let steps = landedAfter.joined(separator: ", ")
    return "'\(url)' landed after \(steps), and the app now shows"
  }

  /// A link that landed, after which a step left a phase for a check that waits (a condition
  /// turned undecided), so no screen shows: no expect outcome states that.
  private static func showsNothing(_ url: String, _ landing: VisibleLanding) -> String {
    "'\(url)' landed, but nothing shows now: phase '\(landing.phase)' waits for its check"
  }

  /// What an expect says becomes of a held link after its `then`: the landing as messages quote
  /// it, or that it is still held, or dropped.
  enum FollowUpStated {
    case lands(String)
    case held
    case dropped
  }

  /// The held link landed, but the expect says it stays `held` or is `dropped`.
  static func followUpLandsInstead(
    _ url: String, after: String, landedAfter: [String]?, _ landing: VisibleLanding,
    _ stated: FollowUpStated
  ) -> String {
    guard !landing.screens.isEmpty else {
      return "\(after), \(showsNothing(url, landing)), " + contrast(stated)
    }
    let hint =
      switch stated {
      case .lands: ""
      case .held: keywordScreenHint("held", landing)
      case .dropped: keywordScreenHint("dropped", landing)
      }
    return "\(after), \(lands(url, landedAfter: landedAfter)) \(landing.stack)"
      + "\(landing.placeClause), " + contrast(stated) + hint
  }

  static func stillHeld(
    _ url: String, after: String, waitingFor: [String], stated: FollowUpStated
  ) -> String {
    "\(after), '\(url)' is still held until \(hold(waitingFor)), " + contrast(stated)
  }

  /// `steps` are the steps taken: with one, `after` names it already.
  static func dropped(
    _ url: String, after: String, steps: Int = 1, at drop: Resolution.Drop? = nil,
    stated: FollowUpStated
  ) -> String {
    let why = drop.map { droppedWhen($0, namingStep: steps > 1) } ?? ""
    return "\(after), '\(url)' is dropped " + why + contrast(stated)
  }

  /// Why a held link was let go, before what the expect said: the step at which it went, and what
  /// it still waited for then. An event that closes a prompt before its condition is told drops
  /// the link (a user declining); the app that reports the condition first keeps it, so naming
  /// what was missing points at the order of the steps.
  static func droppedWhen(_ drop: Resolution.Drop, namingStep: Bool) -> String {
    let waiting = drop.waitingFor.joined(separator: ", ")
    guard namingStep else { return waiting.isEmpty ? "" : "while it waited for \(waiting), " }
    let waited = waiting.isEmpty ? "" : ", while it waited for \(waiting)"
    switch drop.steps.first {
    case .event(let name): return "when \(name) is sent\(waited), "
    case .condition, nil:
      return "once \(drop.text) \(drop.steps.count == 1 ? "is" : "are") told\(waited), "
    }
  }

  /// What the expect said instead, after what happened.
  private static func contrast(_ stated: FollowUpStated) -> String {
    switch stated {
    case .lands(let expected): "instead of landing on \(expected)"
    case .held: "but was expected to be still held"
    case .dropped: "but was expected to be dropped"
    }
  }

  /// What the `then`s did, before what became of the link: `once session holds` when one `then`
  /// turned conditions true and nothing else happened, else each step in order, as
  /// `after session holds, then signedIn is sent`. Conditions written together change together
  /// (one `conditionsDidChange()`), so they are one step: `after riding stops holding and idle
  /// holds, then rideEnded is sent`; each `then` is its own. A condition made false "stops
  /// holding" only if it held (`given` the launch's values): one undecided or false until then
  /// "is false" (a new-users review read "unlocked stops holding" of a lock never opened).
  static func after(_ thens: [[HeldLinkStep]], given: ConditionAssignment) -> String {
    let steps = thens.flatMap { $0 }
    let madeTrue = steps.compactMap { step -> String? in
      guard case .condition(let name, .holds) = step else { return nil }
      return name
    }
    if thens.count == 1, madeTrue.count == steps.count { return "once " + hold(madeTrue) }
    var values = given
    var parts: [String] = []
    for then in thens {
      var previousWasCondition = false
      for step in then {
        let part =
          switch step {
          case .condition(let name, .holds): "\(name) holds"
          case .condition(let name, .fails):
            values.value(of: name) == .holds ? "\(name) stops holding" : "\(name) is false"
          case .condition(let name, .unknown): "\(name) is undecided"
          case .event(let name): "\(name) is sent"
          }
        let isCondition: Bool
        if case .condition(let name, let value) = step {
          values.given[name] = value
          isCondition = true
        } else {
          isCondition = false
        }
        if isCondition, previousWasCondition, let last = parts.popLast() {
          parts.append(last + " and " + part)
        } else {
          parts.append(part)
        }
        previousWasCondition = isCondition
      }
    }
    return "after " + parts.joined(separator: ", then ")
  }

  static func conditionOrEvent(_ name: String, suggestion: String?) -> String {
    let base = "unknown condition or event '\(name)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }

  static func declareConditionOrEvent(_ name: String) -> String {
    "a step names a condition or an event the spec declares: add 'condition \(name)' or "
      + "'event \(name)', or name one that exists"
  }

  static func declareCondition(_ name: String) -> String {
    "add 'condition \(name)' to the spec, or name a condition it declares"
  }

  static func eventWithValue(_ name: String, prefix: String) -> String {
    "'\(name)' is an event: it is sent, and has no value for '\(prefix)' to give"
  }

  static func removePrefix(_ prefix: String) -> String { "remove '\(prefix)'" }

  static func eventWithValueHelp(_ name: String) -> String {
    "write '\(name)' to send the event; 'then' gives values only to conditions ('!session' no "
      + "longer holds, '?session' is undecided)"
  }

  /// `session holds`, or `session, premium hold`.
  private static func hold(_ conditions: [String]) -> String {
    conditions.joined(separator: ", ") + (conditions.count == 1 ? " holds" : " hold")
  }
}
