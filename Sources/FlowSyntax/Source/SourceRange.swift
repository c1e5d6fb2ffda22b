/// A half-open range of byte offsets in one source file.
public struct SourceRange: Hashable, Sendable {
  public let start: Int
  public let end: Int

  public init(start: Int, end: Int) {
    self.start = start
    self.end = max(start, end)
  }

  /// An empty range at one offset, for things that are missing rather than wrong.
  public static func point(_ offset: Int) -> SourceRange {
    SourceRange(start: offset, end: offset)
  }

  /// The smallest range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  public var length: Int { end - start }
}
