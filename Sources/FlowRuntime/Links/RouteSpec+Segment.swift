extension RouteSpec {
  /// One path segment of a route.
  public enum Segment: Hashable, Sendable {
    /// Text the link's segment must equal byte for byte once decoded (no Unicode normalisation).
    case literal(String)
    /// `{name: Type}`: one segment that parses as `type`, bound to `name`.
    case parameter(name: String, type: ParameterType)
    /// `{name...}`: the rest of the path, zero or more segments, each decoded, joined with `/`.
    case catchAll(name: String)

    /// The name this segment binds, if any.
    public var parameterName: String? {
      switch self {
      case .literal: nil
      case .parameter(let name, _), .catchAll(let name): name
      }
    }
  }
}
