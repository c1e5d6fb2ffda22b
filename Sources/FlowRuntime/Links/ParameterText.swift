import Foundation

/// Strict parsers for placeholder text, working on decoded UTF-8 bytes so the matcher needs no
/// intermediate strings.
enum ParameterText {
  /// The largest magnitude an `Int` placeholder accepts: 18 digits can never overflow 64 bits.
  static let intMagnitudeLimit: Int64 = 999_999_999_999_999_999

  /// Parses `bytes` as `type`, or returns nil when the text is not that type's strict form.
  static func parse(_ type: ParameterType, _ bytes: UnsafeBufferPointer<UInt8>) -> ParameterValue? {
    switch type {
    case .string: .string(String(decoding: bytes, as: UTF8.self))
    case .int: parseInt(bytes).map(ParameterValue.int)
    case .double: parseDouble(bytes).map(ParameterValue.double)
    case .bool: parseBool(bytes).map(ParameterValue.bool)
    case .uuid: parseUUID(bytes).map(ParameterValue.uuid)
    }
  }

  /// Whether `bytes` is in `type`'s strict form, without building a string for `String`.
  static func accepts(_ type: ParameterType, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch type {
    case .string: true
    case .int: parseInt(bytes) != nil
    case .double: parseDouble(bytes) != nil
    case .bool: parseBool(bytes) != nil
    case .uuid: parseUUID(bytes) != nil
    }
  }

  /// `-?[0-9]{1,18}`; nil on platforms where the value does not fit `Int`.
  static func parseInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let isNegative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
    if isNegative { index = 1 }
    let digitCount = bytes.count - index
    guard digitCount >= 1, digitCount <= 18 else { return nil }
    var magnitude: Int64 = 0
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      magnitude = magnitude * 10 + Int64(digit)
      index += 1
    }
    return Int(exactly: isNegative ? -magnitude : magnitude)
  }

  /// `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`, finite after conversion.
  static func parseDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard skipDigits(bytes, &index) else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard skipDigits(bytes, &index) else { return nil }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard skipDigits(bytes, &index) else { return nil }
    }
    guard index == bytes.count, let value = Double(String(decoding: bytes, as: UTF8.self)),
      value.isFinite
    else { return nil }
    return value
  }

  /// Exactly `true` or `false`.
  static func parseBool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    if bytes.elementsEqual("true".utf8) { return true }
    if bytes.elementsEqual("false".utf8) { return false }
    return nil
  }

  /// 8-4-4-4-12 hex digits, either case, read without Foundation's parser or an allocation.
  static func parseUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
    guard bytes.count == 36 else { return nil }
    var high: UInt64 = 0
    var low: UInt64 = 0
    var nibbles = 0
    for index in 0..<36 {
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard bytes[index] == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard let nibble = URLBytes.hexValue(bytes[index]) else { return nil }
      if nibbles < 16 {
        high = high << 4 | UInt64(nibble)
      } else {
        low = low << 4 | UInt64(nibble)
      }
      nibbles += 1
    }
    func byte(_ word: UInt64, _ index: UInt64) -> UInt8 {
      UInt8(truncatingIfNeeded: word >> (56 - 8 * index))
    }
    return UUID(
      uuid: (
        byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
        byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
        byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
      ))
  }

  /// Advances past one or more ASCII digits; false when there is none.
  private static func skipDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
    let start = index
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index > start
  }
}
