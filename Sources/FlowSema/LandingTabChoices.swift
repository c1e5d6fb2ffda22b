import FlowSyntax

/// The places a route's `in` could name, for the help of an `in` that names nothing close to a tab.
enum LandingTabChoices {
  /// The tabs and root phases whose root reaches the landing's first screen, in declaration order;
  /// when none does (or the screen is unknown), every tab and root phase there is.
  ///
  /// Asked only for such an error, so the navigation graph it searches is built just then.
  static func help(for landing: Landing, _ context: SemaContext) -> String? {
    let index = context.index
    var landings = LandingIndex(graph: NavigationGraph(index))
    let graph = landings.graph
    if let first = landing.steps.first, let screen = index.screenIndex[first.name.text] {
      let reaching = graph.contexts.indices.filter {
        landings.nearestState(of: screen, from: $0) != nil
      }
      if !reaching.isEmpty {
        return SemaMessages.unknownLandingTabHelp(
          first.name.text,
          places: reaching.map { LandingResolution.placeName(graph.contexts[$0], index) },
          choices: reaching.map { LandingResolution.choiceName(graph.contexts[$0], index) })
      }
    }
    return SemaMessages.landingTabChoicesHelp(
      graph.contexts.map { LandingResolution.choiceName($0, index) })
  }
}
