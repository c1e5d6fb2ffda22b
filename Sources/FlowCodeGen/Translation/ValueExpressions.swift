import FlowSema
import Foundation

/// Swift expressions for spec values: constants, parameter defaults and landing arguments.
enum ValueExpressions {
  /// A constant of a parameter's type, such as `42`, `"all"`, `nil` or a `UUID(uuid: ...)`.
  static func constant(_ value: ConstantValue, type: ValueType) -> String {
    switch value {
    case .string(let text):
      guard type == .uuid, let uuid = UUID(uuidString: text) else {
        return SwiftLiteral.string(text)
      }
      let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
      let hex = bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(to: 2) }
      return "\(LibraryNames.uuid)(uuid: (\(hex.joined(separator: ", "))))"
    case .int(let number):
      return type == .double ? SwiftLiteral.double(Double(number)) : "\(number)"
    case .double(let number): return SwiftLiteral.double(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "nil"
    }
  }

  /// The expression passed for one parameter of a screen in a landing, given the route's placeholder
  /// variables (named by `variable`) and which of them are optional.
  static func argument(
    _ argument: BoundArgument, parameter: ParameterModel, optionalPlaceholders: Set<String>,
    variable: (String) -> String
  ) -> String {
    switch argument.binding {
    case .placeholder(let name):
      let value = variable(name)
      guard optionalPlaceholders.contains(name), !parameter.isOptional else { return value }
      // An optional query item bound to a non-optional parameter with a default.
      let fallback = parameter.defaultValue.map { constant($0, type: parameter.type) } ?? "nil"
      return "\(value) ?? \(fallback)"
    case .literal(let value):
      return constant(value, type: parameter.type)
    case .defaultValue:
      return parameter.defaultValue.map { constant($0, type: parameter.type) } ?? "nil"
    }
  }

  /// `.projectDetail(id: id)` or `.settingsHome`: a screen, sheet or cover value in a landing.
  static func destination(
    _ instance: ScreenInstance, model: FlowModel, optionalPlaceholders: Set<String>,
    variable: (String) -> String
  ) -> String {
    guard let screen = model.screen(named: instance.screen) else {
      return "." + SwiftSpelling.identifier(instance.screen)
    }
    let parameters = Dictionary(
      screen.parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let arguments = instance.arguments.compactMap { bound -> String? in
      guard let parameter = parameters[bound.parameter] else { return nil }
      let value = argument(
        bound, parameter: parameter, optionalPlaceholders: optionalPlaceholders, variable: variable)
      return "\(parameter.swiftName): \(value)"
    }
    return "." + screen.swiftName
      + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
  }

  /// A screen used without a landing (a tab root, a handler's presentation): defaults only.
  static func defaultDestination(_ name: String, model: FlowModel) -> String {
    let instance = ScreenInstance(
      screen: name,
      arguments: (model.screen(named: name)?.parameters ?? []).map {
        BoundArgument(parameter: $0.name, binding: .defaultValue)
      })
    return destination(instance, model: model, optionalPlaceholders: [], variable: { $0 })
  }

  /// The runtime's `ParameterType` case for a value type.
  static func parameterType(_ type: ValueType) -> String {
    switch type {
    case .string: ".string"
    case .int: ".int"
    case .double: ".double"
    case .bool: ".bool"
    case .uuid: ".uuid"
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
