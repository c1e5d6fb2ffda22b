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
/// no depth limit: nesting is counted, not recursed into.
package enum JSONGrammar {
  package static func isWellFormed(_ bytes: UnsafeRawBufferPointer) -> Bool {
    // UTF-8 by the table links and specs are read with, once: a byte past ASCII can then stand
    // only in a string, where the reader passes over it.
    guard UTF8Validation.isValid(bytes.assumingMemoryBound(to: UInt8.self)) else { return false }
    var reader = Reader(bytes: bytes)
    return reader.readDocument()
  }

  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    /// Whether each open container is an object (true) or an array (false), innermost last.
    var containers: [Bool] = []

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
            guard readKey() else { return false }
            containers.append(true)
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
      }
      return true
    }

    /// A member's key and its `:`.
    mutating func readKey() -> Bool {
      skipWhitespace()
      guard current == UInt8(ascii: "\""), readString() else { return false }
      return expect(UInt8(ascii: ":"))
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
      while let byte = current {
        switch byte {
        case UInt8(ascii: "\""):
          offset += 1
          return true
        case UInt8(ascii: "\\"):
          offset += 1
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
