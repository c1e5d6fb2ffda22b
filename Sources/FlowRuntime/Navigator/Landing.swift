/// Where a route takes the user, as the compiler derived it: phase, tab, stack and presentation.
public struct Landing<Flow: FlowSpec>: Hashable, Sendable {
  /// The phase to be in; entering it resets it first when it is not the current one.
  public var phase: Flow.Phase
  /// The tab to select, when the phase shows tabs.
  public var tab: Flow.Tab?
  /// Screens above the tab's or phase's root, ending with the linked screen unless a presentation does.
  public var stack: [Flow.Screen]
  /// A sheet or cover to open on top of the stack, with screens pushed inside it.
  public var presentation: Presentation<Flow>?
  /// Every guard on the path: the phase, the tab, each screen and presentation.
  public var requires: Set<Flow.Condition>
  /// The route's own `stack` option, overriding the app's.
  public var stackPolicy: StackPolicy?
  /// The route's own `presentation` option, overriding the app's.
  public var presentationPolicy: PresentationPolicy?

  public init(
    phase: Flow.Phase, tab: Flow.Tab? = nil, stack: [Flow.Screen] = [],
    presentation: Presentation<Flow>? = nil, requires: Set<Flow.Condition> = [],
    stackPolicy: StackPolicy? = nil, presentationPolicy: PresentationPolicy? = nil
  ) {
    self.phase = phase
    self.tab = tab
    self.stack = stack
    self.presentation = presentation
    self.requires = requires
    self.stackPolicy = stackPolicy
    self.presentationPolicy = presentationPolicy
  }
}
