/// A push, presentation or tab selection (a tap or a binding write) that a guard with `else`
/// blocked: the navigator ran the guard's failure action and holds the entry until the guard holds,
/// then completes it exactly once; it is dropped when the presentation the failure opened is
/// dismissed while the guard still fails, when an event takes the app to another phase, when a
/// newer held link or entry replaces it, or when a sheet or cover it was made in (or on top of)
/// closes or is replaced: its place is gone.
public struct HeldEntry<Flow: FlowSpec>: Hashable, Sendable {
  /// What the entry does once its guard holds.
  public enum Target: Hashable, Sendable {
    /// Sets a stack to these screens, as `setPath` (and `push`) do.
    case stack(StackID<Flow>, [Flow.Screen])
    /// Puts a sheet or cover at a presentation level, as `present` and the bindings do.
    case presentation(Modal<Flow>, level: Int)
    /// Selects a tab.
    case tab(Flow.Tab)
  }

  /// The phase the entry was made in; it completes only there.
  public var phase: Flow.Phase
  /// What completes.
  public var target: Target
  /// The conditions that did not hold (or were not known) when it was last tried.
  public var waitingFor: Set<Flow.Condition>
  /// The sheets and covers it was made in or on top of (`Navigator.presentationsBeneath`), bottom
  /// first: its place, without which it has nowhere to complete. Not part of equality, which
  /// compares what an app can see and build.
  var place: [Modal<Flow>] = []

  /// An entry made in `phase`, waiting for `waitingFor` before `target` completes.
  public init(phase: Flow.Phase, target: Target, waitingFor: Set<Flow.Condition>) {
    self.phase = phase
    self.target = target
    self.waitingFor = waitingFor
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.phase == rhs.phase && lhs.target == rhs.target && lhs.waitingFor == rhs.waitingFor
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(phase)
    hasher.combine(target)
    hasher.combine(waitingFor)
  }
}
