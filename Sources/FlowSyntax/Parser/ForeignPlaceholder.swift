/// Another router's placeholder, written as a segment that a `.flow` pattern would take literally:
/// `:id` (React Router, Express, Rails, Vapor), `:id?` (an optional one), `<slug>` or `<int:id>`
/// (Flask, Django), or a wildcard (`*`, `**`, `*path`). Each is made of legal path characters, so such a route checked clean and
/// matched only links that spelled out `:id` or `*`; the pattern parser reports it instead, with
/// the `.flow` form.
struct ForeignPlaceholder {
  /// The segment as written, with a `?` that followed it when it made the placeholder optional.
  var written: String
  /// The `.flow` form (`{id}`, `{path...}`); nil for a wildcard that is not the last segment, which
  /// could mean one segment or many.
  var replacement: String?
  var message: String
  /// How to mean the characters literally, where a link can carry them (`:`, `*`); `<` and `>`
  /// cannot be in a path at all.
  var help: String? = PatternMessages.foreignPlaceholderHelp

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
    case UInt8(ascii: "<") where segment.count > 2 && segment.last == UInt8(ascii: ">"):
      // Flask's and Django's `<slug>`, `<int:id>`: the converter says the type, or a catch-all.
      let inner = segment.dropFirst().dropLast()
      let colon = inner.firstIndex(of: UInt8(ascii: ":"))
      let converter = colon.map { String(decoding: inner[..<$0], as: UTF8.self) }
      let bare = colon.map { inner[inner.index(after: $0)...] } ?? inner
      guard bare.first.map(Lexer.isIdentifierStart) == true,
        bare.allSatisfy(Lexer.isIdentifierContinue)
      else { return nil }
      let bareName = String(decoding: bare, as: UTF8.self)
      let type: String? =
        switch converter {
        case nil, "str", "string", "slug": ""
        case "int": ": Int"
        case "float": ": Double"
        case "uuid": ": UUID"
        case "path": isLast ? "..." : nil
        default: nil
        }
      guard let type else { return nil }
      written = String(decoding: segment, as: UTF8.self)
      replacement = "{\(bareName)\(type)}"
      message = PatternMessages.colonPlaceholder(written, name: bareName + type, isOptional: false)
      help = nil
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
