import FlowRuntime
import FlowSema

/// How `flowc resolve` writes values: the way Swift's `debugDescription` shows them, so a test can
/// compare with generated code through reflection.
enum ValueText {
  static func text(_ value: ParameterValue?) -> String {
    guard let value else { return "nil" }
    switch value {
    case .string(let text): return String(reflecting: text)
    case .int(let number): return "\(number)"
    case .double(let number): return "\(number)"
    case .bool(let flag): return "\(flag)"
    case .uuid(let uuid): return uuid.uuidString
    }
  }

  static func text(_ constant: ConstantValue, type: ValueType) -> String {
    switch constant {
    case .string(let text): return type == .uuid ? text.uppercased() : String(reflecting: text)
    case .int(let number): return type == .double ? "\(Double(number))" : "\(number)"
    case .double(let number): return "\(number)"
    case .bool(let flag): return "\(flag)"
    case .null: return "nil"
    }
  }
}
