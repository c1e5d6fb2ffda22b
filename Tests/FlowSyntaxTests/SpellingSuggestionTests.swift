import FlowSyntax
import Testing

@Suite struct SpellingSuggestionTests {
  @Test(arguments: [
    ("--fromat", "--format"),
    ("--formta", "--format"),
    ("--warning-as-errors", "--warnings-as-errors"),
    ("chek", "check"),
    ("hepl", "help"),
  ])
  func suggestsCloseNames(typo: String, expected: String) {
    let candidates = ["--format", "--warnings-as-errors", "--help", "check", "help"]
    #expect(SpellingSuggestion.closest(to: typo, among: candidates) == expected)
  }

  @Test(arguments: ["generate", "--output", "x", ""])
  func staysQuietWhenNothingIsClose(word: String) {
    #expect(SpellingSuggestion.closest(to: word, among: ["check", "help", "--format"]) == nil)
  }

  @Test func distanceCountsASwapAsOneEdit() {
    #expect(SpellingSuggestion.distance("ab", "ba") == 1)
    #expect(SpellingSuggestion.distance("kitten", "sitting") == 3)
    #expect(SpellingSuggestion.distance("", "abc") == 3)
  }
}
