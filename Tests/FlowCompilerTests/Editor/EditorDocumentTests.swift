import FlowSyntax
import Testing

@testable import FlowCompiler
@testable import FlowTools

@Suite struct EditorDocumentTests {
  let document = EditorSpec.document

  /// A cursor `plus` bytes into the text `use`, on a name declared after `declaredAfter`.
  struct DefinitionCase: Sendable, CustomTestStringConvertible {
    var use: String
    var plus: Int
    var name: String
    var declaredAfter: String
    var testDescription: String { use }
  }

  static let definitionCases = [
    // A pushed screen, the second of a list; a presented sheet and cover.
    DefinitionCase(use: "Product, Orders", plus: 9, name: "Orders", declaredAfter: "screen "),
    DefinitionCase(use: "present SignIn, Intro", plus: 8, name: "SignIn", declaredAfter: "sheet "),
    DefinitionCase(use: "SignIn, Intro", plus: 8, name: "Intro", declaredAfter: "cover "),
    // A required condition, and a checked one.
    DefinitionCase(
      use: "requires session", plus: 9, name: "session", declaredAfter: "condition "),
    DefinitionCase(use: "check session", plus: 6, name: "session", declaredAfter: "condition "),
    // Phases in a check and in a handler.
    DefinitionCase(use: "? main", plus: 2, name: "main", declaredAfter: "phase "),
    DefinitionCase(use: "-> launch", plus: 3, name: "launch", declaredAfter: "phase "),
    // An event, a guard's sheet, a tab's root, a route's screen and tab.
    DefinitionCase(use: "on signedIn", plus: 3, name: "signedIn", declaredAfter: "event "),
    DefinitionCase(use: "else present SignIn", plus: 13, name: "SignIn", declaredAfter: "sheet "),
    DefinitionCase(use: "root Home", plus: 5, name: "Home", declaredAfter: "screen "),
    DefinitionCase(use: "-> Product in", plus: 3, name: "Product", declaredAfter: "screen "),
    DefinitionCase(use: "in home", plus: 3, name: "home", declaredAfter: "tab "),
    // A guard's `else ->` phase, an `over current` landing, and a route's `as` name.
    DefinitionCase(use: "else -> launch", plus: 9, name: "launch", declaredAfter: "phase "),
    DefinitionCase(use: "Intro over current", plus: 1, name: "Intro", declaredAfter: "cover "),
    DefinitionCase(use: "as productLink", plus: 5, name: "productLink", declaredAfter: "as "),
    // A declaration is its own definition; the cursor right after a name is still on it.
    DefinitionCase(use: "screen Orders", plus: 13, name: "Orders", declaredAfter: "screen "),
  ]

  @Test(arguments: definitionCases) func definitionOfEachKindOfName(_ definition: DefinitionCase) {
    let offset = EditorSpec.offset(of: definition.use, plus: definition.plus)
    #expect(
      document.definition(at: offset)
        == EditorSpec.range(of: definition.name, after: definition.declaredAfter))
  }

  @Test func noDefinitionOnKeywordsStringsOrUndeclaredNames() {
    #expect(document.definition(at: EditorSpec.offset(of: "push Product", plus: 1)) == nil)
    #expect(document.definition(at: EditorSpec.offset(of: "\"Home\"", plus: 2)) == nil)
    let typo = EditorDocument(path: "t.flow", text: "screen A {\n  push Missing\n}\n")
    #expect(typo.definition(at: 20) == nil)
  }

  @Test func hoverShowsTheDeclarationLineThenItsDocComment() {
    let hover = document.hover(at: EditorSpec.offset(of: "root Home", plus: 6))
    #expect(
      hover?.markdown == """
        ```flow
        screen Home {
        ```

        The storefront.
        Second line.
        """)
    // The range is the name hovered, in editor positions: line 20 (0-based), after `root `.
    #expect(
      hover?.range
        == EditorRange(
          start: EditorPosition(line: 19, character: 44),
          end: EditorPosition(line: 19, character: 48)))
  }

  @Test func hoverOfATabAndOfAnUndocumentedScreen() {
    #expect(
      document.hover(at: EditorSpec.offset(of: "in home", plus: 4))?.markdown == """
        ```flow
        default tab home "Home" icon "house" root Home
        ```

        Things to buy.
        """)
    #expect(
      document.hover(at: EditorSpec.offset(of: "push Product", plus: 5))?.markdown == """
        ```flow
        screen Product(id: Int)
        ```
        """)
    #expect(document.hover(at: EditorSpec.offset(of: "push Product", plus: 2)) == nil)
  }

  @Test func hoverOfARouteName() {
    #expect(
      document.hover(at: EditorSpec.offset(of: "as productLink", plus: 4))?.markdown == """
        ```flow
        route "/p/{id}" -> Product in home as productLink
        ```

        Opens a product from a short link.
        """)
  }

  @Test func completionByContext() {
    func labels(_ text: String, at marker: String = "|") -> [String] {
      let offset = EditorSpec.offset(of: marker, in: text)
      let source = text.replacingOccurrences(of: marker, with: "")
      return EditorDocument(path: "c.flow", text: source).completions(at: offset).map(\.label)
    }
    let names = """
      condition session
      condition admin
      event tapped
      phase main { tab t "T" icon "i" root A }
      phase other { root A }
      screen A
      screen B
      sheet S
      cover C

      """
    // The enclosing screen is declared too, and offered.
    #expect(labels(names + "screen X {\n  push |\n}\n") == ["A", "B", "X"])
    #expect(labels(names + "screen X {\n  push A, B|\n}\n") == ["A", "B", "X"])
    // A sheet or cover is no root (FL0108).
    #expect(labels(names + "phase p { root |") == ["A", "B"])
    #expect(labels(names + "screen X {\n  present |\n}\n") == ["C", "S"])
    #expect(labels(names + "screen X requires session, |") == ["admin", "session"])
    #expect(labels(names + "sheet X {\n  on |\n}\n") == ["tapped"])
    #expect(labels(names + "sheet X {\n  on tapped -> |\n}\n") == ["main", "other"])
    #expect(labels(names + "phase p {\n  check admin ? main : |\n}\n") == ["main", "other", "p"])
    #expect(labels(names + "route \"/x\" -> |") == ["A", "B", "C", "S"])
    #expect(labels(names + "route \"/x\" -> [A, |]") == ["A", "B", "C", "S"])
    #expect(labels(names + "route \"/x\" -> A in |") == ["t"])
    #expect(
      labels(names + "|") == [
        "app", "condition", "cover", "event", "expect", "phase", "route", "screen", "sheet",
      ])
    // A new name after `screen`, `tab` or `as`, or inside a string or a comment, completes nothing.
    #expect(labels(names + "screen |") == [])
    #expect(labels(names + "route \"/x\" -> A as |") == [])
    #expect(labels(names + "route \"/|\"") == [])
    #expect(labels(names + "screen X {\n  push A // then |\n}\n") == [])
    #expect(labels(names + "/// Shows |\nscreen X\n") == [])
  }

  @Test func completionInGuardsAndOverCurrentLandings() {
    func labels(_ text: String) -> [String] {
      let names = """
        condition session
        phase main { root A }
        phase other { root A }
        screen A
        sheet S
        cover C

        """
      let offset = EditorSpec.offset(of: "|", in: names + text)
      let source = (names + text).replacingOccurrences(of: "|", with: "")
      return EditorDocument(path: "g.flow", text: source).completions(at: offset).map(\.label)
    }
    #expect(labels("screen X requires session else |") == ["present"])
    #expect(labels("screen X requires session else present |") == ["C", "S"])
    #expect(labels("screen X requires session else -> |") == ["main", "other"])
    #expect(
      labels("phase p { tab t \"T\" icon \"i\" root A requires session else present |") == [
        "C", "S",
      ])
    #expect(labels("route \"/x\" -> S over |") == ["current"])
    #expect(labels("route \"/x\" -> [S, |] over current") == ["A", "C", "S"])
  }

  @Test func completionCarriesKindAndFirstDocLine() {
    let items = document.completions(at: EditorSpec.offset(of: "present SignIn, Intro", plus: 8))
    #expect(
      items == [
        CompletionItem(label: "Intro", kind: .cover, documentation: nil),
        CompletionItem(
          label: "SignIn", kind: .sheet, documentation: "Sign in or create an account."),
      ])
  }

  @Test func renameFindsDeclarationAndEveryReferenceOfThatKindOnly() throws {
    // `main` is a phase; renaming it touches the declaration and both `check` branches.
    let ranges = try document.rename(at: EditorSpec.offset(of: "phase main", plus: 7), to: "shop")
    #expect(
      ranges == [
        EditorSpec.range(of: "main", after: "? "),
        EditorSpec.range(of: "main", after: ": "),
        EditorSpec.range(of: "main", after: "phase "),
      ])
    let signIn = try document.rename(
      at: EditorSpec.offset(of: "sheet SignIn", plus: 6), to: "Login")
    #expect(
      signIn == [
        EditorSpec.range(of: "SignIn", after: "else present "),
        EditorSpec.range(of: "SignIn", after: "present ", 2),
        EditorSpec.range(of: "SignIn", after: "sheet "),
      ])
  }

  /// A landing's `in` names a tab or a phase with a `root`, as the checker reads it: the phase is a
  /// use of the phase for definition, references and rename (the tools review found renaming
  /// `phase main` leaving `-> Home in main`, a spec that no longer checked). A name that is both a
  /// tab and a phase is the tab there.
  @Test func aLandingsPhaseIsAUseOfThePhase() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      phase other {
        default tab other "Other" icon "o" root Home
        tab more "More" icon "m" root Home
      }
      screen Home
      route "/home" -> Home in main
      route "/other" -> Home in other as otherHome
      expect "a://home" -> Home in main

      """
    let document = EditorDocument(path: "a.flow", text: text)
    #expect(document.diagnostics.isEmpty)
    let declaration = EditorSpec.range(of: "main", after: "phase ", in: text)
    let use = EditorSpec.range(of: "main", after: "Home in ", in: text)
    #expect(document.definition(at: use.start + 1) == declaration)
    #expect(
      document.references(at: declaration.start, includingDeclaration: true).map(\.name.range)
        == [
          declaration, use, EditorSpec.range(of: "main", after: "Home in ", 2, in: text),
        ])
    for offset in [declaration.start, use.end] {
      let ranges = try document.rename(at: offset, to: "shop")
      var bytes = Array(text.utf8)
      for range in ranges.reversed() {
        bytes.replaceSubrange(range.start..<range.end, with: Array("shop".utf8))
      }
      let renamed = String(decoding: bytes, as: UTF8.self)
      #expect(renamed.contains("-> Home in shop\nroute"))
      #expect(EditorDocument(path: "a.flow", text: renamed).diagnostics.isEmpty)
    }
    // Renaming a phase to a tab's name, or a tab to a phase's, would move `in` to the tab: refused
    // (the diff review found a renamed tab taking over a route's `in guest`).
    #expect(throws: RenameRefusal.placeClash(name: "more", kind: .tab)) {
      try document.rename(at: declaration.start, to: "more")
    }
    #expect(throws: RenameRefusal.placeClash(name: "main", kind: .phase)) {
      try document.rename(
        at: EditorSpec.range(of: "other", after: "default tab ", in: text).start, to: "main")
    }
    let tab = EditorSpec.range(of: "other", after: "default tab ", in: text)
    #expect(
      document.definition(at: EditorSpec.range(of: "other", after: "Home in ", in: text).start)
        == tab)
  }

  /// A name the lexer reads but the checker refuses is refused as a rename, in the checker's
  /// words: `class` and `Class` both become the Swift keyword `class` (the editor tools review
  /// saw a clean spec renamed into FL0102). A name that keeps the spec valid is still accepted.
  @Test func aRenameThatWouldMakeAnErrorIsRefused() throws {
    let text = """
      app A { scheme "a" }
      condition session
      phase main { root Home }
      screen Home { push Detail }
      screen Detail requires session
      """
    let document = EditorDocument(path: "a.flow", text: text)
    #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty)
    let detail = EditorSpec.range(of: "Detail", after: "screen ", in: text).start
    #expect(
      throws: RenameRefusal.breaksSpec(
        name: "Class",
        problem: "screen 'Class' becomes 'class' in Swift, which is a Swift keyword")
    ) {
      try document.rename(at: detail, to: "Class")
    }
    #expect(
      throws: RenameRefusal.breaksSpec(
        name: "if",
        problem: "condition 'if' is a Swift keyword, which the generated Swift cannot use as a name"
      )
    ) {
      try document.rename(
        at: EditorSpec.range(of: "session", after: "condition ", in: text).start, to: "if")
    }
    #expect(try document.rename(at: detail, to: "Details").count == 2)
  }

  /// One declared name, and how many times the spec writes it as that kind of name.
  struct RenameCase: Sendable, CustomTestStringConvertible {
    var declaration: String
    var name: String
    var count: Int
    var testDescription: String { declaration }
  }

  static let renameCases = [
    RenameCase(declaration: "condition session", name: "session", count: 6),
    RenameCase(declaration: "event signedIn", name: "signedIn", count: 3),
    RenameCase(declaration: "event closed", name: "closed", count: 4),
    RenameCase(declaration: "phase launch", name: "launch", count: 3),
    RenameCase(declaration: "phase main", name: "main", count: 3),
    RenameCase(declaration: "screen Home", name: "Home", count: 2),
    RenameCase(declaration: "screen Orders", name: "Orders", count: 3),
    RenameCase(declaration: "screen Product", name: "Product", count: 5),
    RenameCase(declaration: "sheet SignIn", name: "SignIn", count: 3),
    RenameCase(declaration: "cover Intro", name: "Intro", count: 4),
    RenameCase(declaration: "tab home", name: "home", count: 4),
    RenameCase(declaration: "tab orders", name: "orders", count: 1),
    RenameCase(declaration: "as productLink", name: "productLink", count: 1),
  ]

  /// Renaming replaces the declaration and every use, and nothing else: the renamed spec has the
  /// same problems on the same lines, and no longer mentions the old name as that kind of name.
  @Test(arguments: renameCases) func renameUpdatesEveryReference(_ rename: RenameCase) throws {
    let offset = EditorSpec.offset(of: rename.declaration, plus: rename.declaration.utf8.count)
    let ranges = try document.rename(at: offset, to: "Renamed")
    #expect(ranges.count == rename.count)
    var bytes = Array(EditorSpec.text.utf8)
    for range in ranges.reversed() {
      #expect(String(decoding: bytes[range.start..<range.end], as: UTF8.self) == rename.name)
      bytes.replaceSubrange(range.start..<range.end, with: Array("Renamed".utf8))
    }
    let renamedText = String(decoding: bytes, as: UTF8.self)
    let renamed = EditorDocument(path: "shop.flow", text: renamedText)
    func problems(_ document: EditorDocument) -> [String] {
      document.diagnostics.map {
        "\($0.code.rawValue) line \(document.source.location(of: $0.range.start).line)"
      }
    }
    #expect(problems(renamed) == problems(document))
    let renamedOffset = EditorSpec.offset(of: "Renamed", in: renamedText, plus: 1)
    #expect(try renamed.rename(at: renamedOffset, to: "Again").count == rename.count)
  }

  @Test func renameRefusals() {
    let pushKeyword = EditorSpec.offset(of: "push Product", plus: 2)
    #expect(throws: RenameRefusal.keyword("push")) { try document.prepareRename(at: pushKeyword) }
    #expect(throws: RenameRefusal.noSymbol) {
      try document.prepareRename(at: EditorSpec.offset(of: "\"Home\"", plus: 2))
    }
    let home = EditorSpec.offset(of: "screen Home", plus: 8)
    #expect(throws: RenameRefusal.invalidName("9lives")) {
      try document.rename(at: home, to: "9lives")
    }
    #expect(throws: RenameRefusal.invalidName("push")) { try document.rename(at: home, to: "push") }
    #expect(throws: RenameRefusal.invalidName("")) { try document.rename(at: home, to: "") }
    #expect(throws: RenameRefusal.invalidName("Ho me")) {
      try document.rename(at: home, to: "Ho me")
    }
    // As the lexer reads names: a '-' before a letter or digit is part of one, a trailing one not.
    #expect((try? document.rename(at: home, to: "my-home"))?.count == 2)
    for invalid in ["home-", "`root`", "a--b", "é"] {
      #expect(throws: RenameRefusal.invalidName(invalid)) {
        try document.rename(at: home, to: invalid)
      }
    }
    // A sheet already has the name: screens, sheets and covers share their names.
    #expect(throws: RenameRefusal.clash(name: "SignIn", kind: .sheet)) {
      try document.rename(at: home, to: "SignIn")
    }
    #expect(throws: RenameRefusal.clash(name: "introLink", kind: .route)) {
      try document.rename(at: EditorSpec.offset(of: "as productLink", plus: 4), to: "introLink")
    }
    // A phase may share a screen's name: different kinds of name do not clash.
    #expect((try? document.rename(at: home, to: "main"))?.count == 2)
    #expect(
      RenameRefusal.clash(name: "SignIn", kind: .sheet).message
        == "a sheet named 'SignIn' already exists")
    #expect(
      RenameRefusal.clash(name: "signedIn", kind: .event).message
        == "an event named 'signedIn' already exists")
  }

  @Test func editorPositionsCountUTF16CodeUnits() {
    // `é` is two bytes and one unit; `😀` four bytes and two units.
    let source = SourceFile(path: "u.flow", text: "screen A\n// é😀x\nscreen B")
    let xOffset = 9 + 3 + 2 + 4
    #expect(source.editorPosition(of: xOffset) == EditorPosition(line: 1, character: 6))
    #expect(source.offset(of: EditorPosition(line: 1, character: 6)) == xOffset)
    // Inside the surrogate pair: the character's start. Past the line: its end. Past the file: end.
    #expect(source.offset(of: EditorPosition(line: 1, character: 5)) == xOffset - 4)
    #expect(source.offset(of: EditorPosition(line: 1, character: 99)) == xOffset + 1)
    #expect(source.offset(of: EditorPosition(line: 7, character: 0)) == source.bytes.count)
    #expect(source.offset(of: EditorPosition(line: -1, character: -5)) == 0)
  }

  @Test func diagnosticRangesCountUTF16CodeUnitsOnNonASCIILines() throws {
    // `é` is two bytes and `😀` four before `Missing`: byte column 35, UTF-16 column 32.
    let document = EditorDocument(
      path: "u.flow",
      text: "phase main {\n  tab t \"Café 😀\" icon \"i\" root Missing\n}\n")
    let unknown = document.diagnostics.first { $0.code == .unknownName }
    let range = try #require(unknown).range
    #expect(
      document.source.editorRange(of: range)
        == EditorRange(
          start: EditorPosition(line: 1, character: 32),
          end: EditorPosition(line: 1, character: 39)))
    let encoded = LSPEncoding.diagnostic(try #require(unknown), in: document.source, uri: "u.flow")
    #expect(
      encoded["range"]?.compactSerialized()
        == #"{"start":{"line":1,"character":32},"end":{"line":1,"character":39}}"#)
  }

  @Test func garbageAndHugeDocumentsAnswerWithoutCrashing() {
    let garbage = EditorDocument(
      path: "g.flow", text: "}{ -> ,, [ push present requires on in \u{0}")
    for offset in 0...45 {
      _ = garbage.definition(at: offset)
      _ = garbage.hover(at: offset)
      _ = garbage.completions(at: offset)
      _ = try? garbage.rename(at: offset, to: "X")
      _ = garbage.references(at: offset, includingDeclaration: true)
      _ = garbage.quickFixes(touching: .point(offset))
    }
    #expect(garbage.formatted() == nil)
    _ = garbage.outline
    let small = Compiler(options: CompilerOptions(maximumFileSize: 64))
    let huge = EditorDocument(
      path: "h.flow", text: String(repeating: "screen A\n", count: 10), compiler: small)
    #expect(huge.diagnostics.map(\.code) == [.fileTooLarge])
    #expect(huge.completions(at: 0) == [])
    #expect(huge.definition(at: 8) == nil)
    #expect(huge.formatted() == nil)
    #expect(huge.outline.isEmpty)
  }
}
