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

  /// Reads one line (see `LandingTable`); a word it does not know is skipped.
  init(_ line: Substring) {
    for word in line.split(separator: " ") {
      guard let tag = word.first else { continue }
      let rest = word.dropFirst()
      let number = Int(rest)
      switch (tag, number) {
      case ("P", let index?): phase = index
      case ("T", let index?): tab = index
      case ("S", let index?):
        if presentations.isEmpty {
          stack.append(Destination(caseIndex: index))
        } else {
          presentations[presentations.count - 1].stack.append(Destination(caseIndex: index))
        }
      case ("H", let index?), ("C", let index?):
        presentations.append(
          Presentation(isCover: tag == "C", destination: Destination(caseIndex: index)))
      case ("R", let index?): requires.append(index)
      case ("O", let index?): overCurrentPhases.append(index)
      case ("Y", _): stackPolicy = StackPolicy(rawValue: String(rest))
      case ("Z", _): presentationPolicy = PresentationPolicy(rawValue: String(rest))
      default:
        if let argument = Self.argument(word) { appendToLastDestination(argument) }
      }
    }
  }

  /// `p2`, `p2|5`, `k5` or `n`.
  private static func argument(_ word: Substring) -> Argument? {
    switch word.first {
    case "n": return word.count == 1 ? Argument.none : nil
    case "k": return Int(word.dropFirst()).map(Argument.constant)
    case "p":
      let parts = word.dropFirst().split(separator: "|")
      guard let position = parts.first.flatMap({ Int($0) }) else { return nil }
      guard parts.count == 2 else { return parts.count == 1 ? .value(position) : nil }
      return Int(parts[1]).map { .valueOrConstant(position, $0) }
    default: return nil
    }
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
