/// Builds a large value (the guards of thousands of screens, the push graph) one statement at
/// a time, in functions writing out at most `LongSwitch.chunkSize` entries (a statement each, or
/// as `weights` says): one huge literal would take the type checker minutes, while many small
/// functions each check in milliseconds.
struct ChunkedBuild {
  /// The builder function's name, such as `guards`; chunks are `guards0(into:)`, ...
  var name: String
  /// The value's type, such as `[String: Set<Condition>]`.
  var type: String
  /// The variable the statements change, such as `guards`.
  var variable: String
  /// The empty value, such as `[:]`.
  var initial: SwiftExpression
  /// One statement per element, such as `guards[.billing] = [.signedIn]`.
  var statements: [SwiftStatement]
  /// How many entries each statement writes out, where one statement holds a literal of its own
  /// (a phase and its handlers); empty when each writes one. A chunk takes statements up to
  /// `LongSwitch.chunkSize` entries in all, and at least one.
  var weights: [Int] = []

  /// A dictionary built an entry a statement: `variable[key] = value`.
  static func dictionary(
    name: String, type: String, variable: String, entries: [SwiftDictionaryEntry],
    weights: [Int] = []
  ) -> ChunkedBuild {
    ChunkedBuild(
      name: name, type: type, variable: variable, initial: .dictionary([]),
      statements: entries.map { .assignment(.subscript(.name(variable), $0.key), $0.value) },
      weights: weights)
  }

  /// Whether `entryCount` entries, writing out as many as `weights` says (one each when empty),
  /// are more than one literal should hold.
  static func isLarge(entryCount: Int, weights: [Int]) -> Bool {
    (weights.isEmpty ? entryCount : weights.reduce(0, +)) > LongSwitch.chunkSize
  }

  /// An array built an element a statement, `variable.append(element)`, each element writing out
  /// as many entries as `weights` says.
  static func array(
    name: String, type: String, variable: String, elements: [SwiftExpression], weights: [Int]
  ) -> ChunkedBuild {
    ChunkedBuild(
      name: name, type: type, variable: variable, initial: .array([]),
      statements: elements.map {
        .expression(.call(.member(.name(variable), name: "append"), [SwiftArgument($0)]))
      },
      weights: weights)
  }

  /// `private static func name() -> Type` and its chunks.
  var declarations: [SwiftDeclaration] {
    let chunks = chunkRanges.map { Array(statements[$0]) }
    var declarations: [SwiftDeclaration] = [
      .function(
        docs: [], signature: "private static func \(name)() -> \(type)",
        body: [.variable(.var, variable, type: type, initial)]
          + chunks.indices.map {
            .expression(.call("\(name)\($0)", [SwiftArgument("into", .inout(variable))]))
          } + [.return(.name(variable))])
    ]
    for (index, chunk) in chunks.enumerated() {
      declarations.append(
        .function(
          docs: [],
          signature: "private static func \(name)\(index)(into \(variable): inout \(type))",
          body: chunk))
    }
    return declarations
  }

  /// The statements of each chunk: runs of `LongSwitch.chunkSize` statements, or by `weights`
  /// where given.
  private var chunkRanges: [Range<Int>] {
    guard !weights.isEmpty else {
      return stride(from: 0, to: statements.count, by: LongSwitch.chunkSize).map {
        $0..<min($0 + LongSwitch.chunkSize, statements.count)
      }
    }
    var ranges: [Range<Int>] = []
    var start = 0
    var total = 0
    for (index, weight) in weights.enumerated() {
      if index > start && total + weight > LongSwitch.chunkSize {
        ranges.append(start..<index)
        start = index
        total = 0
      }
      total += weight
    }
    if start < statements.count { ranges.append(start..<statements.count) }
    return ranges
  }
}
