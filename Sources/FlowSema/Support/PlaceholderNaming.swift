/// Whether a name reads as a screen's own value: `projectId` or `project` for `Project`'s `id`,
/// `show` for `ShowDetail`'s, `order` for `WorkOrder`'s. Placeholders bind parameters by name, and a route's names say which
/// screen each value is for: FL0301's fix-it gives such a placeholder to that screen, and FL0316
/// warns when a screen on the derived back stack takes another one instead.
enum PlaceholderNaming {
  /// Whether `name`, without `parameter`'s name at its end (`projectId` -> `project`), begins the
  /// screen's name or is its last words (`order`, `workOrder` for `WorkOrder`: the fifth new-users
  /// review's signature cover, `Signature(order: UUID)`, was given a value to fill in beside a
  /// `{id}` binding `WorkOrder`'s), letters and digits compared in any case; a stem of one letter
  /// says nothing. A screen with a parameter called `name` itself (`screenHasParameterNamed`)
  /// takes it as a value of that parameter, not as its own.
  ///
  /// Every name that reaches the checker is ASCII (the lexer and the pattern parser refuse any
  /// other), so the letters are compared as bytes, read once into short arrays: this runs for
  /// every placeholder of every route against the screens on its back stack.
  static func reads(
    _ name: String, asParameter parameter: String, ofScreen screen: String,
    screenHasParameterNamed: Bool
  ) -> Bool {
    guard !screenHasParameterNamed else { return false }
    let name = letters(name)
    let suffix = letters(parameter)
    var stemCount = name.count
    if stemCount > suffix.count, name.suffix(suffix.count).elementsEqual(suffix) {
      stemCount -= suffix.count
    }
    guard stemCount > 1 else { return false }
    let stem = name.prefix(stemCount)
    let screenLetters = letters(screen)
    if screenLetters.starts(with: stem) { return true }
    // One of the screen's last words: the stem ends its letters and starts at a capital.
    let wordStart = screenLetters.count - stemCount
    guard wordStart > 0, screenLetters.suffix(stemCount).elementsEqual(stem) else { return false }
    return startsAtCapital(letter: wordStart, of: screen)
  }

  /// The letters and digits of `text`, lowercased, as bytes.
  private static func letters(_ text: String) -> [UInt8] {
    var letters: [UInt8] = []
    letters.reserveCapacity(text.utf8.count)
    for byte in text.utf8 where isLetterOrDigit(byte) {
      letters.append(isCapital(byte) ? byte | 0x20 : byte)
    }
    return letters
  }

  /// Whether the letter at position `letter` of `letters(screen)` is a capital after the first
  /// character: where a last word of the screen's name (`Order` of `WorkOrder`) begins.
  private static func startsAtCapital(letter: Int, of screen: String) -> Bool {
    var seen = 0
    for (offset, byte) in screen.utf8.enumerated() where isLetterOrDigit(byte) {
      if seen == letter { return offset > 0 && isCapital(byte) }
      seen += 1
    }
    return false
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    isCapital(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isCapital(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
