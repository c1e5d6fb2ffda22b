extension Navigator {
  /// The selected tab, for `TabView(selection:)`. Setting it is `select(_:)`: a tab whose guard
  /// fails is refused (the selection stays) or, with an `else`, held while its prompt shows.
  public var selectedTab: Flow.Tab? {
    get { tabSelection }
    set {
      if let newValue { select(newValue) } else { deselect() }
    }
  }

  /// What an empty selection written by `TabView(selection:)` does: nothing, but it trims what
  /// the conditions no longer allow, as every write does, and is reflected back, as every write
  /// that does not take effect is (`reflectUnappliedTabSelection()`).
  @discardableResult
  func deselect() -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    let outcome = trimWithoutChange()
    reflectUnappliedTabSelection()
    return outcome
  }

  /// The current phase's tabs in declaration order; empty when it shows no tabs.
  public var tabs: [Flow.Tab] {
    currentPhase?.tabs.map(\.id) ?? []
  }

  /// Whether `tab` is a tab of the current phase whose guards hold, so the tab bar may show it.
  /// Observers are told after every call that may follow a change in the conditions, as for
  /// `isShowingPhase`: a sign-out that changes nothing else still hides the account tab.
  public func isAvailable(_ tab: Flow.Tab) -> Bool {
    observeConditions()
    guard isShowingPhase, let definition = currentPhase?.tab(tab) else { return false }
    return holds(requirements(of: definition))
  }

  /// Selects a tab of the current phase; each tab keeps its own stack, trimmed first of what the
  /// conditions no longer allow (`trimBeforeChange()`). A tab whose guard fails is refused, unless
  /// it says what to do (`requires session else present SignIn`): that runs and the selection is
  /// held (`.held`) until the guard holds. A selection that does not take effect still tells the
  /// selection's observers, so a `TabView` bound to `selectedTab` shows the navigator's tab again
  /// instead of the one the user picked.
  @discardableResult
  public func select(_ tab: Flow.Tab) -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    let outcome = changeAfterTrimming { selectTrimmed(tab) }
    if tabSelection != tab { reflectUnappliedTabSelection() }
    return outcome
  }

  /// `select(_:)` once the trim ran.
  private func selectTrimmed(_ tab: Flow.Tab) -> ChangeOutcome<Flow> {
    if let refusal = refusal(toChange: .tab(tab)) {
      if case .guardFailed(let missing) = refusal, isShowingPhase,
        let definition = currentPhase?.tab(tab),
        let held = holdEntry(
          .tab(tab), waitingFor: missing, failing: failingGuard(selecting: definition))
      {
        return held
      }
      return .refused(refusal)
    }
    guard tabSelection != tab else { return .unchanged }
    tabSelection = tab
    closePresentationsNothingPresentsAfterChange()
    persist()
    return .changed
  }
}
