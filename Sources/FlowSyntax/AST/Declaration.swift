/// One top-level declaration.
public enum Declaration: Sendable {
  case app(AppDeclaration)
  case condition(ConditionDeclaration)
  case event(EventDeclaration)
  case phase(PhaseDeclaration)
  case screen(ScreenDeclaration)
  case route(RouteDeclaration)
  case expect(ExpectDeclaration)

  public var range: SourceRange {
    switch self {
    case .app(let declaration): declaration.range
    case .condition(let declaration): declaration.range
    case .event(let declaration): declaration.range
    case .phase(let declaration): declaration.range
    case .screen(let declaration): declaration.range
    case .route(let declaration): declaration.range
    case .expect(let declaration): declaration.range
    }
  }
}
