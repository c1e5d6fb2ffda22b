import Foundation

/// SplitMix64: a seeded generator, so a failing property reproduces from its seed.
struct PropertyRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  mutating func byte() -> UInt8 {
    UInt8(truncatingIfNeeded: next())
  }
}

/// How many cases a property test runs: its base count times `FLOWKIT_PROPERTY_SCALE` (default 1).
enum PropertyScale {
  static let factor: Double = {
    guard let text = ProcessInfo.processInfo.environment["FLOWKIT_PROPERTY_SCALE"],
      let factor = Double(text), factor.isFinite, factor > 0
    else { return 1 }
    return min(factor, 1000)
  }()

  /// `base` scaled, at least 1.
  static func count(_ base: Int) -> Int {
    max(1, Int((Double(base) * factor).rounded()))
  }
}
