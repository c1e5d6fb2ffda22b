/// "Did you mean" by edit distance, for mistyped flags and subcommands.
public enum SpellingSuggestion {
  /// The candidate closest to `word`, if it is close enough to be a plausible typo: at most a third of
  /// its length away (at least 1, at most 3 edits, a swap of neighbours counting as one).
  public static func closest(to word: String, among candidates: [String]) -> String? {
    guard word.count <= 64 else { return nil }
    // No candidate over 3 characters longer or shorter can be within 3 edits: measure only the rest,
    // so a long list costs a length comparison per name, not a table each.
    let length = word.count
    let scored = candidates.filter { abs($0.count - length) <= 3 }.map { ($0, distance(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let allowed = min(3, max(1, best.0.count / 3))
    return best.1 <= allowed ? best.0 : nil
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
