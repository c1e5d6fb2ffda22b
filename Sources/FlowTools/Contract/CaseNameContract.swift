import FlowSyntax

/// The Swift route cases between two versions of a spec.
///
/// App code switches over the generated `Route` enum and saved routes are decoded by case name, so a
/// route that continues under another case name breaks them as surely as a broken link breaks an
/// email (FL0507). A route followed through `RoutePairing` must keep its case; a route with no
/// successor must leave its case to some new route, else the case is gone.
enum CaseNameContract {
  /// FL0507 for each renamed case, and for each removed one whose route's links still open; when
  /// `diagnostics[index]` (those of old route `index`) already hold an error, a removed case is a
  /// note on that error instead.
  static func compare(
    old: ContractSide, new: ContractSide, pairs: [Int: Int], diagnostics: inout [[Diagnostic]]
  ) {
    let newNames = Set(new.model.routes.map(\.caseName))
    for (index, route) in old.model.routes.enumerated() {
      let oldName = old.qualifiedCaseName(index)
      if let successor = pairs[index] {
        guard new.model.routes[successor].caseName != route.caseName else { continue }
        diagnostics[index].append(
          Diagnostic(
            .routeCaseRenamed, path: new.path, range: new.range(ofRoute: successor),
            message: ContractMessages.caseRenamed(
              new.model.routes[successor].pattern, old: oldName,
              new: new.qualifiedCaseName(successor)),
            fixIt: newNames.contains(route.caseName)
              ? nil : new.naming(route: successor, route.caseName)))
        continue
      }
      guard !newNames.contains(route.caseName) else { continue }
      if let error = diagnostics[index].firstIndex(where: { $0.severity == .error }) {
        diagnostics[index][error].notes.append(.init(ContractMessages.caseRemovedToo(oldName)))
      } else {
        diagnostics[index].append(
          Diagnostic(
            .routeCaseRenamed, path: old.path, range: old.range(ofRoute: index),
            message: ContractMessages.caseRemoved(route.pattern, old: oldName)))
      }
    }
  }
}
