import FlowRuntime
import FlowSema
import FlowSyntax

/// Converts an `expect` argument's literal to the parameter's type, the way the checker converts
/// constants in route landings.
enum ExpectedValue {
  /// The literal's canonical text as a value of `parameter`'s type, or `nil` when it does not fit.
  static func text(_ literal: Literal.Value, for parameter: ParameterModel) -> String? {
    let constant: ConstantValue
    switch (literal, parameter.type) {
    case (.null, _):
      guard parameter.isOptional else { return nil }
      constant = .null
    case (.string(let text), .string): constant = .string(text)
    case (.string(let text), .uuid):
      guard ParameterType.uuid.parse(text) != nil else { return nil }
      constant = .string(text)
    case (.integer(let number), .int): constant = .int(number)
    case (.integer(let number), .double): constant = .double(Double(number))
    case (.float(let number), .double): constant = .double(number)
    case (.bool(let flag), .bool): constant = .bool(flag)
    default: return nil
    }
    return ValueText.text(constant, type: parameter.type)
  }
}
