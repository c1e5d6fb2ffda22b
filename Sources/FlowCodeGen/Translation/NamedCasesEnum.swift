/// A payload-free enum whose `String` raw values are the spec's names, written with a `CaseNames`
/// table instead of a raw type: `ArchonDestination`, one case per screen, sheet and cover.
///
/// For an enum with a `String` raw type Swift synthesizes `init?(rawValue:)` as a comparison with
/// every case and `rawValue` as a switch over every case; at 1,000 destinations they took 3 of the
/// 11 CPU seconds of a debug build of the generated file. Here the cases carry no raw values: one
/// switch gives a case's position, and the names are one string literal the runtime indexes. The
/// enum stays `RawRepresentable` with the same raw values, so its `Codable` form (the stdlib's, from
/// `rawValue`) and `destinationName` do not change. Equality and hashing are written out over the
/// position, since `RawRepresentable`'s own would compare and hash the names.
enum NamedCasesEnum {
  static func declaration(
    _ typeName: String, docs: [String], cases: [(swiftName: String, specName: String)]
  ) -> SwiftDeclaration {
    // Swift synthesizes nothing costly for an enum without cases, and it cannot have a raw type.
    guard !cases.isEmpty else {
      return VocabularyTranslator.simpleEnum(typeName, docs: docs, cases: [])
    }
    let swiftNames = cases.map(\.swiftName)
    let names = EnumConformances.memberName("names", cases: swiftNames)
    let position = EnumConformances.memberName("casePosition", cases: swiftNames)
    let table = SwiftExpression.member("Self", names)
    let members: [SwiftDeclaration] = [
      .property(
        docs: ["The names the spec declares, in case order: the raw values."],
        "private static let \(names)",
        value: .call(
          "\(LibraryNames.runtime("CaseNames"))<\(typeName)>",
          [SwiftArgument(.string(cases.map(\.specName).joined(separator: "\n")))])),
      .function(
        docs: ["The case the spec declares as `rawValue`, or `nil` when it declares none."],
        signature: "public init?(rawValue: \(LibraryNames.string))",
        body: [
          .guard(
            [
              .binding(
                "value",
                .call(.member(table, name: "value"), [SwiftArgument("named", .name("rawValue"))])
              )
            ],
            else: [.return(.name("nil"))]),
          .assignment(.name("self"), .name("value")),
        ]),
      .computed(
        docs: ["The name the spec declares."],
        signature: "public var rawValue: \(LibraryNames.string)",
        value: .call(.member(table, name: "name"), [SwiftArgument("at", .name(position))])),
    ]
    let comparison = EnumConformances.equalityAndHashing(
      over: position, equalDocs: "The same case.", hashDocs: "The case's position.")
    let positions = LongSwitch(
      docs: ["The case's position in declaration order."],
      signature: "private var \(position): \(LibraryNames.int)", subject: .name("self"),
      cases: swiftNames.enumerated().map { index, name in
        SwiftSwitchCase(.enumCase(name), [.return(.number("\(index)"))])
      },
      chunk: LongSwitch.propertyChunks(position, type: LibraryNames.int),
      fallback: .number("0")
    ).declarations
    return .enumeration(
      SwiftTypeDeclaration(
        docs: docs, name: typeName,
        conformances: [
          LibraryNames.rawRepresentable, LibraryNames.hashable, LibraryNames.codable,
          LibraryNames.sendable, LibraryNames.caseIterable,
        ],
        members: members + comparison + positions),
      cases: swiftNames.map { SwiftEnumCase(name: $0) })
  }
}
