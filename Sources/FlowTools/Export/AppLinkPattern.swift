/// Apple's wildcard patterns in apple-app-site-association `components`: `*` matches any run of
/// characters, the empty run and `/` included, and `?` exactly one character.
///
/// The export uses it to ask whether one of its own components would open the app for a path, so
/// that the paths the matcher refuses can be excluded. Patterns and paths are compared as written
/// (percent-encoded), character by character.
enum AppLinkPattern {
  /// Whether `pattern` matches the whole of `text`.
  static func matches(_ pattern: String, _ text: String) -> Bool {
    let pattern = Array(pattern)
    let text = Array(text)
    // The classic greedy matcher with one backtrack point for the last `*`: linear for patterns
    // with a single `*`, and never exponential.
    var p = 0
    var t = 0
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = (p, t)
        p += 1
      } else if let last = star {
        p = last.pattern + 1
        t = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
