/// How `SwiftRenderer` lays an expression out: on one line, or for `.multiline`, one argument or
/// element a line, one level in, the closing bracket after the last (for a call) or on its own line
/// (for an array or dictionary literal), as swift-format writes them.
enum SwiftExpressionLayout {
  /// A line of an expression's layout: its depth below the first line's, and its text.
  struct Line {
    var depth: Int
    var text: String
  }

  /// The expression's lines; one unless it is (or, in a laid-out argument or element, holds) a
  /// non-empty `.multiline` call, array or dictionary.
  static func lines(_ value: SwiftExpression) -> [Line] {
    guard case .multiline(let wrapped) = value else { return [Line(depth: 0, text: inline(value))] }
    switch wrapped {
    case .call(let callee, let arguments) where !arguments.isEmpty:
      return [Line(depth: 0, text: inline(callee) + "(")]
        + items(
          arguments.map { ($0.label.map { $0 + ": " } ?? "", $0.value) }, separator: ",",
          last: ")")
    case .array(let elements) where !elements.isEmpty:
      return [Line(depth: 0, text: "[")]
        + items(elements.map { ("", $0) }, separator: ",", last: ",")
        + [Line(depth: 0, text: "]")]
    case .dictionary(let entries) where !entries.isEmpty:
      return [Line(depth: 0, text: "[")]
        + items(entries.map { (inline($0.key) + ": ", $0.value) }, separator: ",", last: ",")
        + [Line(depth: 0, text: "]")]
    default:
      return [Line(depth: 0, text: inline(wrapped))]
    }
  }

  /// Each `(prefix, value)` laid out one level in, followed by `separator`, the last by `last`.
  private static func items(
    _ items: [(prefix: String, value: SwiftExpression)], separator: String, last: String
  ) -> [Line] {
    items.enumerated().flatMap { index, item in
      var lines = lines(item.value).map { Line(depth: $0.depth + 1, text: $0.text) }
      lines[0].text = item.prefix + lines[0].text
      lines[lines.count - 1].text += index == items.count - 1 ? last : separator
      return lines
    }
  }

  /// The expression on one line.
  static func inline(_ value: SwiftExpression) -> String {
    switch value {
    case .name(let name), .number(let name): name
    case .string(let text): SwiftLiteral.string(text)
    case .member(let base, let name): (base.map(inline) ?? "") + "." + name
    case .call(let callee, let arguments):
      inline(callee) + "("
        + arguments.map { ($0.label.map { $0 + ": " } ?? "") + inline($0.value) }
        .joined(separator: ", ") + ")"
    case .subscript(let base, let index): inline(base) + "[" + inline(index) + "]"
    case .binary(let lhs, let operation, let rhs): inline(lhs) + " \(operation) " + inline(rhs)
    case .optionalChain(let base): inline(base) + "?"
    case .ternary(let condition, let then, let otherwise):
      inline(condition) + " ? " + inline(then) + " : " + inline(otherwise)
    case .prefix(let operation, let operand): operation + inline(operand)
    case .array(let elements): "[" + elements.map(inline).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      entries.isEmpty
        ? "[:]"
        : "[" + entries.map { inline($0.key) + ": " + inline($0.value) }.joined(separator: ", ")
          + "]"
    case .tuple(let elements): "(" + elements.map(inline).joined(separator: ", ") + ")"
    case .closure(let parameters, let body):
      "{ " + (parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " in ")
        + inline(body) + " }"
    case .keyPath(let path): "\\." + path
    case .multiline(let wrapped): inline(wrapped)
    }
  }
}
