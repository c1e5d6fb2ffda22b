import FlowCompiler
import FlowSyntax

/// One open `.flow` document and the language features an editor asks of it, in terms of byte
/// offsets and source ranges; a protocol layer such as the language server converts positions.
///
/// Built on the parser's tree rather than the checked model, so that definition, hover, completion
/// and rename keep working while the spec has errors, which is most of the time while typing.
struct EditorDocument: Sendable {
  /// What `flowc check` reports for this text, without the model: what the quick fixes and `--fix`'s
  /// passes start from, so that they do not check the text again.
  let report: FileReport
  var source: SourceFile { report.source }
  var diagnostics: [Diagnostic] { report.diagnostics }
  let symbols: SymbolIndex
  /// The declarations as an editor's outline shows them.
  let outline: [OutlineSymbol]
  /// The tokens, for completion contexts and for telling keywords apart from names.
  let tokens: [Token]
  /// Every comment, doc comments included, where completion offers nothing.
  let commentRanges: [SourceRange]
  /// The plain comments (not `///`), where `// flowc:ignore` comments are.
  let comments: [Comment]
  /// Whether the text was too large to check, and so has no features.
  let isTooLarge: Bool

  init(path: String, text: String, compiler: Compiler = Compiler()) {
    let bytes = Array(text.utf8)
    guard bytes.count <= compiler.options.maximumFileSize else {
      // Too large to check: its one diagnostic, and no features rather than a slow editor.
      let checked = compiler.check(InputFile(path: path, contents: .tooLarge))
      report = FileReport(
        source: SourceFile(path: path, bytes: bytes), diagnostics: checked.diagnostics, model: nil)
      symbols = SymbolIndex(FlowFile(path: path, declarations: [], comments: []))
      outline = []
      tokens = []
      commentRanges = []
      comments = []
      isTooLarge = true
      return
    }
    var checked = compiler.check(InputFile(path: path, bytes: bytes))
    // The model is not kept: the editor's features read the syntax tree.
    checked.model = nil
    report = checked
    let source = checked.source
    let file = Parser.parse(source).file
    symbols = SymbolIndex(file)
    outline = OutlineSymbol.outline(of: file, in: source)
    let lexed = Lexer.tokenize(source)
    tokens = lexed.tokens
    commentRanges = (lexed.comments + lexed.docLines).map(\.range)
    comments = lexed.comments
    isTooLarge = false
  }

  /// The declaration of the name at `offset`: its name's range, or nil when the cursor is on no
  /// name or the name is declared nowhere.
  func definition(at offset: Int) -> SourceRange? {
    guard let occurrence = symbols.occurrence(at: offset) else { return nil }
    return symbols.declaration(named: occurrence.name.text, in: occurrence.namespace)?.name.range
  }

  /// The declaration line of the name at `offset` in a `flow` code block, then its doc comment.
  func hover(at offset: Int) -> EditorHover? {
    guard let occurrence = symbols.occurrence(at: offset),
      let declaration = symbols.declaration(named: occurrence.name.text, in: occurrence.namespace)
    else { return nil }
    let line = source.location(of: declaration.name.range.start).line
    let declarationLine = source.lineText(line).trimmingBlanks()
    var markdown = "```flow\n\(declarationLine)\n```"
    if let docs = declaration.docs, !docs.lines.isEmpty {
      markdown += "\n\n" + docs.lines.joined(separator: "\n")
    }
    return EditorHover(markdown: markdown, range: source.editorRange(of: occurrence.name.range))
  }

  /// The name at `offset` and its kind of name, if it can be renamed.
  func prepareRename(at offset: Int) throws(RenameRefusal) -> SymbolOccurrence {
    if let occurrence = symbols.occurrence(at: offset) { return occurrence }
    if let token = token(at: offset), case .identifier(let word) = token.kind,
      Keyword(rawValue: word) != nil
    {
      throw .keyword(word)
    }
    throw .noSymbol
  }

  /// Every range to replace with `newName` to rename the name at `offset`, declaration and uses,
  /// in source order.
  func rename(at offset: Int, to newName: String) throws(RenameRefusal) -> [SourceRange] {
    let occurrence = try prepareRename(at: offset)
    guard Self.isValidName(newName) else { throw .invalidName(newName) }
    if newName != occurrence.name.text,
      let existing = symbols.declaration(named: newName, in: occurrence.namespace)
    {
      throw .clash(name: newName, kind: existing.kind)
    }
    // `in X` after a landing names a tab or a phase, so the two kinds share names there.
    let otherPlace: SymbolNamespace? =
      switch occurrence.namespace {
      case .tab: .phase
      case .phase: .tab
      default: nil
      }
    if newName != occurrence.name.text, let otherPlace,
      let existing = symbols.declaration(named: newName, in: otherPlace)
    {
      throw .placeClash(name: newName, kind: existing.kind)
    }
    let ranges = symbols.occurrences(of: occurrence.name.text, in: occurrence.namespace).map(
      \.name.range)
    if newName != occurrence.name.text,
      let problem = errorIntroduced(replacing: ranges, with: newName)
    {
      throw .breaksSpec(name: newName, problem: problem)
    }
    return ranges
  }

  /// The first error the spec would have after `ranges` are replaced with `name`, of a kind it
  /// has fewer of now: a name the lexer reads may still be refused by the checker (`class` and
  /// `if` become Swift keywords, FL0102), and a rename must leave the spec as valid as it was
  /// (the editor tools review). Checked as `flowc check` would, on the renamed text.
  private func errorIntroduced(replacing ranges: [SourceRange], with name: String) -> String? {
    var bytes = source.bytes
    for range in ranges.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(range.start..<range.end, with: Array(name.utf8))
    }
    let renamed = Compiler().check(InputFile(path: source.path, bytes: bytes))
    let errorCounts = { (diagnostics: [Diagnostic]) in
      Dictionary(
        diagnostics.lazy.filter { $0.severity == .error }.map { ($0.code, 1) }, uniquingKeysWith: +)
    }
    let before = errorCounts(diagnostics)
    let after = errorCounts(renamed.diagnostics)
    return renamed.diagnostics.first {
      $0.severity == .error && after[$0.code, default: 0] > before[$0.code, default: 0]
    }?.message
  }

  /// An identifier as the lexer reads one (`code-browser` included), and not a keyword: a keyword
  /// is accepted as a name in some places only, so a rename never introduces one. Read by the
  /// lexer itself, so that rename accepts exactly the names a spec may declare.
  static func isValidName(_ name: String) -> Bool {
    let lexed = Lexer.tokenize(SourceFile(path: "", text: name))
    guard lexed.diagnostics.isEmpty, lexed.tokens.count == 2,
      case .identifier(let read) = lexed.tokens[0].kind, read == name
    else { return false }
    return Keyword(rawValue: name) == nil
  }

  /// The token whose range contains `offset`, or ends right at it.
  func token(at offset: Int) -> Token? {
    tokens.first { $0.range.start <= offset && offset <= $0.range.end && $0.kind != .endOfFile }
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  fileprivate func trimmingBlanks() -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
  }
}
