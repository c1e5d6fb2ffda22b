/// A screen, sheet or cover of a landing with every argument's source, in parameter order.
public struct LandingScreen: Hashable, Sendable {
  public var id: ScreenID
  /// The screen as declared.
  public var screen: ScreenModel
  /// The name as written in the spec.
  public var name: String
  public var arguments: [LandingArgument]

  public init(id: ScreenID, screen: ScreenModel, name: String, arguments: [LandingArgument]) {
    self.id = id
    self.screen = screen
    self.name = name
    self.arguments = arguments
  }
}

extension LandingScreen {
  /// A screen shown without a link's values (a root, a handler's presentation): every argument is
  /// its parameter's default.
  public init(defaultsOf screen: ScreenID, in model: FlowModel) {
    let instance = ScreenInstance(
      screen: screen,
      arguments: model[screen].parameters.map {
        BoundArgument(parameter: $0.name, binding: .defaultValue)
      })
    self.init(instance, in: model, optionalPlaceholders: [])
  }

  /// `instance` with each binding turned into a source; `optionalPlaceholders` are the route's query
  /// items a link may leave out.
  init(_ instance: ScreenInstance, in model: FlowModel, optionalPlaceholders: Set<String>) {
    let screen = model[instance.screen]
    var parameters: [String: ParameterModel] = [:]
    for parameter in screen.parameters where parameters[parameter.name] == nil {
      parameters[parameter.name] = parameter
    }
    let arguments = instance.arguments.compactMap { bound -> LandingArgument? in
      guard let parameter = parameters[bound.parameter] else { return nil }
      let source: ArgumentSource
      switch bound.binding {
      case .placeholder(let name) where optionalPlaceholders.contains(name):
        source = .optionalPlaceholder(name, whenAbsent: parameter.defaultValue ?? .null)
      case .placeholder(let name): source = .placeholder(name)
      case .literal(let constant): source = .constant(constant)
      case .defaultValue: source = .constant(parameter.defaultValue ?? .null)
      }
      return LandingArgument(parameter: parameter, source: source)
    }
    self.init(id: instance.screen, screen: screen, name: screen.name, arguments: arguments)
  }
}
