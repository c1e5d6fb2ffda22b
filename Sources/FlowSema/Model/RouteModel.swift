import FlowRuntime

/// A deep-link route: its pattern in the runtime's terms and its fully derived landing.
public struct RouteModel: Hashable, Sendable, Codable {
  /// The pattern exactly as written, such as `/projects/{id}`.
  public var pattern: String
  public var segments: [RouteSegment]
  public var query: [RouteQueryItem]
  public var landing: LandingModel
  /// The route's case in the generated Swift enum: the `as` name, else the shown screen's name.
  /// Codegen, `flowc routes` and the URL contract all read it from here.
  public var caseName: String
  public var stackPolicy: StackPolicy
  public var presentationPolicy: PresentationPolicy
  public var docs: [String]
  /// The 1-based line of the `route` keyword, for tools that point back at the spec.
  public var line: Int

  public init(
    pattern: String, segments: [RouteSegment], query: [RouteQueryItem], landing: LandingModel,
    caseName: String, stackPolicy: StackPolicy, presentationPolicy: PresentationPolicy,
    docs: [String], line: Int
  ) {
    self.pattern = pattern
    self.segments = segments
    self.query = query
    self.landing = landing
    self.caseName = caseName
    self.stackPolicy = stackPolicy
    self.presentationPolicy = presentationPolicy
    self.docs = docs
    self.line = line
  }

  /// The pattern as the runtime's matcher takes it; the model's segments and query items are the
  /// runtime's own types, so nothing is translated.
  package var spec: RouteSpec { RouteSpec(segments: segments, query: query) }
}
