/// The control characters docs/DeepLinks.md lists ("Reading a link"), by code point: what the
/// property tests' independent statements of the link contract refuse, and what the runtime's own
/// list (`ControlCharacters`, bytes) is checked against, so that neither restates the other.
public enum DocumentedControlCharacters {
  /// Whether `text` holds one.
  public static func contains(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isControl)
  }

  /// Cc (C0, DEL, C1), and the bidirectional formatting characters (marks, embeddings, overrides
  /// and isolates), read from the standard library's Unicode properties rather than a list.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
  }
}
