/// The type of a route placeholder, matching the parameter types a `.flow` screen may declare.
///
/// Each type has one strict text form (docs/Language.md, `route` -> `Matching`), so a link means the
/// same thing on every platform.
public enum ParameterType: String, Hashable, Sendable, CaseIterable, Codable, BitwiseCopyable {
  /// Any text; in a path, non-empty and not `.` or `..`.
  case string = "String"
  /// `-?[0-9]{1,18}`, so every value fits a 64-bit `Int`.
  case int = "Int"
  /// A finite decimal number, exponent allowed.
  case double = "Double"
  /// `true` or `false`, lowercase.
  case bool = "Bool"
  /// 8-4-4-4-12 hex digits, either case.
  case uuid = "UUID"

  /// Reads `text` strictly: `Int` is an optional `-` and 1 to 18 digits, `Double` a decimal number
  /// (optional `-`, digits, optional `.digits`, optional exponent; no `nan`, `inf`, hex, `+` or
  /// leading `.`), `Bool` exactly `true` or `false`, `UUID` 8-4-4-4-12 hex digits in either case.
  public func parse(_ text: String) -> ParameterValue? {
    var text = text
    return text.withUTF8 { ParameterText.parse(self, $0) }
  }

  /// Placeholders are tried in this order at one segment, most specific first.
  package var specificity: Int {
    switch self {
    case .bool: 0
    case .int: 1
    case .uuid: 2
    case .double: 3
    case .string: 4
    }
  }

  /// The type's name with an article, for rejection reasons ("is not an Int") and contract messages.
  package var withArticle: String {
    switch self {
    case .int: "an Int"
    default: "a \(rawValue)"
    }
  }
}
