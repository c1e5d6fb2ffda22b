import FlowSema

/// A type `FlowGenerator.generate` declares at the top level of a spec's file, and what in the spec
/// it is named after: the files of one module share these names, so two specs built together must
/// not both declare one.
public struct GeneratedTypeName: Hashable, Sendable {
  /// What in the spec a generated type is named after.
  public enum Origin: Hashable, Sendable {
    /// The app: the spec's enum and its `Phase`, `Route`, `Destination`, ... types.
    case app
    /// A tab's stack, whose destination enum is named after the tab (`ArchonBuilderDestination`).
    case tab(TabID)
    /// A phase that shows one root screen: its stack's destination enum.
    case phase(PhaseID)
    /// A sheet or cover: the destination enum of the stack inside it.
    case presentation(ScreenID)
  }

  /// The Swift name, such as `ArchonRoute`.
  public var name: String
  public var origin: Origin
}

extension FlowGenerator {
  /// The top-level types `generate` declares for `model`, in the order it declares them. The
  /// version check is left out: it is private, so each file has its own.
  public static func topLevelTypeNames(_ model: FlowModel) -> [GeneratedTypeName] {
    let stacks = Stack.all(in: model)
    let names = GeneratedNames(model: model, stacks: stacks)
    let appTypes = [
      names.spec, names.phase, names.condition, names.event, names.tab, names.destination,
      names.screen, names.sheet, names.cover,
    ]
    var types = appTypes.map { GeneratedTypeName(name: $0, origin: .app) }
    // As `DestinationTranslator` does: a stack that pushes nothing gets no enum.
    for stack in stacks where !stack.screens.isEmpty {
      guard let name = names.destinationTypes[stack.key] else { continue }
      types.append(GeneratedTypeName(name: name, origin: stack.key.origin))
    }
    types.append(GeneratedTypeName(name: names.route, origin: .app))
    return types
  }
}

extension StackKey {
  /// The spec declaration a stack's destination enum is named after.
  fileprivate var origin: GeneratedTypeName.Origin {
    switch self {
    case .tab(let tab): .tab(tab)
    case .phaseRoot(let phase): .phase(phase)
    case .presentation(let screen): .presentation(screen)
    }
  }
}
