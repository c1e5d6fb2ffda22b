/// Seeded links shaped like Archon's routes, then mutated the ways attackers and bugs mutate links:
import FlowTestSupport

/// escapes inserted, case swapped, slashes added, characters dropped, truncated, query items
/// repeated.
struct LinkGenerator {
  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// The next link: a route's shape with random values, then half the time one to three mutations.
  mutating func next() -> String {
    var link = Array(shaped())
    let mutations = [0, 0, 0, 1, 2, 3].randomElement(using: &random) ?? 0
    for _ in 0..<mutations { mutate(&link) }
    return String(link)
  }

  private static let prefixes =
    Array(repeating: "archon://", count: 8) + Array(repeating: "https://archon.app/", count: 8) + [
      "ARCHON://", "Archon://", "HTTPS://ARCHON.APP/",
      "https://archon.app:443/", "https://archon.app:80/", "http://archon.app/", "archon:/",
      "archon:///", "archon:", "https://evil.example/", "https://user@archon.app/", "archon2://",
      "https://archon.app./", "https://archon.app%2E/", "javascript://", "",
    ]

  private static let shapes: [[String]] = [
    ["builder"], ["projects"], ["projects", "#int"], ["builder", "chat", "#text"],
    ["builder", "task", "#text"], ["settings"], ["projects", "#int", "code", "#rest"],
    ["projects", "#int", "preview"], ["settings", "account"], ["settings", "subscription"],
    ["#text"], ["#text", "#text", "#text"], [],
  ]

  private static let ints = [
    "42", "0", "-0", "007", "-1", "999999999999999999", "-999999999999999999",
    "1000000000000000000", "9223372036854775808", "+1", "1e3", "1.0", "abc", "%34%32", "4%2F2",
    "NaN", "%2D1",
  ]

  private static let pieces = [
    "a", "Z", "0", "7", "%C3%A9", "%2F", "%2f", "%20", "+", ".", "~", "-", "_", "%25", "%252F",
    "%F0%9F%98%80", ":", "@", "!", "$", "'", "(", ")", "*", ",", ";", "=", "chat", "code",
    "projects",
  ]

  private static let hostilePieces = [
    "..", "%2e", "%2E%2E", "%00", "%zz", "%", "%C0%AF", "%ED%A0%80", "%FF", "%7F",
  ]

  private static let queries = [
    "line=3", "line=12", "line=-7", "x=1", "line=-0", "line=+1", "line=%2B1", "line=", "line",
    "line=1e3", "LINE=4", "x=1",
    "x=%FF", "next=//evil.example", "=", "a+b=c+d", "line=99999999999999999999", "%zz=1", "",
  ]

  private static let insertions = [
    "%2F", "%2e", "%2E%2E", "%zz", "%", "%0", "%00", "%0A", "%7F", "%C0%AF", "%FF", "%25", "%20",
    "%E2%82", " ", "\\", "@", "#", "?", "&", "=", ":", "\u{E9}", "\n", "\t", ".", "[", "\u{0}",
    "//",
    "&line=1", "?line=2", ":443", ":8080",
  ]

  private mutating func pick(_ options: [String]) -> String {
    options.randomElement(using: &random) ?? ""
  }

  private mutating func shaped() -> String {
    let prefix = pick(Self.prefixes)
    let shape = Self.shapes.randomElement(using: &random) ?? []
    var segments: [String] = []
    for part in shape {
      switch part {
      case "#int":
        segments.append(
          Bool.random(using: &random)
            ? pick(Self.ints) : String(Int.random(in: -2_000_000...2_000_000, using: &random)))
      case "#text": segments.append(text())
      case "#rest": segments += (0..<Int.random(in: 0...4, using: &random)).map { _ in text() }
      default: segments.append(part)
      }
    }
    var link = prefix + segments.joined(separator: "/")
    if Int.random(in: 0..<4, using: &random) == 0 { link += "/" }
    if Bool.random(using: &random) {
      let count = Int.random(in: 1...3, using: &random)
      link += "?" + (0..<count).map { _ in pick(Self.queries) }.joined(separator: "&")
    }
    if Int.random(in: 0..<6, using: &random) == 0 { link += "#" + pick(["frag", "/x", "%zz", ""]) }
    return link
  }

  private mutating func text() -> String {
    (0..<Int.random(in: 1...4, using: &random)).map { _ in
      pick(Int.random(in: 0..<8, using: &random) == 0 ? Self.hostilePieces : Self.pieces)
    }.joined()
  }

  private mutating func mutate(_ link: inout [Character]) {
    let position = Int.random(in: 0...link.count, using: &random)
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1:
      link.insert(contentsOf: pick(Self.insertions), at: position)
    case 2:
      guard position < link.count else { return }
      let character = link[position]
      link[position] = Character(
        character.isUppercase ? character.lowercased() : character.uppercased())
    case 3:
      link.insert("/", at: position)
    case 4:
      if position < link.count { link.remove(at: position) }
    case 5:
      link.removeSubrange(position...)
    case 6:
      if let query = link.firstIndex(of: "?") {
        link += "&" + link[link.index(after: query)...].prefix { $0 != "#" }
      } else {
        link += "?line=1&line=1"
      }
    default:
      let end = min(link.count, position + Int.random(in: 1...12, using: &random))
      link.insert(contentsOf: link[position..<end], at: end)
    }
  }
}
