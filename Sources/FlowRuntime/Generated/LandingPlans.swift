/// Every route's `LandingPlan`, read once from `LandingTable` text into flat arrays that the plans'
/// ranges index. Not generic, so reading the table costs the same for every flow.
@usableFromInline
struct LandingPlans: Sendable {
  /// One plan per line of the text, in route order.
  @usableFromInline private(set) var routes: [LandingPlan] = []
  /// Every screen, sheet and cover of every plan.
  @usableFromInline private(set) var destinations: [LandingPlan.Destination] = []
  @usableFromInline private(set) var presentations: [LandingPlan.Presentation] = []
  @usableFromInline private(set) var arguments: [LandingPlan.Argument] = []
  /// Lists of indices of the flow's conditions.
  private(set) var requirements = LandingPlan.IndexLists()
  /// Lists of indices of the flow's phases.
  private(set) var overCurrentPhases = LandingPlan.IndexLists()

  /// A word of a line: bytes of the table text.
  private typealias Word = Slice<UnsafeBufferPointer<UInt8>>

  /// Reads the text, one line per route (see `LandingTable`); a word it does not know is skipped.
  ///
  /// Read byte by byte, as `RouteSpec.routes(fromTableText:)` reads its table: every mark is one
  /// ASCII byte, so the reader needs no `Character`s, whose grapheme breaking was most of the cost
  /// of reading a large table on first use.
  init(_ text: UnsafeBufferPointer<UInt8>) {
    for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      read(line)
    }
    requirements.finishReading()
    overCurrentPhases.finishReading()
  }

  /// Appends the plan of one line. A screen after a sheet or cover is pushed inside it, and an
  /// argument belongs to the destination named last, so each range grows only at its end.
  private mutating func read(_ line: Word) {
    let first = destinations.count
    var plan = LandingPlan(
      stack: first..<first, presentations: presentations.count..<presentations.count)
    var requires: [Int] = []
    var overCurrent: [Int] = []
    for word in line.split(separator: UInt8(ascii: " ")) {
      guard let tag = word.first else { continue }
      let rest = word.dropFirst()
      let number = Self.number(rest)
      switch (tag, number) {
      case (UInt8(ascii: "P"), let index?): plan.phase = index
      case (UInt8(ascii: "T"), let index?): plan.tab = index
      case (UInt8(ascii: "S"), let index?):
        if plan.presentations.isEmpty {
          plan.stack = plan.stack.lowerBound..<destinations.count + 1
        } else {
          let last = presentations.count - 1
          presentations[last].stack = presentations[last].stack.lowerBound..<destinations.count + 1
        }
        appendDestination(index)
      case (UInt8(ascii: "H"), let index?), (UInt8(ascii: "C"), let index?):
        let destination = destinations.count
        presentations.append(
          LandingPlan.Presentation(
            isCover: tag == UInt8(ascii: "C"), destination: destination,
            stack: destination + 1..<destination + 1))
        plan.presentations = plan.presentations.lowerBound..<presentations.count
        appendDestination(index)
      case (UInt8(ascii: "R"), let index?): requires.append(index)
      case (UInt8(ascii: "O"), let index?): overCurrent.append(index)
      case (UInt8(ascii: "Y"), _): plan.stackPolicy = StackPolicy(rawValue: Self.text(rest))
      case (UInt8(ascii: "Z"), _):
        plan.presentationPolicy = PresentationPolicy(rawValue: Self.text(rest))
      default:
        // An argument before any destination of the line has nothing to belong to.
        if let argument = Self.argument(word), destinations.count > first {
          arguments.append(argument)
          let last = destinations.count - 1
          destinations[last].arguments = destinations[last].arguments.lowerBound..<arguments.count
        }
      }
    }
    plan.requires = requirements.position(of: requires)
    plan.overCurrentPhases = overCurrentPhases.position(of: overCurrent)
    routes.append(plan)
  }

  private mutating func appendDestination(_ caseIndex: Int) {
    destinations.append(
      LandingPlan.Destination(caseIndex: caseIndex, arguments: arguments.count..<arguments.count))
  }

  /// `p2`, `p2|5`, `k5` or `n`.
  private static func argument(_ word: Word) -> LandingPlan.Argument? {
    switch word.first {
    case UInt8(ascii: "n"): return word.count == 1 ? LandingPlan.Argument.none : nil
    case UInt8(ascii: "k"): return number(word.dropFirst()).map(LandingPlan.Argument.constant)
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
}
