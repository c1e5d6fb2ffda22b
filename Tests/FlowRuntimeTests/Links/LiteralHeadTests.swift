import Testing

@testable import FlowRuntime

@Suite struct LiteralHeadTests {
  /// Every length a load path covers, and past a head's capacity.
  static let lengths = Array(0...(LiteralHead.capacity + 8))

  /// The bytes sit at the very end of an allocation of their own size, so a load past the end
  /// would read outside it (and the fuzzer's address sanitizer would say so).
  @Test(arguments: lengths)
  func holdsTheFirstBytesZeroPadded(length: Int) {
    let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 0xA1 &+ $0 &* 37) }
    let head = Self.head(of: bytes)
    let kept = min(length, LiteralHead.capacity)
    withUnsafeBytes(of: head) { stored in
      #expect(stored.count == LiteralHead.capacity)
      #expect(Array(stored.prefix(kept)) == Array(bytes.prefix(kept)))
      #expect(stored.dropFirst(kept).allSatisfy { $0 == 0 })
    }
  }

  @Test(arguments: lengths)
  func differsWhenAnyKeptByteDoes(length: Int) {
    let bytes = [UInt8](repeating: 0x61, count: length)
    for position in 0..<min(length, LiteralHead.capacity) {
      var changed = bytes
      changed[position] = 0x62
      #expect(Self.head(of: changed) != Self.head(of: bytes), "byte \(position)")
    }
  }

  private static func head(of bytes: [UInt8]) -> LiteralHead {
    let exact = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    defer { exact.deallocate() }
    _ = exact.initialize(from: bytes)
    return LiteralHead(UnsafeBufferPointer(exact))
  }
}
