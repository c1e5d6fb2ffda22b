import FlowCompiler
import FlowSema
import FlowTools

extension Subcommand {
  /// `flowc generate`: checks specs and writes the Swift generated from them.
  static let generate = Subcommand(
    name: "generate",
    summary: "Generate Swift from a .flow spec.",
    arguments: [
      Argument(
        synopsis: "<file>...",
        summary: "The .flow spec, or with --output-directory the specs of one module.",
        minimumCount: 1, maximumCount: nil)
    ],
    options: [
      Option(
        .output, value: "file", short: "-o",
        summary: "Where to write the Swift file; standard output when absent or '-'."),
      Option(
        .outputDirectory, value: "directory",
        summary: "Write each spec's Swift file into <directory> (as the build plugin does)."),
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

      With --output-directory, the specs given are the specs of one module (the build plugin gives
      a target's): they are checked together, as 'flowc check' checks the specs given to it, and two
      that would generate the same Swift type are an error (FL0115). Each spec's file is named
      Name.flow.swift, or, when specs in different folders share a file name, with the folders that
      tell them apart in front (a_Name.flow.swift). Any error in any spec means nothing is written.

      EXIT STATUS:
        0  Generated (warnings allowed).
        1  A spec has errors.
        2  A usage error (such as an output that is the spec itself, or is not a regular file),
           a spec that could not be read, or an output that could not be written.
      """,
    run: { runGenerate($0, $1) }
  )

  private static func runGenerate(_ invocation: Invocation, _ console: Console) -> ExitCode {
    let specs = invocation.specPaths
    let directory = invocation.value(.outputDirectory)
    if let problem = usageProblem(invocation) {
      console.writeError(UsageError(problem, subcommand: .generate).text)
      return .usage
    }
    let outputs =
      directory.map { directory in
        GeneratedFileNames.names(for: specs).map { directory + "/" + $0 }
      } ?? invocation.value(.output).flatMap { $0 == "-" ? nil : [$0] }
    for (spec, output) in zip(specs, outputs ?? []) {
      if let problem = outputProblem(output, spec: spec) {
        console.writeError("error: \(problem)\n")
        return .usage
      }
    }
    let format = invocation.value(.format, as: DiagnosticFormat.self) ?? .human
    let options = CompilerOptions(warningsAsErrors: invocation.has(.warningsAsErrors))
    var compiler = Compiler(options: options)
    compiler.keepsWorkUntilExit = true
    let report = compiler.checkAsModule(compiler.check(paths: specs))
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
    // Specs of one file name in different folders say which folder in their headers (a/Same.flow).
    let specNames = GeneratedFileNames.specNames(for: report.files.map(\.source.path))
    let generated = report.files.indices.compactMap {
      compiler.generate(report.files[$0], specName: specNames[$0])
    }
    guard generated.count == specs.count else { return .failure }
    guard let outputs else {
      console.write(generated[0])
      return .success
    }
    for (swift, output) in zip(generated, outputs) {
      do {
        try OutputWriter.write(swift, to: output)
      } catch let error as WriteError {
        console.writeError("error: \(error)\n")
        return .usage
      } catch {
        console.writeError("error: cannot write '\(output)': \(error.localizedDescription)\n")
        return .usage
      }
    }
    return .success
  }

  /// Why the options given cannot go together: several specs need a directory to write into.
  private static func usageProblem(_ invocation: Invocation) -> String? {
    if invocation.has(.output), invocation.has(.outputDirectory) {
      return "'--output' and '--output-directory' cannot be combined"
    }
    if invocation.positionals.count > 1, !invocation.has(.outputDirectory) {
      return "several specs need '--output-directory', which writes one Swift file for each"
    }
    return nil
  }

  /// Why `output` cannot be written, checked before anything is generated: it is the spec itself
  /// (same device and inode, through links or other spellings of the path), or not a regular file.
  private static func outputProblem(_ output: String, spec: String) -> String? {
    if WriteTarget.sameFile(output, spec) {
      return "the output '\(output)' is the spec '\(spec)'; write the Swift to another file"
    }
    return WriteTarget.problem(writing: output).map { "cannot write '\(output)': \($0)" }
  }
}
