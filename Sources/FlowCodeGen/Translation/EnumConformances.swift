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
        typeName, shapes: shapes, compared: parts,
        encode: .try(
          .call(
            .member(.member("Self", shapes), name: "encode"),
            [SwiftArgument(.name(parts)), SwiftArgument("to", .name("encoder"))])),
        decoded: [
          .binding(
            "value",
            .call(
              .member("Self", assemble),
              [
                SwiftArgument(
                  .call(LibraryNames.runtime("CaseReader"), [SwiftArgument(.name("values"))]))
              ]))
        ])
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
    let mirroredValues = SwiftExpression.call(
      .member("values", "mirrored"), [SwiftArgument("in", .member("Self", positionsName))])
    let built = SwiftExpression.call(
      .member(screen.typeName, screen.assembleName),
      [SwiftArgument(.call(LibraryNames.runtime("CaseReader"), [SwiftArgument(mirroredValues)]))])
    return [
      shapesDeclaration(cases, name: shapes),
      .property(
        docs: ["Each case's position in `\(screen.typeName)`, whose values it shares."],
        "private static let \(positionsName): [\(LibraryNames.int)]",
        value: .array(positions.map { .number(String($0)) })),
    ]
      + conformances(
        typeName, shapes: shapes, compared: "screen",
        encode: .try(.call(.member("screen", "encode"), [SwiftArgument("to", .name("encoder"))])),
        decoded: [
          .binding("screen", built),
          .binding("value", .call("Self", [SwiftArgument(.name("screen"))])),
        ])
  }

  /// `private static let caseShapes`: the cases, their labels and types, for coding.
  private static func shapesDeclaration(_ cases: [SwiftEnumCase], name: String) -> SwiftDeclaration
  {
    .property(
      docs: ["The cases, their values' labels and types, for coding."],
      "private static let \(name)",
      value: .call(LibraryNames.runtime("CaseShapes"), [SwiftArgument(.string(shapeText(cases)))]))
  }

  /// `==`, `hash(into:)`, `encode(to:)` and `init(from:)`: equality and hashing of the member
  /// `compared` (`caseValues`, or the mirrored screen), `encode` as the encoding statement, and
  /// `decoded` binding `value` to the value built from the decoded `values`, failing for values that
  /// fit no case.
  private static func conformances(
    _ typeName: String, shapes: String, compared: String, encode: SwiftExpression,
    decoded: [SwiftCondition]
  ) -> [SwiftDeclaration] {
    equalityAndHashing(
      over: compared, equalDocs: "The same case with equal values.",
      hashDocs: "The case's position, then its values.")
      + [
        .function(
          docs: [
            "`{\"case\":{\"label\":value}}`, as Swift's synthesized coding writes it, `nil` values left out."
          ],
          signature: "public func encode(to encoder: any \(LibraryNames.encoder)) throws",
          body: [.expression(encode)]),
        .function(
          docs: ["Reads what `encode(to:)` writes; anything else is a `DecodingError`."],
          signature: "public init(from decoder: any \(LibraryNames.decoder)) throws",
          body: [
            .variable(
              .let, "values",
              .try(
                .call(
                  .member(.member("Self", shapes), name: "decode"),
                  [SwiftArgument(.member("Self", "self")), SwiftArgument("from", .name("decoder"))])
              )),
            .guard(decoded, else: [dataCorrupted("values that fit no case of \(typeName)")]),
            .assignment(.name("self"), .name("value")),
          ]),
      ]
  }

  /// `==` and `hash(into:)` over the member `compared`, which tells the enum's values apart.
  static func equalityAndHashing(over compared: String, equalDocs: String, hashDocs: String)
    -> [SwiftDeclaration]
  {
    [
      .function(
        docs: [equalDocs],
        signature: "public static func == (lhs: Self, rhs: Self) -> \(LibraryNames.bool)",
        body: [.expression(.binary(.member("lhs", compared), "==", .member("rhs", compared)))]),
      .function(
        docs: [hashDocs],
        signature: "public func hash(into hasher: inout \(LibraryNames.hasher))",
        body: [.expression(.call(.member("hasher", "combine"), [SwiftArgument(.name(compared))]))]),
    ]
  }

  /// `throw DecodingError.dataCorrupted(...)` at the decoder's coding path, saying `description`.
  static func dataCorrupted(_ description: String) -> SwiftStatement {
    .throw(
      .multiline(
        .call(
          .member(LibraryNames.decodingError, "dataCorrupted"),
          [
            SwiftArgument(
              .call(
                .member(LibraryNames.decodingError, "Context"),
                [
                  SwiftArgument("codingPath", .member("decoder", "codingPath")),
                  SwiftArgument("debugDescription", .string(description)),
                ]))
          ])))
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

  /// `CaseShapes` text: a line per case, `name label:Type label:Type? label:Type=`, where `=` marks
  /// a required value with a default, which decoding may find absent (`CaseReader+Defaults`).
  private static func shapeText(_ cases: [SwiftEnumCase]) -> String {
    cases.map { enumCase in
      ([unescaped(enumCase.name)]
        + enumCase.associatedValues.map { value in
          let (type, isOptional) = valueType(value.type)
          let mark = isOptional ? "?" : readsDefault(value) ? "=" : ""
          return unescaped(value.label) + ":" + type.rawValue + mark
        }).joined(separator: " ")
    }.joined(separator: "\n")
  }

  /// Whether a value reads as its default when absent: a required value with one.
  private static func readsDefault(_ value: SwiftAssociatedValue) -> Bool {
    value.defaultValue != nil && !valueType(value.type).isOptional
  }

  /// `var caseValues`: the case's position and its values.
  private static func takingApart(_ cases: [SwiftEnumCase], name: String) -> [SwiftDeclaration] {
    let type = LibraryNames.runtime("CaseValues")
    let switchCases = cases.enumerated().map { index, enumCase in
      // Each value goes on as it was bound (`CaseValues.init(_:_:...)`): one call per case.
      let bindings = enumCase.associatedValues.indices.map { "v\($0)" }
      let arguments =
        [SwiftArgument(.number("\(index)"))] + bindings.map { SwiftArgument(.name($0)) }
      return SwiftSwitchCase(
        .enumCase(enumCase.name, bindings: bindings), [.return(.call(type, arguments))])
    }
    return LongSwitch(
      docs: ["The case's position and its values, which equality, hashing and coding read."],
      signature: "private var \(name): \(type)", subject: .name("self"), cases: switchCases,
      chunk: LongSwitch.propertyChunks(name, type: type),
      fallback: .call(type, [SwiftArgument(.number("-1"))])
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
        var reading = [SwiftArgument("at", .number("\(position)"))]
        if readsDefault(value), let defaultValue = value.defaultValue {
          reading.append(SwiftArgument("default", .name(defaultValue)))
        }
        return SwiftArgument(value.label, .call(.member("values", method), reading))
      }
      let value: SwiftExpression =
        arguments.isEmpty
        ? .caseOfOptionalSelf(enumCase.name) : .call(.implicit(enumCase.name), arguments)
      return SwiftSwitchCase(.value(.number("\(index)")), [.return(value)])
    }
    let entry = SwiftDeclaration.function(
      docs: [
        "The value `caseValues` took apart, or a match read, or `nil` for values that fit no case."
      ],
      signature: "fileprivate static func \(name)(_ reader: \(reader)) -> Self?",
      body: [
        .variable(.var, "values", .name("reader")),
        .variable(.let, "value", .call(read, [SwiftArgument(.inout("values"))])),
        .return(.ternary(.member("values", "isComplete"), .name("value"), .name("nil"))),
      ])
    return [entry]
      + LongSwitch(
        docs: [], signature: "private static func \(read)(_ values: inout \(reader)) -> Self?",
        subject: .member("values", "caseIndex"), cases: switchCases,
        chunk: LongSwitch.staticFunctionChunks(
          read, parameters: "_ values: inout \(reader)",
          arguments: [SwiftArgument(.inout("values"))], returns: "Self?"),
        fallback: .name("nil"), isExhaustive: false
      ).declarations
  }

  /// The spec value type of an associated value's Swift type, and whether it is optional.
  private static func valueType(_ swiftType: String) -> (type: ValueType, isOptional: Bool) {
    for isOptional in [false, true] {
      if let type = ValueType.allCases.first(where: {
        LibraryNames.type($0, isOptional: isOptional) == swiftType
      }) {
        return (type, isOptional)
      }
    }
    return (.string, false)
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

  /// A name without the backticks that make a keyword an identifier.
  ///
  /// An ASCII name without a backtick is returned as it is: `memberName` reads every case name
  /// of an enum for each helper it names, and filtering each by `Character` cost `flowc generate`
  /// 0.45 billion instructions at 10,000 routes. Outside ASCII a `Character` may equal a backtick
  /// (U+1FEF), so such a name is still filtered.
  private static func unescaped(_ name: String) -> String {
    guard name.utf8.contains(where: { $0 == UInt8(ascii: "`") || $0 >= 0x80 }) else { return name }
    return name.filter { $0 != "`" }
  }
}
