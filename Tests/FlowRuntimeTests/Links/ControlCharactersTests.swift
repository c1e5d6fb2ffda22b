import FlowTestSupport
import Testing

@testable import FlowRuntime

/// Which characters a link's decoded text may not carry, at the edges of each range, and where the
/// first one starts.
@Suite struct ControlCharactersTests {
  @Test(
    "Control characters: C0, DEL, C1, and bidirectional formatting",
    arguments: [
      0x00, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0x61C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066,
      0x2069,
    ] as [UInt32])
  func refused(codePoint: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(codePoint))
    #expect(ControlCharacters.contains(in: "a" + String(scalar) + "b"))
  }

  @Test(
    "Neighbours and other invisible characters are data",
    arguments: [
      0x20, 0x7E, 0xA0, 0xAD, 0x61B, 0x61D, 0x200B, 0x200D, 0x2028, 0x2029, 0x2030, 0x2065,
      0x206A, 0xFEFF, 0x1F600,
    ] as [UInt32])
  func accepted(codePoint: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(codePoint))
    #expect(!ControlCharacters.contains(in: "a" + String(scalar) + "b"))
  }

  @Test(
    "The offset of the first, in bytes",
    arguments: [
      ("", nil), ("plain", nil), ("é\u{85}", 2), ("日\u{202E}\u{7}", 3), ("ab\u{0}", 2),
      ("\u{2069}x\u{85}", 0),
    ] as [(String, Int?)])
  func firstOffset(text: String, offset: Int?) {
    let found = Array(text.utf8).withUnsafeBufferPointer { ControlCharacters.firstOffset(in: $0) }
    #expect(found == offset)
  }

  @Test("Cut-short bytes at the end are not mistaken for one")
  func truncated() {
    for bytes: [UInt8] in [[0xC2], [0xD8], [0xE2], [0xE2, 0x80], [0x61, 0xE2, 0x81]] {
      #expect(bytes.withUnsafeBufferPointer { ControlCharacters.firstOffset(in: $0) } == nil)
    }
  }
}

/// The runtime's list, read from UTF-8 bytes, against the documented one by code point, for every
/// scalar of the Basic Multilingual Plane and the edges past it.
@Suite struct ControlCharactersAgreementTests {
  @Test func everyBMPScalarAgrees() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      if ControlCharacters.contains(in: text) != DocumentedControlCharacters.isControl(scalar) {
        disagreements.append(value)
      }
    }
    #expect(disagreements.isEmpty)
  }
}
