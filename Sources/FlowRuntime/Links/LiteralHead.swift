/// The first bytes of a literal or a path segment, zero-padded, as two words: kept beside a literal
/// edge's child so that telling most literals apart reads the edge alone, compared as two words
/// rather than byte by byte in a separate array.
struct LiteralHead: BitwiseCopyable, Hashable, Sendable {
  /// Bytes 0..<8 and 8..<16, in memory order, so that the head's memory is its bytes.
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// How many bytes a head holds; a longer literal's rest is compared in `RouteTrie.literalBytes`.
  static let capacity = 16

  /// The head of no bytes: what a node reached by no literal keeps.
  init() {}

  /// The first `capacity` bytes of `bytes`, zero-padded; two heads are equal when the first bytes
  /// are, so equal heads and equal counts mean equal bytes up to `capacity`.
  ///
  /// Built from a few unaligned loads that stay inside `bytes` (overlapping ones for lengths that
  /// are not a word), not with `copyMemory`: the walk builds one head per segment, and the call to
  /// `memcpy` cost more than the rest of comparing the segment.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    let source = UnsafeRawPointer(base)
    let count = min(bytes.count, Self.capacity)
    if count >= 8 {
      low = Self.word(source, at: 0)
      // Bytes count-8..<count, shifted so that bytes 8..<count land at the bottom; none for 8.
      high = count == 8 ? 0 : Self.word(source, at: count - 8) &>> (8 * (16 - count))
    } else {
      low = Self.short(source, count: count)
    }
    low = low.littleEndian
    high = high.littleEndian
  }

  /// The head and a length folded into one word and multiplied by an odd constant (2^64 over the
  /// golden ratio), so that the word's top bits depend on every byte: what the walk's hash tables
  /// take their first probe from (`RouteTrie.firstProbe(of:count:capacity:)`).
  func mixed(count: Int) -> UInt64 {
    let folded = low ^ (high &<< 29 | high &>> 35) ^ UInt64(truncatingIfNeeded: count)
    return folded &* 0x9E37_79B9_7F4A_7C15
  }

  /// The head with its ASCII capitals lowered, all sixteen bytes at once (other bytes, padding
  /// included, unchanged): what comparing a scheme or host costs, rather than a loop per byte.
  func asciiLowercased() -> LiteralHead {
    var head = self
    head.low = Self.asciiLowercased(low)
    head.high = Self.asciiLowercased(high)
    return head
  }

  /// Eight bytes with `A`...`Z` lowered: a byte's low seven bits plus 0x3F carry into its top bit
  /// from `A` up, plus 0x25 from past `Z`; neither sum carries into the next byte.
  private static func asciiLowercased(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let sevenBits = word & (0x7F * ones)
    let fromA = sevenBits &+ (0x80 - 0x41) * ones
    let pastZ = sevenBits &+ (0x80 - 0x5B) * ones
    let isCapital = fromA & ~pastZ & ~word & (0x80 * ones)
    return word | isCapital &>> 2
  }

  /// Eight bytes from `offset` on, byte `i` at bits `8 * i`.
  @inline(__always)
  private static func word(_ source: UnsafeRawPointer, at offset: Int) -> UInt64 {
    UInt64(littleEndian: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// One to seven bytes, byte `i` at bits `8 * i`: two overlapping 4-byte loads from four on,
  /// the first, middle and last byte below. Always inlined: as a call it cost a third of the head.
  @inline(__always)
  private static func short(_ source: UnsafeRawPointer, count: Int) -> UInt64 {
    if count >= 4 {
      let first = UInt32(littleEndian: source.loadUnaligned(as: UInt32.self))
      let last = UInt32(
        littleEndian: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return UInt64(first) | UInt64(last) &<< (8 * (count - 4))
    }
    let first = UInt64(source.load(as: UInt8.self))
    let middle = UInt64(source.load(fromByteOffset: count / 2, as: UInt8.self))
    let last = UInt64(source.load(fromByteOffset: count - 1, as: UInt8.self))
    return first | middle &<< (8 * (count / 2)) | last &<< (8 * (count - 1))
  }
}
