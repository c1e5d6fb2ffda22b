import Foundation

/// A typed value bound by a route placeholder, or given to the URL builder.
public enum ParameterValue: Hashable, Sendable {
  /// A `String` placeholder's text, decoded; a catch-all's segments joined with `/`.
  case string(String)
  /// An `Int` placeholder's value.
  case int(Int)
  /// A `Double` placeholder's value, always finite.
  case double(Double)
  /// A `Bool` placeholder's value.
  case bool(Bool)
  /// A `UUID` placeholder's value.
  case uuid(UUID)

  /// Equal values, and a `Double` equal to itself even when it is not a number: generated screens
  /// compare through these values (`CaseValues`), and a screen an app pushed with `.nan` must still
  /// be the screen it pushed, or a back swipe over it (`setPath` given a prefix of the stack) reads
  /// as a new path. The same bits hash the same, so hashing stays consistent.
  public static func == (lhs: ParameterValue, rhs: ParameterValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let left), .string(let right)): left == right
    case (.int(let left), .int(let right)): left == right
    case (.double(let left), .double(let right)):
      left == right || left.bitPattern == right.bitPattern
    case (.bool(let left), .bool(let right)): left == right
    case (.uuid(let left), .uuid(let right)): left == right
    default: false
    }
  }

  /// The type this value has.
  public var type: ParameterType {
    switch self {
    case .string: .string
    case .int: .int
    case .double: .double
    case .bool: .bool
    case .uuid: .uuid
    }
  }

  /// The canonical text the URL builder writes, which `ParameterType.parse` reads back to this value:
  /// `Double` in its shortest round-trip form (`Double.description`), `UUID` uppercase.
  public var text: String {
    switch self {
    case .string(let value): value
    case .int(let value): String(value)
    case .double(let value): value.description
    case .bool(let value): value ? "true" : "false"
    case .uuid(let value): value.uuidString
    }
  }
}
