/// Where a route takes the user, as the compiler derived it: phase, tab, stack and presentations; or,
/// for a route landing `over current`, presentations opened over wherever the user is.
public struct Landing<Flow: FlowSpec>: Hashable, Sendable {
  /// The phase to be in; entering it resets it first when it is not the current one.
  public var phase: Flow.Phase
  /// The tab to select, when the phase shows tabs.
  public var tab: Flow.Tab?
  /// Screens above the tab's or phase's root, ending with the linked screen unless a presentation does.
  public var stack: [Flow.Screen]
  /// A sheet or cover to open on top of the stack, with screens pushed inside it.
  public var presentation: Presentation<Flow>?
  /// Sheets and covers to open on top of `presentation`, each presented by the one below it.
  public var nestedPresentations: [Presentation<Flow>]
  /// Every guard on the path: the phase, the tab, each screen and presentation.
  public var requires: Set<Flow.Condition>
  /// The route's own `stack` option, overriding the app's.
  public var stackPolicy: StackPolicy?
  /// The route's own `presentation` option, overriding the app's.
  public var presentationPolicy: PresentationPolicy?
  /// For a route landing `over current`, the phases in which its presentations open over wherever
  /// the user is (keeping the phase, the tab and every stack, closing what was presented); in any
  /// other phase the link lands in `phase` and `tab`. Empty for an ordinary landing.
  public var overCurrentPhases: Set<Flow.Phase>

  /// A landing as generated routes write it; what a route does not say is empty or, for the
  /// policies, the app's.
  public init(
    phase: Flow.Phase, tab: Flow.Tab? = nil, stack: [Flow.Screen] = [],
    presentation: Presentation<Flow>? = nil, nestedPresentations: [Presentation<Flow>] = [],
    requires: Set<Flow.Condition> = [], stackPolicy: StackPolicy? = nil,
    presentationPolicy: PresentationPolicy? = nil, overCurrentPhases: Set<Flow.Phase> = []
  ) {
    self.phase = phase
    self.tab = tab
    self.stack = stack
    self.presentation = presentation
    self.nestedPresentations = nestedPresentations
    self.requires = requires
    self.stackPolicy = stackPolicy
    self.presentationPolicy = presentationPolicy
    self.overCurrentPhases = overCurrentPhases
  }

  /// Every sheet and cover the landing opens, bottom first.
  public var presentations: [Presentation<Flow>] {
    (presentation.map { [$0] } ?? []) + nestedPresentations
  }

  /// Whether, with the user in `phase`, the landing opens over where they are instead of moving
  /// them. `flowc resolve`, `expect` and the navigator all decide with this.
  public func opensOverCurrent(in phase: Flow.Phase) -> Bool {
    overCurrentPhases.contains(phase) && presentation != nil
  }

  /// Whether, with the user in `phase`, the landing shows there: it is the landing's own phase, or
  /// it opens over current there.
  func shows(in phase: Flow.Phase) -> Bool {
    self.phase == phase || opensOverCurrent(in: phase)
  }
}
