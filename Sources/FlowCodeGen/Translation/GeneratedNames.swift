import FlowSema

/// The Swift names of everything generated for one spec, decided once so every translator agrees.
struct GeneratedNames {
  let prefix: String
  /// Route case names, one per route, in route order; FlowSema names them (`RouteModel.caseName`).
  let routeCases: [String]
  /// Per-stack destination enum names, keyed by stack.
  let destinationTypes: [StackKey: String]
  /// The `Navigator` property holding a tab's or phase root's stack as its destination enum
  /// (`builderPath`), keyed by stack. A phase and a tab may share a name, and both properties
  /// live in one extension, so the later one takes its kind (`feedTabPath`), as its type does.
  let stackProperties: [StackKey: String]

  var spec: String { prefix }
  var phase: String { prefix + "Phase" }
  var condition: String { prefix + "Condition" }
  var event: String { prefix + "Event" }
  var tab: String { prefix + "Tab" }
  var screen: String { prefix + "Screen" }
  var sheet: String { prefix + "Sheet" }
  var cover: String { prefix + "Cover" }
  var route: String { prefix + "Route" }
  var destination: String { prefix + "Destination" }

  init(model: FlowModel, stacks: [Stack]) {
    let prefix = model.app.typePrefix
    self.prefix = prefix
    routeCases = model.routes.map(\.caseName)
    let fixed = [
      "Phase", "Condition", "Event", "Tab", "Screen", "Sheet", "Cover", "Route", "Destination",
    ]
    var takenTypes = Set(fixed.map { prefix + $0 })
    var takenProperties: Set<String> = []
    var types: [StackKey: String] = [:]
    var properties: [StackKey: String] = [:]
    for stack in stacks {
      types[stack.key] = Self.unique(
        prefix + stack.typeStem, kind: stack.kindSuffix, suffix: "Destination", in: &takenTypes)
      if let stem = stack.propertyStem {
        properties[stack.key] = Self.unique(
          stem, kind: stack.kindSuffix, suffix: "Path", in: &takenProperties)
      }
    }
    destinationTypes = types
    stackProperties = properties
  }

  /// `stem + suffix`, or with the stack's kind between them when that is taken, then numbered:
  /// `FeedDestination`, `FeedTabDestination`, `FeedTab2Destination`.
  private static func unique(
    _ stem: String, kind: String, suffix: String, in taken: inout Set<String>
  ) -> String {
    var name = stem + suffix
    if taken.contains(name) { name = stem + kind + suffix }
    var counter = 2
    while taken.contains(name) {
      name = stem + kind + "\(counter)" + suffix
      counter += 1
    }
    taken.insert(name)
    return name
  }
}

/// Identifies one navigation stack that gets a destination enum.
enum StackKey: Hashable {
  case tab(TabID)
  case phaseRoot(PhaseID)
  case presentation(ScreenID)

  /// "the `builder` tab", "the `onboarding` phase" or "`Compose`", for doc comments.
  func phrase(in model: FlowModel) -> String {
    switch self {
    case .tab(let tab): "the `\(model[tab].name)` tab"
    case .phaseRoot(let phase): "the `\(model[phase].name)` phase"
    case .presentation(let screen): "`\(model[screen].name)`"
    }
  }
}

/// One navigation stack: its root and the screens that can be pushed onto it.
struct Stack {
  let key: StackKey
  /// The UpperCamel stem of its enum's name (`Builder`, `LivePreview`).
  let typeStem: String
  /// Appended when the stem alone collides (`Tab`, `Phase`, `Sheet`, `Cover`).
  let kindSuffix: String
  /// The lowerCamel stem of its typed `Navigator` property (`builder`), for a tab or a phase
  /// root; nil for a presentation, which has none.
  let propertyStem: String?
  /// Screens reachable by pushes from the root, in breadth-first order.
  let screens: [ScreenID]

  /// Every stack of the flow, in declaration order: tabs, phase roots, then presentations.
  static func all(in model: FlowModel) -> [Stack] {
    var stacks: [Stack] = []
    for id in model.phaseIDs {
      let phase = model[id]
      switch phase.content {
      case .tabs:
        for tab in model.tabIDs(of: id) {
          stacks.append(
            Stack(
              key: .tab(tab), typeStem: SwiftSpelling.upperCamel(model[tab].swiftName),
              kindSuffix: "Tab", propertyStem: model[tab].swiftName,
              screens: reachable(from: model[tab].root, in: model)))
        }
      case .root(let root):
        stacks.append(
          Stack(
            key: .phaseRoot(id), typeStem: SwiftSpelling.upperCamel(phase.swiftName),
            kindSuffix: "Phase", propertyStem: phase.swiftName,
            screens: reachable(from: root, in: model)))
      case .check:
        break
      }
    }
    for id in model.screenIDs where model[id].kind.isPresentation {
      let screen = model[id]
      stacks.append(
        Stack(
          key: .presentation(id), typeStem: screen.typeName,
          kindSuffix: screen.kind == .sheet ? "Sheet" : "Cover", propertyStem: nil,
          screens: reachable(from: id, in: model)))
    }
    return stacks
  }

  /// Screens pushable, directly or not, from `root` (the root itself only if a push leads back to it).
  private static func reachable(from root: ScreenID, in model: FlowModel) -> [ScreenID] {
    var order: [ScreenID] = []
    var seen: Set<ScreenID> = []
    var queue = model[root].pushes
    var index = 0
    while index < queue.count {
      let screen = queue[index]
      index += 1
      guard seen.insert(screen).inserted else { continue }
      order.append(screen)
      queue += model[screen].pushes
    }
    return order
  }
}
