/// Names a misspelling may be corrected to, indexed so that a lookup compares the misspelling only
/// with names of about its length: a name `limit` edits away is at most `limit` characters longer or
/// shorter, so the others cannot be suggested and are never measured.
///
/// `SpellingSuggestion.closest` builds one for a short list; sema's `Suggester` builds one per kind
/// of name in a spec and keeps it for the whole check.
public struct SpellingCandidates {
  /// Names longer than this get only the letter-case suggestion: no one mistypes a 65-character
  /// identifier into another, and measuring one costs the square of its length.
  public static let longestMeasuredName = 64

  private let names: [String]
  /// Indices of the names with the same lowercased text, in declaration order.
  private let byLowercased: [String: [Int]]
  /// Indices of the names with the same number of Unicode scalars, in declaration order.
  private let byLength: [Int: [Int]]
  private let lowercased: [String]

  public init(_ names: [String]) {
    self.names = names
    lowercased = names.map { $0.lowercased() }
    var byLowercased: [String: [Int]] = [:]
    var byLength: [Int: [Int]] = [:]
    for (index, name) in names.enumerated() {
      byLowercased[lowercased[index], default: []].append(index)
      byLength[name.unicodeScalars.count, default: []].append(index)
    }
    self.byLowercased = byLowercased
    self.byLength = byLength
  }

  /// The closest name by `SpellingSuggestion`'s rule, or `nil`.
  ///
  /// Each edit distance measured takes one from `budget`; when it runs out before the answer is
  /// known, the answer is `nil` rather than a guess from the names measured so far.
  public func closest(to name: String, budget: inout Int) -> String? {
    let lowered = name.lowercased()
    if let same = byLowercased[lowered]?.first(where: { names[$0] != name }) { return names[same] }
    let count = name.unicodeScalars.count
    guard count <= Self.longestMeasuredName else { return nil }
    let limit = count <= 3 ? 1 : (count <= 6 ? 2 : 3)
    var best: (index: Int, distance: Int)?
    for length in max(0, count - limit)...(count + limit) {
      for index in byLength[length] ?? [] where names[index] != name {
        guard budget > 0 else { return nil }
        budget -= 1
        let distance = SpellingSuggestion.distance(lowered, lowercased[index])
        guard distance <= limit else { continue }
        if let current = best,
          distance > current.distance || (distance == current.distance && index > current.index)
        {
          continue
        }
        best = (index, distance)
      }
    }
    return best.map { names[$0.index] }
  }
}
