import FlowSema

/// The library types generated code names, spelled with their module (`Swift.String`,
/// `Foundation.URL`, `FlowRuntime.Navigator`): a spec's own names become top-level types of the app's
/// module (an app called `Navigator`, `URL` or `Landing`), and a type of the app's module hides an
/// imported type of the same name. Only an app named after one of these modules could still hide
/// them; the checker refuses those (FL0103, `SwiftNaming.moduleNames`).
enum LibraryNames {
  static let string = "Swift.String"
  static let int = "Swift.Int"
  static let bool = "Swift.Bool"
  static let double = "Swift.Double"
  static let uuid = "Foundation.UUID"
  static let url = "Foundation.URL"
  static let hashable = "Swift.Hashable"
  static let codable = "Swift.Codable"
  static let sendable = "Swift.Sendable"
  static let caseIterable = "Swift.CaseIterable"
  static let rawRepresentable = "Swift.RawRepresentable"
  static let identifiable = "Swift.Identifiable"
  static let decoder = "Swift.Decoder"
  static let encoder = "Swift.Encoder"
  static let decodingError = "Swift.DecodingError"
  static let hasher = "Swift.Hasher"
  /// An attribute, so written `@Swift.MainActor`.
  static let mainActor = "@Swift.MainActor"

  /// `FlowRuntime.name`.
  static func runtime(_ name: String) -> String { "FlowRuntime." + name }

  /// `Swift.Set<element>`.
  static func set(_ element: String) -> String { "Swift.Set<\(element)>" }

  /// The Swift type of a spec value type, optional when `isOptional`.
  static func type(_ type: ValueType, isOptional: Bool = false) -> String {
    let name =
      switch type {
      case .string: string
      case .int: int
      case .double: double
      case .bool: bool
      case .uuid: uuid
      }
    return isOptional ? name + "?" : name
  }

}
