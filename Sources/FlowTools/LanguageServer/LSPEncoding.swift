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
  /// there is one, follows the message on its own line, as `flowc check` prints it.
  static func diagnostic(_ diagnostic: Diagnostic, in source: SourceFile) -> JSONValue {
    let severity =
      switch diagnostic.severity {
      case .error: 1
      case .warning: 2
      case .note: 3
      }
    var message = diagnostic.message
    if let help = diagnostic.help { message += "\nhelp: \(help)" }
    return .object([
      ("range", range(diagnostic.range, in: source)),
      ("severity", .integer(severity)),
      ("code", .string(diagnostic.code.rawValue)),
      ("source", .string("flowc")),
      ("message", .string(message)),
    ])
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
}
