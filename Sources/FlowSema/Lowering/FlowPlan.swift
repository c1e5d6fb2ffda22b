/// A checked spec lowered to what its navigator runs: phases, guards, handlers, the push and present
/// graph, the policies, and every route's landing.
///
/// Code generation prints it as Swift and `flowc resolve` and `expect` instantiate it at run time. Every
/// decision about what the spec means for the navigator (which handlers' `present` count in the graph,
/// whether a `present` opens a sheet or a cover, which tab a phase selects) is made here, once, so an app
/// and the compiler's tools agree by construction.
public struct FlowPlan: Hashable, Sendable {
  /// Every phase, the first one where the app starts.
  public var phases: [PlannedPhase]
  /// The guarded screens, sheets and covers, in declaration order.
  public var guards: [PlannedGuard]
  /// The sheets and covers with handlers, in declaration order.
  public var presentationHandlers: [PlannedPresentationHandlers]
  public var graph: PlannedGraph
  public var restoration: RestorationPolicy
  /// What a deep link does to the landing stack when its route does not say.
  public var stackPolicy: StackPolicy
  /// What a deep link does to an open presentation when its route does not say.
  public var presentationPolicy: PresentationPolicy
  /// Every route lowered, in the model's order (the same indices as `FlowModel.routes`).
  public var routes: [LoweredRoute]

  /// Lowers `model`.
  public init(_ model: FlowModel) {
    phases = model.phaseIDs.map { PlannedPhase($0, in: model) }
    let screens = model.screenIDs
    guards = screens.compactMap { id in
      let screen = model[id]
      guard !screen.requires.isEmpty || screen.guardFailure != nil else { return nil }
      return PlannedGuard(
        screen: id, requires: screen.requires,
        failure: screen.guardFailure.map { PlannedAction($0, in: model) })
    }
    presentationHandlers = screens.compactMap { id in
      let screen = model[id]
      guard screen.kind.isPresentation, !screen.handlers.isEmpty else { return nil }
      return PlannedPresentationHandlers(
        screen: id, handlers: PlannedHandler.all(screen.handlers, in: model))
    }
    graph = PlannedGraph(model)
    restoration = model.app.restoration
    stackPolicy = model.app.stackPolicy
    presentationPolicy = model.app.presentationPolicy
    routes = model.routes.map { LoweredRoute($0, in: model) }
  }
}
