/// The command line's arguments as the bytes the shell passed. `CommandLine.arguments` decodes them
/// lossily, so a link argument with a byte that is not UTF-8 (`$'a://x/\xff'`) reached `resolve` as
/// U+FFFD, and the refusal named that character's first byte, 0xEF, not the byte written (the
/// twenty-eighth new-users review). Such an argument is a usage error naming the byte instead:
/// no app receives a link that is not text.
enum RawArguments {
  /// Every argument after the program name, each as its bytes.
  static func current() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { position in
      guard let pointer = CommandLine.unsafeArgv[position] else { return [] }
      var bytes: [UInt8] = []
      var offset = 0
      while pointer[offset] != 0 {
        bytes.append(UInt8(bitPattern: pointer[offset]))
        offset += 1
      }
      return bytes
    }
  }

  /// The arguments as strings, or a usage error for the first one that is not UTF-8.
  static func decoded(_ arguments: [[UInt8]]) throws(UsageError) -> [String] {
    try arguments.enumerated().map { (position, bytes) throws(UsageError) -> String in
      guard let text = String(validating: bytes, as: UTF8.self) else {
        let offset = firstInvalidOffset(bytes)
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        let byte = hex.count == 1 ? "0" + hex : hex
        throw UsageError(
          "argument \(position + 1) is not UTF-8 text: byte 0x\(byte) at byte \(offset); a link "
            + "carries such a byte percent-encoded (%\(byte))")
      }
      return text
    }
  }

  /// The offset of the first byte where `bytes` stops being UTF-8.
  private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
    var end = bytes.count
    // The longest valid prefix: a prefix ending inside a character is not valid either, so the
    // first invalid offset is where the longest valid prefix ends.
    while end > 0, String(validating: bytes[..<end], as: UTF8.self) == nil { end -= 1 }
    return end
  }
}
