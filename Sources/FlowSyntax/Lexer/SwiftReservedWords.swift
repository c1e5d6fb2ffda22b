/// The words Swift reserves, which the checker refuses as names (FL0102, as generated code does
/// not escape them) and the lexer consults before offering to remove a name's backticks.
package enum SwiftReservedWords {
  /// Words Swift reserves, plus the names that mean something special as a member or type.
  package static let all: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    // `await` as a binding or a value (`case .item(let await): return .item(await: await)`)
    // parses as an await expression missing its operand.
    "await",
  ]

  /// Whether Swift will not take `label` as an argument label, or takes it with a warning: `inout`
  /// is an error, `let` and `var` a warning ("interpreted as an argument label"). Every other
  /// keyword labels a value (`case item(in: Int)`), which is all a route placeholder becomes.
  /// Told by length first, then compared as literals, never hashed: every placeholder of every
  /// route is asked, and nearly none is three or five bytes long and one of these.
  package static func isUnusableAsLabel(_ label: String) -> Bool {
    let length = label.utf8.count
    guard length == 3 || length == 5 else { return false }
    return switch label {
    case "inout", "let", "var": true
    default: false
    }
  }

  /// Whether Swift rejects (or misreads) this identifier without backticks.
  package static func contains(_ swiftName: String) -> Bool {
    reserved.contains(swiftName)
  }

  /// `all`, told without hashing nearly every name (`FixedWordSet`).
  private static let reserved = FixedWordSet(all)
}
