extension Parser {
  /// A keyword the current token most likely misspells (`screeen`, `pus`, `require`): the message's
  /// "did you mean" and a fix-it, by the one spelling rule names use (`SpellingSuggestion`).
  struct MisspeltKeyword {
    var keyword: Keyword
    var fixIt: Diagnostic.FixIt
  }

  /// The keyword of `candidates` closest to the current token, when that token is a plain word
  /// (not a keyword itself) within a typo of one; nil otherwise.
  func misspeltKeyword(among candidates: [Keyword]) -> MisspeltKeyword? {
    guard case .identifier(let word) = current.kind, current.keyword == nil,
      let closest = SpellingSuggestion.closest(to: word, among: candidates.map(\.rawValue)),
      let keyword = Keyword(rawValue: closest)
    else { return nil }
    return MisspeltKeyword(
      keyword: keyword,
      fixIt: .replacing(current.range, with: closest))
  }

  /// `message`, with "did you mean" when `misspelt` names a keyword.
  static func suggesting(_ message: String, _ misspelt: MisspeltKeyword?) -> String {
    misspelt.map { message + "; did you mean '\($0.keyword.rawValue)'?" } ?? message
  }
}
