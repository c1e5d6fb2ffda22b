import FlowCompiler

/// The answers to the document requests, from `EditorDocument`, as the protocol's JSON.
enum LSPFeatures {
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
        let edits = try document.rename(at: offset, to: newName).map { range -> JSONValue in
          .object([
            ("range", LSPEncoding.range(range, in: source)), ("newText", .string(newName)),
          ])
        }
        return .success(.object([("changes", .object([(uri, .array(edits))]))]))
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
