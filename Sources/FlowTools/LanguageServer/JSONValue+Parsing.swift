import FlowCompiler

extension JSONValue {
  /// Parses one JSON text (RFC 8259), or returns nil for anything else, including text nested
  /// deeper than `depthLimit`: a message from a client is never trusted to be well formed.
  static func parse(_ bytes: [UInt8], depthLimit: Int = 64) -> JSONValue? {
    try? parsed(bytes, depthLimit: depthLimit).get()
  }

  /// Why a text is not read: not JSON, or nested too deep for the reader, which valid JSON may
  /// be (a client was told its deep but valid message was "not valid JSON").
  enum ParseFailure: Error, Equatable {
    case invalid
    case tooDeep(limit: Int)
  }

  /// `parse(_:depthLimit:)`, saying why it read nothing.
  static func parsed(_ bytes: [UInt8], depthLimit: Int = 64) -> Result<JSONValue, ParseFailure> {
    var parser = JSONParser(bytes: bytes, depthLimit: depthLimit)
    let value = parser.value(depth: 0)
    if parser.wentTooDeep { return .failure(.tooDeep(limit: depthLimit)) }
    parser.skipWhitespace()
    guard let value, parser.index == bytes.count else { return .failure(.invalid) }
    return .success(value)
  }

  /// The member called `key` of an object; nil for anything else.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  var stringValue: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// A whole number, also when written as `3.0`.
  var integerValue: Int? {
    switch self {
    case .integer(let value): value
    case .double(let value) where value.rounded() == value && abs(value) < 1e15: Int(value)
    default: nil
    }
  }
}

/// A recursive-descent reader over UTF-8 bytes, for `JSONValue.parse`.
private struct JSONParser {
  let bytes: [UInt8]
  let depthLimit: Int
  var index = 0
  /// Whether reading stopped at a value nested deeper than `depthLimit`.
  var wentTooDeep = false

  init(bytes: [UInt8], depthLimit: Int) {
    self.bytes = bytes
    self.depthLimit = depthLimit
  }

  mutating func skipWhitespace() {
    while index < bytes.count,
      [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
    {
      index += 1
    }
  }

  mutating func value(depth: Int) -> JSONValue? {
    guard depth <= depthLimit else {
      wentTooDeep = true
      return nil
    }
    skipWhitespace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return number()
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
    let word = Array(word.utf8)
    guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word
    else { return nil }
    index += word.count
    return value
  }

  private mutating func object(depth: Int) -> JSONValue? {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
        return nil
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let value = value(depth: depth + 1) else { return nil }
      members.append((key, value))
      skipWhitespace()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        return nil
      }
    }
  }

  private mutating func array(depth: Int) -> JSONValue? {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      guard let element = value(depth: depth + 1) else { return nil }
      elements.append(element)
      skipWhitespace()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      } else {
        return nil
      }
    }
  }

  /// A string literal starting at the opening quote; invalid escapes and raw control characters
  /// fail, lone surrogates become U+FFFD.
  private mutating func string() -> String? {
    index += 1
    var runStart = index
    var result = ""
    func flush(_ end: Int) {
      result += String(decoding: bytes[runStart..<end], as: UTF8.self)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return result
      }
      if byte < 0x20 { return nil }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      flush(index)
      index += 1
      guard index < bytes.count else { return nil }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): result += "\""
      case UInt8(ascii: "\\"): result += "\\"
      case UInt8(ascii: "/"): result += "/"
      case UInt8(ascii: "b"): result += "\u{08}"
      case UInt8(ascii: "f"): result += "\u{0C}"
      case UInt8(ascii: "n"): result += "\n"
      case UInt8(ascii: "r"): result += "\r"
      case UInt8(ascii: "t"): result += "\t"
      case UInt8(ascii: "u"):
        guard let unit = hexUnit() else { return nil }
        if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          let save = index
          index += 2
          if let low = hexUnit(), (0xDC00..<0xE000).contains(low) {
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            result.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
          } else {
            index = save
            result += "\u{FFFD}"
          }
        } else {
          result.unicodeScalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
      default: return nil
      }
      runStart = index
    }
    return nil
  }

  private mutating func hexUnit() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else { return nil }
      value = value * 16 + digit
    }
    index += 4
    return value
  }

  private mutating func number() -> JSONValue? {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    var isWhole = true
    while index < bytes.count {
      let byte = bytes[index]
      if (0x30...0x39).contains(byte) {
        index += 1
      } else if [
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
        UInt8(ascii: "-"),
      ].contains(byte) {
        isWhole = false
        index += 1
      } else {
        break
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard !text.isEmpty, text != "-" else { return nil }
    if isWhole, let value = Int(text) { return .integer(value) }
    guard let value = Double(text), value.isFinite else { return nil }
    return .double(value)
  }
}
