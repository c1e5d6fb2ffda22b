import Foundation
import Testing

/// `flowc lsp` end to end: the built executable fed framed JSON-RPC on standard input, its framed
/// answers read back from standard output, exactly.
@Suite struct LanguageServerTests {
  /// A spec with no problems. Line 10 has a four-byte character before `push`, so its columns in
  /// UTF-16 code units (what the protocol counts) differ from its byte columns.
  static let spec = """
    app Shop {
      scheme "shop"
    }

    phase main {
      root Home
    }

    /// The storefront: café ☕ and 😀.
    screen Home {
      /* 😀 */ push Product
    }

    screen Product

    """

  /// The spec with a typo in line 10's `push`, and an event nothing handles (a warning) on line 15.
  static let brokenSpec =
    spec.replacingOccurrences(of: "push Product", with: "push Prodcut") + "event refreshed\n"

  static let uri = "file:///work/shop.flow"

  static func frame(_ body: String) -> String {
    "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
  }

  /// A JSON string literal, for the spec's text inside a message.
  static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    return "\"\(escaped)\""
  }

  static func request(_ id: Int, _ method: String, line: Int, character: Int, _ extra: String = "")
    -> String
  {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"#
      + #""position":{"line":\#(line),"character":\#(character)}\#(extra)}}"#
  }

  static func change(version: Int, _ text: String) -> String {
    #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","#
      + #""version":\#(version)},"contentChanges":[{"text":\#(quoted(text))}]}}"#
  }

  static func publish(_ diagnostics: String) -> String {
    #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","#
      + #""diagnostics":[\#(diagnostics)]}}"#
  }

  static func range(_ line: Int, _ start: Int, _ end: Int) -> String {
    #"{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}"#
  }

  static let initialize =
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}"#

  static let initializeResult =
    #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"positionEncoding":"utf-16","#
    + #""textDocumentSync":{"openClose":true,"change":1},"definitionProvider":true,"#
    + #""hoverProvider":true,"completionProvider":{"triggerCharacters":[" ",",","["]},"#
    + #""renameProvider":{"prepareProvider":true},"referencesProvider":true,"#
    + #""documentHighlightProvider":true,"documentSymbolProvider":true,"#
    + #""codeActionProvider":{"codeActionKinds":["quickfix","source.fixAll.flowc"]},"#
    + #""documentFormattingProvider":true},"serverInfo":{"name":"flowc","version":"0.1.0"}}}"#

  /// The bodies of the frames in `output`, checking that each frame's Content-Length counts the
  /// body's bytes and that nothing follows the last frame.
  static func bodies(_ output: String) -> [String] {
    var bodies: [String] = []
    var rest = Array(output.utf8)[...]
    let separator = Array("\r\n\r\n".utf8)
    while let headerEnd = rest.indices.first(where: { rest[$0...].starts(with: separator) }) {
      let header = String(decoding: rest[..<headerEnd], as: UTF8.self)
      guard header.hasPrefix("Content-Length: "),
        let length = Int(header.dropFirst("Content-Length: ".count)),
        rest.endIndex - (headerEnd + 4) >= length
      else {
        Issue.record("unexpected header '\(header)'")
        return bodies
      }
      let bodyStart = headerEnd + 4
      bodies.append(String(decoding: rest[bodyStart..<bodyStart + length], as: UTF8.self))
      rest = rest[(bodyStart + length)...]
    }
    #expect(rest.isEmpty)
    return bodies
  }

  @Test func aSessionFromInitializeToExit() throws {
    let messages = [
      Self.initialize,
      #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(Self.uri)","#
        + #""languageId":"flow","version":1,"text":\#(Self.quoted(Self.spec))}}}"#,
      Self.change(version: 2, Self.brokenSpec),
      Self.change(version: 3, Self.spec),
      Self.request(2, "textDocument/definition", line: 5, character: 8),
      Self.request(3, "textDocument/hover", line: 5, character: 8),
      // Right after `Product` on line 10: the word being typed, after `push`.
      Self.request(4, "textDocument/completion", line: 10, character: 23),
      Self.request(5, "textDocument/prepareRename", line: 9, character: 8),
      Self.request(6, "textDocument/rename", line: 9, character: 8, #","newName":"Storefront""#),
      Self.request(7, "textDocument/prepareRename", line: 10, character: 12),
      Self.request(8, "textDocument/rename", line: 9, character: 8, #","newName":"Product""#),
      Self.request(9, "textDocument/rename", line: 9, character: 8, #","newName":"9lives""#),
      #"{"jsonrpc":"2.0","id":10,"method":"textDocument/formatting","params":{"textDocument":"#
        + #"{"uri":"\#(Self.uri)"},"options":{"tabSize":2,"insertSpaces":true}}}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":10}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(Self.uri)"}}}"#,
      #"{"jsonrpc":"2.0","id":11,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ]
    let workspace = try Workspace()
    let run = try workspace.flowc(
      ["lsp"], standardInput: Data(messages.map(Self.frame).joined().utf8))
    #expect(run.status == 0)
    #expect(!run.wasSignalled)
    #expect(run.stderr == "")

    let range = Self.range
    let expected = [
      Self.initializeResult,
      Self.publish(""),
      // The typo: its range counts `😀` as two units, so `Prodcut` starts at 16, not at byte 18.
      Self.publish(
        #"{"range":\#(range(10, 16, 23)),"severity":1,"code":"FL0100","source":"flowc","#
          + #""message":"unknown screen 'Prodcut'; did you mean 'Product'?"},"#
          + #"{"range":\#(range(14, 6, 15)),"severity":2,"code":"FL0207","source":"flowc","#
          + #""message":"event 'refreshed' is never handled: no phase, sheet or cover has "#
          + #"`on refreshed`\nhelp: add `on refreshed -> ...` where it should have an effect, or "#
          + #"remove the event"}"#),
      // Fixed: the diagnostics clear.
      Self.publish(""),
      #"{"jsonrpc":"2.0","id":2,"result":{"uri":"\#(Self.uri)","range":\#(range(9, 7, 11))}}"#,
      #"{"jsonrpc":"2.0","id":3,"result":{"contents":{"kind":"markdown","#
        + #""value":"```flow\nscreen Home {\n```\n\nThe storefront: café ☕ and 😀."},"#
        + #""range":\#(range(5, 7, 11))}}"#,
      #"{"jsonrpc":"2.0","id":4,"result":[{"label":"Home","kind":7,"detail":"screen","#
        + #""documentation":"The storefront: café ☕ and 😀."},"#
        + #"{"label":"Product","kind":7,"detail":"screen"}]}"#,
      #"{"jsonrpc":"2.0","id":5,"result":{"range":\#(range(9, 7, 11)),"placeholder":"Home"}}"#,
      #"{"jsonrpc":"2.0","id":6,"result":{"changes":{"\#(Self.uri)":["#
        + #"{"range":\#(range(5, 7, 11)),"newText":"Storefront"},"#
        + #"{"range":\#(range(9, 7, 11)),"newText":"Storefront"}]}}}"#,
      #"{"jsonrpc":"2.0","id":7,"error":{"code":-32803,"message":"'push' is a keyword and cannot be renamed"}}"#,
      #"{"jsonrpc":"2.0","id":8,"error":{"code":-32803,"message":"a screen named 'Product' already exists"}}"#,
      #"{"jsonrpc":"2.0","id":9,"error":{"code":-32803,"message":"'9lives' is not a valid name: "#
        + #"use ASCII letters, digits, '_' and '-' (before a letter or digit), starting with a "#
        + #"letter or '_', and no keyword"}}"#,
      // `flowc format`'s layout: one edit replacing the whole text, whose end is line 14.
      #"{"jsonrpc":"2.0","id":10,"result":[{"range":{"start":{"line":0,"character":0},"#
        + #""end":{"line":14,"character":0}},"newText":"app Shop {\n  scheme \"shop\"\n}\n\n"#
        + #"phase main {\n  root Home\n}\n\n/// The storefront: café ☕ and 😀.\nscreen Home {\n"#
        + #"  /* 😀 */\n  push Product\n}\n\nscreen Product\n"}]}"#,
      Self.publish(""),
      #"{"jsonrpc":"2.0","id":11,"result":null}"#,
    ]
    let bodies = Self.bodies(run.stdout)
    #expect(bodies.count == expected.count)
    for (body, expectedBody) in zip(bodies, expected) {
      #expect(body == expectedBody)
    }
  }

  /// Bad framing, bad JSON, unknown methods and an absurd Content-Length each cost one answer at
  /// most, and the session goes on to a clean shutdown.
  @Test func badInputIsAnsweredAndTheSessionGoesOn() throws {
    var input = Self.frame("{{{{{")
    input += "Content-Length: twelve\r\n\r\n"
    input += Self.frame(Self.initialize)
    input += Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"workspace/symbol","params":{}}"#)
    input += Self.frame(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}}"#)
    input += Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
    // Announces far more than anyone sends; the server drops what arrives, then sees the end.
    input += "Content-Length: 99999999999\r\n\r\n" + String(repeating: "x", count: 10_000)
    let workspace = try Workspace()
    let run = try workspace.flowc(["lsp"], standardInput: Data(input.utf8))
    #expect(!run.wasSignalled)
    #expect(run.stderr == "")
    // The input ended after `shutdown`: 0, as after `exit`.
    #expect(run.status == 0)
    #expect(
      Self.bodies(run.stdout) == [
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not valid JSON"}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"a message without a valid "#
          + #"Content-Length header was skipped"}}"#,
        Self.initializeResult,
        #"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"unknown method 'workspace/symbol'"}}"#,
        #"{"jsonrpc":"2.0","id":3,"result":null}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"a message of 99999999999 "#
          + #"bytes was skipped: the largest accepted is 67108864 bytes"}}"#,
      ])
  }

  @Test func binaryGarbageThenTheEndOfInputExitsOneWithoutCrashing() throws {
    let workspace = try Workspace()
    let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131) })
    let run = try workspace.flowc(["lsp"], standardInput: garbage)
    #expect(!run.wasSignalled)
    // No `shutdown` before the input ended: 1, as the protocol asks of an `exit` without one.
    #expect(run.status == 1)
    // No header block ever ended, so there was nothing to answer.
    #expect(run.stdout == "")
    #expect(run.stderr == "")
  }
}
