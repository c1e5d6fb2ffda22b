import Foundation

/// The coding of generated enums, the same JSON Swift synthesizes for an enum with associated
/// values, so data an app saved with earlier generated code still decodes:
/// `{"caseName":{"label":value}}`, `{"caseName":{}}` for a case without values, and an optional
/// value that is `nil` left out. Decoding never traps on bad data: a wrong shape, a missing value or
/// an unknown case name is a `DecodingError`; a missing value with a default is not missing.
extension CaseShapes {
  /// Writes `value` as the case at its index.
  public func encode(_ value: CaseValues, to encoder: any Encoder) throws {
    guard shapes.indices.contains(value.index) else { return }
    let shape = shapes[value.index]
    var container = encoder.container(keyedBy: CaseCodingKey.self)
    var nested = container.nestedContainer(
      keyedBy: CaseCodingKey.self, forKey: CaseCodingKey(shape.name))
    for (field, item) in zip(shape.values, value.values) {
      let key = CaseCodingKey(field.label)
      switch item {
      case .string(let value)?: try nested.encode(value, forKey: key)
      case .int(let value)?: try nested.encode(value, forKey: key)
      case .double(let value)?: try nested.encode(value, forKey: key)
      case .bool(let value)?: try nested.encode(value, forKey: key)
      case .uuid(let value)?: try nested.encode(value, forKey: key)
      case nil: break
      }
    }
  }

  /// Reads what `encode(_:to:)` writes for an enum `type` (named in errors).
  public func decode(_ type: Any.Type, from decoder: any Decoder) throws -> CaseValues {
    let container = try decoder.container(keyedBy: CaseCodingKey.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.typeMismatch(
        type,
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "Invalid number of keys found, expected one."))
    }
    guard let index = indexByName[key.stringValue] else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(key.stringValue) is not a case of \(type)")
    }
    let nested = try container.nestedContainer(keyedBy: CaseCodingKey.self, forKey: key)
    var values: [ParameterValue?] = []
    for field in shapes[index].values {
      values.append(try Self.decode(field, from: nested))
    }
    return CaseValues(index, values)
  }

  private static func decode(
    _ field: Value, from container: KeyedDecodingContainer<CaseCodingKey>
  ) throws -> ParameterValue? {
    let key = CaseCodingKey(field.label)
    // A required value with a default may be absent from data saved before it existed: it is read
    // as `nil` here and as its default by the generated reader.
    switch (field.type, field.isOptional || field.hasDefault) {
    case (.string, false): return .string(try container.decode(String.self, forKey: key))
    case (.int, false): return .int(try container.decode(Int.self, forKey: key))
    case (.double, false): return .double(try container.decode(Double.self, forKey: key))
    case (.bool, false): return .bool(try container.decode(Bool.self, forKey: key))
    case (.uuid, false): return .uuid(try container.decode(UUID.self, forKey: key))
    case (.string, true):
      return try container.decodeIfPresent(String.self, forKey: key).map(ParameterValue.string)
    case (.int, true):
      return try container.decodeIfPresent(Int.self, forKey: key).map(ParameterValue.int)
    case (.double, true):
      return try container.decodeIfPresent(Double.self, forKey: key).map(ParameterValue.double)
    case (.bool, true):
      return try container.decodeIfPresent(Bool.self, forKey: key).map(ParameterValue.bool)
    case (.uuid, true):
      return try container.decodeIfPresent(UUID.self, forKey: key).map(ParameterValue.uuid)
    }
  }
}

/// A coding key of any name, without integer values.
struct CaseCodingKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
