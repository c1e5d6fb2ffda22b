extension Navigator {
  /// Loads the saved state so the first phase shown at launch can restore it; anything unreadable
  /// restores nothing.
  func armRestoration() {
    armedRestoration = nil
    guard definition.restoration != .nothing, let data = store?.load() else { return }
    lastSavedData = data
    armedRestoration = RestorationSnapshot.decode(data)
  }

  /// Applies armed state to `phase`, the first phase shown since launch, and disarms it: the tab
  /// and stacks restore only into the same phase and only as far as their guards hold and the push
  /// graph leads (saved by an older version of the spec, or edited on disk).
  func applyArmedRestoration(to phase: PhaseDefinition<Flow>) {
    guard let snapshot = armedRestoration else { return }
    armedRestoration = nil
    guard snapshot.phase == phase.id, !phase.tabs.isEmpty else { return }
    if let tab = snapshot.selectedTab, let restored = phase.tab(tab),
      holds(requirements(of: restored))
    {
      tabSelection = tab
    }
    guard definition.restoration == .selectedTabAndStacks else { return }
    for entry in snapshot.stacks {
      guard let tab = phase.tab(entry.tab), holdsGuards(of: tab) else { continue }
      replaceStack(.tab(entry.tab), with: allowedPrefix(entry.screens, for: .tab(entry.tab)))
    }
  }

  /// Saves the selected tab (and stacks, when the policy says) of a phase with tabs, when changed.
  func persist() {
    guard definition.restoration != .nothing, let store, armedRestoration == nil,
      let current = currentPhase, !current.tabs.isEmpty
    else { return }
    let stacks: [RestorationSnapshot<Flow>.TabStack] =
      definition.restoration == .selectedTabAndStacks
      ? current.tabs.compactMap { tab in
        self.stacks[tab.id].map { .init(tab: tab.id, screens: $0) }
      } : []
    let snapshot = RestorationSnapshot<Flow>(
      phase: phase, selectedTab: tabSelection, stacks: stacks)
    guard let data = snapshot.encoded() else {
      // The state shown cannot be saved: restoring an older one would be worse than none.
      clearSavedState(in: store)
      return
    }
    guard data != lastSavedData else { return }
    do {
      try store.save(data)
      lastSavedData = data
    } catch {
      // Saving is best effort; the next change tries again.
    }
  }

  /// Removes the saved state, once: `lastSavedData` stays until the store cleared it, so a failed
  /// clear is tried again on the next change.
  private func clearSavedState(in store: any RestorationStore) {
    guard lastSavedData != nil else { return }
    do {
      try store.clear()
      lastSavedData = nil
    } catch {
      // Best effort, as saving is.
    }
  }
}
