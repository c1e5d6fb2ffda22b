import FlowRuntime

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
      if let failure = UTF8Validation.firstFailure(in: bytes) {
        let offset = failure.offset
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        let byte = hex.count == 1 ? "0" + hex : hex
        throw UsageError(
          "argument \(position + 1) is not UTF-8 text: byte 0x\(byte) at byte \(offset); a link "
            + "carries such a byte percent-encoded (%\(byte))")
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
