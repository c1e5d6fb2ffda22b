/// Spelling helpers for generated identifiers.
enum SwiftSpelling {
  /// `builder` -> `Builder`, `live-preview` -> `Live_preview`.
  static func upperCamel(_ name: String) -> String {
    let text = identifier(name)
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// `base`, or `base_`, `base__`, ... when a name from the spec already takes it: for the locals
  /// and private helpers of generated code, which a case or binding of the same name would shadow.
  /// Specs without such a name keep the plain, readable `base`.
  static func fresh(_ base: String, avoiding taken: Set<String>) -> String {
    var name = base
    while taken.contains(name) { name += "_" }
    return name
  }

  /// A spec name as a Swift identifier: `-` becomes `_`, other non-identifier bytes are dropped.
  static func identifier(_ name: String) -> String {
    let kept = name.unicodeScalars.compactMap { scalar -> Character? in
      if scalar == "-" { return "_" }
      return scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
        ? Character(scalar) : nil
    }
    return String(kept)
  }
}
