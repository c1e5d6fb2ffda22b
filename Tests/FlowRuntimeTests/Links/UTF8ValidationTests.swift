import FlowTestSupport
import Testing

@testable import FlowRuntime

@Suite struct UTF8ValidationTests {
  @Test(arguments: ["", "ascii", "Déjà vu", "日本", "😀", "\u{10FFFF}", "\u{0}"])
  func acceptsValidText(text: String) {
    #expect(UTF8Validation.firstFailure(in: Array(text.utf8)) == nil)
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
      UTF8Validation.firstFailure(in: bytes)
        == .init(offset: offset, length: length, isUnexpectedByte: unexpected))
  }
}

/// `isValid` and `firstFailure` against the standard library's own validation, on random bytes
/// biased towards the lead and continuation bytes where the table's edges are.
@Suite struct UTF8ValidationAgreementTests {
  /// Lead and continuation bytes at the edges of the table's ranges, and two ASCII bytes.
  private static let interesting: [UInt8] = [
    0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0,
    0xF4, 0xF5, 0xFF,
  ]

  @Test func agreesWithTheStandardLibrary() {
    var generator = SeededGenerator(seed: 0x0F8)
    for _ in 0..<PropertyScale.count(20_000) {
      expectAgreement(on: Self.biasedBytes(count: Int(generator.next() % 8), &generator))
    }
  }

  /// The same over ASCII runs long enough for the eight-bytes-at-a-time path, each followed by a
  /// few biased bytes, so the fast path hands over at every offset within and after a run.
  @Test func agreesAcrossASCIIRuns() {
    var generator = SeededGenerator(seed: 0x0F9)
    for _ in 0..<PropertyScale.count(20_000) {
      var bytes: [UInt8] = []
      for _ in 0..<(1 + Int(generator.next() % 3)) {
        bytes += (0..<Int(generator.next() % 20)).map { _ in UInt8(generator.next() % 0x80) }
        bytes += Self.biasedBytes(count: Int(generator.next() % 5), &generator)
      }
      expectAgreement(on: bytes)
    }
  }

  /// `isValid` and `firstFailure` agree with the standard library on `bytes`, and a failure starts
  /// at a non-ASCII byte after a valid prefix.
  private func expectAgreement(on bytes: [UInt8]) {
    let isValid = Self.isValid(bytes)
    #expect(bytes.withUnsafeBufferPointer(UTF8Validation.isValid) == isValid, "\(bytes)")
    let failure = UTF8Validation.firstFailure(in: bytes)
    #expect((failure == nil) == isValid, "\(bytes)")
    if let failure {
      #expect(Self.isValid(Array(bytes[..<failure.offset])), "\(bytes)")
      #expect(bytes[failure.offset] >= 0x80, "\(bytes)")
    }
  }

  /// `count` bytes, half of them drawn from `interesting`, the rest any byte.
  private static func biasedBytes(count: Int, _ generator: inout SeededGenerator) -> [UInt8] {
    (0..<count).map { _ in
      generator.next() % 2 == 0
        ? interesting[Int(generator.next() % UInt64(interesting.count))] : generator.byte()
    }
  }

  /// The standard library's verdict: decoding replaces every ill-formed sequence with U+FFFD, so
  /// valid bytes are exactly those that decode back to themselves.
  private static func isValid(_ bytes: [UInt8]) -> Bool {
    Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
  }
}
