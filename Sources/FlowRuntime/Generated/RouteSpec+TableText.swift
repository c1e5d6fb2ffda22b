/// A route table as text, which generated code hands over as one string literal: an array literal of
/// `RouteSpec`s costs code per segment in the app's build (a fifth of a debug build of the 1,000-route
/// benchmark spec), while a string costs next to nothing, and reading it once takes microseconds.
///
/// One line per route, each starting with `>`, then its parts separated by spaces: `/text` a literal
/// segment, `{name:Type` a placeholder, `*name` a catch-all, `?key=name:Type` an optional query item
/// and `?key=name:Type!` a required one, `Type` a `ParameterType` name. Texts, keys and names escape
/// `%`, spaces, line breaks and the marks above as `%XX`, each byte of their UTF-8.
extension RouteSpec {
  /// The routes `text` describes, in order; a part it cannot read is skipped.
  public static func routes(fromTableText text: String) -> [RouteSpec] {
    text.split(separator: "\n").compactMap { line in
      guard line.first == ">" else { return nil }
      var spec = RouteSpec(segments: [])
      for part in line.dropFirst().split(separator: " ") {
        let body = part.dropFirst()
        switch part.first {
        case "/": spec.segments.append(.literal(unescaped(body)))
        case "*": spec.segments.append(.catchAll(name: unescaped(body)))
        case "{":
          guard let (name, type) = typed(body) else { continue }
          spec.segments.append(.parameter(name: name, type: type))
        case "?":
          let isRequired = body.last == "!"
          let item = isRequired ? body.dropLast() : body
          guard let equals = item.firstIndex(of: "="),
            let (name, type) = typed(item[item.index(after: equals)...])
          else { continue }
          spec.query.append(
            QueryParameter(
              key: unescaped(item[..<equals]), name: name, type: type, isRequired: isRequired))
        default: continue
        }
      }
      return spec
    }
  }

  /// `name:Type` read as a name and its type.
  private static func typed(_ text: Substring) -> (String, ParameterType)? {
    guard let colon = text.lastIndex(of: ":"),
      let type = ParameterType(rawValue: String(text[text.index(after: colon)...]))
    else { return nil }
    return (unescaped(text[..<colon]), type)
  }

  /// `text` with each `%XX` turned back into its byte.
  private static func unescaped(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var utf8 = text.utf8[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      else {
        bytes.append(byte)
        continue
      }
      bytes.append(value)
      utf8 = utf8.dropFirst(2)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
