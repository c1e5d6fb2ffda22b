import Testing

@testable import FlowRuntime

/// Links an attacker might send, against the Archon routes, each with its exact outcome.
@Suite("Hostile links")
struct HostileLinkTests {
  static let cases: [(url: String, expected: String)] = [
    // Encoded slashes are data, decoded once, and never separators; dots are never path steps,
    // not even between encoded slashes, where a catch-all's value would walk out of its path.
    ("archon://projects/4%2F2", "'4/2' is not an Int for {id}"),
    ("archon://projects/%2E%2E", "path at byte 18 decodes to a '..' segment"),
    ("archon://projects/%2e", "path at byte 18 decodes to a '.' segment"),
    ("archon://projects/..", "path at byte 18 decodes to a '..' segment"),
    ("archon://projects/.", "path at byte 18 decodes to a '.' segment"),
    ("archon://projects/42/code/src/../etc", "path at byte 30 decodes to a '..' segment"),
    ("archon://%2E%2E/projects", "path at byte 9 decodes to a '..' segment"),
    ("archon://projects/%252F", "'%2F' is not an Int for {id}"),
    ("https://archon.app/projects%2F42", "no route matches path /projects%2F42"),
    ("archon://builder/chat/a%2Fb", "route 3 id:String=a/b"),
    ("archon://builder/chat/%2E%2E%2F%2E%2E", "path at byte 22 decodes to a '..' segment"),
    ("archon://builder/chat/..%2F", "path at byte 22 decodes to a '..' segment"),
    ("archon://builder/chat/a%2F.", "path at byte 26 decodes to a '.' segment"),
    ("archon://projects/1/code/a%2F..%2F..%2Fetc", "path at byte 29 decodes to a '..' segment"),
    ("archon://projects/1/code/src/a%2F%2E%2E", "path at byte 33 decodes to a '..' segment"),
    ("archon://builder/chat/...", "route 3 id:String=..."),
    ("archon://builder/chat/..a%2F.b", "route 3 id:String=..a/.b"),
    // Malformed escapes.
    ("archon://projects/%zz", "malformed percent escape at byte 18"),
    ("archon://projects/%", "malformed percent escape at byte 18"),
    ("archon://projects/%4", "malformed percent escape at byte 18"),
    ("archon://projects/4%", "malformed percent escape at byte 19"),
    ("archon://projects/42?%zz=1", "malformed percent escape at byte 21"),
    ("archon://projects/42?q=%G1", "malformed percent escape at byte 23"),
    // Bytes that are not UTF-8, and control characters.
    ("archon://projects/%C0%AF", "text at byte 18 does not decode to UTF-8"),
    ("archon://projects/%FF", "text at byte 18 does not decode to UTF-8"),
    ("archon://builder/chat/%ED%A0%80", "text at byte 22 does not decode to UTF-8"),
    ("archon://builder/chat/%F4%90%80%80", "text at byte 22 does not decode to UTF-8"),
    ("archon://builder/chat/%E2%82", "text at byte 22 does not decode to UTF-8"),
    ("archon://builder/chat/%80", "text at byte 22 does not decode to UTF-8"),
    ("archon://projects/42?q=%C3", "text at byte 23 does not decode to UTF-8"),
    (
      "archon://projects/%00",
      "percent escape at byte 18 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://projects/%1F",
      "percent escape at byte 18 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://projects/%7F",
      "percent escape at byte 18 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://builder/task/%09",
      "percent escape at byte 22 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://settings/account%00",
      "percent escape at byte 25 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://projects/42?q=%0A",
      "percent escape at byte 23 decodes to a control or bidirectional formatting character"
    ),
    // The longer control characters (C1, and bidirectional formatting), at their first escape.
    (
      "archon://builder/chat/%C2%85",
      "percent escape at byte 22 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://builder/chat/%c2%9f",
      "percent escape at byte 22 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://builder/chat/a%C3%A9%E2%80%AEb",
      "percent escape at byte 29 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://builder/chat/%E2%80%8Eb",
      "percent escape at byte 22 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://builder/chat/x%E2%81%A9",
      "percent escape at byte 23 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://projects/42?q=a+%E2%80%AA",
      "percent escape at byte 25 decodes to a control or bidirectional formatting character"
    ),
    (
      "archon://projects/42?%E2%80%8F=1",
      "percent escape at byte 21 decodes to a control or bidirectional formatting character"
    ),
    ("archon://projects/42\n", "control byte 0x0A at byte 20 is not allowed in a link"),
    ("archon://projects/\u{0}", "control byte 0x00 at byte 18 is not allowed in a link"),
    // Characters that are not allowed in URLs at all.
    ("archon://projects/ 42", "a space at byte 18 is not allowed in a link"),
    ("archon ://projects", "a space at byte 6 is not allowed in a link"),
    ("archon://projects/<script>", "character '<' at byte 18 is not allowed in a link"),
    ("archon://projects/[42]", "character '[' at byte 18 is not allowed in a link"),
    ("archon://projects/４２", "non-ASCII byte 0xEF at byte 18 is not allowed in a link"),
    ("archon://projects/42#frag ment", "a space at byte 25 is not allowed in a link"),
    ("archon://projects/\"42\"", "character '\"' at byte 18 is not allowed in a link"),
    // Backslashes, user info, hosts and ports.
    ("https://evil.example\\@archon.app/x", "backslash at byte 20 is not allowed in a link"),
    ("https://archon.app\\evil.example/x", "backslash at byte 18 is not allowed in a link"),
    ("archon:\\\\projects", "backslash at byte 7 is not allowed in a link"),
    ("https://evil.example@archon.app/x", "user info before the host is not accepted"),
    ("https://archon.app@evil.example/x", "user info before the host is not accepted"),
    ("https://user:pass@archon.app/projects", "user info before the host is not accepted"),
    ("https://archon.app%2F@evil.example/", "user info before the host is not accepted"),
    ("archon://me@projects/42", "user info before the host is not accepted"),
    (
      "https://archon.app.evil.example/x",
      "host 'archon.app.evil.example' is not one of this app's universal-link hosts"
    ),
    (
      "https://evil.example/archon.app/projects",
      "host 'evil.example' is not one of this app's universal-link hosts"
    ),
    (
      "https://archon.app./projects",
      "host 'archon.app.' is not one of this app's universal-link hosts"
    ),
    (
      "https://Archon.App.Evil/projects",
      "host 'archon.app.evil' is not one of this app's universal-link hosts"
    ),
    (
      "https://archon.app%2E/x",
      "host 'archon.app%2e' is not one of this app's universal-link hosts"
    ),
    ("https://[::1]/projects", "character '[' at byte 8 is not allowed in a link"),
    (
      "https://archon.app:8443/projects",
      "port '8443' is not accepted; only https links may name a port, and only 443"
    ),
    (
      "https://archon.app:/projects",
      "port '' is not accepted; only https links may name a port, and only 443"
    ),
    (
      "https://archon.app:443:443/projects",
      "port '443:443' is not accepted; only https links may name a port, and only 443"
    ),
    (
      "archon://projects:443/42",
      "port '443' is not accepted; only https links may name a port, and only 443"
    ),
    ("https://archon.app:443/projects/42", "route 2 id:Int=42"),
    // Schemes.
    ("javascript:alert(1)", "scheme 'javascript' is not one of this app's schemes"),
    ("JavaScript://archon.app/%0Aalert(1)", "scheme 'javascript' is not one of this app's schemes"),
    ("file:///etc/passwd", "scheme 'file' is not one of this app's schemes"),
    ("data:text/html;base64,PHNjcmlwdD4=", "scheme 'data' is not one of this app's schemes"),
    ("http://archon.app/projects", "scheme 'http' is not one of this app's schemes"),
    ("archon2://projects", "scheme 'archon2' is not one of this app's schemes"),
    ("archon:/x", "'archon:' must be followed by '//' and a host"),
    ("archon:projects", "'archon:' must be followed by '//' and a host"),
    ("archon:", "'archon:' must be followed by '//' and a host"),
    ("https:/archon.app/projects", "'https:' must be followed by '//' and a host"),
    ("archon:///x", "link has an empty host"),
    ("archon://", "link has an empty host"),
    ("https:///projects", "link has an empty host"),
    ("", "link has no scheme"),
    ("//archon.app/projects", "link has no scheme"),
    ("1archon://projects", "link has no scheme"),
    ("%61rchon://projects", "link has no scheme"),
    ("projects/42", "link has no scheme"),
    // Empty segments and trailing slashes.
    ("archon://projects//42", "empty path segment at byte 18"),
    ("archon://projects/42//", "empty path segment at byte 21"),
    ("https://archon.app//projects", "empty path segment at byte 19"),
    ("https://archon.app//", "empty path segment at byte 19"),
    ("archon://projects/42/", "route 2 id:Int=42"),
    // Typed placeholders accept only their strict form.
    ("archon://projects/+42", "'+42' is not an Int for {id}"),
    ("archon://projects/0x2A", "'0x2A' is not an Int for {id}"),
    ("archon://projects/42.0", "'42.0' is not an Int for {id}"),
    // Past 18 digits the reason says so: the value would fit 64 bits (ninth new-users review).
    (
      "archon://projects/1234567890123456789",
      "'1234567890123456789' is not an Int for {id}: a link's Int has at most 18 digits"
    ),
    ("archon://projects/-999999999999999999", "route 2 id:Int=-999999999999999999"),
    (
      "archon://projects/-1000000000000000000",
      "'-1000000000000000000' is not an Int for {id}: a link's Int has at most 18 digits"
    ),
    ("archon://projects/12345678901234567a9", "'12345678901234567a9' is not an Int for {id}"),
    ("archon://projects/%EF%BC%94%EF%BC%92", "'４２' is not an Int for {id}"),
    ("archon://projects/%E2%80%8B42", "'\u{200B}42' is not an Int for {id}"),
    ("archon://projects/-42", "route 2 id:Int=-42"),
    // Query items.
    ("archon://projects/42?line=1&line=2", "route 2 id:Int=42"),
    ("archon://projects/42/code/a.swift?line=1&line=2", "query parameter 'line' is given twice"),
    ("archon://projects/42/code/a.swift?line=x", "'x' is not an Int for query parameter 'line'"),
    (
      "archon://projects/42/code/a.swift?line=0000000000000000000",
      "'0000000000000000000' is not an Int for query parameter 'line': a link's Int has at most 18 "
        + "digits"
    ),
    ("archon://projects/42/code/a.swift?line=", "'' is not an Int for query parameter 'line'"),
    ("archon://projects/42/code?line=%2B5", "'+5' is not an Int for query parameter 'line'"),
    ("archon://projects/42/code/a?line=7&&&", "route 6 line:Int=7 path:String=a projectId:Int=42"),
    // Fragments are ignored, whatever they hold (as long as it is URL text).
    ("archon://projects/42#fragment", "route 2 id:Int=42"),
    ("archon://projects/42?line=1#%zz", "route 2 id:Int=42"),
    ("archon://projects/42#/../settings", "route 2 id:Int=42"),
    // Case: schemes and hosts fold, path segments (a custom scheme's host too) do not.
    ("ARCHON://projects/42", "route 2 id:Int=42"),
    ("archon://PROJECTS/42", "route 2 id:Int=42"),
    ("https://archon.app/Settings", "no route matches path /Settings"),
    ("archon://projects/42/preview/x", "no route matches path /projects/42/preview/x"),
  ]

  @Test("Each hostile link has its exact outcome", arguments: cases)
  func hostile(url: String, expected: String) {
    #expect(outcome(ArchonRoutes.table.match(url)) == expected)
  }

  /// A number too large for a `Double`, and a `+` a query read as a space, say so: "is not a
  /// Double" alone contradicted what a new-users review's QR codes showed.
  @Test(
    "A Double beyond its range, and a query's '+', say why",
    arguments: [
      (
        "archon://t/true/1/6f1c2a3e-0000-4000-8000-000000000000/1e400/s?q=x",
        "'1e400' is not a Double for {d}: it is beyond the range of a Double"
      ),
      (
        "archon://t/true/1/6f1c2a3e-0000-4000-8000-000000000000/1.5/s?q=x&f-f=-1e999",
        "'-1e999' is not a Double for query parameter 'f-f': it is beyond the range of a Double"
      ),
      (
        "archon://t/true/1/6f1c2a3e-0000-4000-8000-000000000000/1.5/s?q=x&f-f=+1",
        "' 1' is not a Double for query parameter 'f-f': a '+' in a query is a space; a plus "
          + "sign is written '%2B'"
      ),
      (
        "archon://t/true/1/6f1c2a3e-0000-4000-8000-000000000000/1.5/s?q=x&f-f=1x",
        "'1x' is not a Double for query parameter 'f-f'"
      ),
      (
        "archon://t/true/1/6f1c2a3e-0000-4000-8000-000000000000/1e-400/s?q=x",
        "route 10 b:Bool=true d:Double=0.0 i:Int=1 q:String=x s:String=s u:UUID=6F1C2A3E-0000-"
          + "4000-8000-000000000000"
      ),
    ])
  func doubleReasons(url: String, expected: String) {
    let table = RouteTable(
      routes: EveryTypeRoutes.specs, configuration: ArchonRoutes.configuration)
    #expect(outcome(table.match(url)) == expected)
  }

  /// A catch-all that takes the whole path, a custom scheme's host first: an escaped slash in the
  /// host, or in any later segment, gives it no empty segment, and the walk backtracking from a
  /// longer route to it still sees them; the reason names the catch-all and the escape's byte.
  @Test(
    "A catch-all from the root takes no segment that leaves it an empty part",
    arguments: [
      ("a://x%2F/b", "escaped '/' at byte 5 would give {rest...} an empty segment"),
      ("a://%2fetc/passwd", "escaped '/' at byte 4 would give {rest...} an empty segment"),
      ("a://docs/a/%2F", "escaped '/' at byte 11 would give {rest...} an empty segment"),
      ("a://docs/x%2F%2Fy", "escaped '/' at byte 13 would give {rest...} an empty segment"),
      ("a://x%2Fy/b", "route 1 rest:String=x/y/b"),
      ("a://docs/1/x", "route 1 rest:String=docs/1/x"),
      ("a://docs/1", "route 0 id:Int=1"),
    ])
  func catchAllFromTheRoot(url: String, expected: String) {
    let table = RouteTable(
      routes: [
        RouteSpec(segments: [.literal("docs"), .parameter(name: "id", type: .int)]),
        RouteSpec(segments: [.catchAll(name: "rest")]),
      ], configuration: LinkConfiguration(schemes: ["a"]))
    #expect(outcome(table.match(url)) == expected)
  }

  @Test("There are at least 60 hostile links")
  func enough() {
    #expect(Self.cases.count >= 60)
  }

  @Test("A 1 MB link is refused by its length before anything is read")
  func megabyte() {
    let url = "archon://projects/" + String(repeating: "a", count: 1_048_576 - 18)
    #expect(
      outcome(ArchonRoutes.table.match(url))
        == "link is 1048576 bytes long; at most 8192 are accepted")
  }

  @Test("10,000 segments are refused (by length, which is checked first)")
  func tenThousandSegments() {
    let url = "archon://projects" + String(repeating: "/a", count: 10_000)
    #expect(
      outcome(ArchonRoutes.table.match(url))
        == "link is 20017 bytes long; at most 8192 are accepted")
  }

  @Test("At most 64 segments, counting a custom scheme's host; exactly 8,192 bytes is accepted")
  func limits() {
    let sixtyFour = "archon://a" + String(repeating: "/a", count: 63)
    #expect(
      outcome(ArchonRoutes.table.match(sixtyFour)) == "no route matches path /a"
        + String(repeating: "/a", count: 63))
    let sixtyFive = "archon://a" + String(repeating: "/a", count: 64)
    #expect(
      outcome(ArchonRoutes.table.match(sixtyFive))
        == "path has 65 segments; at most 64 are accepted")
    let universal = "https://archon.app" + String(repeating: "/a", count: 65)
    #expect(
      outcome(ArchonRoutes.table.match(universal))
        == "path has 65 segments; at most 64 are accepted")
    let longest = "archon://builder/chat/" + String(repeating: "b", count: 8192 - 22)
    #expect(ArchonRoutes.table.match(longest).match?.routeIndex == 3)
    #expect(
      outcome(ArchonRoutes.table.match(longest + "b"))
        == "link is 8193 bytes long; at most 8192 are accepted")
  }
}
