import FlowCompiler
import FlowSema
import FlowTools

extension Subcommand {
  /// `flowc generate`: checks one spec and writes the Swift generated from it.
  static let generate = Subcommand(
    name: "generate",
    summary: "Generate Swift from a .flow spec.",
    arguments: [
      Argument(synopsis: "<file>", summary: "The .flow spec.", minimumCount: 1, maximumCount: 1)
    ],
    options: [
      Option(
        .output, value: "file", short: "-o",
        summary: "Where to write the Swift file; standard output when absent."),
      Option(
        .format, value: "format", allowed: DiagnosticFormat.allCases.map(\.rawValue),
        default: DiagnosticFormat.human.rawValue,
        summary: "How to print diagnostics: human, gnu, json, sarif or github."),
      Option(.warningsAsErrors, summary: "Report warnings as errors, and generate nothing."),
    ],
    discussion: """
      The spec is checked first, exactly as 'flowc check' does; any error means nothing is written.
      The output file is rewritten only when its contents change, so builds stay incremental; a
      symbolic link is written through, and an output that is the spec or not a regular file is
      refused. The
      generated file names flowc's version and the spec it came from, and is the same bytes for the
      same spec on every machine.

      EXIT STATUS:
        0  Generated (warnings allowed).
        1  The spec has errors, or the output could not be written.
        2  A usage error (such as an output that is the spec itself, or is not a regular file), or
           the spec could not be read.
      """,
    run: runGenerate
  )

  private static func runGenerate(_ invocation: Invocation, _ console: Console) -> ExitCode {
    if let output = invocation.value(.output), let problem = outputProblem(output, invocation) {
      console.writeError("error: \(problem)\n")
      return .usage
    }
    let format = invocation.value(.format, as: DiagnosticFormat.self) ?? .human
    let options = CompilerOptions(warningsAsErrors: invocation.has(.warningsAsErrors))
    var compiler = Compiler(options: options)
    compiler.keepsWorkUntilExit = true
    let report = compiler.check(paths: invocation.positionals)
    // flowc exits right after: the operating system frees the report faster than its deinits would.
    defer { ProcessLifetime.keepUntilExit(report) }
    for error in report.readErrors {
      console.writeError("error: \(error)\n")
    }
    if !report.diagnostics.isEmpty {
      switch format {
      case .human:
        console.writeError(HumanRenderer(colored: console.colorsStandardError).render(report))
      case .gnu, .json, .sarif, .github:
        // Generated code goes to stdout when there is no --output, so diagnostics go to stderr.
        console.writeError(format.renderer(for: console).render(report))
      }
    }
    guard report.readErrors.isEmpty else { return .usage }
    guard let file = report.files.first, let swift = compiler.generate(file) else {
      return .failure
    }
    guard let output = invocation.value(.output) else {
      console.write(swift)
      return .success
    }
    do {
      try OutputWriter.write(swift, to: output)
      return .success
    } catch let error as WriteError {
      console.writeError("error: \(error)\n")
      return .failure
    } catch {
      console.writeError("error: cannot write '\(output)': \(error.localizedDescription)\n")
      return .failure
    }
  }

  /// Why `--output` cannot be written, checked before anything is generated: it is the spec itself
  /// (same device and inode, through links or other spellings of the path), or not a regular file.
  private static func outputProblem(_ output: String, _ invocation: Invocation) -> String? {
    if let spec = invocation.positionals.first, WriteTarget.sameFile(output, spec) {
      return "the output '\(output)' is the spec '\(spec)'; write the Swift to another file"
    }
    return WriteTarget.problem(writing: output).map { "cannot write '\(output)': \($0)" }
  }
}
