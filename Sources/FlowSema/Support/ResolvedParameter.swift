import FlowSyntax

/// A screen parameter after its type and default are checked; `type` is `nil` when unknown.
struct ResolvedParameter {
  var declaration: Parameter
  var type: ValueType?
  var isOptional: Bool
  /// The effective default (`.null` for an optional without one); `nil` when required.
  var defaultValue: ConstantValue?

  var name: String { declaration.name.text }
  var isRequired: Bool { defaultValue == nil }
}
