/// A 1-based line and column (in UTF-8 bytes) in a source file, with the byte offset it came from.
public struct SourceLocation: Hashable, Sendable, Comparable {
  public let line: Int
  public let column: Int
  public let offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }
}
