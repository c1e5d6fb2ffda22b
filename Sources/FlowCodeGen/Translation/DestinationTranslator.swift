import FlowSema

/// The destination enums: every screen, sheet and cover with typed parameters, and one enum per stack
/// listing only what that stack can hold.
enum DestinationTranslator {
  static let conformances = ["Hashable", "Codable", "Sendable"]

  static func declarations(_ model: FlowModel, names: GeneratedNames, stacks: [Stack])
    -> [SwiftDeclaration]
  {
    let screens = model.screens.filter { $0.kind == .screen }
    let sheets = model.screens.filter { $0.kind == .sheet }
    let covers = model.screens.filter { $0.kind == .cover }
    var declarations = [
      destinationEnum(
        names.screen, docs: ["Every screen that can be pushed, with its parameters."],
        screens: screens,
        identifiable: false),
      destinationEnum(
        names.sheet, docs: ["Every sheet, for `.sheet(item:)`."], screens: sheets,
        identifiable: true),
      destinationEnum(
        names.cover, docs: ["Every full-screen cover, for `.fullScreenCover(item:)`."],
        screens: covers,
        identifiable: true),
    ]
    for stack in stacks where !stack.screens.isEmpty {
      guard let typeName = names.destinationTypes[stack.key] else { continue }
      declarations.append(stackEnum(stack, typeName: typeName, model: model, names: names))
    }
    return declarations
  }

  private static func destinationEnum(
    _ name: String, docs: [String], screens: [ScreenModel], identifiable: Bool
  ) -> SwiftDeclaration {
    var members: [SwiftDeclaration] = []
    if identifiable { members.append(EmptyEnum.identity(isEmpty: screens.isEmpty)) }
    members.append(
      .function(
        docs: ["The name the spec declares, which guards and handlers refer to."],
        signature: "public var destinationName: String",
        body: [
          .switchStatement(
            "self",
            screens.map {
              SwiftSwitchCase("case .\($0.swiftName)", [.line(SwiftLiteral.string($0.name))])
            })
        ]))
    if screens.isEmpty { members += EmptyEnum.codableMembers(name) }
    return .enumeration(
      SwiftTypeDeclaration(
        docs: docs, name: name,
        conformances: ["FlowDestination"] + (identifiable ? ["Identifiable"] : []),
        members: members),
      cases: screens.map(enumCase))
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
      associatedValues: screen.parameters.map { ($0.swiftName, $0.swiftType) })
  }

  /// `ArchonBuilderDestination`: the screens one stack can hold, convertible to and from the screen enum.
  private static func stackEnum(
    _ stack: Stack, typeName: String, model: FlowModel, names: GeneratedNames
  )
    -> SwiftDeclaration
  {
    let screens = stack.screens.compactMap { model.screen(named: $0) }
    let toScreen = screens.map { screen -> SwiftSwitchCase in
      let bindings = screen.parameters.map { "let \($0.swiftName)" }
      let pattern = bindings.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))"
      let arguments = screen.parameters.map { "\($0.swiftName): \($0.swiftName)" }
      let value =
        "." + screen.swiftName + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
      return SwiftSwitchCase("case .\(screen.swiftName)\(pattern)", [.line(value)])
    }
    let fromScreen = toScreen.map { SwiftSwitchCase($0.label, $0.body.map(assigningSelf)) }
    let screenProperty = SwiftDeclaration.function(
      docs: ["The same destination in `\(names.screen)`."],
      signature: "public var screen: \(names.screen)",
      body: [.switchStatement("self", toScreen)])
    let initializer = SwiftDeclaration.function(
      docs: ["The destination for `screen`, or `nil` when this stack cannot hold it."],
      signature: "public init?(_ screen: \(names.screen))",
      body: [
        .switchStatement("screen", fromScreen + [SwiftSwitchCase("default", [.line("return nil")])])
      ])
    return .enumeration(
      SwiftTypeDeclaration(
        docs: [
          "The screens \(description(stack.key)) can push, for a typed `NavigationStack` path."
        ],
        name: typeName, conformances: conformances, members: [screenProperty, initializer]),
      cases: screens.map(enumCase))
  }

  private static func assigningSelf(_ statement: SwiftStatement) -> SwiftStatement {
    if case .line(let value) = statement { return .line("self = \(value)") }
    return statement
  }

  private static func description(_ key: StackKey) -> String {
    switch key {
    case .tab(let name): "the `\(name)` tab"
    case .phaseRoot(let name): "the `\(name)` phase"
    case .presentation(let name): "`\(name)`"
    }
  }
}
