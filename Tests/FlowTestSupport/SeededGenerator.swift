/// SplitMix64: a tiny deterministic random number generator, so that every seeded test repeats exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

extension SeededGenerator {
  /// One random byte.
  public mutating func byte() -> UInt8 {
    UInt8(truncatingIfNeeded: next())
  }
}
