/// Finds the first ill-formed UTF-8 sequence, so FL0001 can point at the exact byte.
enum UTF8Validator {
  /// Where a file stops being valid UTF-8.
  struct Failure: Hashable {
    /// Byte offset of the first byte of the ill-formed sequence.
    var offset: Int
    /// The bytes that belong to the ill-formed sequence (its maximal subpart, at least 1).
    var length: Int
    /// Whether the first byte can never start a sequence (as opposed to a sequence cut short).
    var isUnexpectedByte: Bool
  }

  /// The first ill-formed sequence in `bytes` (Unicode Table 3-7), or `nil` when all of it is UTF-8.
  static func firstFailure(in bytes: [UInt8]) -> Failure? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
          length = 3
          lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
          length = 3
          upper = 0x9F
        case 0xF0:
          length = 4
          lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
          length = 4
          upper = 0x8F
        default:
          return Failure(offset: index, length: 1, isUnexpectedByte: true)
        }
        for position in 1..<length {
          let next = index + position
          let valid =
            next < count
            && (position == 1
              ? (lower...upper).contains(buffer[next]) : (0x80...0xBF).contains(buffer[next]))
          if !valid { return Failure(offset: index, length: position, isUnexpectedByte: false) }
        }
        index += length
      }
      return nil
    }
  }
}
