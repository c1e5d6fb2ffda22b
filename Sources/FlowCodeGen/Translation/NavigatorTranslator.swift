import FlowSema

/// Typed views of the navigator's stacks: `navigator.builderPath` as `[ArchonBuilderDestination]`, for
/// `NavigationStack(path:)` in apps that write their own tab views.
enum NavigatorTranslator {
  static func declaration(_ model: FlowModel, names: GeneratedNames, stacks: [Stack])
    -> SwiftDeclaration?
  {
    var members: [SwiftDeclaration] = []
    for stack in stacks where !stack.screens.isEmpty {
      guard let typeName = names.destinationTypes[stack.key],
        let property = names.stackProperties[stack.key]
      else { continue }
      let stackID: SwiftExpression
      // The root stack is the current phase's: a phase's property reads and writes it only while
      // that phase is current. `guestPath` read and popped `member`'s stack (the public-API round).
      var inPhase: [SwiftCondition] = []
      var docs =
        "The stack of \(stack.key.phrase(in: model)), typed; screens it cannot hold are left out."
      switch stack.key {
      case .tab(let tab):
        stackID = .call(
          .implicit("tab"), arguments: [SwiftArgument(.implicit(model[tab].swiftName))])
      case .phaseRoot(let phase):
        stackID = .implicit("root")
        inPhase = [
          .expression(.binary(.member("self", "phase"), "==", .implicit(model[phase].swiftName)))
        ]
        docs += " Empty, and not written, while another phase is current."
      case .presentation:
        continue
      }
      let read = SwiftExpression.call(
        .member(.call(.member("self", "path"), [SwiftArgument(stackID)]), name: "compactMap"),
        arguments: [SwiftArgument(.member(typeName, "init"))])
      let write = SwiftStatement.assignment(
        .name("_"),
        .call(
          .member("self", "setPath"),
          arguments: [
            SwiftArgument(.call(.member("newValue", "map"), [SwiftArgument(.keyPath("screen"))])),
            SwiftArgument("for", stackID),
          ]))
      members.append(
        .accessors(
          docs: [docs],
          signature: "public var \(property): [\(typeName)]",
          get: inPhase.isEmpty
            ? [.expression(read)] : [.guard(inPhase, else: [.return(.array([]))]), .return(read)],
          set: inPhase.isEmpty ? [write] : [.guard(inPhase, else: [.return(nil)]), write]))
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
    return "Flow.Phase == \(names.phase), Flow.Tab == \(names.tab), Flow.Screen == \(names.screen)"
  }
}
