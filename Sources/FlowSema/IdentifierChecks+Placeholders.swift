import FlowSyntax

extension IdentifierChecks {
  /// FL0102 and FL0103 for a route's placeholders, which become the labels of its case in the route
  /// enum (`case item(id: Int)`) and the locals generated code binds them to, spelled as a
  /// parameter is (`SwiftNaming.caseName`).
  ///
  /// A placeholder that binds a parameter of another name (`[A(id: X), B(id: x)]`, `A(id: let)`)
  /// is no parameter's name, so no other check saw that `X` and `x` both become `x`, or that `let`
  /// is no label: the spec was accepted and its Swift did not compile (the ninth new-users review).
  /// Placeholders spelled alike are the parser's error already (FL0024), and a reserved one named
  /// as a parameter is reported on that parameter, once.
  static func checkPlaceholders(_ context: SemaContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var parameterNames: Set<String>?
    // One route's labels so far, in a list reused from route to route: a route has a handful.
    var labels: [(label: String, name: Identifier)] = []
    for route in context.index.routes {
      guard let pattern = route.pattern else { continue }
      labels.removeAll(keepingCapacity: true)
      // Past a handful, a table keeps a hostile pattern's thousands of placeholders linear.
      var labelTable: [String: Identifier]?
      func visit(_ name: Identifier) {
        let label = SwiftNaming.caseName(name.text)
        if SwiftNaming.isReserved(label) {
          let parameters =
            parameterNames
            ?? Set(context.index.screens.lazy.flatMap { $0.parameters }.map(\.name.text))
          parameterNames = parameters
          if !parameters.contains(name.text) {
            diagnostics.append(reserved(name, kind: "placeholder", swiftName: label, context))
          }
          return
        }
        let previous =
          labelTable.map { $0[label] } ?? labels.first { $0.label == label }.map(\.name)
        if let previous {
          diagnostics.append(
            collision(
              (name, "placeholder"), (previous, "placeholder"), swiftName: label, context))
          return
        }
        if labelTable != nil {
          labelTable?[label] = name
        } else if labels.count < 16 {
          labels.append((label, name))
        } else {
          labelTable = Dictionary(labels.map { ($0.label, $0.name) }) { first, _ in first }
          labelTable?[label] = name
        }
      }
      for segment in pattern.segments {
        if let name = segment.placeholderName { visit(name) }
      }
      for item in pattern.query { visit(item.name) }
    }
    return diagnostics
  }
}
