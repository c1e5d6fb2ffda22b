import FlowRuntime

/// A flow whose phases, tabs, screens and routes are named by strings instead of generated enums.
///
/// `flowc resolve` runs the very `Navigator` and `RouteTable` that generated code runs, instantiated
/// with these types, so both agree by construction.
public enum DynamicFlow: FlowSpec {
  public typealias Phase = DynamicName
  public typealias Tab = DynamicName
  public typealias Screen = DynamicScreen
  public typealias Sheet = DynamicScreen
  public typealias Cover = DynamicScreen
  public typealias Destination = DynamicName
  public typealias Event = DynamicName
  public typealias Condition = DynamicName
  public typealias Route = DynamicRoute
}

/// A phase, tab, event or condition, or a screen, sheet or cover without its values, by its name in
/// the spec.
public struct DynamicName: Hashable, Codable, Sendable, CustomStringConvertible {
  public var name: String

  public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }
}

/// A screen, sheet or cover with its arguments already written as the spec writes them, so
/// `ProjectDetail(id: 42)` pasted from `flowc resolve` into an `expect` names the same screen.
public struct DynamicScreen: FlowDestination, CustomStringConvertible {
  public var name: String
  /// `(label, value)` in parameter order: the parameter's name in the spec (not its Swift label,
  /// which differs for `URL` or `Foo-Bar`), and the value as `ValueText` writes it.
  public var arguments: [Argument]

  /// One argument of a screen.
  public struct Argument: Hashable, Codable, Sendable {
    public var label: String
    public var value: String
  }

  public init(name: String, arguments: [Argument]) {
    self.name = name
    self.arguments = arguments
  }

  /// The screen, sheet or cover by its declared name: the key of its guards and handlers.
  public var kind: DynamicName { DynamicName(name) }

  public var destinationName: String { name }

  /// `ProjectDetail(id: 42)`, or `ProjectList` without parameters.
  public var description: String {
    guard !arguments.isEmpty else { return name }
    return name + "(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
  }
}

/// A matched route: which one, and the values the URL carried, as canonical text.
public struct DynamicRoute: Hashable, Codable, Sendable {
  /// The route's index in declaration order.
  public var index: Int
  /// The route's pattern as written, such as `/projects/{id}`.
  public var pattern: String
  public var parameters: [String: String]
  /// The same values as a spec writes them (`ValueText`): `"a b"`, `42`.
  public var writtenParameters: [String: String]
}
