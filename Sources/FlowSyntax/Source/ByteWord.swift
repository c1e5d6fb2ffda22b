/// Eight bytes of text read as one word, so that a scan can pass over a run without the byte it
/// looks for a word at a time rather than a byte at a time.
enum ByteWord {
  /// Whether any byte of `word` is `byte`. XORed with `byte` in every lane, a lane holding it
  /// becomes zero, and only a word with a zero lane keeps a high bit of the test set.
  static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
    let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
  }

  /// The high bit of each lane of `word` that is `byte`, and no other bit. Unlike `contains`, whose
  /// borrow can mark a lane above a match too, every lane is tested alone (its low seven bits
  /// added to `0x7F` carry into its high bit unless all zero), so the bits can be walked one by
  /// one: `lanes(of:)` gives their positions.
  static func matches(_ byte: UInt8, in word: UInt64) -> UInt64 {
    let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
    return ~(((difference & low) &+ low) | difference | low)
  }

  /// How many lanes a `matches` mask marks: each bit shifted to its lane's lowest, the lanes
  /// summed into the highest by one multiply. `nonzeroBitCount` is a loop of shifts and adds on a
  /// machine without a population count instruction, as the x86-64 baseline Swift builds for is.
  static func laneCount(of mask: UInt64) -> Int {
    Int(truncatingIfNeeded: ((mask >> 7) &* 0x0101_0101_0101_0101) >> 56)
  }

  /// Calls `body` with the lane of each bit of a `matches` mask, lowest first: for a word read
  /// as `UInt64(littleEndian:)` of its bytes, the lane is the byte's position in memory.
  static func forEachLane(of mask: UInt64, _ body: (Int) -> Void) {
    var remaining = mask
    while remaining != 0 {
      body(remaining.trailingZeroBitCount / 8)
      remaining &= remaining &- 1
    }
  }
}
