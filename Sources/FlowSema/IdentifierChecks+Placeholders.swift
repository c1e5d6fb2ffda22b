import FlowSyntax

extension IdentifierChecks {
  /// FL0102 and FL0103 for a route's placeholders, which become the labels of its case in the route
  /// enum (`case item(id: Int)`), spelled as a parameter is (`SwiftNaming.caseName`), and nothing
  /// else: generated code binds the values to locals of its own.
  ///
  /// A placeholder that binds a parameter of another name (`[A(id: X), B(id: x)]`, `A(id: inout)`)
  /// is no parameter's name, so no other check saw that `X` and `x` both become `x`, or that
  /// `inout` is no label: the spec was accepted and its Swift did not compile (the ninth new-users
  /// review). Only the words no label may be are refused (`SwiftReservedWords.isUnusableAsLabel`):
  /// `in` or `default` label a value (the review of this check). Placeholders spelled alike are the
  /// parser's error already, and what the parameter checks report on a screen (a parameter named
  /// `let`, parameters `ID` and `id` of one screen) is not reported again here.
  ///
  /// Every placeholder of every route passes here, and nearly every one is lowerCamelCase already,
  /// its own label (`SwiftNaming.isOwnCaseName`): distinct such names cannot clash, so a route's
  /// labels are made and compared only when one of its names is not, and a name is looked up among
  /// the unusable words by comparing it with each (a first version made every label and cost the
  /// 10,000-route check 5% more instructions).
  static func checkPlaceholders(_ context: SemaContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var parameterNames: Set<String>?
    func reportIfUnusable(_ name: Identifier, label: String) {
      guard SwiftReservedWords.isUnusableAsLabel(label) else { return }
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
    }
    for position in context.index.routes.indices {
      var mayClash = false
      // Read in place: a route is a large value to copy, and every route passes here.
      context.index.routes[position].pattern?.forEachPlaceholderName { name in
        if SwiftNaming.isOwnCaseName(name.text) {
          reportIfUnusable(name, label: name.text)
        } else {
          mayClash = true
        }
      }
      if mayClash, let pattern = context.index.routes[position].pattern {
        diagnostics += clashes(in: pattern, route: position, reportIfUnusable, context)
      }
    }
    return diagnostics
  }

  /// FL0103 for the placeholders of `pattern` that become one label, and `reportIfUnusable` for
  /// each whose label is not its name (`LET` is `let`).
  private static func clashes(
    in pattern: RoutePattern, route: Int, _ reportIfUnusable: (Identifier, String) -> Void,
    _ context: SemaContext
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var labels: [(label: String, name: Identifier)] = []
    // Past a handful, a table keeps a hostile pattern's thousands of placeholders linear.
    var labelTable: [String: Identifier]?
    pattern.forEachPlaceholderName { name in
      let label = SwiftNaming.caseName(name.text)
      if SwiftReservedWords.isUnusableAsLabel(label) {
        // A name that is its own label was reported on the first pass.
        if label != name.text { reportIfUnusable(name, label) }
        return
      }
      let previous =
        labelTable.map { $0[label] } ?? labels.first { $0.label == label }.map(\.name)
      if let previous {
        let landing = context.index.routes[route].landing
        if !oneScreenDeclares(previous.text, name.text, landing: landing, context) {
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
