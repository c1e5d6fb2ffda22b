/// Builds a large value (the guards of thousands of screens, the push graph) one statement at
/// a time, in functions of `LongSwitch.chunkSize` statements: one huge literal would take the type
/// checker minutes, while many small functions each check in milliseconds.
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

  /// `private static func name() -> Type` and its chunks.
  var declarations: [SwiftDeclaration] {
    let chunks = stride(from: 0, to: statements.count, by: LongSwitch.chunkSize).map {
      Array(statements[$0..<min($0 + LongSwitch.chunkSize, statements.count)])
    }
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
}
