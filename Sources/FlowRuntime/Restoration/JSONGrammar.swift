/// Whether bytes are JSON as a whole (RFC 8259), read once and building nothing: what saved state
/// must be before `JSONDecoder` reads it. `JSONDecoder` reads a string's escapes and a number's
/// digits only when it decodes that value, so damage inside a stack that lenient decoding drops
/// (a bad `\5` escape, a raw control byte, invalid UTF-8, a lone surrogate, a number `03`) would
/// otherwise go unseen and the rest be restored. `JSONSerialization` did this check before, at the
/// price of building every value: about as long again as decoding (1.2 s for a state at the 1 MB
/// limit on a Linux machine).
///
/// The top level must be an object or an array, as `JSONSerialization` asks without
/// `.fragmentsAllowed`. Text is UTF-8 only: a byte order mark or UTF-16 is not JSON here. There is
/// no depth limit: nesting is counted, not recursed into. An object that gives one key twice
/// (`{"phase":"main","phase":"staff"}`, or spelled with an escape, `"ph\u0061se"`) is refused:
/// RFC 8259 leaves its meaning to the reader, and readers differ (Foundation's `JSONDecoder` reads
/// the first on Linux, `JSONSerialization` the last), so such a file would restore differently
/// from one system to another. The navigator never writes one. Keys are one when Swift's
/// `String` says so, as both readers key their dictionaries by it: canonically equivalent text
/// is one key (`"userKey"` and `"user\u212Aey"`, with the Kelvin sign, which stands for a `K`).
package enum JSONGrammar {
  package static func isWellFormed(_ bytes: UnsafeRawBufferPointer) -> Bool {
    // UTF-8 by the table links and specs are read with, once: a byte past ASCII can then stand
    // only in a string, where the reader passes over it.
    guard UTF8Validation.isValid(bytes.assumingMemoryBound(to: UInt8.self)) else { return false }
    var reader = Reader(bytes: bytes)
    return reader.readDocument()
  }

  /// A key of an open object: where it stands in the bytes, between its quotes, and whether it
  /// is plain ASCII, with no escape: two such keys are one exactly when their bytes are; any other
  /// must be read, and compared as Swift compares text.
  private struct Key {
    var range: Range<Int>
    var isPlainASCII: Bool
  }

  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    /// Whether each open container is an object (true) or an array (false), innermost last.
    var containers: [Bool] = []
    /// Where each key of the open objects stands in `bytes`, between its quotes, and whether it
    /// is plain ASCII, the innermost object's last; `keyStarts` holds where each open object's
    /// keys begin in it.
    var keys: [Key] = []
    var keyStarts: [Int] = []
    /// Each open object's keys as text, innermost last, filled only once it has more than
    /// `keysComparedOneByOne`: an object of saved state has a few, compared in place without
    /// building anything, and one of thousands is not read in quadratic time.
    var keyTexts: [Set<String>] = []
    static var keysComparedOneByOne: Int { 16 }
    /// Whether the string `readString()` read last holds an escape.
    var stringIsEscaped = false

    init(bytes: UnsafeRawBufferPointer) {
      self.bytes = bytes
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
      while let byte = current,
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
          || byte == UInt8(ascii: "\t")
      {
        offset += 1
      }
    }

    /// Consumes `byte` after any whitespace, or fails.
    mutating func expect(_ byte: UInt8) -> Bool {
      skipWhitespace()
      guard current == byte else { return false }
      offset += 1
      return true
    }

    /// The document: one object or array, then whitespace to the end. Each container is opened by
    /// the value loop and closed where its last member or element ends, so the nesting lives in
    /// `containers` rather than on the call stack.
    mutating func readDocument() -> Bool {
      skipWhitespace()
      guard current == UInt8(ascii: "{") || current == UInt8(ascii: "[") else { return false }
      guard readValue() else { return false }
      skipWhitespace()
      return offset == bytes.count
    }

    /// One value with everything nested in it.
    mutating func readValue() -> Bool {
      let depth = containers.count
      repeat {
        // At the start of a value.
        skipWhitespace()
        guard let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "{"):
          offset += 1
          skipWhitespace()
          if current == UInt8(ascii: "}") {
            offset += 1
          } else {
            containers.append(true)
            keyStarts.append(keys.count)
            keyTexts.append([])
            guard readKey() else { return false }
            continue
          }
        case UInt8(ascii: "["):
          offset += 1
          skipWhitespace()
          if current == UInt8(ascii: "]") {
            offset += 1
          } else {
            containers.append(false)
            continue
          }
        case UInt8(ascii: "\""):
          guard readString() else { return false }
        case UInt8(ascii: "t"): guard readWord("true") else { return false }
        case UInt8(ascii: "f"): guard readWord("false") else { return false }
        case UInt8(ascii: "n"): guard readWord("null") else { return false }
        default: guard readNumber() else { return false }
        }
        // After a value: close every container it ends, then go on to the next member or element.
        guard closeContainers(downTo: depth) else { return false }
      } while containers.count > depth
      return true
    }

    /// After a value inside containers deeper than `depth`: reads the `,` before the next member
    /// (and its key) or element, or closes the innermost container and repeats. True when the
    /// next value may start or the value at `depth` is complete.
    mutating func closeContainers(downTo depth: Int) -> Bool {
      while containers.count > depth {
        let isObject = containers[containers.count - 1]
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          offset += 1
          return isObject ? readKey() : true
        }
        guard current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
        offset += 1
        containers.removeLast()
        if isObject {
          keys.removeLast(keys.count - keyStarts.removeLast())
          keyTexts.removeLast()
        }
      }
      return true
    }

    /// A member's key and its `:`, in the innermost open object, which must not have it yet.
    mutating func readKey() -> Bool {
      skipWhitespace()
      let start = offset
      guard current == UInt8(ascii: "\""), readString(), isNewKey((start + 1)..<(offset - 1))
      else { return false }
      return expect(UInt8(ascii: ":"))
    }

    /// Whether the innermost open object has no key `key` (a range of `bytes`) yet; records it.
    mutating func isNewKey(_ key: Range<Int>) -> Bool {
      let key = Key(
        range: key, isPlainASCII: !stringIsEscaped && !bytes[key].contains { $0 >= 0x80 })
      let begin = keyStarts[keyStarts.count - 1]
      let count = keys.count - begin
      defer { keys.append(key) }
      guard count >= Self.keysComparedOneByOne else {
        for earlier in keys[begin...] where isSameKey(earlier, key) { return false }
        return true
      }
      let last = keyTexts.count - 1
      if keyTexts[last].isEmpty {
        for earlier in keys[begin...] { keyTexts[last].insert(string(earlier)) }
      }
      return keyTexts[last].insert(string(key)).inserted
    }

    /// Whether two keys are one: for plain ASCII, the same bytes; else the same text to Swift.
    func isSameKey(_ first: Key, _ second: Key) -> Bool {
      guard first.isPlainASCII, second.isPlainASCII else { return string(first) == string(second) }
      guard first.range.count == second.range.count else { return false }
      for (one, other) in zip(first.range, second.range) where bytes[one] != bytes[other] {
        return false
      }
      return true
    }

    /// A key's text as the readers key their dictionaries with it.
    func string(_ key: Key) -> String {
      String(decoding: Self.text(of: bytes[key.range]), as: UTF8.self)
    }

    /// The text of a string `readString()` accepted, between its quotes, as UTF-8 with its escapes
    /// read, so that two spellings of one key (`"a"`, `"\u0061"`) are one key.
    static func text(of string: Slice<UnsafeRawBufferPointer>) -> [UInt8] {
      guard string.contains(UInt8(ascii: "\\")) else { return Array(string) }
      var text: [UInt8] = []
      var position = string.startIndex
      /// The four hex digits at `position`, as a UTF-16 code unit.
      func unit() -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
          unit = unit << 4 | UInt32(URLBytes.hexValue(string[position]) ?? 0)
          position += 1
        }
        return unit
      }
      while position < string.endIndex {
        let byte = string[position]
        position += 1
        guard byte == UInt8(ascii: "\\") else {
          text.append(byte)
          continue
        }
        let escape = string[position]
        position += 1
        switch escape {
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = unit()
          if (0xD800...0xDBFF).contains(scalar) {
            position += 2  // the `\u` of the low surrogate, which `readEscape()` made sure of
            scalar = 0x10000 + (scalar - 0xD800) << 10 + (unit() - 0xDC00)
          }
          UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { text.append($0) }
        default: text.append(escape)  // `"`, `\` or `/`
        }
      }
      return text
    }

    mutating func readWord(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard bytes.count - offset >= count else { return false }
      for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
        return false
      }
      offset += count
      return true
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func readNumber() -> Bool {
      if current == UInt8(ascii: "-") { offset += 1 }
      guard let first = current, Self.isDigit(first) else { return false }
      offset += 1
      if first != UInt8(ascii: "0") { skipDigits() }
      if current == UInt8(ascii: ".") {
        offset += 1
        guard readDigits() else { return false }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        offset += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
        guard readDigits() else { return false }
      }
      return true
    }

    /// One digit or more.
    mutating func readDigits() -> Bool {
      guard let byte = current, Self.isDigit(byte) else { return false }
      skipDigits()
      return true
    }

    mutating func skipDigits() {
      while let byte = current, Self.isDigit(byte) { offset += 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A string from its opening quote: no raw control byte, only JSON's escapes, and surrogates
    /// only in escaped pairs (the UTF-8 was checked as a whole).
    mutating func readString() -> Bool {
      offset += 1
      stringIsEscaped = false
      while let byte = current {
        switch byte {
        case UInt8(ascii: "\""):
          offset += 1
          return true
        case UInt8(ascii: "\\"):
          offset += 1
          stringIsEscaped = true
          guard readEscape() else { return false }
        case 0..<0x20:
          return false
        default:
          offset += 1
        }
      }
      return false
    }

    /// What follows a `\`: one of `"\/bfnrt`, or `u` and four hex digits; a high surrogate must be
    /// followed by an escaped low one, and a low one must follow a high one.
    mutating func readEscape() -> Bool {
      guard let byte = current else { return false }
      offset += 1
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        return true
      case UInt8(ascii: "u"):
        guard let unit = readHexUnit() else { return false }
        switch unit {
        case 0xD800...0xDBFF:
          guard readWord("\\u"), let low = readHexUnit() else { return false }
          return (0xDC00...0xDFFF).contains(low)
        case 0xDC00...0xDFFF:
          return false
        default:
          return true
        }
      default:
        return false
      }
    }

    /// Four hex digits, as a UTF-16 code unit.
    mutating func readHexUnit() -> UInt16? {
      guard bytes.count - offset >= 4 else { return nil }
      var unit: UInt16 = 0
      for _ in 0..<4 {
        guard let digit = URLBytes.hexValue(bytes[offset]) else { return nil }
        unit = unit << 4 | UInt16(digit)
        offset += 1
      }
      return unit
    }
  }
}
