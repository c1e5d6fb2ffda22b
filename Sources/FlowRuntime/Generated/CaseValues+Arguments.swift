import Foundation

/// A spec value type as the `ParameterValue` that `CaseValues` holds: what lets a generated enum
/// pass the values it binds as they are, one argument each.
public protocol CaseValueConvertible {
  /// The value as a route or case value, `nil` for an absent optional value.
  var caseValue: ParameterValue? { get }
}

extension CaseValues {
  /// The case at `index` with `values` in declaration order, each as it was bound.
  ///
  /// A generated enum's `caseValues` has one `case` per enum case; when each built an array literal
  /// of wrapped values, those bodies were a quarter of the machine code of a debug build at 1,000
  /// routes. Passing the bound values on as they are leaves one call per case.
  @inlinable
  public init<each Value: CaseValueConvertible>(_ index: Int, _ values: repeat each Value) {
    var count = 0
    for _ in repeat each values { count += 1 }
    var parts: [ParameterValue?] = []
    parts.reserveCapacity(count)
    for value in repeat each values { parts.append(value.caseValue) }
    self.init(index, parts)
  }
}

extension String: CaseValueConvertible {
  @inlinable public var caseValue: ParameterValue? { .string(self) }
}

extension Int: CaseValueConvertible {
  @inlinable public var caseValue: ParameterValue? { .int(self) }
}

extension Double: CaseValueConvertible {
  @inlinable public var caseValue: ParameterValue? { .double(self) }
}

extension Bool: CaseValueConvertible {
  @inlinable public var caseValue: ParameterValue? { .bool(self) }
}

extension UUID: CaseValueConvertible {
  @inlinable public var caseValue: ParameterValue? { .uuid(self) }
}

extension Optional: CaseValueConvertible where Wrapped: CaseValueConvertible {
  @inlinable public var caseValue: ParameterValue? { self?.caseValue }
}
