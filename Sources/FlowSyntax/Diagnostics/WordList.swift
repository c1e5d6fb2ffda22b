/// `a`, `a or b`, `a, b or c`: how a message lists words, with the conjunction its sentence needs.
/// One rule for every stage's messages, as `SpellingSuggestion` is one for "did you mean".
public enum WordList {
  /// `items` joined by commas, the last by `conjunction` (`"and"`, `"or"`); empty for none.
  public static func joined(_ items: [String], _ conjunction: String) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  /// `1 warning`, `2 warnings`: a count and its noun, plural with an `s` but for one.
  public static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `an` before a word that starts with a vowel letter (`an event`), else `a` (`a sheet`).
  public static func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
