/// How `SwiftRenderer` lays an expression out: on one line, or for `.multiline`, one argument or
/// element a line, one level in, the closing bracket after the last (for a call) or on its own line
/// (for an array or dictionary literal), as swift-format writes them.
///
/// Text is appended to one string (`write(_:to:)`), each piece once: concatenating each node's
/// text into its parent's copied a long line once per level, and a route table's line is a
/// megabyte at 10,000 routes.
enum SwiftExpressionLayout {
  /// A line of an expression's layout: its depth below the first line's, and its text.
  struct Line {
    var depth: Int
    var text: String
  }

  /// The expression's lines, the first starting with `prefix` and the last ending with `suffix`;
  /// one unless it is (or, in a laid-out argument or element, holds) a non-empty `.multiline`
  /// call, array or dictionary.
  static func lines(_ value: SwiftExpression, prefix: String = "", suffix: String = "") -> [Line] {
    guard case .multiline(let wrapped) = value else {
      return [Line(depth: 0, text: inline(value, prefix: prefix, suffix: suffix))]
    }
    switch wrapped {
    case .call(let callee, let arguments) where !arguments.isEmpty:
      return [Line(depth: 0, text: inline(callee, prefix: prefix, suffix: "("))]
        + items(
          arguments.map { ($0.label.map { $0 + ": " } ?? "", $0.value) }, separator: ",",
          last: ")" + suffix)
    case .array(let elements) where !elements.isEmpty:
      return [Line(depth: 0, text: prefix + "[")]
        + items(elements.map { ("", $0) }, separator: ",", last: ",")
        + [Line(depth: 0, text: "]" + suffix)]
    case .dictionary(let entries) where !entries.isEmpty:
      return [Line(depth: 0, text: prefix + "[")]
        + items(entries.map { (inline($0.key) + ": ", $0.value) }, separator: ",", last: ",")
        + [Line(depth: 0, text: "]" + suffix)]
    default:
      return [Line(depth: 0, text: inline(wrapped, prefix: prefix, suffix: suffix))]
    }
  }

  /// Each `(prefix, value)` laid out one level in, followed by `separator`, the last by `last`.
  private static func items(
    _ items: [(prefix: String, value: SwiftExpression)], separator: String, last: String
  ) -> [Line] {
    items.enumerated().flatMap { index, item in
      lines(item.value, prefix: item.prefix, suffix: index == items.count - 1 ? last : separator)
        .map { Line(depth: $0.depth + 1, text: $0.text) }
    }
  }

  /// The expression on one line, between `prefix` and `suffix`.
  static func inline(_ value: SwiftExpression, prefix: String = "", suffix: String = "") -> String {
    var text = prefix
    write(value, to: &text)
    text += suffix
    return text
  }

  /// Appends the expression, on one line, to `text`.
  private static func write(_ value: SwiftExpression, to text: inout String) {
    switch value {
    case .name(let name), .number(let name): text += name
    case .string(let literal): text += SwiftLiteral.string(literal)
    case .member(let base, let name):
      if let base { write(base, to: &text) }
      text += "."
      text += name
    case .call(let callee, let arguments):
      write(callee, to: &text)
      text += "("
      write(arguments, to: &text) { argument, text in
        if let label = argument.label {
          text += label
          text += ": "
        }
        write(argument.value, to: &text)
      }
      text += ")"
    case .subscript(let base, let index):
      write(base, to: &text)
      text += "["
      write(index, to: &text)
      text += "]"
    case .binary(let lhs, let operation, let rhs):
      write(lhs, to: &text)
      text += " " + operation + " "
      write(rhs, to: &text)
    case .optionalChain(let base):
      write(base, to: &text)
      text += "?"
    case .ternary(let condition, let then, let otherwise):
      write(condition, to: &text)
      text += " ? "
      write(then, to: &text)
      text += " : "
      write(otherwise, to: &text)
    case .prefix(let operation, let operand):
      text += operation
      write(operand, to: &text)
    case .array(let elements):
      text += "["
      write(elements, to: &text) { write($0, to: &$1) }
      text += "]"
    case .dictionary(let entries) where entries.isEmpty:
      text += "[:]"
    case .dictionary(let entries):
      text += "["
      write(entries, to: &text) { entry, text in
        write(entry.key, to: &text)
        text += ": "
        write(entry.value, to: &text)
      }
      text += "]"
    case .tuple(let elements):
      text += "("
      write(elements, to: &text) { write($0, to: &$1) }
      text += ")"
    case .closure(let parameters, let body):
      text += "{ "
      if !parameters.isEmpty {
        text += parameters.joined(separator: ", ")
        text += " in "
      }
      write(body, to: &text)
      text += " }"
    case .keyPath(let path):
      text += "\\."
      text += path
    case .multiline(let wrapped): write(wrapped, to: &text)
    }
  }

  /// Appends each element with `writeElement`, a comma and a space between them.
  private static func write<Element>(
    _ elements: [Element], to text: inout String,
    _ writeElement: (Element, inout String) -> Void
  ) {
    for (index, element) in elements.enumerated() {
      if index > 0 { text += ", " }
      writeElement(element, &text)
    }
  }
}
