import FlowRuntime

/// The largest link the runtime's matcher reads, as the checker's public API names it: the numbers
/// are `LinkLayout`'s own, so a route the checker accepts at the limits is one the matcher reads.
public enum LinkLimits {
  /// The most bytes a link may have, scheme and host included.
  public static let maximumLength = LinkLayout.maximumLength
  /// The most path segments a link may have, counting a custom scheme's host.
  public static let maximumSegments = LinkLayout.maximumSegments
}
