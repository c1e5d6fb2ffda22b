import FlowRuntime

/// A parameter type FlowKit supports: the runtime's `ParameterType`, so a type means the same text
/// to the checker as to the matcher that parses it.
public typealias ValueType = ParameterType

extension ParameterType {
  /// The type's name in Swift, which is also how specs spell it.
  public var swiftName: String { rawValue }
}
