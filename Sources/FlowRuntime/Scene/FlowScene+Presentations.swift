extension FlowScene {
  /// The modifier `modal` is shown with: covers go in the sheet slot where there is no cover.
  public func slot(of modal: Modal<Flow>) -> PresentationSlot {
    switch modal {
    case .sheet: .sheet
    case .cover: coversAsSheets ? .sheet : .cover
    }
  }

  /// What the `slot` modifier at presentation `level` shows, as its `item:` binding reads it.
  ///
  /// SwiftUI cannot dismiss one modifier's presentation and present another's at the same level in
  /// one update, so when a level changes kind (a sheet replaced by a cover, or the reverse) the new
  /// kind waits, reading nil, until the old one reports its dismissal (`presentationDidEnd`).
  /// Nothing is presented while the phase shows nothing (`content` is `.waiting`): a phase whose
  /// guard stopped holding keeps its presentations only until the navigator's next call leaves it.
  public func item(at level: Int, in slot: PresentationSlot) -> Modal<Flow>? {
    observeReflections()
    guard navigator.isShowingPhase else { return nil }
    let presentations = navigator.presentations
    guard presentations.indices.contains(level) else { return nil }
    let modal = presentations[level].modal
    guard self.slot(of: modal) == slot else { return nil }
    if let shown = shownSlots[level], shown != slot { return nil }
    shownSlots[level] = slot
    return modal
  }

  /// What the `slot` modifier's `item:` binding write at `level` does. Nil (the user swiped the
  /// sheet down) closes the level and those above it, but only when this modifier is the one
  /// showing it: a modifier whose item is going away for a new kind must not close the new one,
  /// though the write still trims what the conditions no longer allow, as every change does.
  /// A write that does not take effect (refused, of another modifier's kind, or held behind a
  /// guard's `else`) is reflected back.
  @discardableResult
  public func setItem(_ modal: Modal<Flow>?, at level: Int, in slot: PresentationSlot)
    -> ChangeOutcome<Flow>
  {
    // One call of the navigator's: whether the write was applied is read before observers are
    // told, and so before one of them can call the navigator (the review).
    navigator.enterCall()
    defer { navigator.leaveCall() }
    guard let modal else {
      let presentations = navigator.presentations
      guard shownSlots[level] == slot, presentations.indices.contains(level),
        self.slot(of: presentations[level].modal) == slot
      else {
        // Nothing of this modifier's to close; the trim still runs, as before every change.
        return navigator.trimWithoutChange()
      }
      let outcome =
        switch presentations[level].modal {
        case .sheet: navigator.setSheet(nil, at: level)
        case .cover: navigator.setCover(nil, at: level)
        }
      return reflecting(outcome, applied: navigator.presentations.count <= level)
    }
    guard self.slot(of: modal) == slot else {
      // Not this modifier's kind: refused and reflected back, after the trim every change runs.
      reflect()
      return navigator.trimWithoutChange()
    }
    let outcome =
      switch modal {
      case .sheet(let sheet): navigator.setSheet(sheet, at: level)
      case .cover(let cover): navigator.setCover(cover, at: level)
      }
    let presentations = navigator.presentations
    let applied = presentations.indices.contains(level) && presentations[level].modal == modal
    return reflecting(outcome, applied: applied)
  }

  /// Called when the `slot` modifier at `level` has finished dismissing (`onDismiss`, or the
  /// presented view's `onDisappear`): the level and those above it show nothing now, so a kind that
  /// was waiting for it may be presented.
  ///
  /// While the navigator still presents a modal of this slot's kind at `level`, which this
  /// modifier already reads, the end is of the item that modal replaced (a cover for another,
  /// reported after the modifier moved on): the modifier still shows, and forgetting it let a sheet
  /// be handed out over the cover still up (the scene audit).
  public func presentationDidEnd(at level: Int, in slot: PresentationSlot) {
    guard shownSlots[level] == slot else { return }
    let presentations = navigator.presentations
    if presentations.indices.contains(level), self.slot(of: presentations[level].modal) == slot {
      return
    }
    shownSlots = shownSlots.filter { $0.key < level }
    reflect()
  }
}
