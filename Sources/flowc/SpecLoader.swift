import FlowCompiler
import FlowSema

/// Reads one spec through the compiler for the tools that work from its model.
enum SpecLoader {
  /// The spec's model, or the status to exit with after its problems were printed.
  enum Outcome {
    case model(FlowModel)
    case exit(ExitCode)
  }

  /// Checks `path`; its diagnostics (warnings included) go to standard error in the human format,
  /// and the model comes back only when there were no errors.
  static func load(
    _ path: String, console: Console, verifyingExpectations: Bool = true
  ) -> Outcome {
    var compiler = Compiler()
    compiler.verifiesExpectations = verifyingExpectations
    let report = compiler.check(paths: [path])
    for error in report.readErrors {
      console.writeError("error: \(error)\n")
    }
    if !report.readErrors.isEmpty { return .exit(.usage) }
    console.writeError(HumanRenderer(colored: console.colorsStandardError).render(report))
    guard let model = report.files.first?.model else { return .exit(.failure) }
    return .model(model)
  }

  /// Loads `path` and prints what `render` makes of its model: the whole job of the tools that only
  /// describe a spec.
  static func print(_ path: String, console: Console, render: (FlowModel) -> String) -> ExitCode {
    switch load(path, console: console) {
    case .exit(let status):
      return status
    case .model(let model):
      console.write(render(model))
      return .success
    }
  }
}
