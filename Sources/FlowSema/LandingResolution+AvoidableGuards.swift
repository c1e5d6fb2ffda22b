import FlowSyntax

extension LandingResolution {
  /// FL0317: a derived landing whose nearest place needs a condition that another place reaching
  /// the same screen does not (`Studio > Book` needs `premium`, `Library > Shelf > Book` nothing).
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
    guard landing.tab == nil, landing.overCurrent == nil, let first = landing.steps.first,
      let firstScreen = context.index.screenIndex[first.name.text]
    else { return nil }
    let graph = landings.graph
    let index = context.index
    // Most landings need nothing: asked first, without building a set, for large specs' sake.
    let place = graph.contexts[winner]
    guard
      place.tab.map({ !index.tabs[$0].item.requires.isEmpty }) ?? false
        || !index.screens[firstScreen].requires.isEmpty
        || entries.contains(where: { $0.step == nil && !index.screens[$0.screen].requires.isEmpty })
    else { return nil }
    // The derived part, the place and its screens up to the first step, is what differs by place;
    // the first step is on every path, as its root or at its end.
    let derived = entries.prefix { $0.step == nil }.map(\.screen) + [firstScreen]
    let needed = conditions(of: graph.contexts[winner], through: derived, index)
    guard !needed.isEmpty else { return nil }
    for candidate in graph.contexts.indices
    where candidate != winner && graph.contexts[candidate].phase == place.phase {
      guard let found = landings.nearestState(of: firstScreen, from: candidate) else { continue }
      let screens = landings.path(to: found.state, in: candidate) { graph.screen(of: $0) }
      let other = conditions(of: graph.contexts[candidate], through: screens, index)
      guard other.isSubset(of: needed), other != needed else { continue }
      let avoidable = index.conditions.map(\.name.text).filter {
        needed.contains($0) && !other.contains($0)
      }
      let all = index.conditions.map(\.name.text).filter { needed.contains($0) }
      let choices = [graph.contexts[candidate], graph.contexts[winner]].map {
        choiceName($0, index)
      }
      return context.diagnostic(
        .landingBehindAvoidableGuard, first.name.range,
        SemaMessages.landingBehindAvoidableGuard(
          first.name.text, place: placeName(place, index), needs: all, avoidable: avoidable,
          other: placeName(graph.contexts[candidate], index)),
        help: SemaMessages.landingBehindAvoidableGuardHelp(choices, conditions: avoidable))
    }
    return nil
  }

  /// The declared conditions a link needs to show `screens` in `place`: its phase's, its tab's and
  /// each screen's.
  private static func conditions(
    of place: NavigationGraph.RootContext, through screens: [Int], _ index: DeclarationIndex
  ) -> Set<String> {
    var names = index.phases[place.phase].requires.map(\.text)
    if let tab = place.tab { names += index.tabs[tab].item.requires.map(\.text) }
    for screen in screens { names += index.screens[screen].requires.map(\.text) }
    return Set(names.filter { index.conditionIndex[$0] != nil })
  }
}
