/// Emits a `switch` over many enum cases as a chain of small functions, so that generated code type
/// checks in time: Swift's exhaustiveness check of one `switch` grows with the square of its cases
/// (at 1,000 route cases it gives up), while chained switches with a `default` each stay small.
///
/// Short switches (up to `chunkSize` cases) are emitted as they are.
struct LongSwitch {
  /// Cases per function; every body then type-checks in a few milliseconds.
  static let chunkSize = 40

  /// The member being generated, such as `public var landing: Landing<Archon>`.
  var docs: [String]
  var signature: String
  /// The value switched over, such as `self` or `values.caseIndex`.
  var subject: SwiftExpression
  /// Every case; bodies `return` their value.
  var cases: [SwiftSwitchCase]
  /// How a chunk is declared and called: `(signature, call)` for chunk `index`.
  var chunk: (_ index: Int) -> (signature: String, call: SwiftExpression)
  /// What the last chunk returns for a value no chunk handled; never reached when the cases are
  /// exhaustive, but it must be a value, not a trap.
  var fallback: SwiftExpression
  /// Whether `cases` cover every value of `subject`; otherwise a short switch gets a `default` too.
  var isExhaustive = true

  /// Chunks of a computed property: `private var namePart3: Type`, read as `namePart3`.
  static func propertyChunks(_ name: String, type: String)
    -> (_ index: Int) -> (signature: String, call: SwiftExpression)
  {
    { ("private var \(name)Part\($0): \(type)", .name("\(name)Part\($0)")) }
  }

  /// Chunks of a static function: `private static func namePart3(parameters) -> Result`, called
  /// as `namePart3(arguments)`.
  static func staticFunctionChunks(
    _ name: String, parameters: String, arguments: [SwiftArgument], returns: String
  ) -> (_ index: Int) -> (signature: String, call: SwiftExpression) {
    {
      (
        "private static func \(name)Part\($0)(\(parameters)) -> \(returns)",
        .call("\(name)Part\($0)", arguments)
      )
    }
  }

  var declarations: [SwiftDeclaration] {
    guard cases.count > Self.chunkSize else {
      let all = isExhaustive ? cases : cases + [SwiftSwitchCase(.default, [lastDefault])]
      return [.function(docs: docs, signature: signature, body: [.switch(subject, all)])]
    }
    let chunks = stride(from: 0, to: cases.count, by: Self.chunkSize).map {
      Array(cases[$0..<min($0 + Self.chunkSize, cases.count)])
    }
    var declarations: [SwiftDeclaration] = [
      .function(docs: docs, signature: signature, body: [handOver(to: chunk(0).call)])
    ]
    for (index, cases) in chunks.enumerated() {
      let next = index + 1 < chunks.count ? handOver(to: chunk(index + 1).call) : lastDefault
      declarations.append(
        .function(
          docs: [], signature: chunk(index).signature,
          body: [
            .switch(subject, cases + [SwiftSwitchCase(.default, [next])])
          ]))
    }
    return declarations
  }

  /// `return call`: the next chunk's value.
  private func handOver(to call: SwiftExpression) -> SwiftStatement {
    .return(call)
  }

  /// What the `default` of the last chunk (or of a short, non-exhaustive switch) runs.
  private var lastDefault: SwiftStatement {
    .return(fallback)
  }
}
