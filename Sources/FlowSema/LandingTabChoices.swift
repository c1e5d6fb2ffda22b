import FlowSyntax

/// The places the `in` of a route or an expect could name, for the help of an `in` that names
/// nothing close to a tab.
enum LandingTabChoices {
  /// The help for each expect whose `in` names no tab, by the offset of that name; the expectation
  /// checks, which run on the model, report the name.
  static func expectationHelps(_ context: SemaContext) -> [Int: String] {
    var helps: [Int: String] = [:]
    for expectation in context.index.expectations {
      let landing: Landing? =
        switch expectation.outcome {
        case .lands(let landing): landing
        case .held(_, let followUp): followUp?.landing
        case .nothing: nil
        }
      guard let landing, let tab = landing.tab, context.index.tabIndex[tab.text] == nil else {
        continue
      }
      helps[tab.range.start] = help(for: landing, context)
    }
    return helps
  }

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
