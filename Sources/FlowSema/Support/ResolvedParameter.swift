import FlowSyntax

/// A screen parameter after its type and default are checked; `type` is `nil` when unknown.
struct ResolvedParameter {
  var declaration: Parameter
  /// The name's `SwiftNaming.caseName`, made once, by `ParameterChecks`, for both the identifier
  /// check and the model.
  var swiftName: String
  var type: ValueType?
  var isOptional: Bool
  /// The effective default (`.null` for an optional without one); `nil` when required.
  var defaultValue: ConstantValue?

  var name: String { declaration.name.text }
  /// Without a default in the spec and not optional. A default that is written but could not be
  /// used (its type is unknown, or the value does not fit) was reported where it is written, so
  /// the parameter does not also count as required where a route leaves it out.
  var isRequired: Bool { defaultValue == nil && declaration.defaultValue == nil }
}
