/// Picks the declared name closest to a misspelt one, the way swift-argument-parser suggests flags.
enum Suggestion {
  /// The closest candidate within a distance that scales with the name's length, or `nil`.
  ///
  /// A candidate equal but for letter case always wins; ties go to the earliest candidate. For the
  /// short lists of one screen's parameters or one setting's words; the names of a whole spec go
  /// through `Suggester`, which indexes them once and bounds the work.
  static func closest(to name: String, among candidates: [String]) -> String? {
    var budget = Int.max
    return SuggestionCandidates(candidates).closest(to: name, budget: &budget)
  }
}
