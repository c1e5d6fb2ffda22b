/// Another router's placeholder, written as a segment that a `.flow` pattern would take literally:
/// `:id` (React Router, Express, Rails, Vapor), `:id?` (an optional one), or a wildcard (`*`,
/// `**`, `*path`). Each is made of legal path characters, so such a route checked clean and
/// matched only links that spelled out `:id` or `*`; the pattern parser reports it instead, with
/// the `.flow` form.
struct ForeignPlaceholder {
  /// The segment as written, with a `?` that followed it when it made the placeholder optional.
  var written: String
  /// The `.flow` form (`{id}`, `{path...}`); nil for a wildcard that is not the last segment, which
  /// could mean one segment or many.
  var replacement: String?
  var message: String

  /// The foreign placeholder `segment` is, if it is one. `isLast` says whether it ends the path;
  /// `isOptional`, whether a `?` follows it with nothing after (`/shows/:id?`).
  init?(_ segment: Slice<UnsafeBufferPointer<UInt8>>, isLast: Bool, isOptional: Bool) {
    guard let first = segment.first else { return nil }
    let name = segment.dropFirst()
    let isName =
      name.first.map(Lexer.isIdentifierStart) == true && name.allSatisfy(Lexer.isIdentifierContinue)
    let nameText = String(decoding: name, as: UTF8.self)
    switch first {
    case UInt8(ascii: ":") where isName:
      written = ":" + nameText + (isOptional ? "?" : "")
      replacement = "{\(nameText)}"
      message = PatternMessages.colonPlaceholder(written, name: nameText, isOptional: isOptional)
    case UInt8(ascii: "*") where isName || name.isEmpty || name.elementsEqual("*".utf8):
      written = String(decoding: segment, as: UTF8.self)
      let catchAllName = isName ? nameText : "path"
      replacement = isLast ? "{\(catchAllName)...}" : nil
      message = PatternMessages.wildcard(written, catchAll: "{\(catchAllName)...}")
    default:
      return nil
    }
  }
}
