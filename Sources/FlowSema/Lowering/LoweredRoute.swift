/// A route lowered to what both its consumers need: the values its links carry and, for each screen
/// it lands on, where every argument comes from.
///
/// Code generation prints it as Swift and `flowc resolve` instantiates it at run time; neither
/// derives argument values from the model on its own, so an app and `resolve`/`expect` agree by
/// construction (a missing optional query item takes the parameter's default in both).
public struct LoweredRoute: Hashable, Sendable {
  public var placeholders: [RoutePlaceholder]
  /// The screens pushed after the landing's root, bottom first.
  public var stack: [LandingScreen]
  /// The sheet or cover the landing opens, if any.
  public var presentation: LandingPresentation?
  /// The sheets and covers opened on top of `presentation`, each by the one below it.
  public var nestedPresentations: [LandingPresentation]

  /// Lowers `route`, a route of `model`.
  public init(_ route: RouteModel, in model: FlowModel) {
    placeholders = Self.placeholders(of: route)
    let optional = Set(placeholders.filter(\.isOptional).map(\.name))
    let lower = { (instance: ScreenInstance) in
      LandingScreen(instance, in: model, optionalPlaceholders: optional)
    }
    stack = route.landing.stack.map(lower)
    let presentation = { (landing: PresentationLanding) in
      LandingPresentation(
        kind: landing.kind, screen: lower(landing.screen), stack: landing.stack.map(lower))
    }
    self.presentation = route.landing.presentation.map(presentation)
    nestedPresentations = route.landing.nestedPresentations.map(presentation)
  }

  /// The values `route`'s links carry: path placeholders, then query items.
  public static func placeholders(of route: RouteModel) -> [RoutePlaceholder] {
    let path = route.segments.compactMap { segment -> RoutePlaceholder? in
      switch segment {
      case .literal: nil
      case .parameter(let name, let type):
        RoutePlaceholder(name: name, type: type, isOptional: false)
      case .catchAll(let name): RoutePlaceholder(name: name, type: .string, isOptional: false)
      }
    }
    let query = route.query.map {
      RoutePlaceholder(name: $0.name, type: $0.type, isOptional: !$0.isRequired)
    }
    return path + query
  }
}
