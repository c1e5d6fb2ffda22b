import Testing

@testable import FlowCompiler

@Suite struct UTF8ValidatorTests {
  @Test(arguments: ["", "ascii", "Déjà vu", "日本", "😀", "\u{10FFFF}", "\u{0}"])
  func acceptsValidText(text: String) {
    #expect(UTF8Validator.firstFailure(in: Array(text.utf8)) == nil)
  }

  @Test(
    arguments: [
      ([0x80], 0, 1, true),  // lone continuation byte
      ([0xC0, 0x80], 0, 1, true),  // overlong two-byte lead
      ([0xF5, 0x80, 0x80, 0x80], 0, 1, true),  // beyond U+10FFFF
      ([0xFF], 0, 1, true),
      ([0xE0, 0x80, 0x80], 0, 1, false),  // overlong three-byte form
      ([0xED, 0xA0, 0x80], 0, 1, false),  // surrogate
      ([0xF4, 0x90, 0x80, 0x80], 0, 1, false),  // above U+10FFFF
      ([0x61, 0xE2, 0x82], 1, 2, false),  // cut short at the end
      ([0xE2, 0x82, 0x41], 0, 2, false),  // cut short by ASCII
      ([0x61, 0xC3, 0xA9, 0xF0, 0x9F, 0x98], 3, 3, false),
    ] as [([UInt8], Int, Int, Bool)])
  func findsTheFirstIllFormedSequence(bytes: [UInt8], offset: Int, length: Int, unexpected: Bool) {
    #expect(
      UTF8Validator.firstFailure(in: bytes)
        == .init(offset: offset, length: length, isUnexpectedByte: unexpected))
  }
}
