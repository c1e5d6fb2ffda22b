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
/// question when only that other condition fails (the new-users review). A prompt meant for both
/// (a "finish your profile" sheet) is accepted with an ignore comment.
enum GuardPromptPurposeChecks {
  /// A guard with an `else present`, and where it is.
  private struct PromptingGuard {
    var owner: String
    var conditions: [Identifier]
    var prompt: Identifier
  }

  static func check(_ context: SemaContext) -> [Diagnostic] {
    let index = context.index
    var guards: [PromptingGuard] = []
    func add(_ owner: String, _ requires: [Identifier], _ failure: GuardFailure?) {
      guard case .present(let prompt)? = failure?.action else { return }
      let declared = requires.filter { index.conditionIndex[$0.text] != nil }
      var seen: Set<String> = []
      let distinct = declared.filter { seen.insert($0.text).inserted }
      guard !distinct.isEmpty else { return }
      guards.append(PromptingGuard(owner: owner, conditions: distinct, prompt: prompt))
    }
    for (position, tab) in index.tabs.enumerated()
    where index.tabIndex[tab.item.name.text] == position {
      add("tab '\(tab.item.name.text)'", tab.item.requires, tab.item.guardFailure)
    }
    for position in index.screens.indices where index.isFirstScreen[position] {
      let screen = index.screens[position]
      add("\(screen.kind.rawValue) '\(screen.name.text)'", screen.requires, screen.guardFailure)
    }
    // What each prompt is for: the condition of each guard that names it for that one alone.
    var purposes: [String: [(condition: String, owner: String)]] = [:]
    for single in guards where single.conditions.count == 1 {
      let condition = single.conditions[0].text
      if purposes[single.prompt.text]?.contains(where: { $0.condition == condition }) != true {
        purposes[single.prompt.text, default: []].append((condition, single.owner))
      }
    }
    var diagnostics: [Diagnostic] = []
    for several in guards where several.conditions.count > 1 {
      guard let purpose = purposes[several.prompt.text],
        let position = index.presentation(named: several.prompt.text)
      else { continue }
      let promptRequires = Set(index.screens[position].requires.map(\.text))
      guard
        let other = several.conditions.first(where: { condition in
          !purpose.contains { $0.condition == condition.text }
            && !promptRequires.contains(condition.text)
        })
      else { continue }
      let conditions = several.conditions.map(\.text)
      let known = purpose.first { conditions.contains($0.condition) } ?? purpose[0]
      let prompt = index.screens[position]
      diagnostics.append(
        context.diagnostic(
          .guardPromptForAnotherCondition, several.prompt.range,
          SemaMessages.guardPromptForAnotherCondition(
            owner: several.owner, prompt: prompt.name.text, kind: prompt.kind.rawValue,
            condition: other.text, purpose: known.condition, purposeOwner: known.owner),
          help: SemaMessages.guardPromptForAnotherConditionHelp(
            other.text, others: conditions.filter { $0 != other.text },
            prompt: prompt.name.text)))
    }
    return diagnostics
  }
}
