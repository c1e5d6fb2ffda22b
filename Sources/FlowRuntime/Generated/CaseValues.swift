import Foundation

/// A value of a generated enum taken apart: its case's position and its associated values in order,
/// `nil` for an optional value that is absent.
///
/// Generated enums write one switch that takes a value apart and one that puts it back together;
/// equality, hashing and coding are written once, here, over this form. Swift's synthesized (or
/// written-out) conformances are one function per conformance with a case per enum case, and for a
/// spec of 1,000 routes those bodies were most of the app's debug build of the generated file.
public struct CaseValues: Hashable, Sendable {
  /// The case's position in the enum's declaration.
  public let index: Int
  /// The case's associated values in declaration order.
  public let values: [ParameterValue?]

  public init(_ index: Int, _ values: [ParameterValue?] = []) {
    self.index = index
    self.values = values
  }

  /// The value at `position`, `nil` when it is absent or of another type.
  public func string(at position: Int) -> String? {
    if case .string(let value) = value(at: position) { return value }
    return nil
  }

  /// The value at `position`, `nil` when it is absent or of another type.
  public func int(at position: Int) -> Int? {
    if case .int(let value) = value(at: position) { return value }
    return nil
  }

  /// The value at `position`, `nil` when it is absent or of another type.
  public func double(at position: Int) -> Double? {
    if case .double(let value) = value(at: position) { return value }
    return nil
  }

  /// The value at `position`, `nil` when it is absent or of another type.
  public func bool(at position: Int) -> Bool? {
    if case .bool(let value) = value(at: position) { return value }
    return nil
  }

  /// The value at `position`, `nil` when it is absent or of another type.
  public func uuid(at position: Int) -> UUID? {
    if case .uuid(let value) = value(at: position) { return value }
    return nil
  }

  /// The same values as the case at `positions[index]` of an enum whose cases these mirror (a
  /// stack's destinations and the screen enum), or as no case (`-1`) when `positions` has no such
  /// index.
  public func mirrored(in positions: [Int]) -> CaseValues {
    CaseValues(positions.indices.contains(index) ? positions[index] : -1, values)
  }

  private func value(at position: Int) -> ParameterValue? {
    values.indices.contains(position) ? values[position] : nil
  }
}
