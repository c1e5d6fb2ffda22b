import FlowCompiler
import FlowSyntax

/// `flowc lsp`: a Language Server Protocol server for `.flow` documents, as a pure state machine.
///
/// It takes the bytes a client sent and returns the bytes to send back, so tests drive it without a
/// process and `flowc` only copies standard input and output. It is kept thin: every answer comes
/// from `EditorDocument`, and this layer only reads requests and writes results as LSP JSON.
/// Nothing a client sends makes it crash: malformed frames and bodies get error responses, unknown
/// requests `MethodNotFound`, unknown notifications are ignored.
public struct LanguageServer: Sendable {
  private var reader = MessageFrameReader()
  private var state = State.waitingForInitialize
  /// Open documents by URI, checked as of their latest text.
  private var documents: [String: EditorDocument] = [:]
  private let compiler: Compiler

  /// Where the session stands; requests are refused outside `running`.
  private enum State: Sendable {
    case waitingForInitialize, running, shuttingDown
  }

  /// The process's exit status once the client sent `exit`: 0 after `shutdown`, else 1.
  public private(set) var exitStatus: Int32?

  public init(compiler: Compiler = Compiler()) {
    self.compiler = compiler
  }

  /// Reads `bytes` from the client and returns every frame to write back, in order. Messages after
  /// `exit` are not read.
  public mutating func receive(_ bytes: [UInt8]) -> [UInt8] {
    reader.append(bytes)
    var output: [UInt8] = []
    while exitStatus == nil, let frame = reader.next() {
      let replies: [JSONValue]
      switch frame {
      case .malformed(let reason):
        replies = [Self.errorResponse(id: .null, .parseError, reason)]
      case .message(let body):
        replies = handle(body)
      }
      for reply in replies {
        output += MessageFrameReader.frame(reply.compactSerialized())
      }
    }
    return output
  }

  /// The exit status when the client closed its end without `exit`: 0 after `shutdown`, else 1.
  public func endOfInput() -> Int32 {
    exitStatus ?? (state == .shuttingDown ? 0 : 1)
  }

  private mutating func handle(_ body: [UInt8]) -> [JSONValue] {
    let message: JSONValue
    switch JSONValue.parsed(body) {
    case .success(let value): message = value
    case .failure(.tooDeep(let limit)):
      return [
        Self.errorResponse(
          id: .null, .parseError,
          "the message nests more than \(limit) levels deep, which is not read")
      ]
    case .failure(.invalid):
      return [Self.errorResponse(id: .null, .parseError, "the message is not valid JSON")]
    }
    let id = message["id"]
    guard let method = message["method"]?.stringValue else {
      // A response to a request of ours (this server sends none), or not JSON-RPC at all.
      if id != nil, message["result"] != nil || message["error"] != nil { return [] }
      let echoed = id.flatMap { Self.isValidID($0) ? $0 : nil } ?? .null
      return [Self.errorResponse(id: echoed, .invalidRequest, "the message has no method")]
    }
    let params = message["params"] ?? .null
    guard let id else { return notify(method, params) }
    guard Self.isValidID(id) else {
      return [
        Self.errorResponse(
          id: .null, .invalidRequest, "the request id must be a number or a string")
      ]
    }
    switch request(method, params) {
    case .success(let result):
      return [.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])]
    case .failure(let error):
      return [Self.errorResponse(id: id, error.code, error.message)]
    }
  }

  private mutating func request(_ method: String, _ params: JSONValue)
    -> Result<JSONValue, ResponseError>
  {
    switch (state, method) {
    case (.waitingForInitialize, "initialize"):
      state = .running
      return .success(Self.initializeResult)
    case (.waitingForInitialize, _):
      return .failure(.init(.serverNotInitialized, "the server has not been initialized"))
    case (.shuttingDown, _):
      return .failure(.init(.invalidRequest, "the server is shutting down"))
    case (.running, "initialize"):
      return .failure(.init(.invalidRequest, "the server is already initialized"))
    case (.running, "shutdown"):
      state = .shuttingDown
      documents.removeAll()
      return .success(.null)
    case (.running, _):
      return feature(method, params)
    }
  }

  private mutating func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
    if method == "exit" {
      exitStatus = state == .shuttingDown ? 0 : 1
      return []
    }
    guard state == .running else { return [] }
    let uri = params["textDocument"]?["uri"]?.stringValue
    switch method {
    case "textDocument/didOpen":
      guard let uri, let text = params["textDocument"]?["text"]?.stringValue else { return [] }
      return [open(uri, text: text)]
    case "textDocument/didChange":
      guard let uri, let document = documents[uri],
        case .array(let changes) = params["contentChanges"] ?? .null,
        let text = Self.applying(changes, to: document.source)
      else { return [] }
      return [open(uri, text: text)]
    case "textDocument/didClose":
      guard let uri, documents.removeValue(forKey: uri) != nil else { return [] }
      return [Self.publishDiagnostics(uri: uri, [])]
    default:
      return []
    }
  }

  /// The text after `changes`, in order: each whole text, as the server asks (full
  /// synchronisation), or a `range` replaced, which a client may send all the same. Taken as a
  /// whole text, a ranged change left the server checking a fragment as the document (the
  /// editor tools review). Nil when a change is malformed: the document stays as it was.
  private static func applying(_ changes: [JSONValue], to source: SourceFile) -> String? {
    guard !changes.isEmpty else { return nil }
    var source = source
    for change in changes {
      guard let text = change["text"]?.stringValue else { return nil }
      guard let range = change["range"] else {
        source = SourceFile(path: source.path, text: text)
        continue
      }
      guard let start = LSPFeatures.position(range["start"]),
        let end = LSPFeatures.position(range["end"])
      else { return nil }
      let (from, to) = (source.offset(of: start), source.offset(of: end))
      guard from <= to else { return nil }
      var bytes = source.bytes
      bytes.replaceSubrange(from..<to, with: Array(text.utf8))
      source = SourceFile(path: source.path, bytes: bytes)
    }
    return String(decoding: source.bytes, as: UTF8.self)
  }

  private mutating func open(_ uri: String, text: String) -> JSONValue {
    let document = EditorDocument(path: uri, text: text, compiler: compiler)
    documents[uri] = document
    return Self.publishDiagnostics(
      uri: uri,
      document.diagnostics.map { LSPEncoding.diagnostic($0, in: document.source, uri: uri) })
  }

  /// The requests about one open document: at a position in it, or about the whole of it.
  private func feature(_ method: String, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
    let uri = params["textDocument"]?["uri"]?.stringValue
    if LSPFeatures.positionMethods.contains(method) {
      guard let uri, let position = LSPFeatures.position(params["position"]) else {
        return .failure(.init(.invalidParams, "expected textDocument.uri and position"))
      }
      return document(uri).flatMap { document in
        let offset = document.source.offset(of: position)
        return LSPFeatures.answer(
          method, document: document, uri: uri, offset: offset, params: params)
      }
    }
    if LSPFeatures.documentMethods.contains(method) {
      guard let uri else { return .failure(.init(.invalidParams, "expected textDocument.uri")) }
      return document(uri).flatMap { document in
        LSPFeatures.answer(method, document: document, uri: uri, params: params)
      }
    }
    return .failure(.init(.methodNotFound, "unknown method '\(method)'"))
  }

  private func document(_ uri: String) -> Result<EditorDocument, ResponseError> {
    guard let document = documents[uri] else {
      return .failure(.init(.invalidParams, "the document '\(uri)' is not open"))
    }
    return .success(document)
  }

  private static let initializeResult: JSONValue = .object([
    (
      "capabilities",
      .object([
        ("positionEncoding", .string("utf-16")),
        ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .integer(1))])),
        ("definitionProvider", .bool(true)),
        ("hoverProvider", .bool(true)),
        (
          "completionProvider",
          .object([("triggerCharacters", .array([.string(" "), .string(","), .string("[")]))])
        ),
        ("renameProvider", .object([("prepareProvider", .bool(true))])),
        ("referencesProvider", .bool(true)),
        ("documentHighlightProvider", .bool(true)),
        ("documentSymbolProvider", .bool(true)),
        (
          "codeActionProvider",
          .object([
            (
              "codeActionKinds",
              .array([.string(LSPFeatures.quickFixKind), .string(LSPFeatures.fixAllKind)])
            )
          ])
        ),
        ("documentFormattingProvider", .bool(true)),
      ])
    ),
    ("serverInfo", .object([("name", .string("flowc")), ("version", .string(Compiler.version))])),
  ])

  /// JSON-RPC request ids are numbers or strings.
  private static func isValidID(_ id: JSONValue) -> Bool {
    switch id {
    case .integer, .string: true
    default: false
    }
  }

  private static func publishDiagnostics(uri: String, _ diagnostics: [JSONValue]) -> JSONValue {
    .object([
      ("jsonrpc", .string("2.0")),
      ("method", .string("textDocument/publishDiagnostics")),
      ("params", .object([("uri", .string(uri)), ("diagnostics", .array(diagnostics))])),
    ])
  }

  private static func errorResponse(id: JSONValue, _ code: ResponseError.Code, _ message: String)
    -> JSONValue
  {
    .object([
      ("jsonrpc", .string("2.0")), ("id", id),
      ("error", .object([("code", .integer(code.rawValue)), ("message", .string(message))])),
    ])
  }
}
