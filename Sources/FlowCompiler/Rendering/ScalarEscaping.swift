/// Replaces single Unicode scalars, never whole `Character`s: `String.replacing` would miss a `<` that
/// a combining mark follows, or the `\r` of `\r\n`, and let them through unescaped.
package enum ScalarEscaping {
  package static func escape(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let replacement = replacements[scalar] {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 control characters and DEL as spaces: for formats (DOT, Mermaid labels) that have no escape
  /// for them and would break a line or a label on one.
  package static let controlsAsSpaces: [Unicode.Scalar: String] = Dictionary(
    uniqueKeysWithValues: (Array(0x00...0x1F) + [0x7F]).compactMap(Unicode.Scalar.init).map {
      ($0, " ")
    })
}
