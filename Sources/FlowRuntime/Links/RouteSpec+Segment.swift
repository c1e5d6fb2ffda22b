extension RouteSpec {
  /// One path segment of a route.
  public enum Segment: Hashable, Sendable, Codable {
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

    /// Whether the segment is fixed text, which binds nothing.
    public var isLiteral: Bool { parameterName == nil }

    /// Whether the segment is `{name...}`, the rest of the path.
    public var isCatchAll: Bool {
      if case .catchAll = self { true } else { false }
    }
  }

  /// Whether the scanner lets `text` through as one decoded path segment: not empty, no `.` or `..`
  /// between its `/`s (a `/` in one segment is a `%2F`; see `firstDotPart(in:)`), no backslash
  /// and no control character (`ControlCharacters`). The URL builder writes only such segments.
  package static func isMatchableSegment(_ text: String) -> Bool {
    var text = text
    return !text.isEmpty
      && text.withUTF8 {
        URLBytes.firstDotPart(in: $0) == nil && !$0.contains(UInt8(ascii: "\\"))
      }
      && !ControlCharacters.contains(in: text)
  }
}

extension RouteSpec.Segment {
  /// The order the matcher tries a node's edges in, lower first: a literal, then placeholders by
  /// their type's specificity, then a catch-all. The leftmost segment where two routes differ decides
  /// which one a link both match opens.
  package var specificity: Int {
    switch self {
    case .literal: 0
    case .parameter(_, let type): 1 + type.specificity
    case .catchAll: 1 + ParameterType.allCases.count
    }
  }
}
