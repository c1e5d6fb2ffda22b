import FlowSyntax

/// A route after its placeholders are typed; `landing` is `nil` when the landing had errors.
struct ResolvedRoute {
  var declaration: RouteDeclaration
  var pattern: RoutePattern
  var segments: [RouteSegment]
  var query: [RouteQueryItem]
  var landing: LandingModel?
  var stackPolicy: StackPolicy?
  var presentationPolicy: PresentationPolicy?
  /// The Swift case name (`RouteNaming`); `nil` until named, or when the landing had errors.
  var caseName: String?
}
