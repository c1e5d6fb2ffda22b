/// Strict UTF-8 validation (Unicode Table 3-7): refuses overlong forms such as `%C0%AF`, surrogates,
/// code points above U+10FFFF, and truncated sequences. The matcher asks whether a decoded link is
/// valid; the compiler asks where a spec stops being valid (FL0001), with the same table.
package enum UTF8Validation {
  /// Where bytes stop being valid UTF-8.
  package struct Failure: Hashable, Sendable {
    /// Byte offset of the first byte of the ill-formed sequence.
    package var offset: Int
    /// The bytes that belong to the ill-formed sequence (its maximal subpart, at least 1).
    package var length: Int
    /// Whether the first byte can never start a sequence (as opposed to a sequence cut short).
    package var isUnexpectedByte: Bool

    package init(offset: Int, length: Int, isUnexpectedByte: Bool) {
      self.offset = offset
      self.length = length
      self.isUnexpectedByte = isUnexpectedByte
    }
  }

  /// Whether `bytes` is well-formed UTF-8.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstFailure(in: bytes) == nil
  }

  /// The first ill-formed sequence in `bytes`, or `nil` when all of it is UTF-8.
  package static func firstFailure(in bytes: [UInt8]) -> Failure? {
    bytes.withUnsafeBufferPointer { firstFailure(in: $0) }
  }

  /// The first ill-formed sequence in `bytes`, or `nil` when all of it is UTF-8; inlined so that
  /// `isValid` costs no more than a plain yes-or-no check.
  @inline(__always)
  package static func firstFailure(in bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
    var index = 0
    let count = bytes.count
    while index < count {
      // Specs and links are mostly ASCII: eight bytes at a time while no high bit is set.
      if let base = bytes.baseAddress, index + 8 <= count,
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
          & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var secondLow: UInt8 = 0x80
      var secondHigh: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        secondLow = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        secondHigh = 0x9F
      case 0xF0:
        length = 4
        secondLow = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        secondHigh = 0x8F
      default: return Failure(offset: index, length: 1, isUnexpectedByte: true)
      }
      guard index + 1 < count, bytes[index + 1] >= secondLow, bytes[index + 1] <= secondHigh else {
        return Failure(offset: index, length: 1, isUnexpectedByte: false)
      }
      var continuation = index + 2
      while continuation < index + length {
        guard continuation < count, bytes[continuation] & 0xC0 == 0x80 else {
          return Failure(offset: index, length: continuation - index, isUnexpectedByte: false)
        }
        continuation += 1
      }
      index += length
    }
    return nil
  }
}
