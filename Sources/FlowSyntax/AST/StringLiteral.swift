/// A quoted string with its escapes resolved.
public struct StringLiteral: Hashable, Sendable {
  /// The value after escapes are resolved.
  public var value: String
  /// The whole literal, quotes included.
  public var range: SourceRange
  /// Whether the literal contained escapes; when it did not, byte `i` of `value` sits at source offset
  /// `range.start + 1 + i`, which lets diagnostics point inside the string.
  public var hasEscapes: Bool

  public init(value: String, range: SourceRange, hasEscapes: Bool) {
    self.value = value
    self.range = range
    self.hasEscapes = hasEscapes
  }

  /// The source range of bytes `offset..<offset+length` of `value`, or the whole literal if escapes make
  /// that mapping unknown.
  public func range(ofValueBytes offset: Int, length: Int) -> SourceRange {
    guard !hasEscapes else { return range }
    let start = range.start + 1 + offset
    return SourceRange(start: start, end: start + length)
  }
}
