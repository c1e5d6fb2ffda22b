/// The declared names of a payload-free generated enum's cases in case order (`ArchonDestination`'s
/// `"ProjectDetail"`, ...): its `String` raw values, read by position one way and looked up in a
/// dictionary the other.
///
/// Swift's synthesized `init?(rawValue:)` of a `String` enum compares the text with every case in
/// turn, and its `rawValue` is a switch over every case; at 1,000 destinations the two were more
/// than a quarter of an app's debug build of the generated file. Written over this table, the enum
/// keeps its cases and its raw values, and builds in a fraction of that.
public struct CaseNames<Value: CaseIterable & Sendable>: Sendable {
  private let names: [String]
  private let values: [String: Value]

  /// Names one a line, in the order of `Value.allCases`, which is the cases' declaration order.
  public init(_ text: String) {
    names = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    values = Dictionary(zip(names, Value.allCases), uniquingKeysWith: { first, _ in first })
  }

  /// The name of the case at `position` in declaration order.
  public func name(at position: Int) -> String {
    names[position]
  }

  /// The case declared as `name`, or `nil` when none is.
  public func value(named name: String) -> Value? {
    values[name]
  }
}
