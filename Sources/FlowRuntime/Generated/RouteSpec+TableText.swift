/// A route table as text, which generated code hands over as one string literal: an array literal of
/// `RouteSpec`s costs code per segment in the app's build (a fifth of a debug build of the 1,000-route
/// benchmark spec), while a string costs next to nothing, and reading it once costs about 10 M
/// instructions at 1,000 routes, a few milliseconds (`matcher.table_build_ms` times it with the trie).
///
/// One line per route, each starting with `>`, then its parts separated by spaces: `/text` a literal
/// segment, `{name:Type` a placeholder, `*name` a catch-all, `?key=name:Type` an optional query item
/// and `?key=name:Type!` a required one, `Type` a `ParameterType` name. Texts, keys and names escape
/// `%`, spaces, line breaks and the marks above as `%XX`, each byte of their UTF-8.
extension RouteSpec {
  /// The routes `text` describes, in order; a part it cannot read is skipped.
  ///
  /// Read byte by byte: every mark is one ASCII byte and every other byte of a text is kept as it
  /// is, so the reader needs no `Character`s (whose grapheme breaking made reading a 10,000-route
  /// table take most of a second).
  public static func routes(fromTableText text: String) -> [RouteSpec] {
    var text = text
    return text.withUTF8 { bytes in
      bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
        line.first == UInt8(ascii: ">") ? route(fromLine: line.dropFirst()) : nil
      }
    }
  }

  /// A part of a line: bytes of the table text.
  private typealias Part = Slice<UnsafeBufferPointer<UInt8>>

  /// One line's route, from the parts after its `>`.
  private static func route(fromLine line: Part) -> RouteSpec {
    var spec = RouteSpec(segments: [])
    for part in line.split(separator: UInt8(ascii: " ")) {
      let body = part.dropFirst()
      switch part.first {
      case UInt8(ascii: "/"): spec.segments.append(.literal(unescaped(body)))
      case UInt8(ascii: "*"): spec.segments.append(.catchAll(name: unescaped(body)))
      case UInt8(ascii: "{"):
        guard let (name, type) = typed(body) else { continue }
        spec.segments.append(.parameter(name: name, type: type))
      case UInt8(ascii: "?"):
        let isRequired = body.last == UInt8(ascii: "!")
        let item = isRequired ? body.dropLast() : body
        guard let equals = item.firstIndex(of: UInt8(ascii: "=")),
          let (name, type) = typed(item[(equals + 1)...])
        else { continue }
        spec.query.append(
          QueryParameter(
            key: unescaped(item[..<equals]), name: name, type: type, isRequired: isRequired))
      default: continue
      }
    }
    return spec
  }

  /// `name:Type` read as a name and its type.
  private static func typed(_ text: Part) -> (String, ParameterType)? {
    guard let colon = text.lastIndex(of: UInt8(ascii: ":")),
      let type = ParameterType(rawValue: String(decoding: text[(colon + 1)...], as: UTF8.self))
    else { return nil }
    return (unescaped(text[..<colon]), type)
  }

  /// `text` with each `%XX` turned back into its byte.
  private static func unescaped(_ text: Part) -> String {
    // Most parts escape nothing: their bytes are the text, with no byte array in between.
    guard text.contains(UInt8(ascii: "%")) else { return String(decoding: text, as: UTF8.self) }
    var bytes: [UInt8] = []
    var rest = text
    while let byte = rest.popFirst() {
      guard byte == UInt8(ascii: "%"), rest.count >= 2,
        let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
      else {
        bytes.append(byte)
        continue
      }
      bytes.append(value)
      rest = rest.dropFirst(2)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
