import FlowCompiler
import FlowSyntax

/// libFuzzer entry: arbitrary bytes as a `.flow` file through the whole front end (UTF-8
/// validation, lexer, parser, checker, a diagnostic renderer, and code generation when the file
/// checks clean), then through the formatter, whose output must format to itself and parse without
/// errors.
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
  // Generation is deterministic: the same model gives the same text.
  if let generated = compiler.generate(report), compiler.generate(report) != generated {
    fatalError("generation is not deterministic")
  }
  checkFormatting(report, compiler: compiler)
  return 0
}

/// Formatting is idempotent, what it prints still parses, and it keeps the meaning: the same
/// diagnostic codes and the same generated code. A formatter that changes its own output or the
/// file's meaning is a bug even though nothing crashed.
private func checkFormatting(_ report: FileReport, compiler: Compiler) {
  guard let formatted = Formatter.format(report.source) else { return }
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
  // The formatter reads files the compiler refuses as not UTF-8 (it repairs them); there is no
  // meaning to compare for those.
  guard !report.diagnostics.contains(where: { $0.code == .invalidUTF8 }) else { return }
  let reformatted = compiler.check(again)
  let codes = report.diagnostics.map(\.code.rawValue).sorted()
  let codesAfter = reformatted.diagnostics.map(\.code.rawValue).sorted()
  if codes != codesAfter {
    fatalError("formatting changed the diagnostics from \(codes) to \(codesAfter)\n\(formatted)")
  }
  if compiler.generate(report) != compiler.generate(reformatted) {
    fatalError("formatting changed the generated code\n--- formatted ---\n\(formatted)")
  }
}
