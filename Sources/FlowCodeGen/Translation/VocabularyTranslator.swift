import FlowSema

/// The plain enums of a flow: phases, conditions, events and tabs.
enum VocabularyTranslator {
  static let valueConformances = [
    LibraryNames.string, LibraryNames.hashable, LibraryNames.codable, LibraryNames.sendable,
    LibraryNames.caseIterable,
  ]

  static func declarations(_ model: FlowModel, names: GeneratedNames) -> [SwiftDeclaration] {
    [
      simpleEnum(
        names.phase, docs: ["A stage of the app's life; the first case is where the app starts."],
        cases: model.phases.map { ($0.swiftName, $0.name, $0.docs) }),
      simpleEnum(
        names.condition,
        docs: ["A Boolean the app supplies at run time; phases check it and guards require it."],
        cases: model.conditions.map { ($0.swiftName, $0.name, $0.docs) }),
      simpleEnum(
        names.event, docs: ["Something the app tells the navigator with `send(_:)`."],
        cases: model.events.map { ($0.swiftName, $0.name, $0.docs) }),
      tabEnum(model, names: names),
    ]
  }

  /// An enum whose raw values are the spec's names, so stored state survives Swift renames.
  static func simpleEnum(
    _ name: String, docs: [String], cases: [(swiftName: String, specName: String, docs: [String])]
  ) -> SwiftDeclaration {
    .enumeration(
      SwiftTypeDeclaration(
        docs: docs, name: name,
        conformances: EmptyEnum.conformances(valueConformances, isEmpty: cases.isEmpty),
        members: cases.isEmpty ? EmptyEnum.codableMembers(name) : []),
      cases: cases.map { enumCase($0.swiftName, specName: $0.specName, docs: $0.docs) })
  }

  private static func enumCase(_ swiftName: String, specName: String, docs: [String])
    -> SwiftEnumCase
  {
    // A raw value is written only where it differs from the case name.
    let name = swiftName == specName ? swiftName : "\(swiftName) = \(SwiftLiteral.string(specName))"
    return SwiftEnumCase(docs: docs, name: name)
  }

  private static func tabEnum(_ model: FlowModel, names: GeneratedNames) -> SwiftDeclaration {
    let tabs = model.tabs
    // Chunked as every long switch is: at 400 tabs the two plain switches took 394 and 206 ms to
    // type-check.
    let text = LibraryNames.runtime("FlowText")
    let title = LongSwitch(
      docs: ["The tab's title, localizable: the spec's text is its key and its default value."],
      signature: "public var title: \(text)", subject: .name("self"),
      cases: tabs.map {
        SwiftSwitchCase(
          .enumCase($0.swiftName), [.return(.call(text, [SwiftArgument(.string($0.title))]))])
      },
      chunk: LongSwitch.propertyChunks("title", type: text),
      fallback: .call(text, [SwiftArgument(.string(""))])
    ).declarations
    let image = LongSwitch(
      docs: ["The SF Symbol name of the tab's icon."],
      signature: "public var systemImage: \(LibraryNames.string)", subject: .name("self"),
      cases: tabs.map { SwiftSwitchCase(.enumCase($0.swiftName), [.return(.string($0.icon))]) },
      chunk: LongSwitch.propertyChunks("systemImage", type: LibraryNames.string),
      fallback: .string("")
    ).declarations
    let identity = EmptyEnum.identity(isEmpty: tabs.isEmpty)
    return .enumeration(
      SwiftTypeDeclaration(
        docs: ["A tab of the tab bar, in display order."], name: names.tab,
        conformances: EmptyEnum.conformances(valueConformances, isEmpty: tabs.isEmpty) + [
          LibraryNames.identifiable, LibraryNames.runtime("FlowTabItem"),
        ],
        members: [identity] + title + image
          + (tabs.isEmpty ? EmptyEnum.codableMembers(names.tab) : [])),
      cases: tabs.map { enumCase($0.swiftName, specName: $0.name, docs: $0.docs) })
  }
}
