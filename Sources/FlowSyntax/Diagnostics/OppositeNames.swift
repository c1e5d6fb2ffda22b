/// Whether two names say opposite things (`verified` and `unverified`, `isOn` and `isOff`), so that
/// one is never offered as a fix for the other: a guard or an event fixed to its opposite checks
/// clean and means the reverse (`SpellingSuggestion.isSafeReplacement`).
///
/// Names are compared word by word (camel case, `_` and `-` split them), letter case aside: they
/// are opposite when they differ in one word that is the other with a negating prefix
/// (`unlocked`), or is its counterpart (`on`/`off`, `can`/`cant`, a common stem after `en`/`dis`),
/// or when one has an extra negating word (`hasNoPlan`, `non_member`).
package enum OppositeNames {
  /// Prefixes that make a word its opposite: `unlocked`, `inactive`, `deselected`, `nonMember`.
  private static let prefixes = ["un", "in", "im", "il", "ir", "dis", "de", "non", "not", "no"]

  /// A word's opposite written as another beginning before a shared rest (`online`/`offline`,
  /// `enabled`/`disabled`), or a whole word (`can`/`cant`, `show`/`hide`).
  private static let counterparts: [(String, String)] = [
    ("on", "off"), ("in", "out"), ("up", "down"), ("en", "dis"), ("can", "cant"), ("is", "isnt"),
    ("has", "hasnt"), ("does", "doesnt"), ("did", "didnt"), ("was", "wasnt"), ("will", "wont"),
    ("allow", "deny"), ("allowed", "denied"), ("show", "hide"), ("shown", "hidden"),
    ("visible", "hidden"), ("open", "closed"), ("yes", "no"), ("true", "false"),
    ("with", "without"), ("sync", "async"), ("first", "last"), ("min", "max"), ("asc", "desc"),
    ("en", "de"), ("in", "de"), ("in", "ex"), ("im", "ex"), ("at", "de"), ("push", "pull"),
  ]

  /// Words that negate the one after them when added (`hasNoPlan` for `hasPlan`); a last word
  /// negates nothing (`orderNo` is an order's number).
  private static let negatingWords: Set<String> = ["no", "not", "non", "never", "dont", "un"]

  package static func areOpposite(_ a: String, _ b: String) -> Bool {
    let first = NameWords.words(a)
    let second = NameWords.words(b)
    if first.count == second.count {
      let differing = first.indices.filter { first[$0] != second[$0] }
      guard differing.count == 1, let position = differing.first else { return false }
      return areOppositeWords(first[position], second[position])
    }
    let (longer, shorter) = first.count > second.count ? (first, second) : (second, first)
    guard longer.count == shorter.count + 1 else { return false }
    return longer.indices.dropLast().contains { position in
      negatingWords.contains(longer[position])
        && Array(longer[..<position] + longer[(position + 1)...]) == shorter
    }
  }

  private static func areOppositeWords(_ a: String, _ b: String) -> Bool {
    for prefix in prefixes where a == prefix + b || b == prefix + a { return true }
    for (one, other) in counterparts {
      for (x, y) in [(a, b), (b, a)] where x.hasPrefix(one) && y.hasPrefix(other) {
        if x.dropFirst(one.count) == y.dropFirst(other.count) { return true }
      }
    }
    return false
  }
}
