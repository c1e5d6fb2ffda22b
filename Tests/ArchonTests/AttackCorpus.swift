import Archon
import Testing

/// One hostile link and the exact outcome it must have.
struct Attack: Sendable, CustomTestStringConvertible {
  /// Where the link lands, or the exact reason it is refused.
  enum Outcome: Hashable, Sendable {
    case lands(ArchonRoute)
    case refused(String)
  }

  let url: String
  let outcome: Outcome

  init(_ url: String, _ outcome: Outcome) {
    self.url = url
    self.outcome = outcome
  }

  /// The link, cut short when it is long, so test names stay readable.
  var testDescription: String {
    let bytes = url.utf8.count
    return bytes <= 100
      ? url.debugDescription : "\(url.prefix(60).debugDescription)... (\(bytes) bytes)"
  }
}

/// Links an attacker might send to Archon, each with the one outcome it must have
/// (docs/DeepLinks.md is the contract; byte offsets count UTF-8 bytes from 0).
enum AttackCorpus {
  static let attacks: [Attack] = written + sized

  private static let written: [Attack] = [
    // Well-formed links, for contrast.
    Attack("archon://projects/42", .lands(.projectDetail(id: 42))),
    Attack("archon://builder/chat/c-7", .lands(.chatSession(id: "c-7"))),
    Attack(
      "https://archon.app/projects/5/code/Sources/App.swift?line=12",
      .lands(.codeBrowser(projectId: 5, path: "Sources/App.swift", line: 12))),

    // Encoded slashes are data inside one segment, never separators.
    Attack("archon://projects/4%2F2", .refused("'4/2' is not an Int for {id}")),
    Attack("archon://projects/%2F", .refused("'/' is not an Int for {id}")),
    Attack("archon://builder/chat/a%2Fb", .lands(.chatSession(id: "a/b"))),
    Attack("archon://builder/chat/a%2fb", .lands(.chatSession(id: "a/b"))),
    Attack("archon://builder/task/%2F%2F", .lands(.taskDetail(id: "//"))),
    Attack("archon://projects%2F42", .refused("no route matches path /projects%2F42")),
    Attack("archon://builder%2Fchat/x", .refused("no route matches path /builder%2Fchat/x")),
    Attack(
      "https://archon.app/builder%2Fchat%2Fx", .refused("no route matches path /builder%2Fchat%2Fx")
    ),
    Attack("https://archon.app/projects%2F42", .refused("no route matches path /projects%2F42")),
    // A catch-all's value is a path: no `..` walks out of it, not even between encoded slashes.
    Attack(
      "archon://projects/42/code/a%2F..%2F..%2Fetc",
      .refused("path at byte 30 decodes to a '..' segment")),
    Attack(
      "archon://projects/42/code/a%2F...%2Fetc",
      .lands(.codeBrowser(projectId: 42, path: "a/.../etc", line: nil))),
    // Nor does it begin at the root, or hold an empty segment, through an encoded slash.
    Attack(
      "archon://projects/42/code/%2Fetc%2Fpasswd",
      .refused("escaped '/' at byte 26 would give {path...} an empty segment")),
    Attack(
      "archon://projects/42/code/src/a%2F",
      .refused("escaped '/' at byte 31 would give {path...} an empty segment")),
    Attack(
      "archon://projects/42/code/a%2F%2Fb",
      .refused("escaped '/' at byte 30 would give {path...} an empty segment")),
    // A backslash is refused in a path escaped as it is written out: some parsers read it as `/`.
    Attack(
      "archon://projects/42/code/..%5Cetc",
      .refused("percent escape at byte 28 decodes to a backslash, which is not allowed in a path")),
    Attack(
      "archon://builder/chat/a%5cb",
      .refused("percent escape at byte 23 decodes to a backslash, which is not allowed in a path")),

    // Dot segments, raw or encoded, are refused once decoded; longer dot runs are data.
    Attack("archon://projects/%2e%2e", .refused("path at byte 18 decodes to a '..' segment")),
    Attack("archon://projects/%2E%2E", .refused("path at byte 18 decodes to a '..' segment")),
    Attack("archon://projects/%2e", .refused("path at byte 18 decodes to a '.' segment")),
    Attack("archon://projects/%2E", .refused("path at byte 18 decodes to a '.' segment")),
    Attack("archon://projects/.%2e", .refused("path at byte 18 decodes to a '..' segment")),
    Attack("archon://projects/%2e.", .refused("path at byte 18 decodes to a '..' segment")),
    Attack("archon://projects/..", .refused("path at byte 18 decodes to a '..' segment")),
    Attack("archon://projects/.", .refused("path at byte 18 decodes to a '.' segment")),
    Attack("archon://builder/chat/..", .refused("path at byte 22 decodes to a '..' segment")),
    Attack("archon://builder/chat/%2e%2e", .refused("path at byte 22 decodes to a '..' segment")),
    Attack("archon://builder/chat/...", .lands(.chatSession(id: "..."))),
    Attack("archon://builder/chat/.hidden", .lands(.chatSession(id: ".hidden"))),
    Attack("archon://builder/chat/..%2F", .refused("path at byte 22 decodes to a '..' segment")),
    Attack(
      "archon://builder/chat/%2E%2E%2F%2E%2E%2Fsettings",
      .refused("path at byte 22 decodes to a '..' segment")),
    Attack(
      "archon://projects/42/code/../../settings/account",
      .refused("path at byte 26 decodes to a '..' segment")),
    Attack("archon://projects/42/code/a/./b", .refused("path at byte 28 decodes to a '.' segment")),
    Attack(
      "archon://projects/42/code/a/%2e/b", .refused("path at byte 28 decodes to a '.' segment")),
    Attack(
      "archon://projects/42/code/%2e%2e/%2e%2e",
      .refused("path at byte 26 decodes to a '..' segment")
    ),
    Attack("archon://./projects", .refused("path at byte 9 decodes to a '.' segment")),
    Attack("archon://../settings", .refused("path at byte 9 decodes to a '..' segment")),
    Attack("archon://%2e%2e/settings", .refused("path at byte 9 decodes to a '..' segment")),
    Attack("https://archon.app/./settings", .refused("path at byte 19 decodes to a '.' segment")),
    Attack("https://archon.app/../settings", .refused("path at byte 19 decodes to a '..' segment")),
    Attack("https://archon.app/settings/.", .refused("path at byte 28 decodes to a '.' segment")),
    Attack("https://archon.app/settings/..", .refused("path at byte 28 decodes to a '..' segment")),
    Attack(
      "https://archon.app/%2e%2e/settings", .refused("path at byte 19 decodes to a '..' segment")),

    // Double encoding is decoded exactly once.
    Attack("archon://projects/%252F", .refused("'%2F' is not an Int for {id}")),
    Attack("archon://builder/chat/%252F", .lands(.chatSession(id: "%2F"))),
    Attack("archon://builder/chat/%252e%252e", .lands(.chatSession(id: "%2e%2e"))),
    Attack("archon://projects/%2534%2532", .refused("'%34%32' is not an Int for {id}")),
    Attack("archon://builder/chat/%25", .lands(.chatSession(id: "%"))),
    Attack("archon://builder/chat/%2525", .lands(.chatSession(id: "%25"))),
    Attack("archon://builder/chat/%25%32%46", .lands(.chatSession(id: "%2F"))),
    Attack("archon://builder/chat/%25252F", .lands(.chatSession(id: "%252F"))),
    Attack("archon://projects/%34%32", .lands(.projectDetail(id: 42))),

    // Malformed escapes, in the path, the query and the host; the fragment is never decoded.
    Attack("archon://projects/%zz", .refused("malformed percent escape at byte 18")),
    Attack("archon://projects/%", .refused("malformed percent escape at byte 18")),
    Attack("archon://projects/%2", .refused("malformed percent escape at byte 18")),
    Attack("archon://projects/%G0", .refused("malformed percent escape at byte 18")),
    Attack("archon://projects/%0G", .refused("malformed percent escape at byte 18")),
    Attack("archon://projects/4%", .refused("malformed percent escape at byte 19")),
    Attack("archon://builder/chat/a%2/b", .refused("malformed percent escape at byte 23")),
    Attack("archon://builder/chat/%%30", .refused("malformed percent escape at byte 22")),
    Attack("archon://builder/chat/%-1", .refused("malformed percent escape at byte 22")),
    Attack("archon://builder/chat/%u002F", .refused("malformed percent escape at byte 22")),
    Attack("archon://builder/chat/%%", .refused("malformed percent escape at byte 22")),
    Attack("archon://builder/chat/abc%", .refused("malformed percent escape at byte 25")),
    Attack("archon://projects/42?line=%zz", .refused("malformed percent escape at byte 26")),
    Attack("archon://projects/42?%=1", .refused("malformed percent escape at byte 21")),
    Attack("archon://projects/42?x=%G0", .refused("malformed percent escape at byte 23")),
    Attack("archon://projects/42#%zz", .lands(.projectDetail(id: 42))),
    Attack("archon://%zz/projects", .refused("malformed percent escape at byte 9")),

    // Overlong forms, surrogates, values above U+10FFFF, truncated and stray bytes.
    Attack("archon://builder/chat/%C0%AF", .refused("text at byte 22 does not decode to UTF-8")),
    Attack(
      "archon://builder/chat/%C0%AE%C0%AE", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%C1%81", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%E0%80%AF", .refused("text at byte 22 does not decode to UTF-8")),
    Attack(
      "archon://builder/chat/%F0%80%80%AF", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%FF", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%FE%FF", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%ED%A0%80", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%ED%BF%BF", .refused("text at byte 22 does not decode to UTF-8")),
    Attack(
      "archon://builder/chat/%ED%A0%BD%ED%B8%80",
      .refused("text at byte 22 does not decode to UTF-8")),
    Attack(
      "archon://builder/chat/%F4%90%80%80", .refused("text at byte 22 does not decode to UTF-8")),
    Attack(
      "archon://builder/chat/%F8%88%80%80%80", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%C3", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%E2%82", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%F0%9F%9A", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%80", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/%C3%28", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://builder/chat/a%C3", .refused("text at byte 22 does not decode to UTF-8")),
    Attack("archon://projects/42?x=%FF", .refused("text at byte 23 does not decode to UTF-8")),
    Attack("archon://projects/42?%C0%AF=1", .refused("text at byte 21 does not decode to UTF-8")),
    Attack(
      "archon://projects/5/code/a?line=%ED%A0%80",
      .refused("text at byte 32 does not decode to UTF-8")),
    Attack("archon://projects/42#%FF", .lands(.projectDetail(id: 42))),

    // Escapes that decode to control characters.
    Attack(
      "archon://builder/chat/%00",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/a%00b",
      .refused(
        "percent escape at byte 23 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/%01",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/%1F",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/%7F",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/%0A",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/%0D%0A",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/%09",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://projects/42?next=%00",
      .refused(
        "percent escape at byte 26 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://projects/42?%0A=1",
      .refused(
        "percent escape at byte 21 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://settings/account%00",
      .refused(
        "percent escape at byte 25 decodes to a control or bidirectional formatting character")),

    // C1 controls and bidirectional formatting characters, which can make a value display as
    // something else, are control characters; other invisible characters are data.
    Attack(
      "archon://builder/chat/%C2%85",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/%E2%80%AE",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/invoice%E2%80%AEfdp.exe",
      .refused(
        "percent escape at byte 29 decodes to a control or bidirectional formatting character")),
    Attack(
      "archon://builder/chat/%E2%81%A7",
      .refused(
        "percent escape at byte 22 decodes to a control or bidirectional formatting character")),
    Attack("archon://builder/chat/%C2%A0", .lands(.chatSession(id: "\u{A0}"))),
    Attack("archon://builder/chat/%E2%80%8B", .lands(.chatSession(id: "\u{200B}"))),
    Attack("archon://builder/chat/%E2%80%8D", .lands(.chatSession(id: "\u{200D}"))),
    Attack("archon://builder/chat/%EF%BB%BF", .lands(.chatSession(id: "\u{FEFF}"))),

    // Open-redirect shapes: other URLs inside values stay values.
    Attack("archon://projects/42?next=//evil.example", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42?next=https://evil.example", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42?next=https%3A%2F%2Fevil.example", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42?redirect_uri=javascript:alert(1)", .lands(.projectDetail(id: 42))),
    Attack(
      "archon://builder/chat/https%3A%2F%2Fevil.example",
      .lands(.chatSession(id: "https://evil.example"))),
    Attack("archon://builder/chat/%2F%2Fevil.example", .lands(.chatSession(id: "//evil.example"))),
    Attack(
      "archon://builder/chat/javascript:alert(1)", .lands(.chatSession(id: "javascript:alert(1)"))),
    Attack("archon://builder/chat///evil.example", .refused("empty path segment at byte 22")),
    Attack("https://archon.app//evil.example", .refused("empty path segment at byte 19")),
    Attack("https://archon.app///evil.example/projects", .refused("empty path segment at byte 19")),
    Attack(
      "archon://builder/chat/https:/evil.example",
      .refused("no route matches path /builder/chat/https:/evil.example")),
    // A catch-all's value is a path: an escaped slash may not leave an empty segment in it.
    Attack(
      "archon://projects/42/code/https:%2F%2Fevil.example",
      .refused("escaped '/' at byte 35 would give {path...} an empty segment")),
    Attack("archon://projects/42/code//evil.example", .refused("empty path segment at byte 26")),
    Attack(
      "https://archon.app/builder/chat/@evil.example", .lands(.chatSession(id: "@evil.example"))),

    // Look-alike hosts.
    Attack(
      "https://archon.app.evil.example/projects/1",
      .refused("host 'archon.app.evil.example' is not one of this app's universal-link hosts")),
    Attack(
      "https://evil.example\\@archon.app/projects/1",
      .refused("backslash at byte 20 is not allowed in a link")),
    Attack(
      "https://archon.app@evil.example/", .refused("user info before the host is not accepted")),
    Attack(
      "https://archon.app%2eevil.example/",
      .refused("host 'archon.app%2eevil.example' is not one of this app's universal-link hosts")),
    Attack(
      "https://archon.app%2Eevil.example/projects/1",
      .refused("host 'archon.app%2eevil.example' is not one of this app's universal-link hosts")),
    Attack(
      "https://xn--archn-4ya.app/projects/1",
      .refused("host 'xn--archn-4ya.app' is not one of this app's universal-link hosts")),
    Attack(
      "https://xn--rchon-2ve.app/projects/1",
      .refused("host 'xn--rchon-2ve.app' is not one of this app's universal-link hosts")),
    Attack(
      "https://archon.app./projects/1",
      .refused("host 'archon.app.' is not one of this app's universal-link hosts")),
    Attack(
      "https://archon.app%2E/projects/1",
      .refused("host 'archon.app%2e' is not one of this app's universal-link hosts")),
    Attack(
      "https://archon.apps/projects/1",
      .refused("host 'archon.apps' is not one of this app's universal-link hosts")),
    Attack(
      "https://www.archon.app/projects/1",
      .refused("host 'www.archon.app' is not one of this app's universal-link hosts")),
    Attack(
      "https://archonapp/projects/1",
      .refused("host 'archonapp' is not one of this app's universal-link hosts")),
    Attack(
      "https://archon-app/projects/1",
      .refused("host 'archon-app' is not one of this app's universal-link hosts")),
    Attack(
      "https://evil.example/projects/1",
      .refused("host 'evil.example' is not one of this app's universal-link hosts")),
    Attack(
      "https://evil.example#@archon.app/projects/1",
      .refused("host 'evil.example' is not one of this app's universal-link hosts")),
    Attack(
      "https://evil.example?@archon.app/projects/1",
      .refused("host 'evil.example' is not one of this app's universal-link hosts")),
    Attack(
      "https://evil.example/archon.app/projects/1",
      .refused("host 'evil.example' is not one of this app's universal-link hosts")),
    Attack(
      "https://archon.app\\evil.example/projects/1",
      .refused("backslash at byte 18 is not allowed in a link")),
    Attack(
      "https://\u{430}rchon.app/projects/1",
      .refused("non-ASCII byte 0xD0 at byte 8 is not allowed in a link")),
    Attack(
      "https://archön.app/projects/1",
      .refused("non-ASCII byte 0xC3 at byte 12 is not allowed in a link")),
    Attack(
      "https://archon.app:443@evil.example/", .refused("user info before the host is not accepted")),
    Attack(
      "archon://evil.example/projects/1", .refused("no route matches path /evil.example/projects/1")
    ),
    Attack(
      "archon://projects.evil.example/42",
      .refused("no route matches path /projects.evil.example/42")),

    // Other schemes.
    Attack("javascript:alert(1)", .refused("scheme 'javascript' is not one of this app's schemes")),
    Attack(
      "javascript://archon.app/%0Aalert(1)",
      .refused("scheme 'javascript' is not one of this app's schemes")),
    Attack(
      "JavaScript:alert(document.domain)",
      .refused("scheme 'javascript' is not one of this app's schemes")),
    Attack("file:///etc/passwd", .refused("scheme 'file' is not one of this app's schemes")),
    Attack(
      "file://archon.app/projects/1", .refused("scheme 'file' is not one of this app's schemes")),
    Attack(
      "data:text/html;base64,PHNjcmlwdD4=",
      .refused("scheme 'data' is not one of this app's schemes")),
    Attack(
      "data:text/html,<script>alert(1)</script>",
      .refused("character '<' at byte 15 is not allowed in a link")),
    Attack("vbscript:msgbox(1)", .refused("scheme 'vbscript' is not one of this app's schemes")),
    Attack(
      "http://archon.app/projects/1", .refused("scheme 'http' is not one of this app's schemes")),
    Attack(
      "HTTP://archon.app/projects/1", .refused("scheme 'http' is not one of this app's schemes")),
    Attack(
      "ftp://archon.app/projects/1", .refused("scheme 'ftp' is not one of this app's schemes")),
    Attack("ws://archon.app/projects/1", .refused("scheme 'ws' is not one of this app's schemes")),
    Attack("archon2://projects/1", .refused("scheme 'archon2' is not one of this app's schemes")),
    Attack(
      "archon-dev://projects/1", .refused("scheme 'archon-dev' is not one of this app's schemes")),
    Attack("archon+x://projects/1", .refused("scheme 'archon+x' is not one of this app's schemes")),
    Attack(
      "intent://projects/1#Intent;scheme=archon;end",
      .refused("scheme 'intent' is not one of this app's schemes")),

    // Case: the scheme, the host and a custom scheme's host fold case; path literals do not.
    Attack("ARCHON://PROJECTS/42", .lands(.projectDetail(id: 42))),
    Attack("Archon://Projects/42", .lands(.projectDetail(id: 42))),
    Attack("archon://PROJECTS/abc", .refused("'abc' is not an Int for {id}")),
    Attack("archon://Projects/42/CODE/x", .refused("no route matches path /Projects/42/CODE/x")),
    Attack("archon://projects/42/Preview", .refused("no route matches path /projects/42/Preview")),
    Attack("archon://Settings/Account", .refused("no route matches path /Settings/Account")),
    Attack("HTTPS://ARCHON.APP/projects/42", .lands(.projectDetail(id: 42))),
    Attack("hTtPs://ArChOn.ApP/settings/account", .lands(.accountDetail)),
    Attack("https://archon.app/Projects/42", .refused("no route matches path /Projects/42")),
    Attack("https://archon.app/SETTINGS", .refused("no route matches path /SETTINGS")),

    // Missing or malformed authority.
    Attack("archon:/projects/1", .refused("'archon:' must be followed by '//' and a host")),
    Attack("archon:///projects/1", .refused("link has an empty host")),
    Attack("archon:projects/1", .refused("'archon:' must be followed by '//' and a host")),
    Attack("archon:", .refused("'archon:' must be followed by '//' and a host")),
    Attack("archon:/", .refused("'archon:' must be followed by '//' and a host")),
    Attack("archon://", .refused("link has an empty host")),
    Attack("archon:////", .refused("link has an empty host")),
    Attack("https://", .refused("link has an empty host")),
    Attack("https:///projects/1", .refused("link has an empty host")),
    Attack(
      "https:/archon.app/projects/1", .refused("'https:' must be followed by '//' and a host")),
    Attack("https:archon.app/projects/1", .refused("'https:' must be followed by '//' and a host")),
    Attack("archon", .refused("link has no scheme")),
    Attack("://projects/1", .refused("link has no scheme")),
    Attack("//archon.app/projects/1", .refused("link has no scheme")),
    Attack("/projects/1", .refused("link has no scheme")),
    Attack("1archon://projects/1", .refused("link has no scheme")),
    Attack("-archon://projects/1", .refused("link has no scheme")),
    Attack("", .refused("link has no scheme")),

    // Query items: unknown and repeated keys, empty items, ill-typed values.
    Attack("archon://builder?", .lands(.builderHome)),
    Attack("archon://builder?&&&", .lands(.builderHome)),
    Attack("archon://projects/42?x=1&x=2", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42?id=7", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42?id=abc&id=7", .lands(.projectDetail(id: 42))),
    Attack(
      "archon://projects/5/code/a?line=1&line=2", .refused("query parameter 'line' is given twice")),
    Attack(
      "archon://projects/5/code/a?line=3&LINE=4",
      .lands(.codeBrowser(projectId: 5, path: "a", line: 3))),
    Attack(
      "archon://projects/5/code/a?LINE=4", .lands(.codeBrowser(projectId: 5, path: "a", line: nil))),
    Attack(
      "archon://projects/5/code/a?&&line=3&", .lands(.codeBrowser(projectId: 5, path: "a", line: 3))
    ),
    Attack(
      "archon://projects/5/code/a?line=3#line=4",
      .lands(.codeBrowser(projectId: 5, path: "a", line: 3))),
    Attack(
      "archon://projects/5/code/a?line=3?line=4",
      .refused("'3?line=4' is not an Int for query parameter 'line'")),
    Attack(
      "archon://projects/5/code/a?line=3;line=4",
      .refused("'3;line=4' is not an Int for query parameter 'line'")),
    Attack(
      "archon://projects/5/code/a?=x&line=3", .lands(.codeBrowser(projectId: 5, path: "a", line: 3))
    ),
    Attack(
      "archon://projects/5/code/a?line", .refused("'' is not an Int for query parameter 'line'")),
    Attack(
      "archon://projects/5/code/a?line=", .refused("'' is not an Int for query parameter 'line'")),
    Attack(
      "archon://projects/5/code/a?line=abc",
      .refused("'abc' is not an Int for query parameter 'line'")),
    Attack(
      "archon://projects/5/code/a?line=+1",
      .refused(
        "' 1' is not an Int for query parameter 'line': a '+' in a query is a space; a plus "
          + "sign is written '%2B'")),
    Attack(
      "archon://projects/5/code/a?line=%2B1",
      .refused("'+1' is not an Int for query parameter 'line'")),
    Attack(
      "archon://projects/5/code/a?line=-0", .lands(.codeBrowser(projectId: 5, path: "a", line: 0))),
    Attack(
      "archon://projects/5/code/a?line=1e3",
      .refused("'1e3' is not an Int for query parameter 'line'")),
    Attack(
      "archon://projects/5/code/a?line=99999999999999999999",
      .refused(
        "'99999999999999999999' is not an Int for query parameter 'line': a link's Int has at most 18 digits"
      )),
    Attack(
      "archon://projects/5/code/a?line=%31%32",
      .lands(.codeBrowser(projectId: 5, path: "a", line: 12))),
    Attack(
      "archon://projects/5/code/a?li%6Ee=7", .lands(.codeBrowser(projectId: 5, path: "a", line: 7))),
    Attack(
      "archon://projects/5/code/a?line=7&line", .refused("query parameter 'line' is given twice")),

    // Fragments are ignored.
    Attack("archon://projects/42#frag", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42#/settings/account", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42##", .lands(.projectDetail(id: 42))),
    Attack("archon://projects#42", .lands(.projectList)),
    Attack("archon://#/projects/42", .refused("link has an empty host")),
    Attack("https://archon.app/projects/42#@evil.example", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42?#", .lands(.projectDetail(id: 42))),

    // Ports.
    Attack(
      "archon://projects:80/42",
      .refused("port '80' is not accepted; only https links may name a port, and only 443")),
    Attack(
      "archon://projects:/42",
      .refused("port '' is not accepted; only https links may name a port, and only 443")),
    Attack(
      "archon://projects:443/42",
      .refused("port '443' is not accepted; only https links may name a port, and only 443")),
    Attack("https://archon.app:443/projects/42", .lands(.projectDetail(id: 42))),
    Attack(
      "https://archon.app:444/projects/42",
      .refused("port '444' is not accepted; only https links may name a port, and only 443")),
    Attack(
      "https://archon.app:0443/projects/42",
      .refused("port '0443' is not accepted; only https links may name a port, and only 443")),
    Attack(
      "https://archon.app:/projects/42",
      .refused("port '' is not accepted; only https links may name a port, and only 443")),
    Attack(
      "https://archon.app:443:443/projects/42",
      .refused("port '443:443' is not accepted; only https links may name a port, and only 443")),
    Attack(
      "https://archon.app:https/projects/42",
      .refused("port 'https' is not accepted; only https links may name a port, and only 443")),

    // User info and IP hosts.
    Attack("archon://user@projects/42", .refused("user info before the host is not accepted")),
    Attack("archon://@projects/42", .refused("user info before the host is not accepted")),
    Attack(
      "https://user:pass@archon.app/projects/42",
      .refused("user info before the host is not accepted")),
    Attack(
      "https://:@archon.app/projects/42", .refused("user info before the host is not accepted")),
    Attack(
      "https://[::1]/projects/42", .refused("character '[' at byte 8 is not allowed in a link")),
    Attack(
      "https://[2001:db8::1]:443/projects/42",
      .refused("character '[' at byte 8 is not allowed in a link")),
    Attack(
      "https://127.0.0.1/projects/42",
      .refused("host '127.0.0.1' is not one of this app's universal-link hosts")),
    Attack(
      "https://2130706433/projects/42",
      .refused("host '2130706433' is not one of this app's universal-link hosts")),
    Attack(
      "https://0x7f.0.0.1/projects/42",
      .refused("host '0x7f.0.0.1' is not one of this app's universal-link hosts")),
    Attack("archon://127.0.0.1/projects", .refused("no route matches path /127.0.0.1/projects")),

    // Whitespace.
    Attack("archon://projects /42", .refused("a space at byte 17 is not allowed in a link")),
    Attack("archon://projects/ 42", .refused("a space at byte 18 is not allowed in a link")),
    Attack("archon://projects/42 ", .refused("a space at byte 20 is not allowed in a link")),
    Attack(" archon://projects/42", .refused("a space at byte 0 is not allowed in a link")),
    Attack(
      "archon://projects/4\t2", .refused("control byte 0x09 at byte 19 is not allowed in a link")),
    Attack("archon://builder/chat/a+b", .lands(.chatSession(id: "a+b"))),
    Attack("archon://builder/chat/a%20b", .lands(.chatSession(id: "a b"))),
    Attack("archon://projects/%2042", .refused("' 42' is not an Int for {id}")),
    Attack("archon://projects/42%20", .refused("'42 ' is not an Int for {id}")),

    // Unicode, raw and encoded.
    Attack(
      "archon://builder/chat/é", .refused("non-ASCII byte 0xC3 at byte 22 is not allowed in a link")
    ),
    Attack("archon://builder/chat/%C3%A9", .lands(.chatSession(id: "\u{E9}"))),
    Attack("archon://builder/chat/e%CC%81", .lands(.chatSession(id: "e\u{301}"))),
    Attack("archon://builder/chat/%F0%9F%9A%80", .lands(.chatSession(id: "🚀"))),
    Attack("archon://builder/chat/%E4%B8%AD%E6%96%87", .lands(.chatSession(id: "中文"))),
    Attack("archon://projects/%D9%A1", .refused("'١' is not an Int for {id}")),
    Attack("archon://projects/%EF%BC%94%EF%BC%92", .refused("'４２' is not an Int for {id}")),
    Attack(
      "archon://projects/４２", .refused("non-ASCII byte 0xEF at byte 18 is not allowed in a link")),
    Attack(
      "archon://settings/%C3%A1ccount", .refused("no route matches path /settings/%C3%A1ccount")),
    Attack("archon://settings/%61ccount", .lands(.accountDetail)),

    // Int placeholders: 18 digits at most, an optional minus, nothing else.
    Attack(
      "archon://projects/999999999999999999", .lands(.projectDetail(id: 999_999_999_999_999_999))),
    Attack(
      "archon://projects/-999999999999999999", .lands(.projectDetail(id: -999_999_999_999_999_999))),
    Attack(
      "archon://projects/1000000000000000000",
      .refused("'1000000000000000000' is not an Int for {id}: a link's Int has at most 18 digits")),
    Attack(
      "archon://projects/9223372036854775807",
      .refused("'9223372036854775807' is not an Int for {id}: a link's Int has at most 18 digits")),
    Attack(
      "archon://projects/9223372036854775808",
      .refused("'9223372036854775808' is not an Int for {id}: a link's Int has at most 18 digits")),
    Attack(
      "archon://projects/-9223372036854775808",
      .refused("'-9223372036854775808' is not an Int for {id}: a link's Int has at most 18 digits")),
    Attack(
      "archon://projects/99999999999999999999999999999999",
      .refused(
        "'99999999999999999999999999999999' is not an Int for {id}: a link's Int has at most 18 digits"
      )),
    Attack("archon://projects/-0", .lands(.projectDetail(id: 0))),
    Attack("archon://projects/+1", .refused("'+1' is not an Int for {id}")),
    Attack("archon://projects/1e3", .refused("'1e3' is not an Int for {id}")),
    Attack("archon://projects/1E3", .refused("'1E3' is not an Int for {id}")),
    Attack("archon://projects/NaN", .refused("'NaN' is not an Int for {id}")),
    Attack("archon://projects/nan", .refused("'nan' is not an Int for {id}")),
    Attack("archon://projects/inf", .refused("'inf' is not an Int for {id}")),
    Attack("archon://projects/-inf", .refused("'-inf' is not an Int for {id}")),
    Attack("archon://projects/0x10", .refused("'0x10' is not an Int for {id}")),
    Attack("archon://projects/1.0", .refused("'1.0' is not an Int for {id}")),
    Attack("archon://projects/1.", .refused("'1.' is not an Int for {id}")),
    Attack("archon://projects/007", .lands(.projectDetail(id: 7))),
    Attack("archon://projects/--1", .refused("'--1' is not an Int for {id}")),
    Attack("archon://projects/-", .refused("'-' is not an Int for {id}")),
    Attack("archon://projects/1_000", .refused("'1_000' is not an Int for {id}")),
    Attack("archon://projects/1,000", .refused("'1,000' is not an Int for {id}")),
    Attack("archon://projects/42abc", .refused("'42abc' is not an Int for {id}")),

    // Trailing slashes, empty segments, catch-alls and near misses.
    Attack("archon://projects/42/preview", .lands(.livePreview(projectId: 42))),
    Attack("archon://projects/-1/preview", .lands(.livePreview(projectId: -1))),
    Attack("archon://projects/abc/preview", .refused("'abc' is not an Int for {id}")),
    Attack("archon://projects/1e3/preview", .refused("'1e3' is not an Int for {id}")),
    Attack("archon://projects/42/code", .lands(.codeBrowser(projectId: 42, path: "", line: nil))),
    Attack("archon://projects/42/code/", .lands(.codeBrowser(projectId: 42, path: "", line: nil))),
    Attack("archon://projects/42/code//", .refused("empty path segment at byte 26")),
    Attack("archon://projects/42/code/a//b", .refused("empty path segment at byte 28")),
    Attack(
      "archon://projects/42/code/a/b/", .lands(.codeBrowser(projectId: 42, path: "a/b", line: nil))),
    Attack("archon://projects/42/code/a/b//", .refused("empty path segment at byte 30")),
    Attack("archon://builder/chat/", .refused("no route matches path /builder/chat/")),
    Attack("archon://builder/chat//", .refused("empty path segment at byte 22")),
    Attack("archon://settings/", .lands(.settingsHome)),
    Attack("archon://settings//", .refused("empty path segment at byte 18")),
    Attack("https://archon.app/", .refused("no route matches path /")),
    Attack("https://archon.app", .refused("no route matches path /")),
    Attack("https://archon.app/projects/42/", .lands(.projectDetail(id: 42))),
    Attack("archon://projects/42/x", .refused("no route matches path /projects/42/x")),
    Attack("archon://builder/chat/a/b", .refused("no route matches path /builder/chat/a/b")),
    Attack("archon://unknown", .refused("no route matches path /unknown")),
    Attack(
      "archon://projects/42/code/a?line=12#L12",
      .lands(.codeBrowser(projectId: 42, path: "a", line: 12))),

    // Raw control characters and non-ASCII bytes anywhere.
    Attack(
      "archon://projects/42\n", .refused("control byte 0x0A at byte 20 is not allowed in a link")),
    Attack(
      "archon://projects/42\r\n", .refused("control byte 0x0D at byte 20 is not allowed in a link")),
    Attack(
      "archon://projects/\u{0}42", .refused("control byte 0x00 at byte 18 is not allowed in a link")
    ),
    Attack(
      "archon://builder/chat/a\u{7f}",
      .refused("control byte 0x7F at byte 23 is not allowed in a link")),
    Attack(
      "archon://projects/42\u{0}", .refused("control byte 0x00 at byte 20 is not allowed in a link")
    ),
    Attack(
      "\u{FEFF}archon://projects/42",
      .refused("non-ASCII byte 0xEF at byte 0 is not allowed in a link")),
    Attack(
      "archon://builder/chat/\u{202E}",
      .refused("non-ASCII byte 0xE2 at byte 22 is not allowed in a link")),
  ]
}
