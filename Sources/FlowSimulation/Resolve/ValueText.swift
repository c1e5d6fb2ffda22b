import FlowRuntime
import FlowSema
import FlowSyntax

/// How `flowc resolve` writes values: as a spec writes them, so an answer pasted into an `expect`
/// reads back as the same value (strings and UUIDs quoted, `42.0` for a `Double`). Expects compare
/// values through this same text.
enum ValueText {
  static func text(_ value: ParameterValue?) -> String {
    guard let value else { return "nil" }
    switch value {
    case .string(let text): return StringLiteral.quoted(text)
    case .int(let number): return "\(number)"
    case .double(let number): return "\(number)"
    case .bool(let flag): return "\(flag)"
    case .uuid(let uuid): return StringLiteral.quoted(uuid.uuidString)
    }
  }

  static func text(_ constant: ConstantValue, type: ValueType) -> String {
    switch constant {
    case .string(let text): return StringLiteral.quoted(type == .uuid ? text.uppercased() : text)
    case .int(let number): return type == .double ? "\(Double(number))" : "\(number)"
    case .double(let number): return "\(number)"
    case .bool(let flag): return "\(flag)"
    case .null: return "nil"
    }
  }
}
