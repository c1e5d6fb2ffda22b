/// A deep-link route: its pattern in the runtime's terms and its fully derived landing.
public struct RouteModel: Hashable, Sendable, Codable {
  /// The pattern exactly as written, such as `/projects/{id}`.
  public var pattern: String
  public var segments: [RouteSegment]
  public var query: [RouteQueryItem]
  public var landing: LandingModel
  public var stackPolicy: StackPolicy
  public var presentationPolicy: PresentationPolicy
  public var docs: [String]
  /// The 1-based line of the `route` keyword, for tools that point back at the spec.
  public var line: Int

  public init(
    pattern: String, segments: [RouteSegment], query: [RouteQueryItem], landing: LandingModel,
    stackPolicy: StackPolicy, presentationPolicy: PresentationPolicy, docs: [String], line: Int
  ) {
    self.pattern = pattern
    self.segments = segments
    self.query = query
    self.landing = landing
    self.stackPolicy = stackPolicy
    self.presentationPolicy = presentationPolicy
    self.docs = docs
    self.line = line
  }
}
