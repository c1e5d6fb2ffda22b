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
}
