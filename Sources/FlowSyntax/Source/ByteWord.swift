/// Eight bytes of text read as one word, so that a scan can pass over a run without the byte it
/// looks for a word at a time rather than a byte at a time.
enum ByteWord {
  /// Whether any byte of `word` is `byte`. XORed with `byte` in every lane, a lane holding it
  /// becomes zero, and only a word with a zero lane keeps a high bit of the test set.
  static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
    let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
  }
}
