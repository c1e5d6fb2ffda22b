/// The route table text a generated module hands to `RouteSpec.routes(fromTableText:)`, read back
/// out of the generated Swift, so the benchmark times what an app parses on first use rather than
/// text it wrote itself.
enum GeneratedTableText {
  /// The argument of the one `routes(fromTableText: "...")` call in `swift`, its Swift escapes
  /// undone; nil when there is none or it uses an escape this reader does not know.
  static func text(in swift: String) -> String? {
    let opening = "routes(fromTableText: \""
    guard let start = swift.range(of: opening)?.upperBound else { return nil }
    var text = ""
    var characters = swift[start...].makeIterator()
    while let character = characters.next() {
      switch character {
      case "\"": return text
      case "\\":
        switch characters.next() {
        case "n": text.append("\n")
        case "r": text.append("\r")
        case "t": text.append("\t")
        case "\\": text.append("\\")
        case "\"": text.append("\"")
        default: return nil
        }
      default: text.append(character)
      }
    }
    return nil
  }
}
