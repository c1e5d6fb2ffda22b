import FlowCompiler
import FlowSyntax
import FlowTestSupport
import Foundation
import Testing

/// A route's placeholders become the labels of its route-enum case, spelled as a screen's
/// parameters are, so one value has one name in both enums (`URL` is `url`, `ID` is `id`); the
/// checker refuses a placeholder whose label is reserved or that another placeholder of the route
/// becomes too, which was accepted and failed to compile (the ninth new-users review).
@Suite struct PlaceholderSpellingTests {
  static let spec = """
    app Spell {
      scheme "spell"
    }

    phase main {
      default tab home "Home" icon "h" root Home
    }

    screen Home {
      push A, C, Item
    }
    screen A(URL: String, uRL: String = "x") {
      push B
    }
    screen B(id: Int)
    screen C(ID: Int) {
      push Item
    }
    screen Item(item-id: Int)

    route "/a/{URL}?u={uRL}" -> A
    route "/b/{URL}/{Id}" -> [A(URL: URL), B(id: Id)]
    route "/c/{ID}" -> C
    route "/i/{item-id}" -> Item
    route "/k/{in}/{default}" -> [C(ID: in), Item(item-id: default)] as keywords
    """

  @Test func routeCasesSpellEachValueAsTheScreenDoes() throws {
    let compiler = Compiler()
    let report = compiler.check(SourceFile(path: "Spell.flow", text: Self.spec))
    #expect(report.diagnostics.map(\.message) == [])
    let swift = try #require(compiler.generate(report))
    let cases = swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter {
        $0.hasPrefix("case a(") || $0.hasPrefix("case b(") || $0.hasPrefix("case c(")
          || $0.hasPrefix("case item(")
      }
    #expect(
      cases == [
        // SpellScreen
        #"case a(url: Swift.String, uRL: Swift.String = "x")"#,
        "case b(id: Swift.Int)",
        "case c(id: Swift.Int)",
        "case item(item_id: Swift.Int)",
        // SpellDestination
        #"case a(url: Swift.String, uRL: Swift.String = "x")"#,
        "case c(id: Swift.Int)",
        "case item(item_id: Swift.Int)",
        "case b(id: Swift.Int)",
        // SpellRoute
        "case a(url: Swift.String, uRL: Swift.String? = nil)",
        "case b(url: Swift.String, id: Swift.Int)",
        "case c(id: Swift.Int)",
        "case item(item_id: Swift.Int)",
      ])
  }

  @Test(arguments: GeneratedSwiftBuild.Mode.appModes)
  func generatedCodeBuildsWarningFree(_ mode: GeneratedSwiftBuild.Mode) throws {
    let compiler = Compiler()
    let report = compiler.check(SourceFile(path: "Spell.flow", text: Self.spec))
    let swift = try #require(compiler.generate(report))
    let outcome = try GeneratedSwiftBuild.build([swift], moduleName: "Spell", mode: mode)
    #expect(outcome.diagnostics == "")
    #expect(outcome.status == 0)
  }

  @Test(arguments: [
    (
      #"route "/a/{X}/{x}" -> [A(id: X), B(id: x)]"#,
      [
        "12:16 FL0103 placeholder 'x' and placeholder 'X' both become 'x' in Swift",
        "12:12 note: 'X' is declared here",
      ]
    ),
    (
      #"route "/a/{let}/{b}" -> [A(id: let), B(id: b)]"#,
      [
        "12:12 FL0102 placeholder 'let' labels a value of its route's case, and Swift warns at "
          + "'let' as a label (`case item(let: Int)`)"
      ]
    ),
    (
      #"route "/a/{LET}/{b}" -> [A(id: LET), B(id: b)]"#,
      [
        "12:12 FL0102 placeholder 'LET' labels a value of its route's case, and Swift warns at "
          + "'let' as a label (`case item(let: Int)`)"
      ]
    ),
    (
      // A route whose labels are compared (`X` is not its own label) reports `let` once.
      #"route "/a/{X}/{let}" -> [A(id: X), B(id: let)]"#,
      [
        "12:16 FL0102 placeholder 'let' labels a value of its route's case, and Swift warns at "
          + "'let' as a label (`case item(let: Int)`)"
      ]
    ),
    (
      #"route "/a/{item-id}?i={item_id}" -> [A(id: item-id), B(id: item_id)]"#,
      [
        "12:24 FL0103 placeholder 'item_id' and placeholder 'item-id' both become 'item_id' in Swift",
        "12:12 note: 'item-id' is declared here",
      ]
    ),
  ])
  func placeholdersThatCannotBeLabelsAreRefused(route: String, expected: [String]) {
    #expect(diagnosticLines(Self.twoScreens(route)) == expected)
  }

  /// Keywords other than `inout`, `let` and `var` label a value (`case keywords(in: Int)`), so a
  /// placeholder may be one; a clash of two parameters of one screen is the parameter's error,
  /// reported once.
  @Test func otherKeywordsAreLabelsAndAParameterClashIsReportedOnce() {
    #expect(
      diagnosticLines(Self.twoScreens(#"route "/a/{in}/{default}" -> [A(id: in), B(id: default)]"#))
        == [])
    let clash = Self.twoScreens(#"route "/c/{ID}/{id}" -> C"#)
      .replacingOccurrences(
        of: "screen B(id: Int)", with: "screen B(id: Int)\nscreen C(ID: Int, id: Int)"
      )
      .replacingOccurrences(of: "push A\n", with: "push A, C\n")
    #expect(
      diagnosticLines(clash) == [
        "12:19 FL0103 parameter 'id' and parameter 'ID' both become 'id' in Swift",
        "12:10 note: 'ID' is declared here",
      ])
    // Another screen's clash does not hide the route's own: `[A(id: ID), B(id: id)]` has two `id:`.
    let both = clash.replacingOccurrences(
      of: #"route "/c/{ID}/{id}" -> C"#, with: #"route "/c/{ID}/{id}" -> [A(id: ID), B(id: id)]"#)
    #expect(
      diagnosticLines(both) == [
        "12:19 FL0103 parameter 'id' and parameter 'ID' both become 'id' in Swift",
        "12:10 note: 'ID' is declared here",
        "13:17 FL0103 placeholder 'id' and placeholder 'ID' both become 'id' in Swift",
        "13:12 note: 'ID' is declared here",
      ])
  }

  private static func twoScreens(_ route: String) -> String {
    """
    app M { scheme "m" }
    phase main {
      default tab home "Home" icon "a" root Home
    }
    screen Home {
      push A
    }
    screen A(id: Int) {
      push B
    }
    screen B(id: Int)
    \(route)
    """
  }

  /// Each diagnostic of `text` and its notes, as `line:column code message` lines.
  private func diagnosticLines(_ text: String) -> [String] {
    let report = Compiler().check(SourceFile(path: "M.flow", text: text))
    let source = report.source
    let lines = report.diagnostics.flatMap { diagnostic in
      let start = source.location(of: diagnostic.range.start)
      return ["\(start.line):\(start.column) \(diagnostic.code.rawValue) \(diagnostic.message)"]
        + diagnostic.notes.map { note in
          let at = source.location(of: note.range?.start ?? 0)
          return "\(at.line):\(at.column) note: \(note.message)"
        }
    }
    return lines
  }
}
