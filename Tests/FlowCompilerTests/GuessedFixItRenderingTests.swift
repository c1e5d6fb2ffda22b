import FlowCompiler
import FlowSyntax
import Testing

/// A fix-it that guesses a misspelt name (`Diagnostic.FixIt.isGuess`) says so in every format,
/// since `check --fix` leaves it for the reader to judge: only JSON said so, and a terminal or CI
/// log showed it like any other fix-it.
@Suite struct GuessedFixItRenderingTests {
  let source = SourceFile(path: "a.flow", text: "screen Home { push Setings }\nscreen Settings\n")

  func unknownScreen(guessing: Bool) -> Diagnostic {
    let range = SourceRange(start: 19, end: 26)
    let fixIt =
      guessing
      ? Diagnostic.FixIt.closestName("Settings", for: "Setings", at: range)
      : Diagnostic.FixIt.closestName("Setings", for: "setings", at: range)
    return Diagnostic(
      .unknownName, path: "a.flow", range: range,
      message: "unknown screen 'Setings'; did you mean 'Settings'?", fixIt: fixIt)
  }

  @Test func theHumanFormatSaysAGuessIsOne() {
    let lines = HumanRenderer().render([unknownScreen(guessing: true)], files: [source])
      .split(separator: "\n")
    #expect(lines.contains("fix-it (a guess, so --fix leaves it): replace with 'Settings'"))
    let plain = HumanRenderer().render([unknownScreen(guessing: false)], files: [source])
    #expect(plain.split(separator: "\n").contains("fix-it: replace with 'Setings'"))
  }

  @Test func theGNUFormatSaysAGuessIsOne() {
    #expect(
      GNURenderer().render([unknownScreen(guessing: true)], files: [source]) == """
        a.flow:1:20: error: unknown screen 'Setings'; did you mean 'Settings'? [FL0100]
        a.flow:1:20: note: fix-it (a guess, so --fix leaves it): replace with 'Settings'

        """)
  }

  @Test func theGitHubFormatSaysAGuessIsOne() {
    let output = GitHubRenderer().render([unknownScreen(guessing: true)], files: [source])
    #expect(output.hasSuffix("%0Afix-it (a guess, so --fix leaves it): replace with 'Settings'\n"))
  }

  /// SARIF has no field for it: a guess travels in the fix's property bag, and only a guess.
  @Test func theSARIFFormatMarksOnlyAGuess() {
    let guessed = SARIFRenderer().render([unknownScreen(guessing: true)], files: [source])
    #expect(guessed.contains(#""properties": {"isGuess": true}"#))
    let plain = SARIFRenderer().render([unknownScreen(guessing: false)], files: [source])
    #expect(!plain.contains("isGuess"))
  }
}
