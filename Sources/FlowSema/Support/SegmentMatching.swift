/// Which URL segments a typed placeholder accepts, mirroring the runtime's matcher (docs/Language.md).
enum SegmentMatching {
  /// The specificity rank of a segment kind: lower is tried first.
  static func rank(_ segment: RouteSegment?) -> Int {
    switch segment {
    case nil: -1
    case .literal: 0
    case .parameter(_, .bool): 1
    case .parameter(_, .int): 2
    case .parameter(_, .uuid): 3
    case .parameter(_, .double): 4
    case .parameter(_, .string): 5
    case .catchAll: 6
    }
  }

  /// Whether a placeholder of `type` accepts the decoded segment `text`.
  static func accepts(_ type: ValueType, _ text: String) -> Bool {
    switch type {
    case .string: return !text.isEmpty
    case .bool: return text == "true" || text == "false"
    case .uuid: return Constants.isUUID(text)
    case .int:
      var bytes = Substring(text).utf8[...]
      if bytes.first == 0x2D { bytes = bytes.dropFirst() }
      return !bytes.isEmpty && bytes.count <= 18 && bytes.allSatisfy(ASCII.isDigit)
    case .double: return isDecimal(text)
    }
  }

  /// Whether two placeholder types accept some common segment.
  static func overlap(_ a: ValueType, _ b: ValueType) -> Bool {
    a == b || a == .string || b == .string || Set([a, b]) == [.int, .double]
  }

  /// A segment both types accept, for an example URL.
  static func sample(_ a: ValueType, _ b: ValueType) -> String {
    let narrow = a == .string ? b : a
    if Set([a, b]) == [.int, .double] { return "1" }
    switch narrow {
    case .string: return "abc"
    case .bool: return "true"
    case .int: return "1"
    case .uuid: return "00000000-0000-0000-0000-000000000000"
    case .double: return "1.5"
    }
  }

  /// An optional `-`, digits, an optional fraction and an optional exponent.
  private static func isDecimal(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    if bytes.first == 0x2D { bytes = bytes.dropFirst() }
    func digits() -> Int {
      let count = bytes.prefix(while: ASCII.isDigit).count
      bytes = bytes.dropFirst(count)
      return count
    }
    guard digits() > 0 else { return false }
    if bytes.first == 0x2E {
      bytes = bytes.dropFirst()
      guard digits() > 0 else { return false }
    }
    if bytes.first == 0x65 || bytes.first == 0x45 {
      bytes = bytes.dropFirst()
      if bytes.first == 0x2B || bytes.first == 0x2D { bytes = bytes.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
