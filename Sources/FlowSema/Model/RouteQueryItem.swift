import FlowRuntime

/// `key={name}` in a route pattern, typed by the parameter it binds: the runtime's
/// `RouteSpec.QueryParameter`. The AST keeps its own `RoutePattern.QueryItem`, which carries source
/// ranges and a type that may not be written yet.
public typealias RouteQueryItem = RouteSpec.QueryParameter
