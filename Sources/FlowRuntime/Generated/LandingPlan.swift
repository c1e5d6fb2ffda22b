/// One route's line of `LandingTable` text, read into indices: what the landing is made of, before a
/// link's values fill it in. Not generic, so reading the table costs the same for every flow.
struct LandingPlan: Sendable {
  /// A screen, sheet or cover: its case's position and where each argument comes from.
  struct Destination: Sendable {
    var caseIndex: Int
    var arguments: [Argument] = []
  }

  /// Where one argument of a destination gets its value.
  enum Argument: Sendable {
    /// The route's value at a position.
    case value(Int)
    /// The route's value at a position, or a constant when the link left it out.
    case valueOrConstant(Int, Int)
    /// A constant.
    case constant(Int)
    /// No value (an optional parameter left empty).
    case none
  }

  /// A sheet or cover with the screens pushed inside it.
  struct Presentation: Sendable {
    var isCover: Bool
    var destination: Destination
    var stack: [Destination] = []
  }

  var phase = 0
  var tab: Int?
  var stack: [Destination] = []
  var presentations: [Presentation] = []
  var requires: [Int] = []
  var stackPolicy: StackPolicy?
  var presentationPolicy: PresentationPolicy?
  var overCurrentPhases: [Int] = []

  /// A word of a line: bytes of the table text.
  typealias Word = Slice<UnsafeBufferPointer<UInt8>>

  /// Reads one line (see `LandingTable`); a word it does not know is skipped.
  ///
  /// Read byte by byte, as `RouteSpec.routes(fromTableText:)` reads its table: every mark is one
  /// ASCII byte, so the reader needs no `Character`s, whose grapheme breaking was most of the cost
  /// of reading a large table on first use.
  init(_ line: Word) {
    for word in line.split(separator: UInt8(ascii: " ")) {
      guard let tag = word.first else { continue }
      let rest = word.dropFirst()
      let number = Self.number(rest)
      switch (tag, number) {
      case (UInt8(ascii: "P"), let index?): phase = index
      case (UInt8(ascii: "T"), let index?): tab = index
      case (UInt8(ascii: "S"), let index?):
        if presentations.isEmpty {
          stack.append(Destination(caseIndex: index))
        } else {
          presentations[presentations.count - 1].stack.append(Destination(caseIndex: index))
        }
      case (UInt8(ascii: "H"), let index?), (UInt8(ascii: "C"), let index?):
        presentations.append(
          Presentation(
            isCover: tag == UInt8(ascii: "C"), destination: Destination(caseIndex: index)))
      case (UInt8(ascii: "R"), let index?): requires.append(index)
      case (UInt8(ascii: "O"), let index?): overCurrentPhases.append(index)
      case (UInt8(ascii: "Y"), _): stackPolicy = StackPolicy(rawValue: Self.text(rest))
      case (UInt8(ascii: "Z"), _):
        presentationPolicy = PresentationPolicy(rawValue: Self.text(rest))
      default:
        if let argument = Self.argument(word) { appendToLastDestination(argument) }
      }
    }
  }

  /// `p2`, `p2|5`, `k5` or `n`.
  private static func argument(_ word: Word) -> Argument? {
    switch word.first {
    case UInt8(ascii: "n"): return word.count == 1 ? Argument.none : nil
    case UInt8(ascii: "k"): return number(word.dropFirst()).map(Argument.constant)
    case UInt8(ascii: "p"):
      let parts = word.dropFirst().split(separator: UInt8(ascii: "|"))
      guard let position = parts.first.flatMap(number) else { return nil }
      guard parts.count == 2 else { return parts.count == 1 ? .value(position) : nil }
      return number(parts[1]).map { .valueOrConstant(position, $0) }
    default: return nil
    }
  }

  /// The bytes as `Int(_:)` reads their text.
  private static func number(_ bytes: Word) -> Int? {
    Int(text(bytes))
  }

  private static func text(_ bytes: Word) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Adds an argument to the screen, sheet or cover named last.
  private mutating func appendToLastDestination(_ argument: Argument) {
    guard let last = presentations.indices.last else {
      if !stack.isEmpty { stack[stack.count - 1].arguments.append(argument) }
      return
    }
    if presentations[last].stack.isEmpty {
      presentations[last].destination.arguments.append(argument)
    } else {
      let top = presentations[last].stack.count - 1
      presentations[last].stack[top].arguments.append(argument)
    }
  }
}
