/// The first bytes of a literal or a path segment, zero-padded, as two words: kept beside a literal
/// edge's child so that telling most literals apart reads the edge alone, compared as two words
/// rather than byte by byte in a separate array.
struct LiteralHead: Equatable, Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// How many bytes a head holds; a longer literal's rest is compared in `RouteTrie.literalBytes`.
  static let capacity = 16

  /// The first `capacity` bytes of `bytes`, zero-padded; two heads are equal when the first bytes
  /// are, so equal heads and equal counts mean equal bytes up to `capacity`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let count = min(bytes.count, Self.capacity)
    guard count > 0, let source = bytes.baseAddress else { return }
    withUnsafeMutableBytes(of: &self) { head in
      head.baseAddress?.copyMemory(from: source, byteCount: count)
    }
  }

  /// Runs `body` on the first `count` bytes, at most `capacity`.
  func withBytes<Result>(count: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    withUnsafeBytes(of: self) { body(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
  }
}
