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

  /// A constant as the `FlowRuntime.ParameterValue` it is at run time, such as `.int(42)` or
  /// `.double(1.0)` for an `Int` written for a `Double`; never called for `.null`, which is no value.
  static func parameterValue(_ value: ConstantValue, type: ValueType) -> String {
    ".\(EnumConformances.accessor(type))(\(constant(value, type: type)))"
  }

  /// The expression passed for one parameter of a screen in a landing, given the route's placeholder
  /// variables (named by `variable`): `LandingArgument.source` printed as Swift.
  static func argument(_ argument: LandingArgument, variable: (String) -> String) -> String {
    let type = argument.parameter.type
    switch argument.source {
    case .placeholder(let name), .optionalPlaceholder(let name, whenAbsent: .null):
      return variable(name)
    case .optionalPlaceholder(let name, let whenAbsent):
      return "\(variable(name)) ?? \(constant(whenAbsent, type: type))"
    case .constant(let value):
      return constant(value, type: type)
    }
  }

  /// `.projectDetail(id: id)` or `.settingsHome`: a screen, sheet or cover value in a landing.
  static func destination(_ screen: LandingScreen, variable: (String) -> String) -> String {
    let arguments = screen.arguments.map {
      "\($0.parameter.swiftName): \(argument($0, variable: variable))"
    }
    return "." + screen.screen.swiftName
      + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
  }

  /// A screen used without a landing (a tab root, a handler's presentation): defaults only.
  static func defaultDestination(_ screen: ScreenID, model: FlowModel) -> String {
    destination(LandingScreen(defaultsOf: screen, in: model), variable: { $0 })
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
