/// Makes input-derived text safe and measurable on a terminal.
///
/// Control characters become visible Control Pictures (NUL shows as `␀`), so binary input can neither
/// drive the terminal nor split a one-line diagnostic; widths let caret lines align under CJK and emoji.
enum DisplayText {
  /// `text` with every control character except tab replaced by a visible stand-in.
  static func sanitized(_ text: Substring) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(visible(scalar))
    }
    return String(result)
  }

  static func sanitized(_ text: String) -> String { sanitized(text[...]) }

  /// `text` with every control character, tab and line breaks included, made visible.
  static func singleLine(_ text: String) -> String {
    sanitized(text).replacingTabs()
  }

  /// The columns a character takes in a monospaced terminal: 2 for wide East Asian and emoji, else 1.
  static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09: scalar
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    case 0x80...0x9F: "\u{FFFD}"
    default: scalar
    }
  }
}

extension String {
  fileprivate func replacingTabs() -> String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\t" ? "\u{2409}" : $0 }))
  }
}
