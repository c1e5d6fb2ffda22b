/// One parameter of a screen in a landing, with where its value comes from.
public struct LandingArgument: Hashable, Sendable {
  public var parameter: ParameterModel
  public var source: ArgumentSource

  public init(parameter: ParameterModel, source: ArgumentSource) {
    self.parameter = parameter
    self.source = source
  }
}
