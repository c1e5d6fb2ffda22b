/// `==`, `hash(into:)`, `encode(to:)` and `init(from:)` written out for a generated enum, each a
/// chain of small switches (`LongSwitch`), instead of the ones Swift synthesizes.
///
/// Swift synthesizes each of them as one function with a case per enum case, plus a `CodingKeys`
/// enum per case; for the 1,000-route benchmark spec that made a debug build of the generated file
/// take over a minute, nearly all of it lowering those few huge bodies. Written out in chunks, every
/// body stays small.
///
/// The encoded form is exactly the synthesized one, so data an app saved with earlier generated
/// code still decodes: `{"caseName":{"label":value}}`, `{"caseName":{}}` for a case without values,
/// and an optional value that is `nil` left out. Decoding never traps on bad data: a wrong shape, a
/// missing value or an unknown case name is a `DecodingError`.
enum EnumConformances {
  /// The file-private `CodingKey` every enum's coding uses: any name, no integer values.
  static let codingKey = "_FlowCodingKey"

  /// `lhs == rhs` through one generic function: each `==` operator in a body makes the type checker
  /// weigh every overload of `==`, which made comparing values six times slower to compile.
  static let equal = "_flowEqual"

  /// Declared once per generated file, at file scope: the coding key, the container methods the
  /// coding calls (one overload each, where the containers' own `encode`/`decode` have a dozen),
  /// and `_flowEqual`.
  static let fileScopeDeclarations: [SwiftDeclaration] = [
    .line(
      docs: [
        "A coding key of any name, for the written-out `Codable` of this file's enums: the same JSON as",
        "Swift's synthesized coding, without a `CodingKeys` enum per case.",
      ],
      """
      private struct \(codingKey): Swift.CodingKey {
        let stringValue: Swift.String
        var intValue: Swift.Int? { nil }
        init(_ name: Swift.String) { stringValue = name }
        init(stringValue: Swift.String) { self.stringValue = stringValue }
        init?(intValue: Swift.Int) { nil }
      }
      """),
    .line(
      docs: [],
      """
      extension Swift.KeyedEncodingContainer where Key == \(codingKey) {
        /// The container for the values of the case named `name`.
        fileprivate mutating func flowCaseValues(_ name: Swift.String) -> Self {
          nestedContainer(keyedBy: \(codingKey).self, forKey: \(codingKey)(name))
        }

        fileprivate mutating func flowEncode<T: Swift.Encodable>(_ value: T, as name: Swift.String) throws {
          try encode(value, forKey: \(codingKey)(name))
        }

        /// Leaves `nil` out, as the synthesized coding does.
        fileprivate mutating func flowEncodeIfPresent<T: Swift.Encodable>(_ value: T?, as name: Swift.String) throws {
          try encodeIfPresent(value, forKey: \(codingKey)(name))
        }
      }
      """),
    .line(
      docs: [],
      """
      extension Swift.KeyedDecodingContainer where Key == \(codingKey) {
        /// The container for the values of the case named `key`.
        fileprivate func flowCaseValues(_ key: \(codingKey)) throws -> Self {
          try nestedContainer(keyedBy: \(codingKey).self, forKey: key)
        }

        fileprivate func flowDecode<T: Swift.Decodable>(_ type: T.Type, _ name: Swift.String) throws -> T {
          try decode(type, forKey: \(codingKey)(name))
        }

        fileprivate func flowDecodeIfPresent<T: Swift.Decodable>(_ type: T.Type, _ name: Swift.String) throws -> T? {
          try decodeIfPresent(type, forKey: \(codingKey)(name))
        }
      }
      """),
    .line(
      docs: ["`==` for the written-out `Equatable` of this file's enums."],
      """
      private func \(equal)<T: Swift.Equatable>(_ lhs: T, _ rhs: T) -> Swift.Bool {
        lhs == rhs
      }
      """),
  ]

  /// The four members for an enum with `cases` (none for an enum without cases: Swift synthesizes
  /// `Hashable` for it cheaply, and `EmptyEnum` supplies its `Codable`). `typeName` is for messages.
  static func members(_ typeName: String, cases: [SwiftEnumCase]) -> [SwiftDeclaration] {
    guard !cases.isEmpty else { return [] }
    // Private helpers must not share a name with a case.
    let taken = Set(cases.map { unescaped($0.name) })
    let equals = SwiftSpelling.fresh("equals", avoiding: taken)
    let hash = SwiftSpelling.fresh("hashValues", avoiding: taken)
    let encode = SwiftSpelling.fresh("encodeCase", avoiding: taken)
    let decode = SwiftSpelling.fresh("decodeCase", avoiding: taken)
    return equality(cases, helper: equals) + hashing(cases, helper: hash)
      + encoding(cases, helper: encode) + decoding(typeName, cases, helper: decode)
  }

  /// `==`: the same case, and every value equal.
  private static func equality(_ cases: [SwiftEnumCase], helper: String) -> [SwiftDeclaration] {
    let switchCases = cases.map { enumCase in
      let count = enumCase.associatedValues.count
      guard count > 0 else {
        return SwiftSwitchCase(
          "case .\(enumCase.name)",
          [
            .block("guard case .\(enumCase.name) = rhs else", [.line("return false")]),
            .line("return true"),
          ])
      }
      let comparisons = (0..<count).map { index -> SwiftStatement in
        .block("guard \(equal)(l\(index), r\(index)) else", [.line("return false")])
      }
      return SwiftSwitchCase(
        "case .\(enumCase.name)\(bindings("l", count))",
        [
          .block(
            "guard case .\(enumCase.name)\(bindings("r", count)) = rhs else",
            [.line("return false")])
        ] + comparisons + [.line("return true")])
    }
    return LongSwitch(
      docs: ["The same case with equal values."],
      signature: "public static func == (lhs: Self, rhs: Self) -> \(LibraryNames.bool)",
      subject: "lhs", cases: switchCases,
      chunk: {
        (
          "private static func \(helper)Part\($0)(_ lhs: Self, _ rhs: Self) -> \(LibraryNames.bool)",
          "\(helper)Part\($0)(lhs, rhs)"
        )
      },
      fallback: "false"
    ).declarations
  }

  /// `hash(into:)`: the case's position, then its values.
  private static func hashing(_ cases: [SwiftEnumCase], helper: String) -> [SwiftDeclaration] {
    let switchCases = cases.enumerated().map { index, enumCase in
      let count = enumCase.associatedValues.count
      return SwiftSwitchCase(
        "case .\(enumCase.name)\(bindings("v", count))",
        [.line("hasher.combine(\(index))")] + (0..<count).map { .line("hasher.combine(v\($0))") })
    }
    return LongSwitch(
      docs: ["The case's position, then its values."],
      signature: "public func hash(into hasher: inout \(LibraryNames.hasher))",
      subject: "self", cases: switchCases,
      chunk: {
        (
          "private func \(helper)Part\($0)(into hasher: inout \(LibraryNames.hasher))",
          "\(helper)Part\($0)(into: &hasher)"
        )
      },
      fallback: "", returnsValue: false, finalDefault: "break"
    ).declarations
  }

  /// `encode(to:)`: a keyed container holding one nested container, named for the case.
  private static func encoding(_ cases: [SwiftEnumCase], helper: String) -> [SwiftDeclaration] {
    let container = "\(LibraryNames.keyedEncodingContainer)<\(codingKey)>"
    let switchCases = cases.map { enumCase in
      let values = enumCase.associatedValues
      let nested = "container.flowCaseValues(\(SwiftLiteral.string(unescaped(enumCase.name))))"
      guard !values.isEmpty else {
        return SwiftSwitchCase("case .\(enumCase.name)", [.line("_ = " + nested)])
      }
      let writes = values.enumerated().map { index, value -> SwiftStatement in
        let method = value.type.hasSuffix("?") ? "flowEncodeIfPresent" : "flowEncode"
        return .line(
          "try values.\(method)(v\(index), as: \(SwiftLiteral.string(unescaped(value.label))))")
      }
      return SwiftSwitchCase(
        "case .\(enumCase.name)\(bindings("v", values.count))",
        [.line("var values = " + nested)] + writes)
    }
    return [
      .function(
        docs: [
          "`{\"case\":{\"label\":value}}`, as Swift's synthesized coding writes it, `nil` values left out."
        ],
        signature: "public func encode(to encoder: any \(LibraryNames.encoder)) throws",
        body: [
          .line("var container = encoder.container(keyedBy: \(codingKey).self)"),
          .line("try \(helper)(into: &container)"),
        ])
    ]
      + LongSwitch(
        docs: [], signature: "private func \(helper)(into container: inout \(container)) throws",
        subject: "self", cases: switchCases,
        chunk: {
          (
            "private func \(helper)Part\($0)(into container: inout \(container)) throws",
            "try \(helper)Part\($0)(into: &container)"
          )
        },
        fallback: "", returnsValue: false, finalDefault: "break"
      ).declarations
  }

  /// `init(from:)`: exactly one key, a case name, holding the case's values.
  private static func decoding(_ typeName: String, _ cases: [SwiftEnumCase], helper: String)
    -> [SwiftDeclaration]
  {
    let container = "\(LibraryNames.keyedDecodingContainer)<\(codingKey)>"
    let nested = "container.flowCaseValues(key)"
    let switchCases = cases.map { enumCase in
      let label = "case \(SwiftLiteral.string(unescaped(enumCase.name)))"
      let values = enumCase.associatedValues
      guard !values.isEmpty else {
        return SwiftSwitchCase(
          label, [.line("_ = try " + nested), .line("return Self.\(enumCase.name)")])
      }
      let arguments = values.map { value in
        let isOptional = value.type.hasSuffix("?")
        let type = isOptional ? String(value.type.dropLast()) : value.type
        let method = isOptional ? "flowDecodeIfPresent" : "flowDecode"
        return
          "\(value.label): values.\(method)(\(type).self, \(SwiftLiteral.string(unescaped(value.label))))"
      }
      return SwiftSwitchCase(
        label,
        [
          .line("let values = try " + nested),
          .line("return try Self.\(enumCase.name)(\(arguments.joined(separator: ", ")))"),
        ])
    }
    let unknown =
      "throw \(LibraryNames.decodingError).dataCorruptedError(\n  forKey: key, in: container, "
      + "debugDescription: \"\\(key.stringValue) is not a case of \(typeName)\")"
    return [
      .function(
        docs: ["Reads what `encode(to:)` writes; anything else is a `DecodingError`."],
        signature: "public init(from decoder: any \(LibraryNames.decoder)) throws",
        body: [
          .line("let container = try decoder.container(keyedBy: \(codingKey).self)"),
          .block(
            "guard container.allKeys.count == 1, let key = container.allKeys.first else",
            [
              .line(
                "throw \(LibraryNames.decodingError).typeMismatch(\n  Self.self,\n  "
                  + "\(LibraryNames.decodingError).Context(\n    codingPath: container.codingPath,\n    "
                  + "debugDescription: \"Invalid number of keys found, expected one.\"))")
            ]),
          .line("self = try Self.\(helper)(key, from: container)"),
        ])
    ]
      + LongSwitch(
        docs: [],
        signature:
          "private static func \(helper)(_ key: \(codingKey), from container: \(container)) throws -> Self",
        subject: "key.stringValue", cases: switchCases,
        chunk: {
          (
            "private static func \(helper)Part\($0)(_ key: \(codingKey), from container: \(container)) throws -> Self",
            "try \(helper)Part\($0)(key, from: container)"
          )
        },
        fallback: "", isExhaustive: false, finalDefault: unknown
      ).declarations
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
