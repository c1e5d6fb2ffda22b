import FlowSema

/// Typed views of the navigator's stacks: `navigator.builderPath` as `[ArchonBuilderDestination]`, for
/// `NavigationStack(path:)` in apps that write their own tab views.
enum NavigatorTranslator {
  static func declaration(_ model: FlowModel, names: GeneratedNames, stacks: [Stack])
    -> SwiftDeclaration?
  {
    var members: [SwiftDeclaration] = []
    for stack in stacks where !stack.screens.isEmpty {
      guard let typeName = names.destinationTypes[stack.key] else { continue }
      let property: String
      let stackID: SwiftExpression
      switch stack.key {
      case .tab(let name):
        guard let tab = model.tabs.first(where: { $0.name == name }) else { continue }
        property = tab.swiftName + "Path"
        stackID = .call(.implicit("tab"), arguments: [SwiftArgument(.implicit(tab.swiftName))])
      case .phaseRoot(let name):
        guard let phase = model.phase(named: name) else { continue }
        property = phase.swiftName + "Path"
        stackID = .implicit("root")
      case .presentation:
        continue
      }
      members.append(
        .accessors(
          docs: [
            "The stack of \(describe(stack.key)), typed; screens it cannot hold are left out."
          ],
          signature: "public var \(property): [\(typeName)]",
          get: [
            .expression(
              .call(
                .member(
                  .call(.member("self", "path"), [SwiftArgument(stackID)]), name: "compactMap"),
                arguments: [SwiftArgument(.member(typeName, "init"))]))
          ],
          set: [
            .assignment(
              .name("_"),
              .call(
                .member("self", "setPath"),
                arguments: [
                  SwiftArgument(
                    .call(.member("newValue", "map"), [SwiftArgument(.keyPath("screen"))])),
                  SwiftArgument("for", stackID),
                ]))
          ]))
    }
    guard !members.isEmpty else { return nil }
    return .extension(
      SwiftTypeDeclaration(
        modifiers: [], name: LibraryNames.runtime("Navigator"), whereClause: constraint(names),
        members: members))
  }

  /// `Flow == Archon`; for an app named `Flow`, whose name the extension's generic parameter `Flow`
  /// hides, the same constraint through the types the members use.
  private static func constraint(_ names: GeneratedNames) -> String {
    guard names.spec == "Flow" else { return "Flow == \(names.spec)" }
    return "Flow.Tab == \(names.tab), Flow.Screen == \(names.screen)"
  }

  private static func describe(_ key: StackKey) -> String {
    switch key {
    case .tab(let name): "the `\(name)` tab"
    case .phaseRoot(let name): "the `\(name)` phase"
    case .presentation(let name): "`\(name)`"
    }
  }
}
