/// The tabs and root phases whose root reaches a screen, nearest first among equals by declaration
/// order: what the help of a wrong or unknown `in` lists, and the one its fix-it names when a
/// single place is nearest. Routes and expects ask the same question, so they answer in the same
/// words.
struct ReachingPlaces {
  /// The graph's root contexts that reach the screen, in declaration order, each with the number
  /// of steps from its root.
  private var reaching: [(context: Int, distance: Int32)] = []

  /// Searches from every root context; asked only for an error, so the cost is paid only then.
  init(of screen: Int, _ landings: inout LandingIndex) {
    for candidate in landings.graph.contexts.indices {
      guard let found = landings.nearestState(of: screen, from: candidate) else { continue }
      reaching.append((candidate, found.distance))
    }
  }

  var isEmpty: Bool { reaching.isEmpty }

  /// The one place nearest to the screen; nil when none reaches it or several are as near.
  func onlyNearest(_ graph: NavigationGraph) -> NavigationGraph.RootContext? {
    guard let best = reaching.map(\.distance).min(),
      reaching.count(where: { $0.distance == best }) == 1,
      let nearest = reaching.first(where: { $0.distance == best })
    else { return nil }
    return graph.contexts[nearest.context]
  }

  /// The `in` that names each place, in order.
  func choiceNames(_ graph: NavigationGraph, _ index: DeclarationIndex) -> [String] {
    reaching.map { LandingResolution.choiceName(graph.contexts[$0.context], index) }
  }

  /// The places listed, with the `in` to write (`SemaMessages.unknownLandingTabHelp`); nil when
  /// none reaches the screen.
  func help(screen name: String, _ graph: NavigationGraph, _ index: DeclarationIndex) -> String? {
    let contexts = reaching.map { graph.contexts[$0.context] }
    return SemaMessages.unknownLandingTabHelp(
      name, places: contexts.map { LandingResolution.placeName($0, index) },
      choices: contexts.map { LandingResolution.choiceName($0, index) })
  }
}
