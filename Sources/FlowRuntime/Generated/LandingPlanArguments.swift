import Foundation

/// A destination's arguments as its plan says to fill them in: read in place from the route's values
/// and the table's constants when the destination's case reads them (`CaseReader`), so a landing
/// builds no array of values per destination.
@usableFromInline
struct LandingPlanArguments {
  let arguments: ArraySlice<LandingPlan.Argument>
  let routeValues: [ParameterValue?]
  let constants: [ParameterValue]

  @usableFromInline
  init(
    _ arguments: ArraySlice<LandingPlan.Argument>, routeValues: [ParameterValue?],
    constants: [ParameterValue]
  ) {
    self.arguments = arguments
    self.routeValues = routeValues
    self.constants = constants
  }

  /// The argument at `position`: the route's value, a constant, or `nil` for none.
  func value(at position: Int) -> ParameterValue? {
    guard position >= 0, position < arguments.count else { return nil }
    switch arguments[arguments.startIndex + position] {
    case .value(let position):
      return routeValue(at: position)
    case .valueOrConstant(let position, let constant):
      return routeValue(at: position) ?? self.constant(at: constant)
    case .constant(let constant):
      return self.constant(at: constant)
    case .none:
      return nil
    }
  }

  private func routeValue(at position: Int) -> ParameterValue? {
    routeValues.indices.contains(position) ? routeValues[position] : nil
  }

  private func constant(at index: Int) -> ParameterValue? {
    constants.indices.contains(index) ? constants[index] : nil
  }
}
