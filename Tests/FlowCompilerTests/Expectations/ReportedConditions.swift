import FlowRuntime

@testable import FlowSimulation

/// The conditions an app reports, by reference, so that a navigator reads the current values
/// whether or not it was told they changed: the tests that drive the navigator `flowc resolve`
/// runs through steps an `expect` cannot write (two links, a condition stored but not told).
@MainActor
final class ReportedConditions {
  /// A condition's value by name: nil while not known; a name not listed holds.
  var values: [String: Bool?]

  init(_ values: [String: Bool?]) {
    self.values = values
  }

  /// A navigator over `spec`, as `flowc resolve` builds it, reading these conditions.
  func navigator(_ spec: String) throws -> Navigator<DynamicFlow> {
    Navigator(
      definition: DynamicDefinition.make(try model(spec)),
      conditions: { condition in self.values[condition.name] ?? true })
  }
}
