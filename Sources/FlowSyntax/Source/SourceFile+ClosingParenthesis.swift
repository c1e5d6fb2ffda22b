extension SourceFile {
  /// The offset of the `)` that closes a parameter list, searched from `start` (the end of its
  /// last parameter): past blanks, line breaks, a trailing comma and comments, whose text may hold
  /// a `)` of its own; `nil` when anything else comes first. The tree keeps no range for the
  /// parentheses, and a fix-it or the formatter that needs the list's end asks here.
  public func closingParenthesis(after start: Int) -> Int? {
    var position = start
    while position < bytes.count {
      let byte = bytes[position]
      let next = position + 1 < bytes.count ? bytes[position + 1] : 0
      switch byte {
      case UInt8(ascii: ")"):
        return position
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
        UInt8(ascii: ","):
        position += 1
      case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
      case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
        position = endOfBlockComment(from: position)
      default:
        return nil
      }
    }
    return nil
  }

  /// The offset after the `*/` that closes the (nesting) block comment opened at `start`, or the
  /// end of the file.
  private func endOfBlockComment(from start: Int) -> Int {
    var position = start
    var depth = 0
    while position < bytes.count {
      let pair = position + 1 < bytes.count ? (bytes[position], bytes[position + 1]) : (0, 0)
      if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
        depth += 1
        position += 2
      } else if pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
        depth -= 1
        position += 2
        if depth == 0 { return position }
      } else {
        position += 1
      }
    }
    return position
  }
}
