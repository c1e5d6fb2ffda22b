import FlowSyntax

/// The places the `in` of a route or an expect could name, for the help of an `in` that names
/// nothing close to a tab.
enum LandingTabChoices {
  /// The diagnostic for each expect whose `in` names neither a tab nor a phase with a root, by the
  /// offset of that name: the same words as for a route's `in` (FL0100 or FL0108). The expectation
  /// checks, which run on the model, report it in place of their own.
  static func expectationPlaceProblems(_ context: SemaContext) -> [Int: Diagnostic] {
    var problems: [Int: Diagnostic] = [:]
    for expectation in context.index.expectations {
      let landing: Landing? =
        switch expectation.outcome {
        case .lands(let landing): landing
        case .held(_, let followUps): followUps.last?.landing
        case .nothing: nil
        }
      guard let landing, let tab = landing.tab,
        let problem = NameResolution.resolve(
          tab, as: .landingTab, context, fallbackHelp: { help(for: landing, context) },
          suggestionFits: fits(landing, context))
      else { continue }
      problems[tab.range.start] = problem
    }
    return problems
  }

  /// Whether a name spelt like a wrong `in` can be the place meant: one whose root reaches the
  /// landing's first screen, when any does (`route "/f" -> Two in nope` is not `in home` when only
  /// `two` reaches `Two`). Asked only for such an error.
  static func fits(_ landing: Landing, _ context: SemaContext) -> (String) -> Bool {
    { name in
      let index = context.index
      guard let first = landing.steps.first, let screen = index.screenIndex[first.name.text] else {
        return true
      }
      var landings = LandingIndex(graph: NavigationGraph(index))
      let reaching = ReachingPlaces(of: screen, &landings)
      return reaching.isEmpty || reaching.choiceNames(landings.graph, index).contains(name)
    }
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
      let reaching = ReachingPlaces(of: screen, &landings)
      if !reaching.isEmpty { return reaching.help(screen: first.name.text, graph, index) }
    }
    return SemaMessages.landingTabChoicesHelp(
      graph.contexts.map { LandingResolution.choiceName($0, index) })
  }
}
