import FlowCompiler
import FlowSyntax

/// Editor values written as the protocol's JSON.
enum LSPEncoding {
  static func position(_ position: EditorPosition) -> JSONValue {
    .object([("line", .integer(position.line)), ("character", .integer(position.character))])
  }

  static func range(_ range: EditorRange) -> JSONValue {
    .object([("start", position(range.start)), ("end", position(range.end))])
  }

  static func range(_ range: SourceRange, in source: SourceFile) -> JSONValue {
    self.range(source.editorRange(of: range))
  }

  /// A compiler diagnostic, with its code (`FL0201`) and `flowc` as its source; the help, when
  /// there is one, follows the message on its own line, as `flowc check` prints it. A note that
  /// points somewhere ("previous declaration is here") is related information the editor links
  /// to; a note that points nowhere follows the message too.
  static func diagnostic(_ diagnostic: Diagnostic, in source: SourceFile, uri: String)
    -> JSONValue
  {
    let severity =
      switch diagnostic.severity {
      case .error: 1
      case .warning: 2
      case .note: 3
      }
    var message = diagnostic.message
    if let help = diagnostic.help { message += "\nhelp: \(help)" }
    var related: [JSONValue] = []
    for note in diagnostic.notes {
      // A note in another file (a module's other spec) has no place in this document.
      guard let noteRange = note.range, note.path == nil else {
        message += "\nnote: \(note.message)"
        continue
      }
      related.append(
        .object([
          ("location", location(uri: uri, noteRange, in: source)),
          ("message", .string(note.message)),
        ]))
    }
    var members: [(key: String, value: JSONValue)] = [
      ("range", range(diagnostic.range, in: source)),
      ("severity", .integer(severity)),
      ("code", .string(diagnostic.code.rawValue)),
      ("source", .string("flowc")),
      ("message", .string(message)),
    ]
    if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
    return .object(members)
  }

  static func location(uri: String, _ range: SourceRange, in source: SourceFile) -> JSONValue {
    .object([("uri", .string(uri)), ("range", self.range(range, in: source))])
  }

  /// A `TextEdit`: replace `range` with `newText`.
  static func textEdit(_ range: SourceRange, _ newText: String, in source: SourceFile)
    -> JSONValue
  {
    .object([("range", self.range(range, in: source)), ("newText", .string(newText))])
  }

  /// A `TextEdit` replacing the whole of `source` with `newText` (formatting, fix all): one edit,
  /// which editors apply as a minimal diff.
  static func wholeTextEdit(_ newText: String, in source: SourceFile) -> JSONValue {
    textEdit(SourceRange(start: 0, end: source.bytes.count), newText, in: source)
  }

  /// A `WorkspaceEdit` changing one document.
  static func workspaceEdit(uri: String, _ edits: [JSONValue]) -> JSONValue {
    .object([("changes", .object([(uri, .array(edits))]))])
  }

  /// The protocol's CompletionItemKind numbers.
  static func completionKind(_ kind: CompletionItem.Kind) -> Int {
    switch kind {
    case .screen, .sheet, .cover: 7  // Class
    case .phase: 9  // Module
    case .tab: 5  // Field
    case .condition: 6  // Variable
    case .event: 23  // Event
    case .keyword: 14  // Keyword
    }
  }

  /// The protocol's SymbolKind numbers, for the outline. A route is an enum member: its `as` name
  /// is a case of the generated route enum.
  static func symbolKind(_ kind: OutlineSymbol.Kind) -> Int {
    switch kind {
    case .app: 4  // Package
    case .declared(.screen), .declared(.sheet), .declared(.cover): 5  // Class
    case .declared(.phase): 2  // Module
    case .declared(.tab): 8  // Field
    case .declared(.condition): 17  // Boolean
    case .declared(.event): 24  // Event
    case .declared(.route): 22  // EnumMember
    }
  }
}
