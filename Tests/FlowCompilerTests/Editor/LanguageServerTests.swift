import Testing

@testable import FlowCompiler
@testable import FlowTools

/// The protocol layer driven in process: framing, the session's states, and bad input.
@Suite struct LanguageServerTests {
  static func frame(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  /// The bodies of the frames in `output`, in order.
  static func bodies(_ output: [UInt8]) -> [String] {
    var reader = MessageFrameReader()
    reader.append(output)
    var bodies: [String] = []
    while let frame = reader.next() {
      guard case .message(let body) = frame else {
        Issue.record("the server wrote a malformed frame")
        return bodies
      }
      bodies.append(String(decoding: body, as: UTF8.self))
    }
    return bodies
  }

  static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#

  static func initialized() -> LanguageServer {
    var server = LanguageServer()
    _ = server.receive(frame(initialize))
    return server
  }

  @Test func initializeAnswersTheCapabilities() {
    var server = LanguageServer()
    #expect(
      Self.bodies(server.receive(Self.frame(Self.initialize))) == [
        #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"positionEncoding":"utf-16","#
          + #""textDocumentSync":{"openClose":true,"change":1},"definitionProvider":true,"#
          + #""hoverProvider":true,"completionProvider":{"triggerCharacters":[" ",",","["]},"#
          + #""renameProvider":{"prepareProvider":true},"referencesProvider":true,"#
          + #""documentHighlightProvider":true,"documentSymbolProvider":true,"#
          + #""codeActionProvider":{"codeActionKinds":["quickfix","source.fixAll.flowc"]},"#
          + #""documentFormattingProvider":true},"#
          + #""serverInfo":{"name":"flowc","version":"\#(Compiler.version)"}}}"#
      ])
  }

  @Test func requestsBeforeInitializeAreRefusedAndNotificationsIgnored() {
    var server = LanguageServer()
    let output = server.receive(
      Self.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
          + #"{"uri":"a","text":"x"}}}"#)
        + Self.frame(#"{"jsonrpc":"2.0","id":"s","method":"shutdown"}"#))
    #expect(
      Self.bodies(output) == [
        #"{"jsonrpc":"2.0","id":"s","error":{"code":-32002,"message":"the server has not been initialized"}}"#
      ])
  }

  @Test func unknownRequestsAreMethodNotFoundAndUnknownNotificationsIgnored() {
    var server = Self.initialized()
    let output = server.receive(
      Self.frame(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        + Self.frame(#"{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration"}"#)
        + Self.frame(#"{"jsonrpc":"2.0","id":7,"method":"workspace/symbol","params":{}}"#))
    #expect(
      Self.bodies(output) == [
        #"{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"unknown method 'workspace/symbol'"}}"#
      ])
  }

  @Test func malformedFramesAndBodiesGetErrorsAndTheSessionGoesOn() {
    var server = Self.initialized()
    let shutdown = Self.frame(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#)
    let output = server.receive(
      Array("Content-Type: text/plain\r\n\r\n".utf8)
        + Array("Content-Length: twelve\r\n\r\n".utf8)
        + Self.frame("{not json")
        + Self.frame("[1,2]")
        + Self.frame(#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#)
        + Self.frame(String(repeating: "[", count: 100_000))
        + Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#)
        + Self.frame(
          #"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":"#
            + #"{"uri":"nowhere"},"position":{"line":0,"character":0}}}"#)
        + shutdown)
    let noLength = "a message without a valid Content-Length header was skipped"
    #expect(
      Self.bodies(output) == [
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"\#(noLength)"}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"\#(noLength)"}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not valid JSON"}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"the message has no method"}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"the request id must be a number or a string"}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message nests more than 64 levels deep, which is not read"}}"#,
        #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"expected textDocument.uri and position"}}"#,
        #"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"the document 'nowhere' is not open"}}"#,
        #"{"jsonrpc":"2.0","id":9,"result":null}"#,
      ])
  }

  /// A frame whose body has no known length, or runs on past the length announced, costs an
  /// error or two, not the session: the reader finds the next `Content-Length:` and the messages
  /// after it are answered. `then` is what the bad frame's bytes give after the first error, and
  /// `hovers` how many of the two hovers after it are answered.
  @Test(arguments: [
    ("Content-Type: x\r\n\r\n{}", [String](), 2),
    ("Content-Length: 2\n\n{}", [], 2),
    // The garbage line is dropped; the frame after it is read, and `{}` is no request.
    ("Garbage\r\nContent-Length: 2\r\n\r\n{}", ["-32600 the message has no method"], 2),
    // Read from the second length: `{}`, which ends where the next header starts inside the
    // three bytes announced, and is no request.
    (
      "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
      ["-32600 the message has no method"], 2
    ),
  ])
  func aBadFrameCostsAnErrorOrTwoAndLaterMessagesAreAnswered(
    bad: String, then: [String], hovers: Int
  ) {
    let hover =
      #"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"textDocument":"#
      + #"{"uri":"nowhere"},"position":{"line":0,"character":0}}}"#
    let input =
      Array(bad.utf8) + Self.frame(hover) + Self.frame(hover)
      + Self.frame(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#)
    let errors = ["-32700 a message without a valid Content-Length header was skipped"] + then
    let expected =
      errors.map { error in
        let (code, message) = (error.prefix(6), error.dropFirst(7))
        return #"{"jsonrpc":"2.0","id":null,"error":{"code":\#(code),"message":"\#(message)"}}"#
      }
      + Array(
        repeating:
          #"{"jsonrpc":"2.0","id":5,"error":{"code":-32602,"message":"the document 'nowhere' is not open"}}"#,
        count: hovers) + [#"{"jsonrpc":"2.0","id":9,"result":null}"#]
    var server = Self.initialized()
    #expect(Self.bodies(server.receive(input)) == expected)
    // The same bytes one at a time.
    var pieces = Self.initialized()
    var output: [UInt8] = []
    for byte in input { output += pieces.receive([byte]) }
    #expect(Self.bodies(output) == expected)
  }

  /// A body longer than its `Content-Length`: the announced bytes are one (bad) message, and the
  /// rest runs into the next header, which is found again.
  @Test func aBodyLongerThanAnnouncedCostsOneMoreError() {
    var server = Self.initialized()
    let output = server.receive(
      Array("Content-Length: 5\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}".utf8)
        + Self.frame(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#))
    #expect(Self.bodies(output).last == #"{"jsonrpc":"2.0","id":9,"result":null}"#)
    #expect(Self.bodies(output).count == 3)
  }

  /// A body shorter than its `Content-Length` ends at the header block of the next message inside
  /// the announced bytes, whose line breaks no JSON string holds: the request and those after it
  /// are answered, where the extra bytes swallowed them all (the editor tools review), also when
  /// they arrive one at a time. `extra` counts past the next header, past two, and past all; a
  /// header line before `Content-Length` starts the next block (the third review), and a `:`
  /// inside a body that ends in a line break starts none (the fourth review: `file:///n`).
  @Test(arguments: [
    (40, "", ""), (400, "", ""), (2_000, "", ""), (120, "Content-Type: application/x\r\n", ""),
    (40, "", "\r\n"), (120, "Content-Type: application/x\r\n", "\r\n"),
    // A blank after the body's brace, a bracket or a brace in a header's value (the fifth review).
    (120, " Content-Type: application/x\r\n", ""), (120, "", "\r\nX-Trace: [abc]\r\n"),
    (120, "X-Trace: v={1}\r\n", "\r\n"),
  ])
  func aBodyShorterThanAnnouncedEndsAtTheNextHeader(
    extra: Int, otherHeader: String, bodyEnd: String
  ) {
    let hover = { (id: Int) in
      #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":"#
        + #"{"uri":"file:///n"},"position":{"line":0,"character":0}}}"#
    }
    let input =
      Array("Content-Length: \(hover(3).utf8.count + extra)\r\n\r\n\(hover(3))\(bodyEnd)".utf8)
      + Array(otherHeader.utf8) + Self.frame(hover(5)) + Array(otherHeader.utf8)
      + Self.frame(hover(6))
      + Self.frame(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#)
    let expected =
      [3, 5, 6].map {
        #"{"jsonrpc":"2.0","id":\#($0),"error":{"code":-32602,"message":"the document 'file:///n' is not open"}}"#
      } + [#"{"jsonrpc":"2.0","id":9,"result":null}"#]
    var server = Self.initialized()
    #expect(Self.bodies(server.receive(input)) == expected)
    var pieces = Self.initialized()
    var output: [UInt8] = []
    for byte in input { output += pieces.receive([byte]) }
    #expect(Self.bodies(output) == expected)
  }

  /// Garbage whose header block repeats `Content-Length:` is one or two errors, not one for each
  /// (the reader once picked up at the next one, and again); an over-long header keeps the
  /// complete messages read behind it. Both found by a review.
  @Test(arguments: [
    (String(repeating: "Content-Length:", count: 540) + "\r\n\r\n", 2),
    ("X-A: " + String(repeating: "a", count: 9_000) + "\r\n\r\n{}", 1),
    (String(repeating: "z", count: 20_000), 1),
  ])
  func garbageBeforeRequestsCostsAFewErrorsAndTheRequestsAreAnswered(
    garbage: String, errors: Int
  ) {
    let shutdown = Self.frame(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#)
    var server = Self.initialized()
    let bodies = Self.bodies(server.receive(Array(garbage.utf8) + shutdown))
    #expect(bodies.count == errors + 1)
    #expect(bodies.last == #"{"jsonrpc":"2.0","id":9,"result":null}"#)
  }

  /// A negative line or character is refused, not read as the start of the document.
  @Test func aNegativePositionIsInvalidParams() {
    var server = Self.initialized()
    let open =
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
      + #"{"uri":"a.flow","languageId":"flow","version":1,"text":"screen A\n"}}}"#
    _ = server.receive(Self.frame(open))
    let output = server.receive(
      Self.frame(
        #"{"jsonrpc":"2.0","id":4,"method":"textDocument/completion","params":{"textDocument":"#
          + #"{"uri":"a.flow"},"position":{"line":-1,"character":0}}}"#))
    #expect(
      Self.bodies(output) == [
        #"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"expected textDocument.uri and position"}}"#
      ])
  }

  @Test func oversizedAndHeaderlessInputIsSkipped() {
    var server = Self.initialized()
    // Announces far more than it sends: what follows is still answered (it was swallowed as the
    // announced body, `shutdown` included; the tools review).
    let huge = server.receive(
      Array("Content-Length: 99999999999\r\n\r\nabc".utf8)
        + Self.frame(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#))
    #expect(
      Self.bodies(huge) == [
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"a message of 99999999999 "#
          + #"bytes was skipped: the largest accepted is 67108864 bytes"}}"#,
        #"{"jsonrpc":"2.0","id":7,"result":null}"#,
      ])
    var other = Self.initialized()
    let garbage = other.receive(Array(repeating: UInt8(ascii: "x"), count: 9_000))
    #expect(
      Self.bodies(garbage) == [
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"a header of more than 8192 "#
          + #"bytes was skipped"}}"#
      ])
  }

  @Test func bytesArrivingOneAtATimeGiveTheSameAnswers() {
    var whole = LanguageServer()
    var pieces = LanguageServer()
    let input =
      Self.frame(Self.initialize)
      + Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
    let expected = whole.receive(input)
    var output: [UInt8] = []
    for byte in input { output += pieces.receive([byte]) }
    #expect(output == expected)
    #expect(Self.bodies(output).count == 2)
  }

  /// What the server publishes for `file:///a.flow` once it checks clean.
  static let noDiagnostics =
    #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a.flow","#
    + #""diagnostics":[]}}"#

  @Test func openChangeAndClosePublishDiagnostics() {
    var server = Self.initialized()
    let open = server.receive(
      Self.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
          + #"{"uri":"file:///a.flow","languageId":"flow","version":1,"text":"screen"}}}"#))
    #expect(
      Self.bodies(open) == [
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a.flow","#
          + #""diagnostics":[{"range":{"start":{"line":0,"character":6},"end":{"line":0,"character":6}},"#
          + #""severity":1,"code":"FL0010","source":"flowc","message":"expected the screen's name after 'screen', found the end of the file"}]}}"#
      ])
    let change = server.receive(
      Self.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
          + #"{"uri":"file:///a.flow","version":2},"contentChanges":[{"text":"app A {\n scheme \"a\"\n}\nphase p { root S }\nscreen S\n"}]}}"#
      ))
    #expect(Self.bodies(change) == [Self.noDiagnostics])
    let close = server.receive(
      Self.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///a.flow"}}}"#
      ))
    #expect(Self.bodies(close) == Self.bodies(change))
  }

  /// A change with a `range` replaces that range, though the server asks for whole texts: taken
  /// as the whole text, `app` replaced the document (the editor tools review). Changes apply in
  /// order, and positions count UTF-16 code units (`é` is one, `😀` two).
  @Test func aRangedChangeReplacesItsRange() {
    var server = Self.initialized()
    _ = server.receive(
      Self.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
          + #"{"uri":"file:///a.flow","languageId":"flow","version":1,"text":"app A { scheme \"a\" }\n// é😀\nphase p { root S }\nscreen X\n"}}}"#
      ))
    let change = server.receive(
      Self.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
          + #"{"uri":"file:///a.flow","version":2},"contentChanges":["#
          + #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":3}},"text":"app"},"#
          + #"{"range":{"start":{"line":1,"character":6},"end":{"line":3,"character":8}},"text":" ok\nphase p { root S }\nscreen S"}]}}"#
      ))
    #expect(Self.bodies(change) == [Self.noDiagnostics])
    let broken = server.receive(
      Self.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
          + #"{"uri":"file:///a.flow","version":3},"contentChanges":[{"range":{"start":{"line":0}},"text":"x"}]}}"#
      ))
    #expect(broken.isEmpty)
  }

  @Test func exitStatusFollowsShutdown() {
    var polite = Self.initialized()
    _ = polite.receive(Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
    let afterShutdown = polite.receive(
      Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#))
    #expect(
      Self.bodies(afterShutdown) == [
        #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"the server is shutting down"}}"#
      ])
    #expect(polite.exitStatus == nil)
    #expect(polite.endOfInput() == 0)
    _ = polite.receive(Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
    #expect(polite.exitStatus == 0)

    var abrupt = Self.initialized()
    #expect(abrupt.endOfInput() == 1)
    let afterExit = abrupt.receive(
      Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        + Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
    #expect(afterExit.isEmpty)
    #expect(abrupt.exitStatus == 1)
  }

  /// Why `bytes` are not read, or nil when they are.
  private static func failure(_ bytes: [UInt8]) -> JSONValue.ParseFailure? {
    guard case .failure(let failure) = JSONValue.parsed(bytes) else { return nil }
    return failure
  }

  @Test func jsonParserReadsWhatClientsSend() {
    let parsed = JSONValue.parse(
      Array(
        #" {"a": [1, -2.5e1, true, false, null], "b": "\u00e9\ud83d\ude00\n\"", "c": {}} "#.utf8))
    #expect(
      parsed?.compactSerialized()
        == #"{"a":[1,-25.0,true,false,null],"b":"é😀\n\"","c":{}}"#)
    for bad in ["", "{", "[1,]", "{\"a\"}", "01x", "\"\u{01}\"", "nul", "[1] 2", "\"\\x\""] {
      #expect(JSONValue.parse(Array(bad.utf8)) == nil, "\(bad)")
      #expect(Self.failure(Array(bad.utf8)) == .invalid, "\(bad)")
    }
    // Valid JSON nested past the reader's depth is told apart from invalid text (the editor
    // tools review's 70 levels were "not valid JSON"); 64 levels are read.
    let nested = { (depth: Int) in
      Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    }
    #expect(Self.failure(nested(70)) == .tooDeep(limit: 64))
    #expect(JSONValue.parse(nested(64)) != nil)
  }
}
