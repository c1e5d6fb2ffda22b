import Testing

@testable import FlowCompiler
@testable import FlowTools

/// The protocol layer's requests beyond one name: quick fixes, formatting, the outline,
/// references and highlights, and diagnostics' notes as related information.
@Suite struct LanguageServerEditTests {
  static let uri = "file:///s/shop.flow"

  /// A typo with a fix-it on line 7, a duplicate screen whose note points at line 9, and a line
  /// the formatter changes (line 10).
  static let text = """
    app A {
      scheme "a"
    }
    phase main {
      root Home
    }
    screen Home {
      push product
    }
    screen Product
    screen   Product

    """

  static func request(_ id: Int, _ method: String, _ params: String) -> [UInt8] {
    LanguageServerTests.frame(
      #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"textDocument":"#
        + #"{"uri":"\#(uri)"}\#(params)}}"#)
  }

  static func range(_ line: Int, _ start: Int, _ end: Int) -> String {
    #"{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}"#
  }

  static func opened() -> LanguageServer {
    var server = LanguageServerTests.initialized()
    let escaped = text.replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    _ = server.receive(
      LanguageServerTests.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
          + #"{"uri":"\#(uri)","languageId":"flow","version":1,"text":"\#(escaped)"}}}"#))
    return server
  }

  /// What `flowc check` says about the text: the typo with its fix-it, and the duplicate whose
  /// note links to the first declaration.
  @Test func diagnosticsCarryNotesAsRelatedInformation() {
    var server = LanguageServerTests.initialized()
    let escaped = Self.text.replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    let output = server.receive(
      LanguageServerTests.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
          + #"{"uri":"\#(Self.uri)","languageId":"flow","version":1,"text":"\#(escaped)"}}}"#))
    #expect(
      LanguageServerTests.bodies(output) == [
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","#
          + #""diagnostics":[{"range":\#(Self.range(7, 7, 14)),"severity":1,"code":"FL0100","#
          + #""source":"flowc","message":"unknown screen 'product'; did you mean 'Product'?"},"#
          + #"{"range":\#(Self.range(10, 9, 16)),"severity":1,"code":"FL0101","source":"flowc","#
          + #""message":"'Product' is already declared as a screen\nhelp: each screen needs a name "#
          + #"of its own; rename or remove one of them","relatedInformation":[{"location":{"uri":"#
          + #""\#(Self.uri)","range":\#(Self.range(9, 7, 14))},"message":"previous declaration is "#
          + #"here"}]}]}}"#
      ])
  }

  /// A cursor inside the typo gets its fix-it as a preferred quick fix, and every request the
  /// whole document's fix-its at once (`flowc check --fix`'s edit); a cursor elsewhere gets only
  /// that, a request for refactorings nothing, one for `source.fixAll` only the whole.
  @Test func codeActionsAreTheFixItsWhereTheCursorIs() {
    var server = Self.opened()
    let context = { (only: String) in
      #","context":{"diagnostics":[]\#(only.isEmpty ? "" : #","only":[\#(only)]"#)}"#
    }
    let output = server.receive(
      Self.request(
        2, "textDocument/codeAction", #","range":\#(Self.range(7, 9, 9))\#(context(""))"#)
        + Self.request(
          3, "textDocument/codeAction", #","range":\#(Self.range(0, 0, 3))\#(context(""))"#)
        + Self.request(
          4, "textDocument/codeAction",
          #","range":\#(Self.range(7, 9, 9))\#(context(#""refactor""#))"#)
        + Self.request(
          5, "textDocument/codeAction",
          #","range":\#(Self.range(7, 9, 9))\#(context(#""source.fixAll""#))"#)
        + Self.request(6, "textDocument/codeAction", #","range":{"start":{"line":-1}}"#))
    let fixAll =
      #"{"title":"Apply every fix-it (flowc check --fix)","kind":"source.fixAll.flowc","edit":"#
      + #"{"changes":{"\#(Self.uri)":[{"range":{"start":{"line":0,"character":0},"end":{"line":11,"#
      + #""character":0}},"newText":"app A {\n  scheme \"a\"\n}\nphase main {\n  root Home\n}\n"#
      + #"screen Home {\n  push Product\n}\nscreen Product\nscreen   Product\n"}]}}}"#
    #expect(
      LanguageServerTests.bodies(output) == [
        #"{"jsonrpc":"2.0","id":2,"result":[{"title":"replace with 'Product'","kind":"quickfix","#
          + #""diagnostics":[{"range":\#(Self.range(7, 7, 14)),"severity":1,"code":"FL0100","#
          + #""source":"flowc","message":"unknown screen 'product'; did you mean 'Product'?"}],"#
          + #""isPreferred":true,"edit":{"changes":{"\#(Self.uri)":[{"range":\#(Self.range(7, 7, 14)),"#
          + #""newText":"Product"}]}}},\#(fixAll)]}"#,
        #"{"jsonrpc":"2.0","id":3,"result":[\#(fixAll)]}"#,
        #"{"jsonrpc":"2.0","id":4,"result":[]}"#,
        #"{"jsonrpc":"2.0","id":5,"result":[\#(fixAll)]}"#,
        #"{"jsonrpc":"2.0","id":6,"error":{"code":-32602,"message":"expected range"}}"#,
      ])
  }

  /// A warning a `// flowc:ignore` comment may accept gets that comment as an action, never
  /// preferred: keeping a warning is the author's choice, not a fix.
  @Test func aWarningCanBeAcceptedWithAnIgnoreComment() {
    var server = LanguageServerTests.initialized()
    let text =
      #"app A {\n  scheme \"a\"\n}\nphase main {\n  root Home\n}\nscreen Home\nevent refreshed\n"#
    _ = server.receive(
      LanguageServerTests.frame(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
          + #"{"uri":"\#(Self.uri)","languageId":"flow","version":1,"text":"\#(text)"}}}"#))
    let output = server.receive(
      Self.request(
        2, "textDocument/codeAction",
        #","range":\#(Self.range(7, 8, 8)),"context":{"diagnostics":[]}"#))
    #expect(
      LanguageServerTests.bodies(output) == [
        #"{"jsonrpc":"2.0","id":2,"result":[{"title":"accept FL0207 here with '// flowc:ignore FL0207'","#
          + #""kind":"quickfix","diagnostics":[{"range":\#(Self.range(7, 6, 15)),"severity":2,"#
          + #""code":"FL0207","source":"flowc","message":"event 'refreshed' is never handled: no "#
          + #"phase, sheet or cover has `on refreshed`\nhelp: add `on refreshed -> ...` where it "#
          + #"should have an effect, or remove the event"}],"isPreferred":false,"edit":{"changes":"#
          + #"{"\#(Self.uri)":[{"range":\#(Self.range(7, 0, 0)),"newText":"// flowc:ignore FL0207\n"}]}}}]}"#
      ])
  }

  /// Formatting replaces the whole text with `flowc format`'s layout; a formatted text needs no
  /// edit.
  @Test func formattingIsOneEditToTheLayout() {
    var server = Self.opened()
    let formatted =
      #"app A {\n  scheme \"a\"\n}\n\nphase main {\n  root Home\n}\n\nscreen Home {\n"#
      + #"  push product\n}\n\nscreen Product\nscreen Product\n"#
    let output = server.receive(
      Self.request(2, "textDocument/formatting", #","options":{"tabSize":2,"insertSpaces":true}"#)
        + LanguageServerTests.frame(
          #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
            + #"{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"text":"\#(formatted)"}]}}"#)
        + Self.request(
          3, "textDocument/formatting", #","options":{"tabSize":2,"insertSpaces":true}"#))
    let bodies = LanguageServerTests.bodies(output)
    #expect(
      bodies.first
        == #"{"jsonrpc":"2.0","id":2,"result":[{"range":{"start":{"line":0,"character":0},"#
        + #""end":{"line":11,"character":0}},"newText":"\#(formatted)"}]}"#)
    #expect(bodies.last == #"{"jsonrpc":"2.0","id":3,"result":[]}"#)
  }

  @Test func documentSymbolsOutlineTheDeclarations() {
    var server = Self.opened()
    let output = server.receive(Self.request(2, "textDocument/documentSymbol", ""))
    let symbol = { (name: String, detail: String, kind: Int, range: String, selection: String) in
      #"{"name":"\#(name)",\#(detail.isEmpty ? "" : #""detail":"\#(detail)","#)"kind":\#(kind),"#
        + #""range":\#(range),"selectionRange":\#(selection)}"#
    }
    let span = { (startLine: Int, endLine: Int, end: Int) in
      #"{"start":{"line":\#(startLine),"character":0},"end":{"line":\#(endLine),"character":\#(end)}}"#
    }
    let symbols = [
      symbol("A", "", 4, span(0, 2, 1), Self.range(0, 4, 5)),
      symbol("main", "", 2, span(3, 5, 1), Self.range(3, 6, 10)),
      symbol("Home", "screen", 5, span(6, 8, 1), Self.range(6, 7, 11)),
      symbol("Product", "screen", 5, span(9, 9, 14), Self.range(9, 7, 14)),
      symbol("Product", "screen", 5, span(10, 10, 16), Self.range(10, 9, 16)),
    ]
    #expect(
      LanguageServerTests.bodies(output) == [
        #"{"jsonrpc":"2.0","id":2,"result":[\#(symbols.joined(separator: ","))]}"#
      ])
  }

  /// References to `Home` from its declaration, without it; highlights with it, marked as the
  /// declaration (3, write) and a use (2, read).
  @Test func referencesAndHighlightsOfAName() {
    var server = Self.opened()
    let output = server.receive(
      Self.request(
        2, "textDocument/references",
        #","position":{"line":6,"character":8},"context":{"includeDeclaration":false}"#)
        + Self.request(
          3, "textDocument/documentHighlight", #","position":{"line":4,"character":8}"#))
    #expect(
      LanguageServerTests.bodies(output) == [
        #"{"jsonrpc":"2.0","id":2,"result":[{"uri":"\#(Self.uri)","range":\#(Self.range(4, 7, 11))}]}"#,
        #"{"jsonrpc":"2.0","id":3,"result":[{"range":\#(Self.range(4, 7, 11)),"kind":2},"#
          + #"{"range":\#(Self.range(6, 7, 11)),"kind":3}]}"#,
      ])
  }
}
