import Archon

/// Links at and beyond the size limits: 8,192 bytes and 64 segments are accepted, one more is not,
/// and the length is checked before anything else is read.
extension AttackCorpus {
  static let sized: [Attack] = [
    Attack(
      "archon://builder/chat/" + a(1_048_576),
      .refused("link is 1048598 bytes long; at most 8192 are accepted")),
    Attack(
      "https://archon.app/" + String(repeating: "a/", count: 10_000),
      .refused("link is 20019 bytes long; at most 8192 are accepted")),
    Attack(
      "archon://" + String(repeating: "/", count: 10_000),
      .refused("link is 10009 bytes long; at most 8192 are accepted")),
    // Longer than the limit and full of bad bytes: the length is reported, nothing else is read.
    Attack(
      "archon://projects/ " + String(repeating: "%zz\\", count: 3000),
      .refused("link is 12019 bytes long; at most 8192 are accepted")),
    Attack(
      "archon://builder/chat/" + a(8171),
      .refused("link is 8193 bytes long; at most 8192 are accepted")
    ),
    Attack("archon://builder/chat/" + a(8170), .lands(.chatSession(id: a(8170)))),
    Attack(
      "archon://builder/chat/" + String(repeating: "%41", count: 2723) + "a",
      .lands(.chatSession(id: String(repeating: "A", count: 2723) + "a"))),
    Attack(
      "archon://builder/chat/" + String(repeating: "%C3%A9", count: 1361) + "aaaa",
      .lands(.chatSession(id: String(repeating: "\u{E9}", count: 1361) + "aaaa"))),
    // Segments: a custom scheme's host is segment 0.
    Attack(
      "archon://projects" + String(repeating: "/1", count: 64),
      .refused("path has 65 segments; at most 64 are accepted")),
    Attack(
      "archon://projects" + String(repeating: "/1", count: 63),
      .refused("no route matches path /projects" + String(repeating: "/1", count: 63))),
    Attack(
      "archon://projects/1/code" + String(repeating: "/a", count: 61),
      .lands(
        .codeBrowser(
          projectId: 1, path: String(repeating: "a/", count: 60) + "a", line: nil))),
    Attack(
      "archon://projects/1/code" + String(repeating: "/a", count: 62),
      .refused("path has 65 segments; at most 64 are accepted")),
    Attack(
      "https://archon.app/projects/1/code" + String(repeating: "/a", count: 61) + "/",
      .lands(
        .codeBrowser(
          projectId: 1, path: String(repeating: "a/", count: 60) + "a", line: nil))),
    Attack(
      "https://archon.app" + String(repeating: "/a", count: 65),
      .refused("path has 65 segments; at most 64 are accepted")),
    // Segments are counted before any is decoded.
    Attack(
      "archon://projects" + String(repeating: "/%zz", count: 64),
      .refused("path has 65 segments; at most 64 are accepted")),
    Attack(
      "archon://" + String(repeating: "a/", count: 4000),
      .refused("path has 4000 segments; at most 64 are accepted")),
    // Thousands of query items are read, and each is checked.
    Attack(
      "archon://projects/42?" + String(repeating: "a=1&", count: 2000),
      .lands(.projectDetail(id: 42))
    ),
    Attack(
      "archon://projects/1/code/x?" + String(repeating: "line=1&", count: 1000),
      .refused("query parameter 'line' is given twice")),
    Attack(
      "archon://projects/42?" + String(repeating: "a=1&", count: 1999) + "b=%FF",
      .refused("text at byte 8019 does not decode to UTF-8")),
  ]

  private static func a(_ count: Int) -> String {
    String(repeating: "a", count: count)
  }
}
