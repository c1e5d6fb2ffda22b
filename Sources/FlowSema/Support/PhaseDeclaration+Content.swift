import FlowSyntax

extension PhaseDeclaration {
  /// Whether the phase shows a tab bar: restoration and a launch's first phase ask.
  var showsTabs: Bool { items.contains { if case .tab = $0 { true } else { false } } }

  /// Whether the phase shows one root: a place an `in` may name, as a tab is.
  var showsRoot: Bool { items.contains { if case .root = $0 { true } else { false } } }

  /// The check that decides where a launch goes from this phase: the first `check`, and only when
  /// the phase shows neither a root nor tabs. A phase with both is one error (FL0202); the checks
  /// after it read such a phase by what it shows, so a stray `check` in a phase with tabs does not
  /// also make its tabs unreachable, its screens unshown or its own name a loop.
  var decidingCheck: CheckItem? {
    var check: CheckItem?
    for item in items {
      switch item {
      case .check(let item): check = check ?? item
      case .root, .tab: return nil
      case .handler, .present: break
      }
    }
    return check
  }

  /// The edit that adds `conditions` to the phase's guard: after its last requirement, or as a
  /// new `requires` after its name, labelled as what it writes (a label naming a new `requires`
  /// over an edit that extended one read wrong: the review of FL0315's guessed fix-it). FL0228's
  /// and FL0315's fix-its.
  func requirementFixIt(_ conditions: [String], isGuess: Bool = false) -> Diagnostic.FixIt {
    let list = conditions.joined(separator: ", ")
    let (offset, text) =
      requires.last.map { ($0.range.end, ", " + list) } ?? (name.range.end, " requires " + list)
    return Diagnostic.FixIt(
      SemaMessages.addPhaseRequirement(list, phase: name.text, extending: !requires.isEmpty),
      replacing: .point(offset), with: text, isGuess: isGuess)
  }

  /// The first `check` of a phase that also shows a root or tabs (FL0202): not its deciding check,
  /// but the phases its branches name were meant to be entered, and what a launch shows first is
  /// not known until the author splits the phase.
  var checkBesideContent: CheckItem? {
    guard decidingCheck == nil else { return nil }
    for case .check(let check) in items { return check }
    return nil
  }
}
