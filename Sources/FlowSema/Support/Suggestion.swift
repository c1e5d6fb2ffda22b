/// Picks the declared name closest to a misspelt one, the way swift-argument-parser suggests flags.
enum Suggestion {
  /// The closest candidate within a distance that scales with the name's length, or `nil`.
  ///
  /// A candidate equal but for letter case always wins; ties go to the earliest candidate.
  static func closest(to name: String, among candidates: [String]) -> String? {
    let lowered = name.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered && $0 != name }) {
      return sameLetters
    }
    let count = name.unicodeScalars.count
    let limit = count <= 3 ? 1 : (count <= 6 ? 2 : 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let lengthGap = abs(candidate.unicodeScalars.count - count)
      guard lengthGap <= limit else { continue }
      let distance = EditDistance.between(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }
}
