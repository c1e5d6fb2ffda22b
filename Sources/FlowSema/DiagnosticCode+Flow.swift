import FlowSyntax

/// The checker's diagnostics about the flow: phases, tabs, handlers, guards, reachability (FL02xx).
extension DiagnosticCode {
  /// No phase declared: the app has nowhere to start.
  public static let noPhases = DiagnosticCode(
    "FL0200", .error, summary: "No phase declared, so the app has nowhere to start.")

  /// A phase with neither `check`, `root` nor tabs.
  public static let emptyPhase = DiagnosticCode(
    "FL0201", .error, summary: "A phase with neither a check, a root nor tabs.")

  /// A phase that mixes `check`, `root` and tabs.
  public static let mixedPhaseContent = DiagnosticCode(
    "FL0202", .error, summary: "A phase that mixes check, root and tabs.")

  /// Condition checks that lead back to themselves without reaching a phase that shows something.
  public static let transitionCycle = DiagnosticCode(
    "FL0204", .error,
    summary: "Condition checks that loop without reaching a phase that shows something.")

  /// Tabs without a `default` tab.
  public static let missingDefaultTab = DiagnosticCode(
    "FL0205", .error, summary: "Tabs without a default tab.")

  /// More than one `default` tab.
  public static let multipleDefaultTabs = DiagnosticCode(
    "FL0206", .error, summary: "More than one default tab.")

  /// A declared event that no phase or presentation handles.
  public static let unhandledEvent = DiagnosticCode(
    "FL0207", .warning, summary: "A declared event that nothing handles.")

  /// Two handlers for the same event in one place.
  public static let duplicateHandler = DiagnosticCode(
    "FL0208", .error, summary: "Two handlers for the same event in one place.")

  /// A phase no transition or check ever enters.
  public static let unreachablePhase = DiagnosticCode(
    "FL0209", .warning, summary: "A phase that no transition or check enters.")

  /// A screen, sheet or cover that nothing pushes, presents, roots or routes to.
  public static let unreachableScreen = DiagnosticCode(
    "FL0210", .warning, summary: "A screen, sheet or cover that nothing shows.")

  /// A tab or phase root whose screen has required parameters nobody can supply.
  public static let rootWithRequiredParameters = DiagnosticCode(
    "FL0211", .error, summary: "A root screen with required parameters nobody can supply.")

  /// A root screen whose guard its phase or tab lacks: it is shown with no navigator operation.
  public static let guardBypass = DiagnosticCode(
    "FL0212", .error, summary: "A guarded root screen whose phase or tab lacks its guard.")

  /// A declared condition that nothing checks or requires.
  public static let unusedCondition = DiagnosticCode(
    "FL0213", .warning, summary: "A declared condition that nothing checks or requires.")

  /// The same screen listed twice in one `push` or `present` list, or the same condition twice in
  /// one `requires`.
  public static let duplicateEdge = DiagnosticCode(
    "FL0214", .warning,
    summary: "The same screen or condition listed twice in one push, present or requires list.")

  /// `restore stacks` or `restore tab` in an app whose phases have no tabs.
  public static let restoreWithoutTabs = DiagnosticCode(
    "FL0215", .error, summary: "Tab or stack restoration in an app without tabs.")

  /// A handler in a pushed screen, which never runs: only phases, sheets and covers handle events.
  public static let handlerNeverRuns = DiagnosticCode(
    "FL0216", .warning, summary: "A handler in a pushed screen, which never runs.")

  /// A first phase with `requires`: the app starts there before anything is checked.
  public static let guardedFirstPhase = DiagnosticCode(
    "FL0217", .error, summary: "A first phase with requires, entered before anything is checked.")

  /// A check branch that goes, when its condition does not hold, to a phase that requires it.
  public static let checkBranchNeedsFalseCondition = DiagnosticCode(
    "FL0218", .error,
    summary: "A check's else branch going to a phase that requires the condition.")

  /// `requires c else present X` where X itself requires `c` and has no `else` of its own to hand
  /// on to (or its `else` chain ends in such a prompt), so nothing can be shown.
  public static let guardPromptNeedsCondition = DiagnosticCode(
    "FL0219", .error,
    summary: "A failed guard presenting a sheet or cover that requires the same condition and "
      + "cannot hand on to an else of its own.")

  /// `requires c else -> p` where the phase `p` requires `c`, so it cannot be entered either.
  public static let guardFailurePhaseNeedsCondition = DiagnosticCode(
    "FL0220", .error, summary: "A failed guard going to a phase that requires the same condition.")

  /// `requires c else present X` where X has a required parameter nothing supplies.
  public static let guardPromptWithRequiredParameters = DiagnosticCode(
    "FL0221", .error,
    summary: "A failed guard presenting a sheet or cover with required parameters.")

  /// Prompts for failed guards whose own `else` clauses lead back to themselves.
  public static let guardPromptCycle = DiagnosticCode(
    "FL0222", .error, summary: "Prompts for failed guards whose else clauses form a cycle.")

  /// `restore tab` or `restore stacks` when no phase a launch shows first has tabs, so saved state
  /// is never applied.
  public static let restoreNeverApplies = DiagnosticCode(
    "FL0223", .warning,
    summary: "Tab or stack restoration that no launch applies: none shows tabs first.")

  /// `on e -> present X` where X has a required parameter, which an event cannot supply.
  public static let handlerPresentWithRequiredParameters = DiagnosticCode(
    "FL0224", .error,
    summary: "An event presenting a sheet or cover with a required parameter it cannot supply.")

  /// A tab's root screen, guarded by the tab, that another place pushes without that guard.
  public static let tabGuardSkippedByPush = DiagnosticCode(
    "FL0225", .warning,
    summary: "A tab's root screen that another place pushes without the tab's guard.")

  /// `tab t ... requires c else -> p` inside phase `p`: the `else` stays where the user is.
  public static let guardFailureStaysInPhase = DiagnosticCode(
    "FL0226", .warning,
    summary:
      "A failed guard going to the only phase its tab, screen, sheet or cover shows in, which changes nothing."
  )

  /// A phase after the first whose every tab needs a condition the phase does not require, so
  /// entering it, or staying in it, without that condition shows the waiting view.
  public static let everyTabGuarded = DiagnosticCode(
    "FL0227", .error,
    summary: "A later phase whose every tab needs a condition the phase does not require.")

  /// A launch check's branch into a phase requiring a condition no check on the way decides, so
  /// the launch stops at the check whenever it does not hold.
  public static let checkBranchNeedsUndecidedCondition = DiagnosticCode(
    "FL0228", .warning,
    summary: "A launch check's branch into a phase requiring a condition no check decides.")

  /// `requires c else -> p` where nothing leads from `p` back to the phase the guard is in, so a
  /// held tap never completes and the user stays in `p` once `c` holds.
  public static let guardFailureNoWayBack = DiagnosticCode(
    "FL0229", .warning,
    summary: "A failed guard going to a phase from which nothing leads back.")

  /// A later phase whose every tab needs a condition the phase does not require, with none
  /// common to all: a user with none of them sees the waiting view, unless one always holds.
  public static let everyTabGuardedDifferently = DiagnosticCode(
    "FL0230", .warning,
    summary: "A later phase whose every tab needs some condition the phase does not require.")

  /// A failed guard's `else` where every place its tab, screen, sheet or cover shows in requires
  /// the guard's conditions already, so it never runs.
  public static let guardFailureNeverRuns = DiagnosticCode(
    "FL0231", .warning,
    summary: "A failed guard's `else` that never runs: where it shows, its conditions hold.")

  /// A guard on several conditions whose prompt is the one a guard on one of them alone presents,
  /// so a user who has that one is asked for it again when only another fails.
  public static let guardPromptForAnotherCondition = DiagnosticCode(
    "FL0232", .warning,
    summary: "A guard on several conditions whose prompt asks for only one of them.")

  /// A sheet's or cover's handler for an event that a phase it opens in handles by moving to a
  /// phase: while it is open, the phase's handler never runs.
  public static let phaseHandlerHidden = DiagnosticCode(
    "FL0233", .warning,
    summary: "A sheet's or cover's handler that hides the phase's move on the same event.")

  /// `requires c else -> p` where the phase `p` requires a condition the guard does not need and
  /// nothing around the guard keeps true: while that fails, the `else` waits instead of entering
  /// `p`, and runs when it next holds, for whatever reason the user got it.
  public static let guardFailurePhaseMayNeedCondition = DiagnosticCode(
    "FL0234", .warning,
    summary:
      "A failed guard going to a phase that requires another condition, which may fail there.")

  /// `present X` in a phase that only checks: it shows nothing, so nothing opens over it.
  public static let presentInCheckPhase = DiagnosticCode(
    "FL0235", .warning, summary: "A present in a phase that only checks, which shows nothing.")

  /// Every code about the flow, in code order.
  static let flowCodes: [DiagnosticCode] = [
    .noPhases,
    .emptyPhase,
    .mixedPhaseContent,
    .transitionCycle,
    .missingDefaultTab,
    .multipleDefaultTabs,
    .unhandledEvent,
    .duplicateHandler,
    .unreachablePhase,
    .unreachableScreen,
    .rootWithRequiredParameters,
    .guardBypass,
    .unusedCondition,
    .duplicateEdge,
    .restoreWithoutTabs,
    .handlerNeverRuns,
    .guardedFirstPhase,
    .checkBranchNeedsFalseCondition,
    .guardPromptNeedsCondition,
    .guardFailurePhaseNeedsCondition,
    .guardPromptWithRequiredParameters,
    .guardPromptCycle,
    .restoreNeverApplies,
    .handlerPresentWithRequiredParameters,
    .tabGuardSkippedByPush,
    .guardFailureStaysInPhase,
    .everyTabGuarded,
    .checkBranchNeedsUndecidedCondition,
    .guardFailureNoWayBack,
    .everyTabGuardedDifferently,
    .guardFailureNeverRuns,
    .guardPromptForAnotherCondition,
    .phaseHandlerHidden,
    .guardFailurePhaseMayNeedCondition,
    .presentInCheckPhase,
  ]
}
