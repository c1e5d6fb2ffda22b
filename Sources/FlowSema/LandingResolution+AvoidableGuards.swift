import FlowSyntax

extension LandingResolution {
  /// FL0317: a derived landing whose nearest tab needs a condition that another tab of its phase
  /// reaching the same screen does not (`Studio > Book` needs `premium`, `Library > Shelf > Book`
  /// nothing).
  ///
  /// The compiler picks the fewest pushes and presentations, and says nothing about guards: the
  /// author who wrote `route "/books/{id}" -> Book` without `in` may not know that a link opened
  /// without `premium` then waits for it, though the free library would show the book. Only a
  /// landing without `in` is checked (`in` is the author's choice), and not `over current`. Only
  /// places of the landing's phase are compared: a guest phase beside a signed-in one shows the
  /// same screens by design, and a link landing in the guest phase would take signed-in users
  /// past the launch check (FL0315). A root's guard is FL0212's, and not counted.
  static func avoidableGuard(
    _ landing: Landing, winner: Int, entries: [Entry], _ context: SemaContext,
    _ landings: inout LandingIndex
  ) -> Diagnostic? {
    guard landing.tab == nil, landing.overCurrent == nil, let first = landing.steps.first else {
      return nil
    }
    let graph = landings.graph
    let index = context.index
    let required = landings.requirements(index)
    let place = graph.contexts[winner]
    // The phase's own guards hold in every place of it, so a tab or screen repeating them needs
    // nothing more (a review's payments tab `requires session`, in a `main` that requires it too,
    // was told the home tab shows the screen without 'session').
    let phaseNeeds = required.phases[place.phase]
    // The derived part, the tab and its screens up to the first step, is what differs by place;
    // the first step is on every path, as its root or at its end. Most landings need nothing
    // there: said before a set is built or anything else read, for large specs' sake.
    let beyondPhase = { (needs: ArraySlice<ConditionID>) in
      needs.contains { !phaseNeeds.contains($0) }
    }
    guard
      place.tab.map({ beyondPhase(required.tabs[$0]) }) == true
        || entries.indices.contains(where: {
          !entries[$0].isWritten && beyondPhase(required.screens[entries[$0].screen])
        })
    else { return nil }
    // Looked up only now: most landings need nothing beyond the phase, and hashing the name for
    // each cost the 10,000-route check 2 M instructions.
    guard let firstScreen = context.index.screenIndex[first.name.text] else { return nil }
    var needed = Set(place.tab.map { required.tabs[$0] } ?? [])
    for position in entries.indices where !entries[position].isWritten {
      needed.formUnion(required.screens[entries[position].screen])
    }
    if !phaseNeeds.isEmpty { needed.subtract(phaseNeeds) }
    needed.formUnion(required.screens[firstScreen])
    if !phaseNeeds.isEmpty { needed.subtract(phaseNeeds) }
    // A tab that needs what the landing needs, or more, cannot be the better place: said from its
    // own guard alone, before its path is read, and first for the phase's different guards (a
    // spec of hundreds of tabs guarded alike asks one list, not every tab, for every route).
    func mayNeedLess(_ tabNeeds: some Collection<ConditionID>) -> Bool {
      !tabNeeds.contains { !needed.contains($0) && !phaseNeeds.contains($0) }
        && !needed.allSatisfy(tabNeeds.contains)
    }
    guard landings.tabNeeds(ofPhase: place.phase, index).contains(where: mayNeedLess) else {
      return nil
    }
    for candidate in graph.contexts.indices
    where candidate != winner && graph.contexts[candidate].phase == place.phase {
      let tabNeeds = graph.contexts[candidate].tab.map { required.tabs[$0] } ?? []
      guard mayNeedLess(tabNeeds) else { continue }
      guard let found = landings.nearestState(of: firstScreen, from: candidate) else { continue }
      // The phase is this place's too, so its guards go as the needed ones' went.
      let other = landings.pathNeeds(to: found.state, in: candidate, required)
        .subtracting(phaseNeeds)
      guard other.isSubset(of: needed), other != needed else { continue }
      let avoidable = conditionNames(needed.subtracting(other), index)
      let choices = [graph.contexts[candidate], place].map { choiceName($0, index) }
      return context.diagnostic(
        .landingBehindAvoidableGuard, first.name.range,
        SemaMessages.landingBehindAvoidableGuard(
          first.name.text, place: placeName(place, index), needs: conditionNames(needed, index),
          avoidable: avoidable, other: placeName(graph.contexts[candidate], index)),
        help: SemaMessages.landingBehindAvoidableGuardHelp(
          choices, conditions: avoidable, screen: first.name.text))
    }
    return nil
  }

  /// The names of `conditions`, in declaration order, as FL0317 lists them.
  static func conditionNames(_ conditions: Set<ConditionID>, _ index: DeclarationIndex) -> [String]
  {
    index.conditions.indices.filter { conditions.contains(ConditionID($0)) }.map {
      index.conditions[$0].name.text
    }
  }
}
