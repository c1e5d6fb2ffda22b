import FlowSema

/// The destination enums: every screen, sheet and cover without values (the keys of guards, handlers
/// and the graph), the screens, sheets and covers with typed parameters, and one enum per stack
/// listing only what that stack can hold.
enum DestinationTranslator {
  static let conformances = [LibraryNames.hashable, LibraryNames.codable, LibraryNames.sendable]

  static func declarations(_ model: FlowModel, names: GeneratedNames, stacks: [Stack])
    -> [SwiftDeclaration]
  {
    let screens = model.screens.filter { $0.kind == .screen }
    let sheets = model.screens.filter { $0.kind == .sheet }
    let covers = model.screens.filter { $0.kind == .cover }
    var declarations = [
      kindEnum(model, names: names),
      destinationEnum(
        names.screen, docs: ["Every screen that can be pushed, with its parameters."],
        screens: screens, names: names, identifiable: false),
      destinationEnum(
        names.sheet, docs: ["Every sheet, for `.sheet(item:)`."], screens: sheets,
        names: names, identifiable: true),
      destinationEnum(
        names.cover, docs: ["Every full-screen cover, for `.fullScreenCover(item:)`."],
        screens: covers, names: names, identifiable: true),
    ]
    let mirrored = EnumConformances.MirroredScreen(
      typeName: names.screen, caseNames: screens.map(\.swiftName))
    for stack in stacks where !stack.screens.isEmpty {
      guard let typeName = names.destinationTypes[stack.key] else { continue }
      declarations.append(
        stackEnum(
          stack, typeName: typeName, model: model, names: names, mirrored: mirrored,
          screenCount: screens.count))
    }
    return declarations
  }

  /// `ArchonDestination`: one case per screen, sheet and cover, named as in their own enums, whose raw
  /// values are the declared names (which `destinationName` reads). Guards, handlers and the graph
  /// are keyed by it, so a key names a destination that exists.
  private static func kindEnum(_ model: FlowModel, names: GeneratedNames) -> SwiftDeclaration {
    NamedCasesEnum.declaration(
      names.destination,
      docs: [
        "Every screen, sheet and cover without its values: what guards, handlers and the navigation",
        "graph are keyed by.",
      ],
      cases: model.screens.map { ($0.swiftName, $0.name) })
  }

  private static func destinationEnum(
    _ name: String, docs: [String], screens: [ScreenModel], names: GeneratedNames,
    identifiable: Bool
  ) -> SwiftDeclaration {
    var members: [SwiftDeclaration] = []
    if identifiable { members.append(EmptyEnum.identity(isEmpty: screens.isEmpty)) }
    members +=
      LongSwitch(
        docs: ["Which declared destination this is, whatever its values: the key of its guards."],
        signature: "public var kind: \(names.destination)", subject: .name("self"),
        cases: screens.map {
          SwiftSwitchCase(.enumCase($0.swiftName), [.return(.implicit($0.swiftName))])
        },
        chunk: LongSwitch.propertyChunks("kind", type: names.destination),
        fallback: .implicit(screens.first?.swiftName ?? "")
      ).declarations
    let cases = screens.map(enumCase)
    members += EnumConformances.members(name, cases: cases)
    if screens.isEmpty { members += EmptyEnum.codableMembers(name) }
    return .enumeration(
      SwiftTypeDeclaration(
        docs: docs, name: name,
        conformances: [LibraryNames.runtime("FlowDestination")]
          + (identifiable ? [LibraryNames.identifiable] : []),
        members: members),
      cases: cases)
  }

  static func enumCase(_ screen: ScreenModel) -> SwiftEnumCase {
    var docs = screen.docs
    let documented = screen.parameters.filter { !$0.docs.isEmpty }
    if !documented.isEmpty {
      if !docs.isEmpty { docs.append("") }
      docs.append("- Parameters:")
      for parameter in documented {
        docs.append("  - \(parameter.swiftName): " + parameter.docs.joined(separator: " "))
      }
    }
    return SwiftEnumCase(
      docs: docs, name: screen.swiftName,
      associatedValues: screen.parameters.map { parameter in
        SwiftAssociatedValue(
          parameter.swiftName, LibraryNames.type(parameter.type, isOptional: parameter.isOptional),
          defaultValue: parameter.defaultValue.map {
            SwiftExpressionLayout.inline(ValueExpressions.constant($0, type: parameter.type))
          })
      })
  }

  /// `ArchonBuilderDestination`: the screens one stack can hold, convertible to and from the screen enum.
  /// The enum of what `stack` can push. `screenCount` is the number of screens (not sheets or
  /// covers) in the model, counted once per file: counted per stack, it copied every screen once
  /// per stack, which at 10,000 routes cost `flowc generate` 0.48 billion instructions and 28% of
  /// its L1 data misses.
  private static func stackEnum(
    _ stack: Stack, typeName: String, model: FlowModel, names: GeneratedNames,
    mirrored: EnumConformances.MirroredScreen, screenCount: Int
  )
    -> SwiftDeclaration
  {
    let screens = stack.screens.map { model[$0] }
    // Each case returns the same case of the other enum: the screen enum's in `screen`, this
    // enum's (as `Self?`) in the lookup.
    func sameCases(bare: (String) -> SwiftExpression) -> [SwiftSwitchCase] {
      screens.map { screen in
        let names = screen.parameters.map(\.swiftName)
        let value: SwiftExpression =
          names.isEmpty
          ? bare(screen.swiftName)
          : .call(.implicit(screen.swiftName), names.map { SwiftArgument($0, .name($0)) })
        return SwiftSwitchCase(.enumCase(screen.swiftName, bindings: names), [.return(value)])
      }
    }
    let toScreen = sameCases(bare: SwiftExpression.implicit)
    let screenProperty = LongSwitch(
      docs: ["The same destination in `\(names.screen)`."],
      signature: "public var screen: \(names.screen)", subject: .name("self"), cases: toScreen,
      chunk: LongSwitch.propertyChunks("screen", type: names.screen),
      fallback: anyRoot(model)
    ).declarations
    // A screen named `Destination` is a case `destination`; the private lookup must not be one.
    let helper = SwiftSpelling.fresh("destination", avoiding: Set(screens.map(\.swiftName)))
    let initializer = SwiftDeclaration.function(
      docs: ["The destination for `screen`, or `nil` when this stack cannot hold it."],
      signature: "public init?(_ screen: \(names.screen))",
      body: [
        .guard(
          [
            .binding(
              "destination", .call(.member("Self", helper), [SwiftArgument("for", .name("screen"))])
            )
          ],
          else: [.return(.name("nil"))]),
        .assignment(.name("self"), .name("destination")),
      ])
    // A stack that can push every screen (a list and a detail pushing each other) is given all of
    // the screen enum's cases, and a `default` after them would be code Swift warns never runs.
    let holdsEveryScreen = screens.count == screenCount
    let lookup = LongSwitch(
      docs: [], signature: "private static func \(helper)(for screen: \(names.screen)) -> Self?",
      subject: .name("screen"), cases: sameCases(bare: SwiftExpression.caseOfOptionalSelf),
      chunk: LongSwitch.staticFunctionChunks(
        helper, parameters: "for screen: \(names.screen)",
        arguments: [SwiftArgument("for", .name("screen"))], returns: "Self?"),
      fallback: .name("nil"), isExhaustive: holdsEveryScreen
    ).declarations
    let cases = screens.map(enumCase)
    return .enumeration(
      SwiftTypeDeclaration(
        docs: [
          "The screens \(stack.key.phrase(in: model)) can push, for a typed `NavigationStack` path."
        ],
        name: typeName, conformances: conformances,
        members: screenProperty + [initializer] + lookup
          + EnumConformances.mirroredMembers(typeName, cases: cases, screen: mirrored)),
      cases: cases)
  }

  /// A screen value that always exists: the first phase or tab root, whose parameters all have
  /// defaults. Chained switches need one for a `default` that is never reached.
  private static func anyRoot(_ model: FlowModel) -> SwiftExpression {
    for phase in model.phases {
      switch phase.content {
      case .root(let root): return ValueExpressions.defaultDestination(root, model: model)
      case .tabs(let tabs) where !tabs.isEmpty:
        return ValueExpressions.defaultDestination(tabs[0].root, model: model)
      case .tabs, .check: continue
      }
    }
    return .implicit(model.screens.first { $0.kind == .screen }?.swiftName ?? "")
  }
}
