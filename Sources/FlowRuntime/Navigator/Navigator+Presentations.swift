extension Navigator {
  /// The sheet at presentation `level` (0 is presented by the phase), for `.sheet(item:)`.
  public func sheet(at level: Int) -> Flow.Sheet? {
    guard presentations.indices.contains(level), case .sheet(let sheet) = presentations[level].modal
    else { return nil }
    return sheet
  }

  /// The cover at presentation `level` (0 is presented by the phase), for `.fullScreenCover(item:)`.
  public func cover(at level: Int) -> Flow.Cover? {
    guard presentations.indices.contains(level), case .cover(let cover) = presentations[level].modal
    else { return nil }
    return cover
  }

  /// The sheet presented by the phase's own view; nested ones are bound with `sheet(at:)`, because
  /// SwiftUI presents each level from the view below it.
  public var sheet: Flow.Sheet? {
    get { sheet(at: 0) }
    set { setSheet(newValue, at: 0) }
  }

  /// The cover presented by the phase's own view; nested ones are bound with `cover(at:)`.
  public var cover: Flow.Cover? {
    get { cover(at: 0) }
    set { setCover(newValue, at: 0) }
  }

  /// Sets the sheet at `level`, as a `.sheet(item:)` binding does; nil dismisses it and all above.
  @discardableResult
  public func setSheet(_ sheet: Flow.Sheet?, at level: Int) -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    return setModal(sheet.map { .sheet($0) }, at: level) {
      if case .sheet = $0 { true } else { false }
    }
  }

  /// Sets the cover at `level`, as a `.fullScreenCover(item:)` binding does; nil dismisses it and
  /// all above.
  @discardableResult
  public func setCover(_ cover: Flow.Cover?, at level: Int) -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    return setModal(cover.map { .cover($0) }, at: level) {
      if case .cover = $0 { true } else { false }
    }
  }

  /// Presents a sheet on top of everything open.
  @discardableResult
  public func present(sheet: Flow.Sheet) -> ChangeOutcome<Flow> {
    present(.sheet(sheet))
  }

  /// Presents a cover on top of everything open.
  @discardableResult
  public func present(cover: Flow.Cover) -> ChangeOutcome<Flow> {
    present(.cover(cover))
  }

  /// Presents a sheet or cover on top of everything open, if its guard holds; presenting what is
  /// already on top changes nothing.
  @discardableResult
  public func present(_ modal: Modal<Flow>) -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    return changeAfterTrimming { openModal(modal, at: presentations.count) }
  }

  /// Dismisses the topmost presentation, trimming first what the conditions no longer allow, so what
  /// shows beneath it holds its guards.
  @discardableResult
  public func dismiss() -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    guard !presentations.isEmpty else {
      // Refused, keeping the trim, as every refused change does.
      trimBeforeChange()
      return .refused(.nothingPresented)
    }
    return closePresentations(from: presentations.count - 1)
  }

  /// Closes the presentation at `level` and those above it, after the trim; one the trim already
  /// closed (its guard stopped holding) counts as closed, and nothing beneath it closes.
  func closePresentations(from level: Int) -> ChangeOutcome<Flow> {
    changeAfterTrimming {
      guard presentations.count > level else { return .unchanged }
      presentations.removeSubrange(level...)
      settleHeldTargetAfterDismissal()
      return .changed
    }
  }

  /// What lies beneath presentation `level`: the stack it opens over (its root and screens), which
  /// for level 0 is the selected tab's or the phase root's.
  func presenters(at level: Int) -> [Flow.Destination] {
    guard let stack = level > 0 ? .presentation(level - 1) : phaseStack else { return [] }
    return (rootKind(of: stack).map { [$0] } ?? []) + path(stack).map(\.kind)
  }

  /// Puts `modal` at `level` (closing what is above), or with nil closes the presentation at
  /// `level` and above when `isOwnedByBinding` says it is a sheet (or a cover) for a binding of
  /// sheets (or covers); either after trimming what the conditions no longer allow.
  func setModal(
    _ modal: Modal<Flow>?, at level: Int, isOwnedByBinding: (Modal<Flow>) -> Bool
  ) -> ChangeOutcome<Flow> {
    guard let modal else {
      guard presentations.indices.contains(level), isOwnedByBinding(presentations[level].modal)
      else {
        // Nothing of the binding's kind there to close (SwiftUI writes nil after the navigator
        // closed it): still a change the user made, so the trim runs, as before every change.
        return trimWithoutChange()
      }
      return closePresentations(from: level)
    }
    return changeAfterTrimming { openModal(modal, at: level) }
  }

  /// `setModal(_:at:isOwnedByBinding:)` opening `modal`, once the trim ran.
  private func openModal(_ modal: Modal<Flow>, at level: Int) -> ChangeOutcome<Flow> {
    if let refusal = notShowingRefusal { return .refused(refusal) }
    guard level >= 0, level <= presentations.count else {
      return .refused(.noSuchStack(.presentation(level)))
    }
    if let graph = definition.graph, !graph.allows(modal, in: phase, over: presenters(at: level)) {
      return .refused(.notPresentable(modal))
    }
    let missing = missing(requirements(of: modal.kind))
    guard missing.isEmpty else {
      let failing = FailingGuard(
        action: definition.guardFailures[modal.kind], requires: requirements(of: modal.kind))
      return holdEntry(.presentation(modal, level: level), waitingFor: missing, failing: failing)
        ?? .refused(.guardFailed(missing))
    }
    if level == presentations.count, presentations.last?.modal == modal { return .unchanged }
    if presentations.indices.contains(level), presentations[level].modal == modal {
      // Already there: keep it and its stack, close what is above.
      guard level < presentations.count - 1 else { return .unchanged }
      presentations.removeSubrange((level + 1)...)
      return .changed
    }
    presentations.removeSubrange(level...)
    presentations.append(Presentation(modal))
    settleHeldTargetAfterDismissal()
    return .changed
  }

  /// After a presentation closed: when it was the prompt a held link or entry waits behind, the
  /// target is dropped if its guard still fails (the user declined); if the guard holds now, the
  /// target stays held for the call that reports it (`send`, `conditionsDidChange`) to complete.
  func settleHeldTargetAfterDismissal() {
    guard guardPrompt != nil, !guardPromptIsOpen else { return }
    let blocked =
      if let link = pendingLink { !blockers(of: link.landing).isEmpty } else {
        // An entry of a phase left since (its guard stopped holding) cannot complete here: its
        // tab or stack is not on screen, so nothing reads as blocking it.
        heldEntry.map { $0.phase != phase || !blockers(of: $0).isEmpty } ?? false
      }
    if blocked { dropHeldTargetIfPromptClosed() } else { guardPrompt = nil }
  }
}
