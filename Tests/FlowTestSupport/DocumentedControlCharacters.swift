/// The control characters docs/DeepLinks.md lists ("Reading a link"), by code point: what the
/// property tests' independent statements of the link contract refuse, and what the runtime's own
/// list (`ControlCharacters`, bytes) is checked against, so that neither restates the other.
public enum DocumentedControlCharacters {
  /// Whether `text` holds one.
  public static func contains(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isControl)
  }

  /// Cc (C0, DEL, C1), and the bidirectional formatting characters: marks, embeddings, overrides
  /// and isolates.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
