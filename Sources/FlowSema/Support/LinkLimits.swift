/// The largest link the runtime's matcher reads (`LinkLayout` in FlowRuntime/Links). The checker
/// cannot import the runtime, so the numbers are restated here; a compiler test holds them equal.
public enum LinkLimits {
  /// The most bytes a link may have, scheme and host included.
  public static let maximumLength = 8192
  /// The most path segments a link may have, counting a custom scheme's host.
  public static let maximumSegments = 64
}
