import FlowRuntime
import FlowSema
import FlowSimulation
import FlowSyntax

/// The compiler pipeline as one call: read, validate, parse, check, apply `// flowc:ignore`
/// comments, and post-process diagnostics.
///
/// Everything but `check(paths:)` is a pure function of its input, so tests need no files.
public struct Compiler: Sendable {
  public var options: CompilerOptions
  /// Keeps each file's syntax tree and the checker's working values until the process exits rather
  /// than freeing them after checking (`ProcessLifetime`); only a process that exits right after, as
  /// `flowc` does, sets it.
  package var keepsWorkUntilExit = false
  /// Whether the spec's `expect` lines are run. `flowc resolve` does not run them: it answers
  /// what a link does, which is what someone reading a failing `expect` needs, and a failing one
  /// withheld the model it answers from (the twenty-sixth new-users review had to delete the
  /// `expect` first).
  package var verifiesExpectations = true

  public init(options: CompilerOptions = CompilerOptions()) {
    self.options = options
  }

  /// Reads and checks each path in order; unreadable paths become `readErrors`, not diagnostics.
  /// `-` is standard input, named `<stdin>` in diagnostics, as in `flowc format -`.
  public func check(paths: [String]) -> CompilationReport {
    var files: [FileReport] = []
    var readErrors: [ReadError] = []
    for path in paths {
      do {
        files.append(
          check(try FileLoader.load(specPath: path, byteLimit: options.maximumFileSize)))
      } catch {
        readErrors.append(error)
      }
    }
    return CompilationReport(files: files, readErrors: readErrors)
  }

  /// Checks one file's contents: size and encoding first, then the parser, then the checker.
  public func check(_ input: InputFile) -> FileReport {
    guard case .bytes(let bytes) = input.contents else {
      let source = SourceFile(path: input.path, bytes: [])
      let diagnostic = Diagnostic(
        .fileTooLarge,
        path: input.path,
        range: .point(0),
        message: "file is larger than \(sizeDescription), the largest spec flowc reads"
      )
      return finish(source: source, diagnostics: [diagnostic], model: nil)
    }
    let source = SourceFile(path: input.path, bytes: bytes)
    if let failure = UTF8Validation.firstFailure(in: bytes) {
      return finish(source: source, diagnostics: [invalidUTF8(failure, in: source)], model: nil)
    }
    return check(source)
  }

  /// Parses and checks a source that is known to be valid UTF-8.
  ///
  /// The checker runs only on a file that parsed without errors: a partial tree would produce
  /// follow-on errors about names and flows the user never wrote. Likewise the `expect`
  /// declarations are verified only when the spec checked without errors.
  public func check(_ source: SourceFile) -> FileReport {
    check(source, routeNaming: .stable)
  }

  /// Checks `source`, naming routes without `as` by `routeNaming` (`.legacy` for old specs in a diff).
  package func check(_ source: SourceFile, routeNaming: RouteCaseNaming) -> FileReport {
    var parsed = Parser.parse(source)
    let ignores = IgnoreComment.covering(
      IgnoreComment.collect(from: parsed.file.comments, in: source),
      declarations: parsed.file.declarations, in: source)
    parsed.diagnostics += WarningSuppression.misplaced(parsed.file.misplacedIgnores, in: source)
    if parsed.diagnostics.contains(where: { $0.severity == .error }) {
      let diagnostics = WarningSuppression.apply(ignores, to: parsed.diagnostics, in: source)
      return finish(source: source, diagnostics: diagnostics, model: nil, unchecked: .meaning)
    }
    // The checker takes the declarations, moving rather than copying them (`Checker.check`), so
    // the `expect` lines, read after it, are set aside first: a spec has few.
    let expectations = FlowFile(
      path: parsed.file.path,
      declarations: parsed.file.declarations.filter {
        if case .expect = $0 { true } else { false }
      }, comments: [])
    let file = parsed.file
    parsed.file.declarations = []
    let checked = Checker.check(
      file, source: source, routeNaming: routeNaming, keepingWorkUntilExit: keepsWorkUntilExit)
    var diagnostics = parsed.diagnostics + checked.diagnostics
    var unchecked: UncheckedPart?
    if !verifiesExpectations {
      // Not run, by the caller's choice: nothing to report as left unchecked.
    } else if let model = checked.model, !diagnostics.contains(where: { $0.severity == .error }) {
      diagnostics += ExpectationChecker.check(
        expectations, model: model, source: source, placeProblems: checked.expectationPlaceProblems)
    } else if !expectations.declarations.isEmpty {
      unchecked = .expectations(count: expectations.declarations.count)
    }
    // After every pass, before `finalize` raises warnings: an accepted warning fails nothing.
    diagnostics = WarningSuppression.apply(ignores, to: diagnostics, in: source)
    if keepsWorkUntilExit {
      ProcessLifetime.keepUntilExit(parsed)
    }
    return finish(
      source: source, diagnostics: diagnostics, model: checked.model, unchecked: unchecked)
  }

  private func finish(
    source: SourceFile, diagnostics: [Diagnostic], model: FlowModel?,
    unchecked: UncheckedPart? = nil
  ) -> FileReport {
    let final = finalize(diagnostics, path: source.path)
    let hasErrors = final.contains { $0.severity == .error }
    return FileReport(
      source: source, diagnostics: final, model: hasErrors ? nil : model, unchecked: unchecked)
  }

  /// Orders every stage's diagnostics together, the one place they are sorted (`DiagnosticOrder`),
  /// applies the error limit, then raises warnings under `--warnings-as-errors`. The limit reads the
  /// severities the spec's checking gave, so a hundred warnings raised to errors do not crowd out
  /// the error past them that fails the spec without the flag too.
  package func finalize(_ diagnostics: [Diagnostic], path: String) -> [Diagnostic] {
    let ordered = diagnostics.sorted(by: DiagnosticOrder.precedes)
    var limited = DiagnosticLimit.apply(ordered, limit: options.errorLimit, path: path)
    if options.warningsAsErrors {
      for index in limited.indices where limited[index].severity == .warning {
        limited[index].severity = .error
      }
    }
    return limited
  }

  private func invalidUTF8(_ failure: UTF8Validation.Failure, in source: SourceFile) -> Diagnostic {
    let byte = source.bytes[failure.offset]
    let hex = "0x" + String(byte, radix: 16, uppercase: true)
    let message =
      failure.isUnexpectedByte
      ? "file is not valid UTF-8: unexpected byte \(hex)"
      : "file is not valid UTF-8: incomplete sequence starting with byte \(hex)"
    return Diagnostic(
      .invalidUTF8,
      path: source.path,
      range: SourceRange(start: failure.offset, end: failure.offset + failure.length),
      message: message,
      help: "save the file as UTF-8"
    )
  }

  /// The limit in the unit it is a whole number of: `8 MiB` (8,388,608 bytes; "8 MB" read as
  /// 8,000,000 bytes would be wrong for a file between the two, the limits review).
  private var sizeDescription: String {
    let mebibyte = 1024 * 1024
    let size = options.maximumFileSize
    return size % mebibyte == 0 ? "\(size / mebibyte) MiB" : "\(size) bytes"
  }
}
