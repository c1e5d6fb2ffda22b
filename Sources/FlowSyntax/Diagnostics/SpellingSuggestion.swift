/// "Did you mean": the name closest to a misspelt one, the way swift-argument-parser suggests flags.
///
/// The one rule every stage uses, so that a mistyped screen, type, parameter label, ignored code,
/// subcommand or flag is corrected alike: it lives here, below sema and the command line, because
/// both suggest. A candidate equal but for letter case always wins; otherwise the closest candidate
/// within 1 edit (names of up to 3 characters), 2 (up to 6) or 3, a swap of neighbours counting as
/// one edit; ties go to the earliest candidate.
public enum SpellingSuggestion {
  /// The closest of `candidates` to `word`, or `nil` when none is a plausible typo of it.
  ///
  /// For short lists (a screen's parameters, a setting's words, the subcommands); the names of a
  /// whole spec go through `SpellingCandidates` once, with a budget, so that the work stays bounded.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    var budget = Int.max
    return SpellingCandidates(candidates).closest(to: word, budget: &budget)
  }

  /// The one candidate `word` abbreviates (`addr` for `address`, `q` not, being under three
  /// letters), for a short list where an abbreviation is a likely slip: a route's placeholders,
  /// where an argument wrote `to: addr` for the pattern's `{address}` (a new-users review), a
  /// distance of three edits that `closest` does not offer for a four-letter word. `nil` when no
  /// candidate or several begin with it, or the one is its opposite (`hasnt` for `has`). Said,
  /// not applied: `isSafeReplacement` refuses most expansions, rightly, as an abbreviation is as
  /// often another value's name (`from` beside `{fromAccount}`).
  public static func expanded(_ word: String, among candidates: [String]) -> String? {
    guard word.count >= 3 else { return nil }
    let lowered = word.lowercased()
    let expansions = candidates.filter {
      $0.count > word.count && $0.lowercased().hasPrefix(lowered)
        && !OppositeNames.areOpposite($0, word)
    }
    return expansions.count == 1 ? expansions[0] : nil
  }

  /// Whether `suggestion` is close enough to `word` to be offered as an edit that tools apply
  /// (`flowc check --fix`, an editor's quick fix): the same but for letter case, or at most 2
  /// edits. A looser guess is said ("did you mean") but not applied: `signedIn` is 3 edits from
  /// `signedOut`, its opposite, and `--fix` turned a forgotten `event signedIn` into a handler of
  /// signing out, in a spec that then checked clean (the mutation review). Nor is a name that is
  /// the other's opposite, however close (`OppositeNames`): `unverified` is 2 edits from
  /// `verified`, and `--fix` turned `requires verified` into `requires unverified` (the fourteenth
  /// new-users review).
  public static func isSafeReplacement(_ suggestion: String, for word: String) -> Bool {
    guard !OppositeNames.areOpposite(suggestion, word) else { return false }
    return suggestion.lowercased() == word.lowercased() || distance(word, suggestion) <= 2
  }

  /// The number of edits turning `lhs` into `rhs`, counted in Unicode scalars: insertions,
  /// deletions, substitutions, and swaps of neighbours (optimal string alignment, so `hepl` is one
  /// edit from `help`, as a typist sees it). Keeps three rows, not the whole table.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
