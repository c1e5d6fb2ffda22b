import FlowCompiler
import FlowSema
import FlowSyntax
import FlowTools

extension Subcommand {
  /// `flowc check`: reads, parses and checks specs and reports their diagnostics.
  static let check = Subcommand(
    name: "check",
    summary: "Check .flow specs and report their diagnostics.",
    arguments: [
      Argument(
        synopsis: "<file>...", summary: "The .flow specs to check ('-' reads standard input).",
        minimumCount: 1,
        maximumCount: nil)
    ],
    options: [
      Option(
        .format, value: "format", allowed: DiagnosticFormat.allCases.map(\.rawValue),
        default: DiagnosticFormat.human.rawValue,
        summary: "How to print diagnostics: human, gnu, json, sarif or github."),
      Option(.warningsAsErrors, summary: "Report warnings as errors."),
      Option(
        .against, value: "old",
        summary: "Also report links the spec at <old> opened that these specs break (flowc diff)."),
      Option(.fix, summary: "Apply the fix-its first, rewriting the files; report what remains."),
    ],
    discussion: """
      The human format goes to standard error, coloured when standard error is a terminal, TERM is
      not 'dumb' and NO_COLOR is unset or empty; on a terminal it ends with a line per file, such as
      'Archon.flow: no problems'.
      The gnu format (one line per diagnostic, then a 'note:' line per note, help and fix-it, as
      Xcode and SwiftPM read it) and the json format (described in docs/DiagnosticsJSON.md) go to
      standard output, for tools to capture. So do sarif (SARIF 2.1.0 for code scanning) and
      github (workflow commands that annotate a pull request), described in docs/Tools.md.

      Specs given together are one module, as the specs of one target are: two that would
      generate the same Swift type are an error (FL0115), as they would not build together.

      With --against, each spec that checks without errors is also compared with the spec at <old>,
      as flowc diff does: links the old spec opened that a new one breaks are errors.

      With --fix, each file's fix-its (the 'fix-it:' lines) are applied first, pass by pass while
      they leave fewer problems, and the file is rewritten in place, atomically; a line on standard
      error says how many were applied. The diagnostics printed are those that remain. Standard
      input cannot be fixed.

      EXIT STATUS:
        0  No errors (warnings allowed).
        1  Errors, or warnings with --warnings-as-errors.
        2  A usage error, a file that could not be read, or output that could not be written.
      """,
    run: { runCheck($0, $1) }
  )

  private static func runCheck(_ invocation: Invocation, _ console: Console) -> ExitCode {
    let options = CompilerOptions(warningsAsErrors: invocation.has(.warningsAsErrors))
    var compiler = Compiler(options: options)
    if invocation.value(.against) == "-", invocation.specPaths.contains("-") {
      console.writeError(
        UsageError(
          "a spec and --against cannot both read standard input ('-')", subcommand: .check
        ).text)
      return .usage
    }
    if invocation.has(.fix) {
      let status = applyFixIts(invocation.specPaths, compiler: compiler, console: console)
      guard status == .success else { return status }
    }
    compiler.keepsWorkUntilExit = true
    // The specs given together are one module, as a target's are (`checkAsModule`).
    let report = compiler.checkAsModule(
      invocation.value(.against).map {
        compiler.check(paths: invocation.specPaths, against: $0)
      } ?? compiler.check(paths: invocation.specPaths))
    // flowc exits right after: the operating system frees the report faster than its deinits would.
    defer { ProcessLifetime.keepUntilExit(report) }
    if invocation.has(.fix), invocation.value(.against) != nil {
      sayContractFixItsLeft(report, paths: invocation.specPaths, console: console)
    }
    return printDiagnostics(
      report, invocation: invocation, console: console, summarizingFiles: true)
  }

  /// `--fix`: rewrites each file with its fix-its applied (`SpecFixing`), saying so on standard
  /// error. A usage status when a file cannot be fixed in place (standard input, a device) or
  /// written; files that cannot be read are left to the check that follows, which reports them.
  private static func applyFixIts(_ paths: [String], compiler: Compiler, console: Console)
    -> ExitCode
  {
    guard !paths.contains("-") else {
      console.writeError(
        UsageError(
          "--fix rewrites files, so it cannot read standard input ('-')", subcommand: .check
        )
        .text)
      return .usage
    }
    var status = ExitCode.success
    for path in paths {
      if let problem = WriteTarget.problem(writing: path) {
        console.writeError("error: cannot fix '\(path)': \(problem)\n")
        status = .usage
        continue
      }
      guard
        let input = try? FileLoader.load(path: path, byteLimit: compiler.options.maximumFileSize)
      else { continue }
      let outcome = SpecFixing.fix(input, compiler: compiler)
      if let text = outcome.text {
        do throws(WriteError) {
          try AtomicWriter.write(text, to: path)
          console.writeError(
            "\(path): applied \(WordList.counted(outcome.appliedCount, "fix-it"))\n")
        } catch {
          console.writeError("error: \(error)\n")
          status = .usage
          continue
        }
      }
      if outcome.notBetterCount > 0 {
        console.writeError(
          "\(path): left \(WordList.counted(outcome.notBetterCount, "fix-it")) unapplied: applying "
            + (outcome.notBetterCount == 1 ? "it" : "them")
            + " leaves as many problems, or more\n")
      }
      if outcome.placeholderCount > 0 {
        console.writeError(
          "\(path): left \(WordList.counted(outcome.placeholderCount, "fix-it")) unapplied: "
            + (outcome.placeholderCount == 1 ? "it writes" : "they write")
            + " a placeholder (<#...#>) for you to fill in\n")
      }
      if outcome.guessCount > 0 {
        console.writeError(
          "\(path): left \(WordList.counted(outcome.guessCount, "fix-it")) unapplied: "
            + (outcome.guessCount == 1 ? "it guesses" : "they guess")
            + " what you meant (a misspelt name, a requirement), and a wrong guess would check clean and mean "
            + "something else: apply \(outcome.guessCount == 1 ? "it" : "them") yourself if right\n"
        )
      }
    }
    return status
  }

  /// `--fix` applies the check's own fix-its, never those of `--against` (`as legacy` and the
  /// like): each keeps something the old spec promised, a choice left to the author. Said, so that
  /// a file that did not change is explained (the tools round found it silent).
  private static func sayContractFixItsLeft(
    _ report: CompilationReport, paths: [String], console: Console
  ) {
    for path in paths {
      let left = report.diagnostics.count {
        $0.path == path && $0.code.isContract && $0.fixIt != nil
      }
      guard left > 0 else { continue }
      console.writeError(
        "\(path): left \(WordList.counted(left, "fix-it")) of --against unapplied: "
          + (left == 1 ? "it keeps" : "they keep")
          + " what the old spec promised (a link, a Swift case name), a choice --fix leaves to you\n"
      )
    }
  }

  /// Prints a report's read errors and diagnostics in the `--format` asked for, and returns the
  /// status `check` and `diff` exit with. With `summarizingFiles`, the human format on a terminal
  /// ends with a line per file checked (`Archon.flow: no problems`).
  static func printDiagnostics(
    _ report: CompilationReport, invocation: Invocation, console: Console,
    summarizingFiles: Bool = false
  ) -> ExitCode {
    let format = invocation.value(.format, as: DiagnosticFormat.self) ?? .human
    for error in report.readErrors {
      console.writeError("error: \(error)\n")
    }
    switch format {
    case .human:
      console.writeError(HumanRenderer(colored: console.colorsStandardError).render(report))
      if summarizingFiles, console.standardErrorIsTerminal {
        console.writeError(CheckSummary.text(report))
      }
    case .gnu, .json, .sarif, .github:
      console.write(format.renderer(for: console).render(report))
    }

    if !report.readErrors.isEmpty { return .usage }
    return report.errorCount > 0 ? .failure : .success
  }
}
