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
    let shapes = memberName("caseShapes", cases: cases.map(\.name))
    let parts = caseValuesName(cases)
    let assemble = fromCaseValuesName(cases.map(\.name))
    return [shapesDeclaration(cases, name: shapes)]
      + takingApart(cases, name: parts)
      + puttingTogether(cases, name: assemble)
      + conformances(
        typeName, shapes: shapes, equal: "lhs.\(parts) == rhs.\(parts)",
        hashed: "hasher.combine(\(parts))",
        encode: "try Self.\(shapes).encode(\(parts), to: encoder)",
        decoded: "let value = Self.\(assemble)(\(LibraryNames.runtime("CaseReader"))(values))")
  }

  /// What a stack's destination enum needs to know of the screen enum it mirrors, worked out once
  /// per file: a spec with thousands of stacks and screens would otherwise search the screen enum's
  /// cases once per stack and case.
  struct MirroredScreen {
    /// The screen enum's name (`ArchonScreen`).
    var typeName: String
    /// Each screen case's position in the screen enum, by case name (backticks and all).
    var positions: [String: Int]
    /// The screen enum's `fromCaseValues` helper, named clear of its cases.
    var assembleName: String

    init(typeName: String, caseNames: [String]) {
      self.typeName = typeName
      positions = Dictionary(
        caseNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      assembleName = EnumConformances.fromCaseValuesName(caseNames)
    }
  }

  /// The four conformances for a stack's destination enum, whose cases are cases of the screen enum
  /// `screen` with the same names and values, reached through its `screen` property and
  /// `init?(_:)`: equality, hashing and coding are the screen's (the same JSON, since names and
  /// labels agree), and decoding reads this enum's own cases, then builds the screen. So the enum
  /// needs no switch of its own to take values apart or put them together.
  static func mirroredMembers(
    _ typeName: String, cases: [SwiftEnumCase], screen: MirroredScreen
  ) -> [SwiftDeclaration] {
    guard !cases.isEmpty else { return [] }
    let caseNames = cases.map(\.name)
    let shapes = memberName("caseShapes", cases: caseNames)
    let positionsName = memberName("screenCases", cases: caseNames)
    let positions = cases.map { screen.positions[$0.name] ?? -1 }
    let built =
      "\(screen.typeName).\(screen.assembleName)(\(LibraryNames.runtime("CaseReader"))("
      + "values.mirrored(in: Self.\(positionsName))))"
    return [
      shapesDeclaration(cases, name: shapes),
      .line(
        docs: ["Each case's position in `\(screen.typeName)`, whose values it shares."],
        "private static let \(positionsName): [\(LibraryNames.int)] = ["
          + positions.map(String.init).joined(separator: ", ") + "]"),
    ]
      + conformances(
        typeName, shapes: shapes, equal: "lhs.screen == rhs.screen",
        hashed: "hasher.combine(screen)", encode: "try screen.encode(to: encoder)",
        decoded: "let screen = \(built), let value = Self(screen)")
  }

  /// `private static let caseShapes`: the cases, their labels and types, for coding.
  private static func shapesDeclaration(_ cases: [SwiftEnumCase], name: String) -> SwiftDeclaration
  {
    .line(
      docs: ["The cases, their values' labels and types, for coding."],
      "private static let \(name) = \(LibraryNames.runtime("CaseShapes"))("
        + SwiftLiteral.string(shapeText(cases)) + ")")
  }

  /// `==`, `hash(into:)`, `encode(to:)` and `init(from:)` with the given bodies; `decoded` binds
  /// `value` to the value built from the decoded `values`, failing for values that fit no case.
  private static func conformances(
    _ typeName: String, shapes: String, equal: String, hashed: String, encode: String,
    decoded: String
  ) -> [SwiftDeclaration] {
    [
      .function(
        docs: ["The same case with equal values."],
        signature: "public static func == (lhs: Self, rhs: Self) -> \(LibraryNames.bool)",
        body: [.line(equal)]),
      .function(
        docs: ["The case's position, then its values."],
        signature: "public func hash(into hasher: inout \(LibraryNames.hasher))",
        body: [.line(hashed)]),
      .function(
        docs: [
          "`{\"case\":{\"label\":value}}`, as Swift's synthesized coding writes it, `nil` values left out."
        ],
        signature: "public func encode(to encoder: any \(LibraryNames.encoder)) throws",
        body: [.line(encode)]),
      .function(
        docs: ["Reads what `encode(to:)` writes; anything else is a `DecodingError`."],
        signature: "public init(from decoder: any \(LibraryNames.decoder)) throws",
        body: [
          .line("let values = try Self.\(shapes).decode(Self.self, from: decoder)"),
          .block(
            "guard \(decoded) else",
            [dataCorrupted("values that fit no case of \(typeName)")]),
          .line("self = value"),
        ]),
    ]
  }

  /// `throw DecodingError.dataCorrupted(...)` at the decoder's coding path, saying `description`.
  static func dataCorrupted(_ description: String) -> SwiftStatement {
    .keyword(
      "throw",
      .call(
        "\(LibraryNames.decodingError).dataCorrupted",
        [
          SwiftArgument(
            nil,
            .call(
              "\(LibraryNames.decodingError).Context",
              [
                .code("codingPath", "decoder.codingPath"),
                .code("debugDescription", SwiftLiteral.string(description)),
              ]))
        ]))
  }

  /// The private `var` that takes a value of an enum with `cases` apart into `CaseValues`.
  static func caseValuesName(_ cases: [SwiftEnumCase]) -> String {
    memberName("caseValues", cases: cases.map(\.name))
  }

  /// The `fileprivate static func` that puts a value of an enum with cases named `caseNames`
  /// together from a `CaseReader` (the route enum's matching and landings call it).
  static func fromCaseValuesName(_ caseNames: [String]) -> String {
    memberName("fromCaseValues", cases: caseNames)
  }

  /// `base`, or `base_`, ... when a case is named `base`: the enum's own helpers must not share a
  /// name with one of its cases (`caseNames`, backticks and all).
  static func memberName(_ base: String, cases caseNames: [String]) -> String {
    SwiftSpelling.fresh(base, avoiding: Set(caseNames.map(unescaped)))
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
      chunk: LongSwitch.propertyChunks(name, type: type),
      fallback: "\(type)(-1)"
    ).declarations
  }

  /// `static func fromCaseValues(_:)`: the value `caseValues` took apart (or a match read), or `nil`
  /// when a value the case needs is missing or of another type. Each case is one expression that
  /// reads its values from a `CaseReader`, which notes what was missing; `fromCaseValues` drops such
  /// a case afterwards, so no case needs a branch or a binding per value.
  private static func puttingTogether(_ cases: [SwiftEnumCase], name: String)
    -> [SwiftDeclaration]
  {
    let reader = LibraryNames.runtime("CaseReader")
    let read = memberName("readCase", cases: cases.map(\.name))
    let switchCases = cases.enumerated().map { index, enumCase in
      let arguments = enumCase.associatedValues.enumerated().map { position, value in
        let (valueType, isOptional) = valueType(value.type)
        let method = isOptional ? optionalAccessor(valueType) : accessor(valueType)
        return "\(value.label): values.\(method)(at: \(position))"
      }
      return SwiftSwitchCase(
        "case \(index)",
        [
          .line(
            "return .\(enumCase.name)"
              + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"))
        ])
    }
    let entry = SwiftDeclaration.function(
      docs: [
        "The value `caseValues` took apart, or a match read, or `nil` for values that fit no case."
      ],
      signature: "fileprivate static func \(name)(_ reader: \(reader)) -> Self?",
      body: [
        .line("var values = reader"),
        .line("let value = \(read)(&values)"),
        .line("return values.isComplete ? value : nil"),
      ])
    return [entry]
      + LongSwitch(
        docs: [], signature: "private static func \(read)(_ values: inout \(reader)) -> Self?",
        subject: "values.caseIndex", cases: switchCases,
        chunk: LongSwitch.staticFunctionChunks(
          read, parameters: "_ values: inout \(reader)", arguments: "&values", returns: "Self?"),
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

  /// The `CaseReader` member that reads an optional value of a value type.
  private static func optionalAccessor(_ type: ValueType) -> String {
    switch type {
    case .string: "optionalString"
    case .int: "optionalInt"
    case .double: "optionalDouble"
    case .bool: "optionalBool"
    case .uuid: "optionalUUID"
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
