/// Strict UTF-8 validation (Unicode Table 3-7): refuses overlong forms such as `%C0%AF`, surrogates,
/// code points above U+10FFFF, and truncated sequences.
enum UTF8Validation {
  /// Whether `bytes` is well-formed UTF-8.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
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
      default: return false
      }
      guard count - index >= length else { return false }
      let second = bytes[index + 1]
      guard second >= secondLow, second <= secondHigh else { return false }
      var continuation = index + 2
      while continuation < index + length {
        guard bytes[continuation] & 0xC0 == 0x80 else { return false }
        continuation += 1
      }
      index += length
    }
    return true
  }
}
