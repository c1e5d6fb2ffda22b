/// A whole flow as data: its phases, guards, handlers, policies and URL resolution, which the
/// `Navigator` executes; generated code builds one as a static value.
public struct FlowDefinition<Flow: FlowSpec>: Sendable {
  /// The phase the app starts in.
  public var initialPhase: PhaseDefinition<Flow>
  /// The other phases, in declaration order.
  public var otherPhases: [PhaseDefinition<Flow>]
  /// `requires` of each screen, sheet and cover.
  public var guards: [Flow.Destination: Set<Flow.Condition>]
  /// What entering each guarded screen, sheet or cover does while its guard fails (`requires session
  /// else present SignIn`); a destination without one refuses, as plain `requires` does.
  public var guardFailures: [Flow.Destination: FlowAction<Flow>]
  /// `on event -> action` handlers of each sheet and cover.
  public var presentationHandlers: [Flow.Destination: [Flow.Event: FlowAction<Flow>]]
  /// `restore tab|stacks|nothing`.
  public var restoration: RestorationPolicy
  /// `stack replace|push`, for routes that do not say.
  public var stackPolicy: StackPolicy
  /// `presentation dismiss|keep`, for routes that do not say.
  public var presentationPolicy: PresentationPolicy
  /// The URL matcher: maps a URL string to a route and its landing.
  public var resolveLink: @Sendable (String) -> LinkResolution<Flow>
  /// What each screen, sheet, cover and phase may push and present; generated definitions always
  /// carry it. Nil (a hand-built definition that predates it) leaves pushes and presentations to
  /// the guards alone.
  public var graph: NavigationGraph<Flow>?

  /// A flow as generated code writes it. Only the phases and the URL matcher are required; the rest
  /// defaults to no guards or handlers, `restore nothing`, `stack replace`, `presentation dismiss`,
  /// and no graph (pushes and presentations left to the guards).
  public init(
    initialPhase: PhaseDefinition<Flow>, otherPhases: [PhaseDefinition<Flow>],
    guards: [Flow.Destination: Set<Flow.Condition>] = [:],
    guardFailures: [Flow.Destination: FlowAction<Flow>] = [:],
    presentationHandlers: [Flow.Destination: [Flow.Event: FlowAction<Flow>]] = [:],
    restoration: RestorationPolicy = .nothing, stackPolicy: StackPolicy = .replace,
    presentationPolicy: PresentationPolicy = .dismiss,
    graph: NavigationGraph<Flow>? = nil,
    resolveLink: @escaping @Sendable (String) -> LinkResolution<Flow>
  ) {
    self.initialPhase = initialPhase
    self.otherPhases = otherPhases
    self.guards = guards
    self.guardFailures = guardFailures
    self.presentationHandlers = presentationHandlers
    self.restoration = restoration
    self.stackPolicy = stackPolicy
    self.presentationPolicy = presentationPolicy
    self.resolveLink = resolveLink
    self.graph = graph
  }

  /// Every phase, the initial one first.
  public var phases: [PhaseDefinition<Flow>] { [initialPhase] + otherPhases }

  /// How many automatic phase changes one call may make: enough for a launch that passes every
  /// `check` phase once and leaves a phase whose guard failed, and never fewer than
  /// `Navigator.automaticChangeLimit`, so a chain the checker accepts always finishes.
  public var automaticChangeLimit: Int {
    let checks = phases.count { if case .check = $0.content { true } else { false } }
    return max(Navigator<Flow>.automaticChangeLimit, checks + 1)
  }

  /// The definition of `phase`; the first one wins if a phase is listed twice.
  public func phase(_ phase: Flow.Phase) -> PhaseDefinition<Flow>? {
    if initialPhase.id == phase { return initialPhase }
    return otherPhases.first { $0.id == phase }
  }

  /// Every phase's definition by its id, the first one winning as in `phase(_:)`, for a caller that
  /// looks phases up again and again: `phase(_:)` scans them, and following a chain of thousands of
  /// checks through it took quadratic time.
  package var phasesByID: [Flow.Phase: PhaseDefinition<Flow>] {
    Dictionary(phases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
