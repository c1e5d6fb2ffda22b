/// The spec's `push` and `present` lists, keyed by destination, so the navigator can refuse a push
/// or a presentation the spec does not allow, as the checker refuses such a landing.
///
/// A screen may go on a stack when the stack's root or any screen below it pushes it, the way a
/// screen deeper in a stack can still append to its `NavigationStack` path. A sheet or cover may open
/// when the phase presents it (`present` or a handler in the phase), or when the stack beneath it
/// (its root, any screen on it, or for a nested one the presentation below) presents it.
public struct NavigationGraph<Flow: FlowSpec>: Sendable {
  /// The screens each screen, sheet or cover may push.
  public var pushes: [Flow.Destination: Set<Flow.Destination>]
  /// The sheets and covers each screen, sheet or cover may present (its `present` list and its
  /// handlers' `present`).
  public var presents: [Flow.Destination: Set<Flow.Destination>]
  /// The sheets and covers presentable from anywhere in a phase (its `present` list and its
  /// handlers' `present`).
  public var phasePresents: [Flow.Phase: Set<Flow.Destination>]

  /// The spec's `push` and `present` lists, as generated code writes them.
  public init(
    pushes: [Flow.Destination: Set<Flow.Destination>] = [:],
    presents: [Flow.Destination: Set<Flow.Destination>] = [:],
    phasePresents: [Flow.Phase: Set<Flow.Destination>] = [:]
  ) {
    self.pushes = pushes
    self.presents = presents
    self.phasePresents = phasePresents
  }

  /// The first position of `screens` that nothing below it pushes, or nil when the whole stack
  /// follows the graph; `root` is the screen, sheet or cover under the stack.
  func firstBreak(in screens: [Flow.Screen], above root: Flow.Destination) -> Int? {
    var allowed = pushes[root] ?? []
    for (position, screen) in screens.enumerated() {
      let kind = screen.kind
      guard allowed.contains(kind) else { return position }
      allowed.formUnion(pushes[kind] ?? [])
    }
    return nil
  }

  /// Whether `modal` may open in `phase` over a stack made of `presenters`.
  func allows(_ modal: Modal<Flow>, in phase: Flow.Phase, over presenters: [Flow.Destination])
    -> Bool
  {
    let kind = modal.kind
    if phasePresents[phase]?.contains(kind) == true { return true }
    return presenters.contains { presents[$0]?.contains(kind) == true }
  }
}
