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
}
