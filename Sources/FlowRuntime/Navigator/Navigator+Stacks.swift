extension Navigator {
  /// The stack that `push` and `pop` act on: the topmost presentation's, else the selected tab's,
  /// else the phase root's; nil in a transient phase or when no tab is available.
  public var currentStack: StackID<Flow>? {
    guard isShowingPhase else { return nil }
    if !presentations.isEmpty { return .presentation(presentations.count - 1) }
    return phaseStack
  }

  /// The phase's own stack, under every presentation: the selected tab's, or the phase root's; nil
  /// in a `check` phase or when no tab is selected. The one answer to "what is the first sheet
  /// opened over", for pushes, for presentations' permissions and for what `flowc resolve` shows.
  public var phaseStack: StackID<Flow>? {
    switch currentPhase?.content {
    case .root: .root
    case .tabs: tabSelection.map { .tab($0) }
    case .check, nil: nil
    }
  }

  /// The screens of a stack above its root; empty for a stack that does not exist right now.
  public func path(_ stack: StackID<Flow>) -> [Flow.Screen] {
    switch stack {
    case .root: rootStack
    case .tab(let tab): stacks[tab] ?? []
    case .presentation(let level):
      presentations.indices.contains(level) ? presentations[level].stack : []
    }
  }

  /// The stack of one tab, for `NavigationStack(path:)`.
  public func path(for tab: Flow.Tab) -> [Flow.Screen] {
    path(.tab(tab))
  }

  /// Replaces a stack, as a `NavigationStack(path:)` binding does when the user pushes or goes
  /// back, once what the conditions no longer allow is trimmed (`trimBeforeChange()`): going back
  /// below a screen whose guard stopped holding lands beneath it, never on it. Refused when the
  /// stack does not exist now, the spec's push graph does not lead there, or a screen's guard does
  /// not hold. When the first screen whose guard fails says what to do (`requires session else
  /// present SignIn`), that runs and the change is held (`.held`) until the guard holds. A write
  /// that leaves the stack other than written still tells the stack's observers, so a control
  /// bound to it reads the navigator's path again instead of keeping what the user pushed.
  @discardableResult
  public func setPath(_ screens: [Flow.Screen], for stack: StackID<Flow>) -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    let outcome = replacePath(screens, for: stack)
    if path(stack) != screens { reflectUnappliedWrite(to: stack) }
    return outcome
  }

  /// `setPath(_:for:)` before its reflection.
  private func replacePath(
    _ screens: [Flow.Screen], for stack: StackID<Flow>
  ) -> ChangeOutcome<Flow> {
    let shown = path(stack)
    if screens.count < shown.count, zip(screens, shown).allSatisfy({ $0 == $1 }) {
      return goBack(in: stack, to: screens)
    }
    return changeAfterTrimming { changePath(screens, for: stack) }
  }

  /// Goes back on `stack` to `screens`, a prefix of what it showed, after the trim: when the trim
  /// already took the stack down that far (a guard beneath the top stopped holding), the user is
  /// back and nothing more goes, so going back never traps the user behind a guard.
  func goBack(in stack: StackID<Flow>, to screens: [Flow.Screen]) -> ChangeOutcome<Flow> {
    changeAfterTrimming { goBackTrimmed(in: stack, to: screens) }
  }

  /// `goBack(in:to:)` once the trim ran: for `pop` and `popToRoot`, which trim first themselves
  /// (to find the current stack after it), so that a change trims once.
  private func goBackTrimmed(
    in stack: StackID<Flow>, to screens: [Flow.Screen]
  ) -> ChangeOutcome<Flow> {
    guard path(stack).count > screens.count else { return .unchanged }
    return changePath(screens, for: stack)
  }

  /// `setPath(_:for:)` once the trim ran, so every screen shown holds its guards and a failing one
  /// is being entered: it runs its `else`.
  func changePath(_ screens: [Flow.Screen], for stack: StackID<Flow>) -> ChangeOutcome<Flow> {
    if let refusal = refusal(toChange: stack) { return .refused(refusal) }
    if let graph = definition.graph, let root = rootKind(of: stack),
      let position = graph.firstBreak(in: screens, above: root)
    {
      return .refused(.notPushable(screens[position]))
    }
    let missing = missing(
      screens.reduce(into: Set()) { $0.formUnion(requirements(of: $1.kind)) })
    guard missing.isEmpty else {
      let failing = failingGuard(entering: screens.map(\.kind))
      return holdEntry(.stack(stack, screens), waitingFor: missing, failing: failing)
        ?? .refused(.guardFailed(missing))
    }
    guard path(stack) != screens else { return .unchanged }
    replaceStack(stack, with: screens)
    closePresentationsNothingPresentsAfterChange()
    persist()
    return .changed
  }

  /// Sets one tab's stack, for `NavigationStack(path:)` bindings.
  @discardableResult
  public func setPath(_ screens: [Flow.Screen], for tab: Flow.Tab) -> ChangeOutcome<Flow> {
    setPath(screens, for: .tab(tab))
  }

  /// Pushes `screen` onto the current stack, once trimmed of what the conditions no longer allow, if
  /// its guard holds.
  @discardableResult
  public func push(_ screen: Flow.Screen) -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    return changeAfterTrimming {
      guard let stack = currentStack else { return .refused(noStackRefusal) }
      return changePath(path(stack) + [screen], for: stack)
    }
  }

  /// Pops the top screen of the current stack; when a screen beneath it stopped holding its guard,
  /// the pop lands below that screen (`goBackTrimmed(in:to:)`). When the trim takes away what was on top
  /// (a screen or sheet whose guard stopped holding), going back is done: the user sees it go.
  @discardableResult
  public func pop() -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    let shown = currentStack.map { (stack: $0, count: path($0).count) }
    if trimBeforeChange() {
      let now = currentStack.map { (stack: $0, count: path($0).count) }
      if now?.stack != shown?.stack || now?.count != shown?.count { return .changed }
    }
    guard let stack = currentStack else { return .refused(noStackRefusal) }
    let screens = path(stack)
    guard !screens.isEmpty else { return .refused(.emptyStack) }
    return goBackTrimmed(in: stack, to: Array(screens.dropLast()))
  }

  /// Pops the current stack back to its root.
  @discardableResult
  public func popToRoot() -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    return changeAfterTrimming {
      guard let stack = currentStack else { return .refused(noStackRefusal) }
      return goBackTrimmed(in: stack, to: [])
    }
  }

  /// Why there is no current stack.
  var noStackRefusal: Refusal<Flow> {
    if let refusal = notShowingRefusal { return refusal }
    if case .tabs = currentPhase?.content { return .noTabs }
    return .phaseShowsNothing(phase)
  }

  /// Which screen, sheet or cover is under `stack`, nil when it does not exist now.
  func rootKind(of stack: StackID<Flow>) -> Flow.Destination? {
    guard case .presentation(let level) = stack else {
      return currentPhase?.root(of: stack)?.kind
    }
    guard presentations.indices.contains(level) else { return nil }
    return presentations[level].modal.kind
  }

  /// The longest prefix of `screens` that follows the push graph above `stack`'s root and whose
  /// guards hold: what restored or trimmed state may keep.
  func allowedPrefix(_ screens: [Flow.Screen], for stack: StackID<Flow>) -> [Flow.Screen] {
    let guarded = guardedPrefix(screens)
    guard let graph = definition.graph else { return guarded }
    guard let root = rootKind(of: stack) else { return [] }
    return Array(guarded.prefix(graph.firstBreak(in: guarded, above: root) ?? guarded.count))
  }

  /// Why `stack` cannot be changed now, or nil when it can.
  func refusal(toChange stack: StackID<Flow>) -> Refusal<Flow>? {
    if let refusal = notShowingRefusal, case .guardFailed = refusal { return refusal }
    switch stack {
    case .root:
      guard case .root = currentPhase?.content else { return .noSuchStack(stack) }
    case .tab(let tab):
      guard let current = currentPhase, !current.tabs.isEmpty else { return .noTabs }
      guard let definition = current.tab(tab) else { return .unknownTab(tab) }
      let missing = missing(requirements(of: definition))
      if !missing.isEmpty { return .guardFailed(missing) }
    case .presentation(let level):
      guard presentations.indices.contains(level) else { return .noSuchStack(stack) }
    }
    return nil
  }

  /// Stores `screens` as a stack, without checks; a tab at its root keeps no entry.
  func replaceStack(_ stack: StackID<Flow>, with screens: [Flow.Screen]) {
    guard path(stack) != screens else { return }
    switch stack {
    case .root:
      rootStack = screens
    case .tab(let tab):
      stacks[tab] = screens.isEmpty ? nil : screens
    case .presentation(let level):
      if presentations.indices.contains(level) { presentations[level].stack = screens }
    }
  }
}
