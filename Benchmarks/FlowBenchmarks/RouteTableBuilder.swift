import FlowRuntime
import FlowSema

/// The runtime `RouteTable` for a checked model, exactly as generated code declares it.
///
/// This mirrors `DynamicDefinition.routeTable(_:)` in FlowCompiler, which is internal; the N = 10
/// section checks it against the table the build plugin generated from `Bench.flow`.
enum RouteTableBuilder {
  static func table(_ model: FlowModel) -> RouteTable {
    let routes = model.routes.map { route in
      RouteSpec(
        segments: route.segments.map { segment in
          switch segment {
          case .literal(let text): .literal(text)
          case .parameter(let name, let type): .parameter(name: name, type: parameterType(type))
          case .catchAll(let name): .catchAll(name: name)
          }
        },
        query: route.query.map {
          RouteSpec.QueryParameter(
            key: $0.key, name: $0.name, type: parameterType($0.type), isRequired: $0.isRequired)
        })
    }
    return RouteTable(
      routes: routes,
      configuration: LinkConfiguration(schemes: model.app.schemes, hosts: model.app.hosts))
  }

  private static func parameterType(_ type: ValueType) -> ParameterType {
    switch type {
    case .string: .string
    case .int: .int
    case .double: .double
    case .bool: .bool
    case .uuid: .uuid
    }
  }
}
