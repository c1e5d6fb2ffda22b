import FlowSema
import FlowSyntax
import Testing

/// Broken specs never crash the checker, and every range it reports lies inside the file.
struct RobustnessTests {
  static let broken = [
    "",
    "app",
    "app A { scheme \"a\" } phase p { check c ? }",
    "app A { scheme \"a\" }\ncondition c\nphase start { check c ? main }\nphase main { root Home }\nscreen Home",
    "route \"/x/{a}\" -> [A(b: c), D] in e",
    "screen A(x: Int = ) { push A, A present A on e -> f }",
    "app A { scheme \"a\" } phase p { root A } screen A { push A } route \"/\" -> A route \"/\" -> A",
    "phase p { tab t \"\" icon \"\" root X tab t \"\" icon \"\" root X }",
    "app A { scheme \"\" host \"\" host \"\" }",
    "route \"/{a...}/{b...}\" -> X",
  ]

  @Test(arguments: broken)
  func rangesStayInsideTheFile(_ text: String) {
    let (result, source, _) = check(text)
    for diagnostic in result.diagnostics {
      #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= source.bytes.count)
      for note in diagnostic.notes {
        if let range = note.range { #expect(range.end <= source.bytes.count) }
      }
    }
  }

  @Test func checkWithoutElseGivesNoModel() {
    let (result, _, parse) = check(Self.broken[3])
    #expect(parse.map(\.code) == [.checkWithoutElse])
    #expect(result.diagnostics.isEmpty)
    #expect(result.model == nil)
  }

  @Test func diagnosticsAreSortedByPosition() {
    let (result, _, _) = check(Self.broken[5])
    let starts = result.diagnostics.map(\.range.start)
    #expect(starts == starts.sorted())
  }
}
