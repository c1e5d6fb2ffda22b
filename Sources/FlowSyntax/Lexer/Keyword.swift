/// Every word the grammar gives a meaning to. Keywords are contextual: each means something only where
/// the grammar expects it, so `animated` or `root` remain usable as parameter names.
///
/// Editor grammars are checked against this list, so a new keyword must be added here.
public enum Keyword: String, CaseIterable, Sendable {
  // Declarations.
  case app, condition, event, phase, screen, sheet, cover, route, expect
  // App settings and their values.
  case scheme, host, restore, stack, presentation
  case stacks, nothing, replace, push, keep
  // Phases and screens.
  case requires, `else`, check, root, `default`, tab, icon, on, present, dismiss, animated
  // Landings, route names and literals.
  case `in`, `as`, `true`, `false`, `nil`
  // Expectations with conditions and follow-ups.
  case when, held, then, dropped
  // `over current`: a landing presented over wherever the user is.
  case over, current

  /// The keywords that start a top-level declaration.
  public static let declarationStarts: Set<Keyword> = [
    .app, .condition, .event, .phase, .screen, .sheet, .cover, .route, .expect,
  ]

  /// What a misspelt word at the top level most likely meant: a declaration, or the `requires` of
  /// the declaration before it. In the order a tie goes to.
  static let misspeltAtTopLevel: [Keyword] = [
    .app, .condition, .event, .phase, .screen, .sheet, .cover, .route, .expect, .requires,
  ]

  /// The words that may follow a route's landing screens.
  static let routeClauses: [Keyword] = [.in, .over, .as, .stack, .presentation]

  /// The words that are values, not names, where a value may stand.
  public static let literals: Set<Keyword> = [.true, .false, .nil]

  /// The keyword `bytes` spell, if any, compared byte by byte: the lexer asks this of every
  /// identifier, and `init(rawValue:)` searches the cases as strings, which costs far more.
  static func spelled<Bytes: Collection<UInt8>>(by bytes: Bytes) -> Keyword? {
    guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
      return nil
    }
    let count = bytes.count
    for (spelling, keyword) in spellingsByFirstLetter[Int(first - UInt8(ascii: "a"))]
    where spelling.count == count && matches(spelling, bytes) {
      return keyword
    }
    return nil
  }

  /// Whether `bytes`, as long as `spelling`, hold its bytes: compared by index in the spelling's
  /// buffer, where `elementsEqual` stepped two iterators and cost about 170 instructions a keyword
  /// (4.5 M of the 10,000-route check, every lowercase name of which is asked).
  private static func matches<Bytes: Collection<UInt8>>(
    _ spelling: [UInt8], _ bytes: Bytes
  ) -> Bool {
    spelling.withUnsafeBufferPointer { spelling in
      var index = bytes.startIndex
      for byte in spelling {
        guard bytes[index] == byte else { return false }
        bytes.formIndex(after: &index)
      }
      return true
    }
  }

  /// Each keyword's UTF-8 spelling, grouped by its first letter (every keyword starts with one).
  private static let spellingsByFirstLetter: [[([UInt8], Keyword)]] = {
    var table = [[([UInt8], Keyword)]](repeating: [], count: 26)
    for keyword in allCases {
      let spelling = Array(keyword.rawValue.utf8)
      table[Int(spelling[0] - UInt8(ascii: "a"))].append((spelling, keyword))
    }
    return table
  }()
}

extension Keyword {
  /// What other languages write for `nothing` (lowercased): read as a name where a screen stands,
  /// and pointed to `nothing` by the checker (an expect's outcome) and the expectation checker.
  package static let nothingInOtherLanguages: Set<String> = ["nil", "null", "none"]
}
