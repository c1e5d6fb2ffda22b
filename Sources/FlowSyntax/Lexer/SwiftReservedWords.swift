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
    let utf8 = swiftName.utf8
    guard let first = utf8.first, let last = utf8.last, utf8.count < reservedEndings.count,
      reservedEndings[utf8.count] & (1 << (last & 63)) != 0,
      reservedStarts[utf8.count] & (1 << (first & 63)) != 0
    else { return false }
    return all.contains(swiftName)
  }

  /// Per length, a bit for the last byte (its low six bits) of each reserved word that long: a name
  /// whose bit is clear is not reserved, which spares hashing nearly every name of a spec (every
  /// screen, parameter and route is asked about).
  private static let reservedEndings: [UInt64] = bitsByLength { $0.last! }

  /// Per length, a bit for the first byte (its low six bits) of each reserved word that long, asked
  /// after `reservedEndings`: parameter names such as `page`, `key` and `sort` end like a reserved
  /// word of their length (`case`, `try`, `init`) but start like none, and hashing each of them
  /// cost about 450 instructions (4.9 M of the 10,000-route check).
  private static let reservedStarts: [UInt64] = bitsByLength { $0.first! }

  /// Per length, a bit for the low six bits of the byte `byte` picks from each reserved word that
  /// long.
  private static func bitsByLength(_ byte: (String.UTF8View) -> UInt8) -> [UInt64] {
    var bits = [UInt64](repeating: 0, count: 1 + all.map(\.utf8.count).max()!)
    for word in all {
      bits[word.utf8.count] |= 1 << (byte(word.utf8) & 63)
    }
    return bits
  }
}
