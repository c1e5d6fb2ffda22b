/// Links for a generated route taken apart (`CaseValues`), so the route enum needs no switch of its
/// own naming each value.
extension RouteTable {
  /// The route's values by placeholder name, absent optional values left out: what
  /// `link(forRoute:values:)` and `universalLink(forRoute:values:host:)` take.
  ///
  /// A route's associated values are its placeholders in `RouteSpec.parameterNames` order: path,
  /// then query.
  public func parameterValues(of route: CaseValues) -> [String: ParameterValue] {
    guard routes.indices.contains(route.index) else { return [:] }
    var named: [String: ParameterValue] = [:]
    for (name, value) in zip(routes[route.index].parameterNames, route.values) {
      if let value { named[name] = value }
    }
    return named
  }
}
