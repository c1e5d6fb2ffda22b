import FlowSyntax
import Testing

@testable import FlowCompiler
@testable import FlowTools

/// References, quick fixes and formatting: what an editor asks of a document beyond one name.
@Suite struct EditorEditTests {
  let document = EditorSpec.document

  @Test func referencesAreEveryUseOfThatKindOfNameWithOrWithoutTheDeclaration() {
    let offset = EditorSpec.offset(of: "check session", plus: 7)
    let uses = [
      EditorSpec.range(of: "session", after: "check "),
      EditorSpec.range(of: "session", after: "requires "),
      EditorSpec.range(of: "session", after: "when !"),
      EditorSpec.range(of: "session", after: "held, then "),
      EditorSpec.range(of: "session", after: "requires ", 2),
    ]
    #expect(
      document.references(at: offset, includingDeclaration: false).map(\.name.range) == uses)
    let all = document.references(at: offset, includingDeclaration: true)
    #expect(all.map(\.name.range) == [EditorSpec.range(of: "session", after: "condition ")] + uses)
    #expect(all.map(\.isDeclaration) == [true, false, false, false, false, false])
    // A keyword, a string: no references.
    #expect(
      document.references(at: EditorSpec.offset(of: "push", plus: 1), includingDeclaration: true)
        .isEmpty)
  }

  /// Names in every `then` of a chain count: references find an event and a screen named in the
  /// second `then` as in the first.
  @Test func referencesReachEveryThenOfAChain() {
    let text =
      EditorSpec.text
      + #"expect "shop://p/2" when !session -> held, then session -> held, then signedIn -> Product(id: 2) in home"#
      + "\n"
    let document = EditorDocument(path: "shop.flow", text: text)
    let event = EditorSpec.offset(of: "event signedIn", in: text, plus: 6)
    #expect(
      document.references(at: event, includingDeclaration: false).map(\.name.range).last
        == EditorSpec.range(of: "signedIn", after: "held, then ", in: text))
    let screen = EditorSpec.offset(of: "screen Product", in: text, plus: 7)
    #expect(
      document.references(at: screen, includingDeclaration: false).map(\.name.range).last
        == EditorSpec.range(of: "Product", after: "signedIn -> ", in: text))
  }

  static let typo = """
    app Shop {
      scheme "shop"
    }
    phase main {
      root Home
    }
    screen Home {
      push Prodcut
    }
    screen Product

    """

  /// The typo's fix-it is offered where the cursor or selection touches the typo, not elsewhere.
  @Test func quickFixesAreTheFixItsOfTheDiagnosticsTouchingTheRange() throws {
    let document = EditorDocument(path: "t.flow", text: Self.typo)
    let typo = EditorSpec.offset(of: "Prodcut", in: Self.typo)
    let fixes = document.quickFixes(touching: .point(typo + 3))
    let fix = try #require(fixes.first)
    #expect(fixes.count == 1)
    #expect(fix.diagnostic.code == .unknownName)
    #expect(fix.edit.message == "replace with 'Product'")
    #expect(fix.edit.replacement == "Product")
    #expect(fix.edit.range == SourceRange(start: typo, end: typo + 7))
    // A selection ending where the typo starts still touches it; the line before does not.
    #expect(document.quickFixes(touching: SourceRange(start: 0, end: typo)).count == 1)
    #expect(document.quickFixes(touching: SourceRange(start: 0, end: typo - 1)).isEmpty)
  }

  /// A fix-it is the preferred fix only when, applied, it removes its diagnostic and leaves the
  /// spec better (a review found `screen Home {{`'s inserted `}` marked preferred while the error
  /// stayed).
  @Test func onlyAFixItThatFixesIsPreferred() throws {
    let typo = EditorDocument(path: "t.flow", text: Self.typo)
    let offset = EditorSpec.offset(of: "Prodcut", in: Self.typo)
    // A misspelt name's closest declared one is a guess, which fix-all leaves too.
    #expect(typo.quickFixes(touching: .point(offset)).map(\.isPreferred) == [false])
    let inAnotherCase = Self.typo.replacingOccurrences(of: "Prodcut", with: "product")
    #expect(
      EditorDocument(path: "t.flow", text: inAnotherCase).quickFixes(touching: .point(offset))
        .map(\.isPreferred) == [true])
    let text = "app A { scheme \"a\" }\nphase main { root Welcome }\nscreen Welcome {{\n"
    let braces = EditorDocument(path: "b.flow", text: text)
    let fixes = braces.quickFixes(touching: SourceRange(start: 0, end: text.utf8.count))
    let insert = try #require(fixes.first { $0.edit.message == "insert '}'" })
    #expect(!insert.isPreferred)
  }

  @Test func formattingGivesTheLayoutOfFlowcFormatOrNothing() {
    let messy = "screen   Home {\n push A,B\n}\nscreen A\nscreen B\n"
    let formatted = EditorDocument(path: "m.flow", text: messy).formatted()
    #expect(formatted == "screen Home {\n  push A, B\n}\n\nscreen A\nscreen B\n")
    // Already in layout: nothing to do. Syntax errors: left alone.
    #expect(EditorDocument(path: "m.flow", text: formatted ?? "").formatted() == nil)
    #expect(EditorDocument(path: "b.flow", text: "screen Home {\n push\n").formatted() == nil)
  }
}
