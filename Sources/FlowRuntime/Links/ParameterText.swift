import Foundation

/// Strict parsers for placeholder text, working on decoded UTF-8 bytes so the matcher needs no
/// intermediate strings.
enum ParameterText {
  /// The largest magnitude an `Int` placeholder accepts: 18 digits can never overflow 64 bits.
  static let intMagnitudeLimit: Int64 = 999_999_999_999_999_999
  /// The most digits an `Int` placeholder accepts (`intMagnitudeLimit`'s).
  static let intDigitLimit = 18

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
    guard digitCount >= 1, digitCount <= intDigitLimit else { return nil }
    var magnitude: Int64 = 0
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      magnitude = magnitude * 10 + Int64(digit)
      index += 1
    }
    return Int(exactly: isNegative ? -magnitude : magnitude)
  }

  /// Whether `text` is an integer written with more digits than an `Int` placeholder accepts:
  /// `1234567890123456789` fits 64 bits, so "is not an Int" alone contradicts what the reader
  /// knows of `Int` (the ninth new-users review's 19-digit post ids).
  static func hasTooManyIntDigits(_ text: String) -> Bool {
    let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
    return digits.count > intDigitLimit && digits.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
  }

  /// `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`, finite after conversion.
  static func parseDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard isDoubleSyntax(bytes), let value = Double(String(decoding: bytes, as: UTF8.self)),
      value.isFinite
    else { return nil }
    return value
  }

  /// Whether `text` is written as a `Double` is, but beyond its range (`1e400`): "is not a
  /// Double" alone contradicts what the reader sees (the fourteenth new-users review).
  static func isDoubleBeyondRange(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isDoubleSyntax($0) && parseDouble($0) == nil }
  }

  /// Whether `bytes` are `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  @inline(__always)
  private static func isDoubleSyntax(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard skipDigits(bytes, &index) else { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard skipDigits(bytes, &index) else { return false }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard skipDigits(bytes, &index) else { return false }
    }
    return index == bytes.count
  }

  /// Exactly `true` or `false`.
  static func parseBool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    if bytes.elementsEqual("true".utf8) { return true }
    if bytes.elementsEqual("false".utf8) { return false }
    return nil
  }

  /// 8-4-4-4-12 hex digits, either case, read without Foundation's parser or an allocation.
  ///
  /// Every digit is looked up and the lookups' marks are checked once at the end, so the loops have
  /// no branch but their own.
  static func parseUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
    guard bytes.count == 36, bytes[8] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: "-"),
      bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
    else { return nil }
    let digits = URLBytes.hexDigits
    var marks: UInt8 = 0
    func read(_ range: Range<Int>, into word: inout UInt64) {
      for index in range {
        let value = digits[Int(bytes[index])]
        marks |= value
        word = word << 4 | UInt64(value & 0x0F)
      }
    }
    var high: UInt64 = 0
    var low: UInt64 = 0
    read(0..<8, into: &high)
    read(9..<13, into: &high)
    read(14..<18, into: &high)
    read(19..<23, into: &low)
    read(24..<36, into: &low)
    guard marks & URLBytes.notHex == 0 else { return nil }
    // Big-endian words are the UUID's 16 bytes in order.
    return UUID(uuid: unsafeBitCast((high.bigEndian, low.bigEndian), to: uuid_t.self))
  }

  /// Advances past one or more ASCII digits; false when there is none.
  private static func skipDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
    let start = index
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index > start
  }
}
