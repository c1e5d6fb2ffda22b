import Testing

@testable import FlowSyntax

/// The word-at-a-time scans and the inline string maker answer as the byte-at-a-time code they
/// replaced.
struct ByteScanningTests {
  /// Every byte value in every lane of a word, the others a byte that is not the one looked for.
  @Test(arguments: [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), 0, 0xFF])
  func aWordContainsAByteExactlyWhenALaneHoldsIt(target: UInt8) {
    let filler: UInt8 = target == 0x20 ? 0x21 : 0x20
    for lane in 0..<8 {
      for value in UInt8.min...UInt8.max {
        var bytes = [UInt8](repeating: filler, count: 8)
        bytes[lane] = value
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        #expect(ByteWord.contains(target, in: word) == (value == target))
      }
    }
  }

  @Test(
    arguments: [
      [], Array("a".utf8), Array("T0S123".utf8), Array("fifteen-bytes!!".utf8),
      Array("sixteen-bytes!!!".utf8), Array("é".utf8), Array("päth".utf8), [0xFF, 0x41],
      [0x41, 0xE2, 0x82], [0xC0, 0x80], Array(repeating: 0x80, count: 15),
    ] as [[UInt8]])
  func shortAndLongBytesMakeTheStringDecodingMakes(bytes: [UInt8]) {
    let made = bytes.withUnsafeBufferPointer { String(utf8Bytes: $0) }
    #expect(Array(made.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
  }

  /// A quote, escape or line break in any lane of a long literal's words ends or shapes it where
  /// it stands.
  @Test func aStringLiteralStopsWhereItsQuoteEscapeOrLineBreakStands() {
    for length in 0..<24 {
      let value = String(repeating: "x", count: length)
      let cases: [(source: String, text: String, end: Int)] = [
        ("\"\(value)\" a", value, length + 2),
        ("\"\(value)\\n\" a", value + "\n", length + 4),
        ("\"\(value)\na", value, length + 1),
      ]
      for (source, text, end) in cases {
        let token = Lexer.tokenize(SourceFile(path: "a.flow", text: source)).tokens[0]
        #expect(token.kind == .string(text, hasEscapes: source.contains("\\")))
        #expect(token.range.end == end)
      }
    }
  }
}
