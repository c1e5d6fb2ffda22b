/// A fixed set of words asked about nearly every name of a spec (Swift's reserved words, the
/// generated route enum's members): a word is told first by its length and its first and last
/// bytes, one bit each per length, and hashed only when both bits are set. Nearly every name is
/// told without hashing: hashing one cost about 450 instructions, and every screen, parameter and
/// route is asked (parameter names such as `page` and `key` end like `case` and `try` but start
/// like no reserved word of their length: 4.9 M of the 10,000-route check).
package struct FixedWordSet: Sendable {
  /// The words.
  package let words: Set<String>
  /// Per length, a bit for the last byte (its low six bits) of each word that long.
  private let endings: [UInt64]
  /// Per length, a bit for the first byte (its low six bits) of each word that long.
  private let starts: [UInt64]

  package init(_ words: Set<String>) {
    self.words = words
    var endings = [UInt64](repeating: 0, count: 1 + (words.map(\.utf8.count).max() ?? 0))
    var starts = endings
    for word in words {
      guard let first = word.utf8.first, let last = word.utf8.last else { continue }
      endings[word.utf8.count] |= 1 << (last & 63)
      starts[word.utf8.count] |= 1 << (first & 63)
    }
    self.endings = endings
    self.starts = starts
  }

  package func contains(_ word: String) -> Bool {
    let utf8 = word.utf8
    guard let first = utf8.first, let last = utf8.last, utf8.count < endings.count,
      endings[utf8.count] & (1 << (last & 63)) != 0, starts[utf8.count] & (1 << (first & 63)) != 0
    else { return false }
    return words.contains(word)
  }
}
