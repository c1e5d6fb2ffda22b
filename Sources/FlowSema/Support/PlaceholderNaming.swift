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

  /// Whether a placeholder and a parameter name the same thing by their words: the words of one
  /// (split at capitals, `-` and `_`, any case) begin or end the other's (`tabName` and `tab`,
  /// `seconds` and `startSeconds`, `item-id` and `itemId`). A shared `id` alone says nothing
  /// (`orderId` is not a receipt's `id`). What FL0302's fix-it needs before it binds the one
  /// unused placeholder to the one parameter at its default: a guess applied by `check --fix`
  /// that gave a link's value to the wrong parameter would open the wrong thing.
  static func sharesWords(_ placeholder: String, with parameter: String) -> Bool {
    let (one, other) = (words(placeholder), words(parameter))
    let (short, long) = one.count <= other.count ? (one, other) : (other, one)
    guard !short.isEmpty, short != [Array("id".utf8)] else { return false }
    return long.starts(with: short) || long.reversed().starts(with: short.reversed())
  }

  /// The words of a name, lowercased: a word starts at a capital after a lowercase letter or a
  /// digit, and after a `-` or `_`.
  private static func words(_ name: String) -> [[UInt8]] {
    var words: [[UInt8]] = []
    var word: [UInt8] = []
    var previousIsLowerOrDigit = false
    for byte in name.utf8 {
      guard isLetterOrDigit(byte) else {
        if !word.isEmpty { words.append(word) }
        word = []
        previousIsLowerOrDigit = false
        continue
      }
      if isCapital(byte), previousIsLowerOrDigit, !word.isEmpty {
        words.append(word)
        word = []
      }
      word.append(isCapital(byte) ? byte | 0x20 : byte)
      previousIsLowerOrDigit = !isCapital(byte)
    }
    if !word.isEmpty { words.append(word) }
    return words
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
