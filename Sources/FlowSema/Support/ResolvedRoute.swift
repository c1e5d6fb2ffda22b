import FlowSyntax

/// A route after its placeholders are typed; `landing` is `nil` when the landing had errors.
struct ResolvedRoute {
  /// The route's position in `DeclarationIndex.routes`, where its declaration stays: a copy of it
  /// in each resolved route was retained, then released, field by field for every route.
  var declaration: Int
  var segments: [RouteSegment]
  var query: [RouteQueryItem]
  var landing: LandingModel?
  var stackPolicy: StackPolicy?
  var presentationPolicy: PresentationPolicy?
  /// `LandingResolution.Resolved.tiedFallback`, which FL0320 reads.
  var tiedFallback: OverCurrentChecks.TiedFallback?
  /// The Swift case name (`RouteNaming`); `nil` until named, or when the landing had errors.
  var caseName: String?
  /// The screen the landing shows (`LandingModel.shownScreen`), read out when the route is
  /// resolved: asking the optional landing for it later copied the whole landing model of every
  /// route (`RouteNaming`, 1.6 M instructions of the 10,000-route check, and as much to destroy).
  var shownScreen: ScreenID?

  /// Whether the landing resolved: matched in place, where comparing `landing` with `nil` copied
  /// the whole landing to ask (5 M instructions of the 10,000-route check).
  var lands: Bool {
    if case .some = landing { true } else { false }
  }
}
