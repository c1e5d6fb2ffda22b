import FlowCompiler
import FlowSyntax

/// libFuzzer entry: arbitrary bytes as a `.flow` file through the whole front end (UTF-8
/// validation, lexer, parser, checker, a diagnostic renderer), then through the formatter, whose
/// output must format to itself and parse without errors.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let compiler = Compiler()
  let report = compiler.check(InputFile(path: "fuzz.flow", bytes: bytes))
  let compilation = CompilationReport(files: [report], readErrors: [])
  // Rendering costs as much as everything else together, so each input goes through one renderer,
  // chosen by its length: deterministic per input (as libFuzzer needs), and all three get fuzzed.
  let format = DiagnosticFormat.allCases[size % DiagnosticFormat.allCases.count]
  _ = format.renderer(colored: size % 2 == 0).render(compilation)
  if report.model != nil {
    // TODO(codegen): once FlowCodeGen lands, generate Swift from `report.model` here, e.g.
    // `_ = compiler.generate(model)`, and check the output is deterministic (generate twice, compare).
  }
  checkFormatting(report.source)
  return 0
}

/// Formatting is idempotent, and what it prints still parses: a formatter that changes its own output
/// or breaks a file is a bug even though nothing crashed.
private func checkFormatting(_ source: SourceFile) {
  guard let formatted = Formatter.format(source) else { return }
  let again = SourceFile(path: "fuzz.flow", text: formatted)
  let parsed = Parser.parse(again)
  if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
    fatalError("formatted text does not parse: \(error.message)\n--- formatted ---\n\(formatted)")
  }
  guard let second = Formatter.format(again) else {
    fatalError("formatted text does not format\n--- formatted ---\n\(formatted)")
  }
  if second != formatted {
    fatalError(
      "formatting is not idempotent\n--- first ---\n\(formatted)\n--- second ---\n\(second)")
  }
}
