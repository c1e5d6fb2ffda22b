import FlowSyntax

/// FL0219 for a prompt with an `else` of its own that requires every condition of the guard
/// that presents it: whichever fails, the prompt fails too, so it never shows and its own `else`
/// shows instead. Requiring some of them is a chain (`requires session, orgChosen else present
/// OrgPicker` with `OrgPicker requires session else present SignIn`: sign in, then pick), and
/// nothing in a spec says which of them a prompt is for, so only the sure case is refused. A
/// condition that always holds where the guard is checked (`holding`) never fails there, so it is
/// left out: when every one holds, the `else` never runs, which is FL0231's to say.
extension GuardChecks {
  /// The guard's condition, last listed, that the prompt at `position` requires along with all the
  /// others that can fail; nil when the prompt has no `else` (the other FL0219) or does not require
  /// them all.
  static func conditionPromptSkips(
    _ position: Int, guardConditions: [Identifier], holding: Set<String>,
    _ index: DeclarationIndex
  ) -> Identifier? {
    let prompt = index.screens[position]
    guard prompt.guardFailure != nil else { return nil }
    let required = Set(prompt.requires.map(\.text))
    // An undeclared condition is FL0100's.
    let conditions = guardConditions.map(\.text).filter {
      index.conditionIndex[$0] != nil && !holding.contains($0)
    }
    guard let last = conditions.last, conditions.allSatisfy(required.contains) else { return nil }
    return prompt.requires.first { $0.text == last }
  }

  /// The FL0219 error at the `else present` naming the prompt at `position`, with a fix-it that
  /// removes `condition` from the prompt's `requires` (the whole guard when it is the only one);
  /// `leftOut` are the guard's conditions left out since they always hold there.
  static func promptSkipsCondition(
    _ name: Identifier, prompt position: Int, condition: Identifier, leftOut: [String],
    _ context: SemaContext
  ) -> Diagnostic {
    let prompt = context.index.screens[position]
    let kind = prompt.kind.rawValue
    let instead: String
    switch prompt.guardFailure?.action {
    case .present(let next)?:
      let nextKind =
        context.index.presentation(named: next.text).map {
          context.index.screens[$0].kind.rawValue
        } ?? "sheet"
      instead = "\(nextKind) '\(next.text)' shows instead"
    case .goTo(let phase)?: instead = "phase '\(phase.text)' is entered instead"
    case nil: instead = "nothing shows instead"
    }
    return context.diagnostic(
      .guardPromptNeedsCondition, name.range,
      SemaMessages.promptSkipsCondition(
        name.text, kind: kind, condition: condition.text, leftOut: leftOut, instead: instead),
      notes: [.init(SemaMessages.guardDeclaredHere, at: condition.range)],
      fixIt: removal(of: condition, from: position, context),
      help: SemaMessages.promptSkipsConditionHelp(
        name.text, kind: kind, condition: condition.text))
  }

  /// The edit that removes `condition` from the `requires` of the screen at `position`: the name
  /// and its comma, or `requires ... else ...` as a whole when nothing else is left.
  private static func removal(of condition: Identifier, from position: Int, _ context: SemaContext)
    -> Diagnostic.FixIt?
  {
    let requires = context.index.screens[position].requires
    let name = context.index.screens[position].name.text
    guard let at = requires.firstIndex(where: { $0.range == condition.range }) else { return nil }
    if requires.count > 1 {
      let range =
        at == 0
        ? SourceRange(start: condition.range.start, end: requires[1].range.start)
        : SourceRange(start: requires[at - 1].range.end, end: condition.range.end)
      return .init(
        SemaMessages.removeRequirement(condition.text, from: name), replacing: range, with: "")
    }
    // Back over blanks to the word `requires`, then over the blanks before it.
    let bytes = context.source.bytes
    var start = condition.range.start
    while start > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start - 1]) { start -= 1 }
    let keyword = Array(Keyword.requires.rawValue.utf8)
    guard start >= keyword.count, Array(bytes[(start - keyword.count)..<start]) == keyword else {
      return nil
    }
    start -= keyword.count
    let clause = start
    while start > 0, [0x20, 0x09].contains(bytes[start - 1]) { start -= 1 }
    let end = context.index.screens[position].guardFailure?.range.end ?? condition.range.end
    return .init(
      SemaMessages.removeGuard(
        context.source.text(in: SourceRange(start: clause, end: end)), of: name),
      replacing: SourceRange(start: start, end: end), with: "")
  }
}
