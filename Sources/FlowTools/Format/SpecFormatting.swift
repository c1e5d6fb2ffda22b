import FlowCompiler
import FlowRuntime
import FlowSyntax

/// `flowc format` without the I/O: decides whether a spec changes and what it becomes.
public enum SpecFormatting {
  /// The outcome of formatting `input`. Only reading and syntax errors stop it: a spec whose names or
  /// flow are wrong still has a canonical layout.
  public static func format(_ input: InputFile, compiler: Compiler = Compiler()) -> FormatOutcome {
    guard case .bytes(let bytes) = input.contents, UTF8Validation.firstFailure(in: bytes) == nil
    else {
      return .failed(compiler.check(input))
    }
    let source = SourceFile(path: input.path, bytes: bytes)
    guard let text = Formatter.format(source) else {
      let parsed = Parser.parse(source)
      let diagnostics = compiler.finalize(parsed.diagnostics, path: source.path)
      return .failed(FileReport(source: source, diagnostics: diagnostics, model: nil))
    }
    return Array(text.utf8) == bytes ? .unchanged : .changed(text)
  }
}
