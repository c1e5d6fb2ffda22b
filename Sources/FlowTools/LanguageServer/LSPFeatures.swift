import FlowCompiler

/// The answers to the document requests, from `EditorDocument`, as the protocol's JSON.
enum LSPFeatures {
  /// The requests about the name at a position.
  static let positionMethods: Set = [
    "textDocument/definition", "textDocument/hover", "textDocument/completion",
    "textDocument/prepareRename", "textDocument/rename", "textDocument/references",
    "textDocument/documentHighlight",
  ]

  /// A position is two `uinteger`s: a negative one is a client's bug, refused rather than read as
  /// the start of the document. One past the end is clamped later, as the protocol asks.
  static func position(_ value: JSONValue?) -> EditorPosition? {
    guard let line = value?["line"]?.integerValue,
      let character = value?["character"]?.integerValue,
      line >= 0, character >= 0
    else { return nil }
    return EditorPosition(line: line, character: character)
  }

  /// The answer to a request in `positionMethods`, about the name at `offset`.
  static func answer(
    _ method: String, document: EditorDocument, uri: String, offset: Int, params: JSONValue
  ) -> Result<JSONValue, ResponseError> {
    let source = document.source
    switch method {
    case "textDocument/definition":
      guard let range = document.definition(at: offset) else { return .success(.null) }
      return .success(
        .object([("uri", .string(uri)), ("range", LSPEncoding.range(range, in: source))]))
    case "textDocument/hover":
      guard let hover = document.hover(at: offset) else { return .success(.null) }
      return .success(
        .object([
          (
            "contents",
            .object([("kind", .string("markdown")), ("value", .string(hover.markdown))])
          ),
          ("range", LSPEncoding.range(hover.range)),
        ]))
    case "textDocument/completion":
      return .success(.array(document.completions(at: offset).map(completionItem)))
    case "textDocument/references":
      var includingDeclaration = false
      if case .bool(true) = params["context"]?["includeDeclaration"] { includingDeclaration = true }
      let references = document.references(at: offset, includingDeclaration: includingDeclaration)
      return .success(
        .array(references.map { LSPEncoding.location(uri: uri, $0.name.range, in: source) }))
    case "textDocument/documentHighlight":
      let occurrences = document.references(at: offset, includingDeclaration: true)
      return .success(
        .array(
          occurrences.map { occurrence in
            // The protocol's DocumentHighlightKind: a declaration writes the name, a use reads it.
            .object([
              ("range", LSPEncoding.range(occurrence.name.range, in: source)),
              ("kind", .integer(occurrence.isDeclaration ? 3 : 2)),
            ])
          }))
    case "textDocument/prepareRename":
      do throws(RenameRefusal) {
        let occurrence = try document.prepareRename(at: offset)
        return .success(
          .object([
            ("range", LSPEncoding.range(occurrence.name.range, in: source)),
            ("placeholder", .string(occurrence.name.text)),
          ]))
      } catch {
        return .failure(ResponseError(.requestFailed, error.message))
      }
    default:
      guard let newName = params["newName"]?.stringValue else {
        return .failure(ResponseError(.invalidParams, "expected newName"))
      }
      do throws(RenameRefusal) {
        let edits = try document.rename(at: offset, to: newName).map {
          LSPEncoding.textEdit($0, newName, in: source)
        }
        return .success(LSPEncoding.workspaceEdit(uri: uri, edits))
      } catch {
        return .failure(ResponseError(.requestFailed, error.message))
      }
    }
  }

  private static func completionItem(_ item: CompletionItem) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("label", .string(item.label)),
      ("kind", .integer(LSPEncoding.completionKind(item.kind))),
      ("detail", .string(item.kind.rawValue)),
    ]
    if let documentation = item.documentation {
      members.append(("documentation", .string(documentation)))
    }
    return .object(members)
  }
}
