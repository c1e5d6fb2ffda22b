import FlowSema

/// `==`, `hash(into:)`, `encode(to:)` and `init(from:)` for a generated enum, written once in
/// FlowRuntime over `CaseValues` (the case's position and its values): the enum only says how to take
/// a value apart and put it back together, each a chain of small switches (`LongSwitch`), and which
/// cases it has, as one string literal (`CaseShapes`).
///
/// Swift synthesizes each conformance as one function with a case per enum case, plus a `CodingKeys`
/// enum per case; written out per case in chunks, the four still made most of a debug build of the
/// 1,000-route benchmark spec. Two switches and a string build in a fraction of that.
///
/// The encoded form is exactly the synthesized one (see `CaseShapes`), so data an app saved with
/// earlier generated code still decodes.
enum EnumConformances {
  /// The private members and the four conformances for an enum with `cases` (none for an enum
  /// without cases: Swift synthesizes `Hashable` for it cheaply, and `EmptyEnum` supplies its
  /// `Codable`). Every associated value has a spec value type, as `LibraryNames.type` spells it.
  static func members(_ typeName: String, cases: [SwiftEnumCase]) -> [SwiftDeclaration] {
    guard !cases.isEmpty else { return [] }
    // Private helpers must not share a name with a case.
    let taken = Set(cases.map { unescaped($0.name) })
    let shapes = SwiftSpelling.fresh("caseShapes", avoiding: taken)
    let parts = caseValuesName(cases)
    let assemble = SwiftSpelling.fresh("fromCaseValues", avoiding: taken)
    return [
      .line(
        docs: ["The cases, their values' labels and types, for coding."],
        "private static let \(shapes) = \(LibraryNames.runtime("CaseShapes"))("
          + SwiftLiteral.string(shapeText(cases)) + ")")
    ]
      + takingApart(cases, name: parts)
      + puttingTogether(cases, name: assemble)
      + [
        .function(
          docs: ["The same case with equal values."],
          signature: "public static func == (lhs: Self, rhs: Self) -> \(LibraryNames.bool)",
          body: [.line("lhs.\(parts) == rhs.\(parts)")]),
        .function(
          docs: ["The case's position, then its values."],
          signature: "public func hash(into hasher: inout \(LibraryNames.hasher))",
          body: [.line("hasher.combine(\(parts))")]),
        .function(
          docs: [
            "`{\"case\":{\"label\":value}}`, as Swift's synthesized coding writes it, `nil` values left out."
          ],
          signature: "public func encode(to encoder: any \(LibraryNames.encoder)) throws",
          body: [.line("try Self.\(shapes).encode(\(parts), to: encoder)")]),
        .function(
          docs: ["Reads what `encode(to:)` writes; anything else is a `DecodingError`."],
          signature: "public init(from decoder: any \(LibraryNames.decoder)) throws",
          body: [
            .line("let values = try Self.\(shapes).decode(Self.self, from: decoder)"),
            .block(
              "guard let value = Self.\(assemble)(values) else",
              [
                .line(
                  "throw \(LibraryNames.decodingError).dataCorrupted(\n  \(LibraryNames.decodingError).Context("
                    + "codingPath: decoder.codingPath, debugDescription: \"values that fit no case of \(typeName)\"))"
                )
              ]),
            .line("self = value"),
          ]),
      ]
  }

  /// The private `var` that takes a value of an enum with `cases` apart into `CaseValues`.
  static func caseValuesName(_ cases: [SwiftEnumCase]) -> String {
    SwiftSpelling.fresh("caseValues", avoiding: Set(cases.map { unescaped($0.name) }))
  }

  /// `CaseShapes` text: a line per case, `name label:Type label:Type?`.
  private static func shapeText(_ cases: [SwiftEnumCase]) -> String {
    cases.map { enumCase in
      ([unescaped(enumCase.name)]
        + enumCase.associatedValues.map { value in
          let (type, isOptional) = valueType(value.type)
          return unescaped(value.label) + ":" + type.rawValue + (isOptional ? "?" : "")
        }).joined(separator: " ")
    }.joined(separator: "\n")
  }

  /// `var caseValues`: the case's position and its values.
  private static func takingApart(_ cases: [SwiftEnumCase], name: String) -> [SwiftDeclaration] {
    let type = LibraryNames.runtime("CaseValues")
    let switchCases = cases.enumerated().map { index, enumCase in
      let values = enumCase.associatedValues.enumerated().map { position, value in
        "\(type).\(accessor(valueType(value.type).type))(v\(position))"
      }
      let arguments = values.isEmpty ? "\(index)" : "\(index), [\(values.joined(separator: ", "))]"
      return SwiftSwitchCase(
        "case .\(enumCase.name)\(bindings("v", values.count))",
        [.line("return \(type)(\(arguments))")])
    }
    return LongSwitch(
      docs: ["The case's position and its values, which equality, hashing and coding read."],
      signature: "private var \(name): \(type)", subject: "self", cases: switchCases,
      chunk: { ("private var \(name)Part\($0): \(type)", "\(name)Part\($0)") },
      fallback: "\(type)(-1)"
    ).declarations
  }

  /// `static func fromCaseValues(_:)`: the value `caseValues` took apart, or `nil` when the values do
  /// not fit the case.
  private static func puttingTogether(_ cases: [SwiftEnumCase], name: String)
    -> [SwiftDeclaration]
  {
    let type = LibraryNames.runtime("CaseValues")
    let switchCases = cases.enumerated().map { index, enumCase in
      let reads = enumCase.associatedValues.enumerated().map { position, value in
        let (valueType, isOptional) = valueType(value.type)
        return (
          label: value.label, isOptional: isOptional,
          read: "values.\(accessor(valueType))(at: \(position))", variable: "v\(position)"
        )
      }
      var body: [SwiftStatement] = []
      let required = reads.filter { !$0.isOptional }
      if !required.isEmpty {
        let bindings = required.map { "let \($0.variable) = \($0.read)" }
        body.append(
          .block("guard " + bindings.joined(separator: ", ") + " else", [.line("return nil")]))
      }
      let arguments = reads.map { "\($0.label): " + ($0.isOptional ? $0.read : $0.variable) }
      body.append(
        .line(
          "return .\(enumCase.name)"
            + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")))
      return SwiftSwitchCase("case \(index)", body)
    }
    return LongSwitch(
      docs: ["The value `caseValues` took apart, or `nil` for values that fit no case."],
      signature: "private static func \(name)(_ values: \(type)) -> Self?",
      subject: "values.index", cases: switchCases,
      chunk: {
        (
          "private static func \(name)Part\($0)(_ values: \(type)) -> Self?",
          "\(name)Part\($0)(values)"
        )
      },
      fallback: "nil", isExhaustive: false
    ).declarations
  }

  /// The spec value type of an associated value's Swift type, and whether it is optional.
  private static func valueType(_ swiftType: String) -> (type: ValueType, isOptional: Bool) {
    let isOptional = swiftType.hasSuffix("?")
    let base = isOptional ? String(swiftType.dropLast()) : swiftType
    return (ValueType.allCases.first { LibraryNames.type($0) == base } ?? .string, isOptional)
  }

  /// The `CaseValues` member for a value type: `int(at:)` reads one, `int(_:)` wraps one.
  static func accessor(_ type: ValueType) -> String {
    switch type {
    case .string: "string"
    case .int: "int"
    case .double: "double"
    case .bool: "bool"
    case .uuid: "uuid"
    }
  }

  /// `(let v0, let v1)` for a case with two values; empty for none.
  private static func bindings(_ prefix: String, _ count: Int) -> String {
    count == 0 ? "" : "(" + (0..<count).map { "let \(prefix)\($0)" }.joined(separator: ", ") + ")"
  }

  /// A name without the backticks that make a keyword an identifier.
  private static func unescaped(_ name: String) -> String {
    name.filter { $0 != "`" }
  }
}
