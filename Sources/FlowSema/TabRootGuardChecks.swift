import FlowSyntax

/// FL0225: a tab's guard that does not follow its root screen to the other places that push it.
///
/// `tab favourites ... root Favourites requires session` is checked when the tab is selected. If
/// another tab's stack also pushes `Favourites`, a tap or a link shows it there with no session:
/// the guard belongs to the tab, not to the screen. Authors write the tab's guard meaning the
/// screen (FL0212 even tells them a root's guard goes on its tab), so the checker says where the
/// screen shows without it and how to guard the screen itself.
enum TabRootGuardChecks {
  static func check(_ context: SemaContext, graph: NavigationGraph) -> [Diagnostic] {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    let pushers = Pushers(graph)
    // What each place reaches without passing a screen that asks for some of the conditions, by
    // place and conditions: tabs with the same guard share one search per place, so a spec with
    // hundreds of tabs costs a search per place rather than one per tab and place.
    var reachable: [String: [Bool]] = [:]
    // Each place's guards, worked out once rather than once per guarded tab: a spec of thousands
    // of phases, each with a guarded tab, spent most of its check rebuilding these sets.
    var placeGuards: [Set<String>]?
    for (tabPosition, tab) in index.tabs.enumerated()
    where index.tabIndex[tab.item.name.text] == tabPosition {
      let item = tab.item
      // A root no screen pushes shows only as its tab's root: nothing to search for. Most are, and
      // a spec of 3,000 phases, each with a guarded tab, spent four fifths of its check asking
      // every other place about each.
      guard !item.requires.isEmpty,
        item.requires.allSatisfy({ index.conditionIndex[$0.text] != nil }),
        let root = index.screen(named: item.root.text, kind: .screen), !pushers[root].isEmpty
      else { continue }
      let screenGuards = Set(index.screens[root].requires.map(\.text))
      let missing = item.requires.map(\.text).filter { !screenGuards.contains($0) }
      guard !missing.isEmpty else { continue }
      let everyPlaceGuards =
        placeGuards ?? graph.contexts.map { HeldConditions.held(in: $0, index) }
      placeGuards = everyPlaceGuards
      // By position, each place read in place only once it may leak: copying every place for
      // every tab cost as much as the rest of the loop.
      for placeIndex in graph.contexts.indices where graph.contexts[placeIndex].tab != tabPosition {
        // Most places meet every condition (a phase requiring it): skipped without building a set.
        let placeGuards = everyPlaceGuards[placeIndex]
        guard missing.contains(where: { !placeGuards.contains($0) }) else { continue }
        let place = graph.contexts[placeIndex]
        let unmet = Set(missing.filter { !placeGuards.contains($0) })
        let key = "\(placeIndex) " + unmet.sorted().joined(separator: " ")
        let seen = reachable[key] ?? reached(from: place, unmet: unmet, graph, index)
        reachable[key] = seen
        guard let pusher = pushers[root].first(where: { seen[$0] }) else { continue }
        diagnostics.append(
          leak(
            tab: item, root: root, missing: missing, pusher: pusher, place: place, unmet: unmet,
            graph, context))
        break
      }
    }
    return diagnostics
  }

  /// The screens `place` reaches without passing a screen that requires one of `unmet` (past such
  /// a screen, its own guard has asked), by screen.
  private static func reached(
    from place: NavigationGraph.RootContext, unmet: Set<String>,
    _ graph: NavigationGraph, _ index: DeclarationIndex
  ) -> [Bool] {
    let asks = { (screen: Int) in
      index.screens[screen].requires.contains { unmet.contains($0.text) }
    }
    var seen = [Bool](repeating: false, count: graph.screenCount)
    var queue = ([place.root] + place.phasePresents).filter { !asks($0) }
    for screen in queue { seen[screen] = true }
    var next = 0
    while next < queue.count {
      let screen = queue[next]
      next += 1
      for step in graph.pushes[screen] + graph.presents[screen] where !seen[step] && !asks(step) {
        seen[step] = true
        queue.append(step)
      }
    }
    return seen
  }

  private static func leak(
    tab: TabItem, root: Int, missing: [String], pusher: Int, place: NavigationGraph.RootContext,
    unmet: Set<String>, _ graph: NavigationGraph, _ context: SemaContext
  ) -> Diagnostic {
    let index = context.index
    let screen = index.screens[root]
    let pushing = index.screens[pusher]
    var pushRange = pushing.name.range
    for case .push(let targets, _) in pushing.items {
      if let reference = targets.first(where: { $0.text == screen.name.text }) {
        pushRange = reference.range
        break
      }
    }
    let conditions = tab.requires.map(\.text).filter { unmet.contains($0) }
    let placeName =
      place.tab.map { "tab '\(index.tabs[$0].item.name.text)'" }
      ?? "phase '\(index.phases[place.phase].name.text)'"
    // Guarding the screen is no fix where another place shows it as its root without the guard:
    // that would be FL0212 there.
    let rootElsewhereUnguarded = graph.contexts.contains { other in
      other.root == root && !Set(missing).isSubset(of: HeldConditions.held(in: other, index))
    }
    let clause =
      rootElsewhereUnguarded
      ? nil : guardClause(for: screen, adding: missing, else: tab.guardFailure, context)
    return context.diagnostic(
      .tabGuardSkippedByPush, pushRange,
      SemaMessages.tabGuardSkippedByPush(
        screen.name.text, tab: tab.name.text, conditions: conditions, pusher: pushing.name.text,
        place: placeName),
      notes: [.init(SemaMessages.tabGuardHere(tab.name.text), at: tab.requires[0].range)],
      fixIt: clause.map {
        .init(
          SemaMessages.guardScreenItself(screen.name.text), replacing: .point($0.at),
          with: $0.text)
      },
      help: SemaMessages.tabGuardSkippedByPushHelp(screen.name.text))
  }

  /// Where and what to write so the screen also requires `added`, the tab's conditions it lacks:
  /// ` requires a, b` (and the tab's `else`) after the screen's name or parameter list, or `, b`
  /// after its own `requires`. `nil` when the screen's `requires` has an `else` of its own to merge
  /// with by hand.
  private static func guardClause(
    for screen: ScreenDeclaration, adding added: [String], else failure: GuardFailure?,
    _ context: SemaContext
  ) -> (at: Int, text: String)? {
    if let last = screen.requires.last {
      guard screen.guardFailure == nil else { return nil }
      return (last.range.end, ", " + added.joined(separator: ", "))
    }
    var end = screen.name.range.end
    if let parameter = screen.parameters.last {
      guard let close = context.source.closingParenthesis(after: parameter.range.end) else {
        return nil
      }
      end = close + 1
    }
    var text = " requires " + added.joined(separator: ", ")
    if let failure {
      let range = context.clamped(failure.range)
      text += " " + String(decoding: context.source.bytes[range.start..<range.end], as: UTF8.self)
    }
    return (end, text)
  }

  /// The screens that push each screen, in screen order, in one list grouped by the screen pushed:
  /// a list for each screen was an allocation and a free for every screen of the spec (7 M
  /// instructions of the 10,000-route check), though only guarded tabs' roots are asked about.
  private struct Pushers {
    /// Where each screen's pushers start in `screens`, and where the last screen's end.
    private let starts: [Int]
    private let screens: [Int]

    init(_ graph: NavigationGraph) {
      var starts = [Int](repeating: 0, count: graph.screenCount + 1)
      for screen in 0..<graph.screenCount {
        for target in graph.pushes[screen] { starts[target + 1] += 1 }
      }
      for position in 0..<graph.screenCount { starts[position + 1] += starts[position] }
      var next = starts
      var screens = [Int](repeating: 0, count: starts[graph.screenCount])
      for screen in 0..<graph.screenCount {
        for target in graph.pushes[screen] {
          screens[next[target]] = screen
          next[target] += 1
        }
      }
      self.starts = starts
      self.screens = screens
    }

    /// The screens that push `screen`.
    subscript(screen: Int) -> ArraySlice<Int> { screens[starts[screen]..<starts[screen + 1]] }
  }
}
