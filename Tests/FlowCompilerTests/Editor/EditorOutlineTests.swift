import FlowSyntax
import Testing

@testable import FlowCompiler
@testable import FlowTools

/// The outline an editor shows for a document: every declaration but the `expect` blocks, a
/// phase's tabs inside it, and a word or two about each.
@Suite struct EditorOutlineTests {
  @Test func everyDeclarationInSourceOrderWithItsDetail() {
    let outline = EditorSpec.document.outline
    let rows = outline.map { symbol in
      "\(symbol.name) | \(symbol.detail ?? "-") | \(Self.label(symbol.kind))"
        + (symbol.children.isEmpty
          ? ""
          : " ["
            + symbol.children.map { "\($0.name) | \($0.detail ?? "-")" }.joined(separator: "; ")
            + "]")
    }
    #expect(
      rows == [
        "Shop | - | app",
        "session | - | condition",
        "signedIn | - | event",
        "closed | - | event",
        "launch | - | phase",
        "main | - | phase [home | Home; orders | Orders, requires session]",
        "Home | screen | screen",
        "Orders | screen | screen",
        "Product | screen | screen",
        "SignIn | sheet | sheet",
        "Intro | cover | cover",
        "/products/{id} | -> Product in home | route",
        "/p/{id} | -> Product in home as productLink | route",
        "/intro | -> Intro over current as introLink | route",
        "Checkout | screen, requires session | screen",
      ])
  }

  static func label(_ kind: OutlineSymbol.Kind) -> String {
    switch kind {
    case .app: "app"
    case .declared(let kind): kind.rawValue
    }
  }

  /// The name is what the editor selects; the whole declaration is what it folds and follows.
  @Test func rangesCoverTheDeclarationAndSelectTheName() throws {
    let outline = EditorSpec.document.outline
    let main = try #require(outline.first { $0.name == "main" })
    let orders = try #require(main.children.last)
    #expect(orders.selectionRange == EditorSpec.range(of: "orders", after: "tab "))
    #expect(main.range.start <= orders.range.start && orders.range.end <= main.range.end)
    #expect(
      EditorSpec.document.source.text(in: orders.range).hasPrefix("tab orders \"Orders\""))
    let route = try #require(outline.first { $0.name == "/p/{id}" })
    #expect(EditorSpec.document.source.text(in: route.selectionRange) == "\"/p/{id}\"")
  }

  /// Declarations whose names the parser could not read are left out, and a broken document
  /// still has the outline of what it could read.
  @Test func aDocumentWithErrorsOutlinesWhatItCouldRead() {
    let document = EditorDocument(
      path: "e.flow", text: "screen {\n}\nscreen Home {\n  push\n}\nroute \"\" -> Home\nsheet Pay\n"
    )
    #expect(document.outline.map(\.name) == ["Home", "Pay"])
  }
}
