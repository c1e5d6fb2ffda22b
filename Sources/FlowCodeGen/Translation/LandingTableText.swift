import FlowSema

/// Every route's lowered landing as the text `LandingTable` reads (FlowRuntime describes the format),
/// with the constants it names: generated code hands the landings over as one string literal and a
/// short array, instead of a `switch` building a `Landing` per route.
///
/// Indices follow the generated enums' case order: phases, tabs and conditions as the model lists
/// them, screens, sheets and covers each in `model.screens` order (as `DestinationTranslator` declares
/// them), a route's values in `LoweredRoute.placeholders` order.
struct LandingTableText {
  /// One line per route, in the model's route order.
  private(set) var text = ""
  /// The constants the text names by index, as `FlowRuntime.ParameterValue` expressions, each once.
  private(set) var constants: [SwiftExpression] = []
  /// Each constant's index in `constants`, so a spec with many different defaults is not searched
  /// once per argument.
  private var constantIndices: [SwiftExpression: Int] = [:]

  /// Each screen's, sheet's and cover's position among the cases of its kind, by `ScreenID`.
  private let casePositions: [Int]

  /// The text for `model`'s routes, lowered in `plan` (the same indices as `model.routes`).
  init(_ model: FlowModel, plan: FlowPlan) {
    var counts: [ScreenKind: Int] = [:]
    casePositions = model.screens.map { screen in
      defer { counts[screen.kind, default: 0] += 1 }
      return counts[screen.kind, default: 0]
    }
    var lines: [String] = []
    for (route, lowered) in zip(model.routes, plan.routes) {
      lines.append(line(for: route, lowered: lowered))
    }
    text = lines.joined(separator: "\n")
  }

  private mutating func line(for route: RouteModel, lowered: LoweredRoute) -> String {
    let landing = route.landing
    var words = ["P\(landing.phase.index)"]
    if let tab = landing.tab {
      words.append("T\(tab.index)")
    }
    let positions = Dictionary(
      lowered.placeholders.enumerated().map { ($0.element.name, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    for screen in lowered.stack {
      words += destination(screen, kind: .screen, positions: positions)
    }
    for presentation in [lowered.presentation].compactMap({ $0 }) + lowered.nestedPresentations {
      words += destination(presentation.screen, kind: presentation.kind, positions: positions)
      for screen in presentation.stack {
        words += destination(screen, kind: .screen, positions: positions)
      }
    }
    words += landing.requires.map { "R\($0.index)" }
    words += ["Y" + route.stackPolicy.rawValue, "Z" + route.presentationPolicy.rawValue]
    if landing.isOverCurrent {
      words += landing.overCurrentPhases.map { "O\($0.index)" }
    }
    return words.joined(separator: " ")
  }

  /// `S4 p0 k1`: the destination's tag and case position, then one word per argument.
  private mutating func destination(
    _ screen: LandingScreen, kind: ScreenKind, positions: [String: Int]
  ) -> [String] {
    let tag =
      switch kind {
      case .sheet: "H"
      case .cover: "C"
      default: "S"
      }
    let index = casePositions[screen.id.index]
    var words = ["\(tag)\(index)"]
    for argument in screen.arguments {
      let type = argument.parameter.type
      switch argument.source {
      case .placeholder(let name), .optionalPlaceholder(let name, whenAbsent: .null):
        words.append("p\(positions[name] ?? -1)")
      case .optionalPlaceholder(let name, let whenAbsent):
        words.append("p\(positions[name] ?? -1)|\(constant(whenAbsent, type: type))")
      case .constant(.null):
        words.append("n")
      case .constant(let value):
        words.append("k\(constant(value, type: type))")
      }
    }
    return words
  }

  /// The index of `value` of a parameter of `type` in `constants`, added when new.
  private mutating func constant(_ value: ConstantValue, type: ValueType) -> Int {
    let expression = ValueExpressions.parameterValue(value, type: type)
    if let index = constantIndices[expression] { return index }
    constants.append(expression)
    constantIndices[expression] = constants.count - 1
    return constants.count - 1
  }
}
