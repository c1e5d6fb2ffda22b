import FlowSyntax

/// The one reading of a held link's steps, for an expect's `then` and `flowc resolve --then`: a
/// name the spec declares as a condition is a condition step (a name that is both is the
/// condition), else an event (which takes no `!` or `?`); within a run of condition steps, which
/// change together, each condition is named once. A condition named again with another value
/// starts the next run, told apart (`?session, session`: a token refresh and its end, which
/// otherwise needed an event between them, one the spec did not handle: the twenty-seventh
/// new-users review).
package struct HeldLinkStepReader {
  /// Why a written step is none.
  package enum Problem: Hashable, Sendable {
    /// Neither a condition nor an event; the closest declared name of either, if one is close.
    case unknownName(suggestion: String?)
    /// An event written with `!` or `?`.
    case eventWithValue
    /// A condition already named with the same value in this run of condition steps, at that
    /// step's position.
    case conditionRepeated(first: Int)
  }

  /// A step, or the problem that keeps the written one from being one.
  package enum Reading: Hashable, Sendable {
    case step(HeldLinkStep)
    case problem(Problem)
  }

  let conditions: [String]
  let events: [String]

  package init(conditions: [String], events: [String]) {
    self.conditions = conditions
    self.events = events
  }

  /// Each written step's reading, in order.
  package func read(_ written: [(name: String, value: ConditionValue)]) -> [Reading] {
    var run: [String: (position: Int, value: ConditionValue)] = [:]
    return written.enumerated().map { position, term in
      if conditions.contains(term.name) {
        if let first = run[term.name] {
          guard first.value != term.value else {
            return .problem(.conditionRepeated(first: first.position))
          }
          run = [:]
        }
        run[term.name] = (position, term.value)
        return .step(.condition(term.name, term.value))
      }
      run = [:]
      guard events.contains(term.name) else {
        return .problem(
          .unknownName(
            suggestion: SpellingSuggestion.closest(to: term.name, among: conditions + events)))
      }
      guard term.value == .holds else { return .problem(.eventWithValue) }
      return .step(.event(term.name))
    }
  }
}
