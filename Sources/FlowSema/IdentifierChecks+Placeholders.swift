import FlowSyntax

extension IdentifierChecks {
  /// FL0102 and FL0103 for a route's placeholders, which become the labels of its case in the route
  /// enum (`case item(id: Int)`), spelled as a parameter is (`SwiftNaming.caseName`), and nothing
  /// else: generated code binds the values to locals of its own.
  ///
  /// A placeholder that binds a parameter of another name (`[A(id: X), B(id: x)]`, `A(id: inout)`)
  /// is no parameter's name, so no other check saw that `X` and `x` both become `x`, or that
  /// `inout` is no label: the spec was accepted and its Swift did not compile (the ninth new-users
  /// review). Only the words no label may be are refused (`SwiftReservedWords.unusableAsLabel`):
  /// `in` or `default` label a value (the review of this check). Placeholders spelled alike are the
  /// parser's error already, and what the parameter checks report on a screen (a parameter named
  /// `let`, parameters `ID` and `id` of one screen) is not reported again here.
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
        if SwiftReservedWords.unusableAsLabel.contains(label) {
          let parameters =
            parameterNames
            ?? Set(context.index.screens.lazy.flatMap { $0.parameters }.map(\.name.text))
          parameterNames = parameters
          if !parameters.contains(name.text) {
            diagnostics.append(
              context.diagnostic(
                .invalidIdentifier, name.range,
                SemaMessages.placeholderLabelReserved(name.text, label: label),
                help: SemaMessages.renameHelp))
          }
          return
        }
        let previous =
          labelTable.map { $0[label] } ?? labels.first { $0.label == label }.map(\.name)
        if let previous {
          if !oneScreenDeclares(previous.text, name.text, landing: route.landing, context) {
            diagnostics.append(
              collision(
                (name, "placeholder"), (previous, "placeholder"), swiftName: label, context))
          }
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

  /// Whether a screen the route's landing names has parameters named `first` and `second`, whose
  /// clash the parameter checks report already; asked only of the rare placeholders that clash.
  /// Another screen's clash is no reason to keep quiet about this route's (the second review).
  private static func oneScreenDeclares(
    _ first: String, _ second: String, landing: Landing, _ context: SemaContext
  ) -> Bool {
    landing.steps.contains { step in
      context.index.screens.contains { screen in
        screen.name.text == step.name.text
          && screen.parameters.contains { $0.name.text == first }
          && screen.parameters.contains { $0.name.text == second }
      }
    }
  }
}
