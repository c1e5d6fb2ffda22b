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
  /// A generated enum's `caseValues` has one `case` per enum case. When each built an array literal
  /// of values wrapped by type (`[CaseValues.int(v0), CaseValues.string(v1)]`), type-checking those
  /// bodies took 0.9 s at 1,000 routes and the whole debug build about 15% longer; passing the bound
  /// values on as they are, one argument each, type-checks in less than half of that.
  @inlinable
  public init<each Value: CaseValueConvertible>(_ index: Int, _ values: repeat each Value) {
    var count = 0
    for _ in repeat each values { count += 1 }
    var parts: [ParameterValue?] = []
    parts.reserveCapacity(count)
    for value in repeat each values { parts.append(value.caseValue) }
    self.init(index, parts)
  }

  // One to four values, the most a case usually has: the same as the variadic form, which Swift
  // prefers these to. An optimized build then makes the array in one go, as a literal does; the
  // variadic form appends value by value, which cost `resolve` about 100 ns a link.

  /// The case at `index` with one value (the variadic form takes any number).
  @inlinable
  public init<A: CaseValueConvertible>(_ index: Int, _ a: A) {
    self.init(index, [a.caseValue])
  }

  /// The case at `index` with two values (the variadic form takes any number).
  @inlinable
  public init<A: CaseValueConvertible, B: CaseValueConvertible>(_ index: Int, _ a: A, _ b: B) {
    self.init(index, [a.caseValue, b.caseValue])
  }

  /// The case at `index` with three values (the variadic form takes any number).
  @inlinable
  public init<A: CaseValueConvertible, B: CaseValueConvertible, C: CaseValueConvertible>(
    _ index: Int, _ a: A, _ b: B, _ c: C
  ) {
    self.init(index, [a.caseValue, b.caseValue, c.caseValue])
  }

  /// The case at `index` with four values (the variadic form takes any number).
  @inlinable
  public init<
    A: CaseValueConvertible, B: CaseValueConvertible, C: CaseValueConvertible,
    D: CaseValueConvertible
  >(_ index: Int, _ a: A, _ b: B, _ c: C, _ d: D) {
    self.init(index, [a.caseValue, b.caseValue, c.caseValue, d.caseValue])
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
