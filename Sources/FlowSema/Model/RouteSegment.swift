import FlowRuntime

/// One path segment of a route pattern, typed by the parameter it binds: the runtime's
/// `RouteSpec.Segment`, so the model hands the matcher its own routes.
public typealias RouteSegment = RouteSpec.Segment
