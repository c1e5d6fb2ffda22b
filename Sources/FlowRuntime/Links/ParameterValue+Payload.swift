import Foundation

/// The value inside, when it has the type asked for: how a case is read from values that are
/// already typed (a landing's arguments), where a link's text would be parsed instead.
extension ParameterValue {
  var stringPayload: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var intPayload: Int? {
    if case .int(let value) = self { return value }
    return nil
  }

  var doublePayload: Double? {
    if case .double(let value) = self { return value }
    return nil
  }

  var boolPayload: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  var uuidPayload: UUID? {
    if case .uuid(let value) = self { return value }
    return nil
  }
}
