/// A constant from the spec, already converted to the type it binds to.
///
/// A `UUID` constant is a `.string` holding a valid 8-4-4-4-12 UUID; a `Double` written `0` is `.double`.
public enum ConstantValue: Hashable, Sendable, Codable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case null
}
