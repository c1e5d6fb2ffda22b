import Foundation
import Testing

@testable import FlowRuntime

/// `URL.mayBeRepaired`, which reads eight bytes at a time, finds a `%` or an `xn--` (any case) at
/// every position a word or the tail puts it, and nothing in near misses.
@Suite struct RepairMarkTests {
  /// Every position in the first three words and the tail after them.
  static let lengths = Array(0...27)

  static let marks = ["%", "xn--", "XN--", "xN--", "Xn--"]

  @Test(arguments: lengths)
  func findsAMarkAtEveryPosition(length: Int) {
    for mark in Self.marks where mark.utf8.count <= length {
      for position in 0...(length - mark.utf8.count) {
        let text = Self.text(length: length, with: mark, at: position)
        #expect(URL.mayBeRepaired(text), "\(mark) at \(position) in \(text)")
      }
    }
  }

  /// Text that differs from a mark by one byte, or a `%` or `x` by one bit, at every position:
  /// none is a mark.
  @Test(arguments: lengths)
  func findsNothingInNearMisses(length: Int) {
    #expect(!URL.mayBeRepaired(Self.text(length: length, with: "", at: 0)))
    for nearMiss in ["xn-", "xn-_", "x-n--", "xm--", "yn--", "$", "5", "e", "z", "h"]
    where nearMiss.utf8.count <= length {
      for position in 0...(length - nearMiss.utf8.count) {
        let text = Self.text(length: length, with: nearMiss, at: position)
        #expect(URL.mayBeRepaired(text) == text.lowercased().contains("xn--"), "\(text)")
      }
    }
  }

  /// `length` bytes of `a`, with `inserted` over the bytes from `position` on.
  private static func text(length: Int, with inserted: String, at position: Int) -> String {
    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
    for (offset, byte) in inserted.utf8.enumerated() where position + offset < length {
      bytes[position + offset] = byte
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
