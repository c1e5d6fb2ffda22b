import FlowSema
import Foundation

/// Swift expressions for spec values: constants, parameter defaults and landing arguments.
enum ValueExpressions {
  /// A constant of a parameter's type, such as `42`, `"all"`, `nil` or a `UUID(uuid: ...)`.
  static func constant(_ value: ConstantValue, type: ValueType) -> SwiftExpression {
    switch value {
    case .string(let text):
      guard type == .uuid, let uuid = UUID(uuidString: text) else { return .string(text) }
      let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
      let hex = bytes.map {
        SwiftExpression.number("0x" + String($0, radix: 16, uppercase: true).leftPadded(to: 2))
      }
      return .call(LibraryNames.uuid, [SwiftArgument("uuid", .tuple(hex))])
    case .int(let number):
      return .number(type == .double ? SwiftLiteral.double(Double(number)) : "\(number)")
    case .double(let number): return .number(SwiftLiteral.double(number))
    case .bool(let flag): return .number(flag ? "true" : "false")
    case .null: return .name("nil")
    }
  }

  /// A constant as the `FlowRuntime.ParameterValue` it is at run time, such as `.int(42)` or
  /// `.double(1.0)` for an `Int` written for a `Double`; never called for `.null`, which is no value.
  static func parameterValue(_ value: ConstantValue, type: ValueType) -> SwiftExpression {
    .call(
      .implicit(EnumConformances.accessor(type)), [SwiftArgument(constant(value, type: type))])
  }

  /// The expression passed for one parameter of a screen used without a route's values:
  /// `LandingArgument.source` printed as Swift, a placeholder by its own name.
  static func argument(_ argument: LandingArgument) -> SwiftExpression {
    let type = argument.parameter.type
    switch argument.source {
    case .placeholder(let name), .optionalPlaceholder(let name, whenAbsent: .null):
      return .name(name)
    case .optionalPlaceholder(let name, let whenAbsent):
      return .binary(.name(name), "??", constant(whenAbsent, type: type))
    case .constant(let value):
      return constant(value, type: type)
    }
  }

  /// `.projectDetail(id: id)` or `.settingsHome`: a screen, sheet or cover value.
  static func destination(_ screen: LandingScreen) -> SwiftExpression {
    let name = screen.screen.swiftName
    guard !screen.arguments.isEmpty else { return .implicit(name) }
    return .call(
      .implicit(name), screen.arguments.map { SwiftArgument($0.parameter.swiftName, argument($0)) })
  }

  /// A screen used without a landing (a tab root, a handler's presentation): defaults only.
  static func defaultDestination(_ screen: ScreenID, model: FlowModel) -> SwiftExpression {
    destination(LandingScreen(defaultsOf: screen, in: model))
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
