import FlowCompiler
import FlowSyntax

extension LSPFeatures {
  /// The requests about a whole document, or a range of it, rather than a name.
  static let documentMethods: Set = [
    "textDocument/codeAction", "textDocument/formatting", "textDocument/documentSymbol",
  ]

  /// The answer to a request in `documentMethods`.
  static func answer(_ method: String, document: EditorDocument, uri: String, params: JSONValue)
    -> Result<JSONValue, ResponseError>
  {
    let source = document.source
    switch method {
    case "textDocument/codeAction":
      guard let start = position(params["range"]?["start"]),
        let end = position(params["range"]?["end"])
      else { return .failure(ResponseError(.invalidParams, "expected range")) }
      let only = params["context"]?["only"]
      var actions: [JSONValue] = []
      if admits(only, kind: quickFixKind) {
        let offsets = [source.offset(of: start), source.offset(of: end)]
        let range = SourceRange(start: offsets.min() ?? 0, end: offsets.max() ?? 0)
        actions += document.quickFixes(touching: range).map { quickFix($0, in: source, uri: uri) }
      }
      if admits(only, kind: fixAllKind), let fixed = document.fixedEverywhere() {
        actions.append(
          .object([
            ("title", .string("Apply every fix-it (flowc check --fix)")),
            ("kind", .string(fixAllKind)),
            (
              "edit",
              LSPEncoding.workspaceEdit(uri: uri, [LSPEncoding.wholeTextEdit(fixed, in: source)])
            ),
          ]))
      }
      return .success(.array(actions))
    case "textDocument/formatting":
      // The whole text replaced by its layout.
      guard let text = document.formatted() else { return .success(.array([])) }
      return .success(.array([LSPEncoding.wholeTextEdit(text, in: source)]))
    default:
      return .success(.array(document.outline.map { documentSymbol($0, in: source) }))
    }
  }

  /// The code action kinds offered: a diagnostic's fix, and every fix-it of the document at once
  /// (what an editor runs on save when asked for `source.fixAll`).
  static let quickFixKind = "quickfix"
  static let fixAllKind = "source.fixAll.flowc"

  /// Whether a code action request's `only` filter admits `kind`: no filter, or a kind that `kind`
  /// is or is under (`source` admits `source.fixAll.flowc`; the empty kind admits every action).
  private static func admits(_ only: JSONValue?, kind: String) -> Bool {
    guard case .array(let kinds) = only else { return true }
    return kinds.contains { filter in
      guard let filter = filter.stringValue else { return false }
      return filter.isEmpty || kind == filter || kind.hasPrefix(filter + ".")
    }
  }

  /// A quick fix as a `CodeAction`, titled by its edit's label. A fix-it is preferred (each
  /// diagnostic has at most one obvious fix), so an editor's "fix all" applies it; accepting a
  /// warning is never chosen for the user.
  private static func quickFix(_ fix: QuickFix, in source: SourceFile, uri: String) -> JSONValue {
    let edit = LSPEncoding.textEdit(fix.edit.range, fix.edit.replacement, in: source)
    return .object([
      ("title", .string(fix.edit.message)),
      ("kind", .string(quickFixKind)),
      ("diagnostics", .array([LSPEncoding.diagnostic(fix.diagnostic, in: source, uri: uri)])),
      ("isPreferred", .bool(fix.isPreferred)),
      ("edit", LSPEncoding.workspaceEdit(uri: uri, [edit])),
    ])
  }

  private static func documentSymbol(_ symbol: OutlineSymbol, in source: SourceFile) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("name", .string(symbol.name))]
    if let detail = symbol.detail, !detail.isEmpty { members.append(("detail", .string(detail))) }
    members += [
      ("kind", .integer(LSPEncoding.symbolKind(symbol.kind))),
      ("range", LSPEncoding.range(symbol.range, in: source)),
      ("selectionRange", LSPEncoding.range(symbol.selectionRange, in: source)),
    ]
    if !symbol.children.isEmpty {
      members.append(("children", .array(symbol.children.map { documentSymbol($0, in: source) })))
    }
    return .object(members)
  }
}
