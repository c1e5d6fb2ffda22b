import FlowSyntax

/// FL0232: a guard on several conditions whose prompt is the one the spec uses for just one of
/// them, so a user who has that one is asked for it again.
///
/// `cover Checkout requires session, hasAddress else present SignIn` shows the sign-in sheet to a
/// signed-in user who has no address: whichever condition fails, the same prompt opens. Nothing in
/// a spec says which condition a prompt is for, except where a guard on one condition alone names
/// it (`tab account ... requires session else present SignIn`): that makes SignIn the prompt for
/// `session`. A guard that needs another condition besides, and whose prompt does not require that
/// condition itself (which would hand on to the prompt's own `else`, a chain), asks the wrong
/// question when only that other condition fails (the new-users review). A condition that a phase
/// or tab around the guard keeps true cannot fail there (`HeldConditions`), so it is left out
/// (the diff review). A prompt meant for both (a "finish your profile" sheet) is accepted with an
/// ignore comment.
enum GuardPromptPurposeChecks {
  /// A guard with an `else present`: whose it is, what it needs that may fail where it is checked
  /// (what a phase or tab around it keeps true cannot), and the prompt it names.
  private struct PromptingGuard {
    var owner: String
    var conditions: [String]
    var prompt: Identifier
  }

  static func check(_ context: SemaContext, held: HeldConditions) -> [Diagnostic] {
    let index = context.index
    var guards: [PromptingGuard] = []
    for site in held.guardSites(index) {
      guard case .present(let prompt) = site.failure.action else { continue }
      var seen = site.holding
      let mayFail = site.requires.map(\.text).filter {
        index.conditionIndex[$0] != nil && seen.insert($0).inserted
      }
      guard !mayFail.isEmpty else { continue }
      guards.append(
        PromptingGuard(owner: site.ownerName(index), conditions: mayFail, prompt: prompt))
    }
    // What each prompt is for: the condition of each guard that names it for that one alone.
    var purposes: [String: [(condition: String, owner: String)]] = [:]
    var diagnostics: [Diagnostic] = []
    // The first guard on one condition alone to name each prompt, for FL0232 between two such.
    var firstSingle: [String: PromptingGuard] = [:]
    for single in guards where single.conditions.count == 1 {
      let condition = single.conditions[0]
      guard let first = firstSingle[single.prompt.text] else {
        firstSingle[single.prompt.text] = single
        purposes[single.prompt.text] = [(condition, single.owner)]
        continue
      }
      guard purposes[single.prompt.text]?.contains(where: { $0.condition == condition }) != true
      else { continue }
      purposes[single.prompt.text, default: []].append((condition, single.owner))
      // Guards on one condition each that name one prompt for different conditions: whichever
      // fails, the same prompt asks (a game's shop, guarded by a linked account, presented the
      // sign-in sheet to signed-in players: the seventeenth new-users review). Which guard is
      // wrong is not known, so neither is blamed; it is said at the later one in the file.
      guard let position = index.presentation(named: single.prompt.text),
        !index.screens[position].requires.contains(where: { $0.text == condition }),
        !index.screens[position].requires.contains(where: { $0.text == first.conditions[0] })
      else { continue }
      let prompt = index.screens[position]
      let (earlier, later) =
        first.prompt.range.start < single.prompt.range.start ? (first, single) : (single, first)
      diagnostics.append(
        context.diagnostic(
          .guardPromptForAnotherCondition, later.prompt.range,
          SemaMessages.guardPromptSharedByConditions(
            prompt.name.text, kind: prompt.kind.rawValue,
            this: (later.conditions[0], later.owner), other: (earlier.conditions[0], earlier.owner)),
          help: SemaMessages.guardPromptSharedByConditionsHelp(
            prompt.name.text, conditions: [later.conditions[0], earlier.conditions[0]])))
    }
    for several in guards where several.conditions.count > 1 && purposes[several.prompt.text] == nil
    {
      if let skipped = skippedPrompt(several, guards, purposes, index) {
        diagnostics.append(skipped.diagnostic(context))
      }
    }
    for several in guards where several.conditions.count > 1 {
      guard let purpose = purposes[several.prompt.text],
        let position = index.presentation(named: several.prompt.text)
      else { continue }
      let prompt = index.screens[position]
      let promptRequires = Set(prompt.requires.map(\.text))
      // Every condition that may fail alone is named: naming the first only, a bank's guard on
      // `session, unlocked, stepUp` was warned about `session`, and `unlocked` failed alone too
      // (the twenty-eighth new-users review).
      let others = several.conditions.filter { condition in
        !purpose.contains { $0.condition == condition } && !promptRequires.contains(condition)
      }
      guard let other = others.first else { continue }
      // The prompt's own condition, among those this guard needs when it can; else the guard asks
      // with a prompt for something it does not need at all.
      let asked = purpose.first { several.conditions.contains($0.condition) }
      let known = asked ?? purpose[0]
      let message =
        asked != nil
        ? SemaMessages.guardPromptForAnotherCondition(
          owner: several.owner, prompt: prompt.name.text, kind: prompt.kind.rawValue,
          conditions: others, purpose: known.condition, purposeOwner: known.owner)
        : SemaMessages.guardPromptForUnneededCondition(
          owner: several.owner, prompt: prompt.name.text, kind: prompt.kind.rawValue,
          condition: other, purpose: known.condition, purposeOwner: known.owner)
      diagnostics.append(
        context.diagnostic(
          .guardPromptForAnotherCondition, several.prompt.range, message,
          help: others.count > 1 && asked != nil
            ? SemaMessages.guardPromptForOtherConditionsHelp(others, prompt: prompt.name.text)
            : SemaMessages.guardPromptForAnotherConditionHelp(
              other, purpose: asked?.condition, prompt: prompt.name.text)))
    }
    return diagnostics
  }

  /// A guard on several conditions, one of which has a known prompt elsewhere, whose own prompt
  /// never hands on to it: when only that condition fails, the prompt the guard names (or the one
  /// its chain ends at) asks something else, and nothing asks for the condition. The mirror of
  /// the case above (the twenty-third new-users review's tour booking, `requires session,
  /// phoneVerified else present VerifyPhone`, asked a signed-out user with a verified phone to
  /// verify it again, while `SignIn`, the prompt for `session`, was never shown).
  private struct SkippedPrompt {
    var guardSite: PromptingGuard
    var condition: String
    var shown: Int
    var known: (prompt: String, owner: String)

    func diagnostic(_ context: SemaContext) -> Diagnostic {
      let shownPrompt = context.index.screens[shown]
      return context.diagnostic(
        .guardPromptForAnotherCondition, guardSite.prompt.range,
        SemaMessages.guardPromptSkipsKnownPrompt(
          owner: guardSite.owner, presents: guardSite.prompt.text,
          shown: (shownPrompt.name.text, shownPrompt.kind.rawValue), condition: condition,
          known: known.prompt, knownOwner: known.owner),
        help: SemaMessages.guardPromptSkipsKnownPromptHelp(
          shownPrompt.name.text, kind: shownPrompt.kind.rawValue, condition: condition,
          known: known.prompt))
    }
  }

  private static func skippedPrompt(
    _ several: PromptingGuard, _ guards: [PromptingGuard],
    _ purposes: [String: [(condition: String, owner: String)]], _ index: DeclarationIndex
  ) -> SkippedPrompt? {
    for condition in several.conditions {
      // The prompt the first guard on this condition alone names, in the file's order (the
      // review saw a dictionary's order name one prompt on one run and another on the next).
      guard
        let single = guards.first(where: { $0.conditions == [condition] }),
        var current = index.presentation(named: several.prompt.text)
      else { continue }
      let known = (prompt: single.prompt.text, owner: single.owner)
      // Where the chain stops when only `condition` fails: the first prompt that does not need it.
      var steps = 0
      while index.screens[current].requires.contains(where: { $0.text == condition }) {
        guard steps <= index.screens.count, let next = GuardChecks.nextPrompt(after: current, index)
        else { return nil }
        current = next
        steps += 1
      }
      let shown = index.screens[current].name.text
      // The known prompt, or one that is itself a prompt for something (the check above's), or
      // one named for the condition (`Unlock` for `unlocked`: a second prompt for it).
      guard shown != known.prompt, purposes[shown] == nil,
        !NameWords.prompt(shown, readsAsAskingFor: condition)
      else {
        continue
      }
      return SkippedPrompt(guardSite: several, condition: condition, shown: current, known: known)
    }
    return nil
  }
}
