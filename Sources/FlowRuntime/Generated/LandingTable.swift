/// Where each route of a generated route enum lands, as data: read once from text the generator
/// writes, and instantiated with a route's values when a link opens.
///
/// A `switch` with a case per route building a `Landing` (phase, tab, stack, presentations,
/// conditions) was the largest part of a debug build of a spec's generated code; the same landings
/// as one string literal build in no time, and this one non-specialized function fills them in.
///
/// The text has one line per route, in route order, of space-separated words:
/// - `P3` the phase at index 3 of `phases`; `T1` the tab at index 1 of `tabs`;
/// - `S4` pushes the screen case at index 4, `H2` opens the sheet case 2, `C0` the cover case 0 (the
///   first is the landing's presentation, later ones are nested); a screen after a sheet or cover is
///   pushed inside it;
/// - after a screen, sheet or cover, one word per argument in parameter order: `p2` the route's
///   value at position 2, `p2|5` that value or `constants[5]` when the link left it out, `k5`
///   `constants[5]`, `n` no value;
/// - `R0` requires the condition at index 0; `Ypush` and `Zkeep` the route's stack and presentation
///   policies (raw values); `O1` opens over the current place in the phase at index 1.
public struct LandingTable<Flow: FlowSpec>: Sendable {
  let plans: [LandingPlan]
  let constants: [ParameterValue]
  let phases: [Flow.Phase]
  let tabs: [Flow.Tab]
  let conditions: [Flow.Condition]
  let screen: @Sendable (CaseReader) -> Flow.Screen?
  let sheet: @Sendable (CaseReader) -> Flow.Sheet?
  let cover: @Sendable (CaseReader) -> Flow.Cover?

  /// The table for `text`, whose indices refer to `constants` and to the cases of the flow's enums
  /// (`phases`, `tabs` and `conditions` in declaration order); `screen`, `sheet` and `cover` put a
  /// destination together from its case's position and values.
  public init(
    _ text: String, constants: [ParameterValue], phases: [Flow.Phase], tabs: [Flow.Tab],
    conditions: [Flow.Condition], screen: @escaping @Sendable (CaseReader) -> Flow.Screen?,
    sheet: @escaping @Sendable (CaseReader) -> Flow.Sheet?,
    cover: @escaping @Sendable (CaseReader) -> Flow.Cover?
  ) {
    var text = text
    plans = text.withUTF8 { bytes in
      bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map(LandingPlan.init)
    }
    self.constants = constants
    self.phases = phases
    self.tabs = tabs
    self.conditions = conditions
    self.screen = screen
    self.sheet = sheet
    self.cover = cover
  }

  /// The landing of the route `route` took apart, its screens' arguments filled in from the route's
  /// values; `nil` when the text and the enums disagree (generated code never lets them).
  public func landing(for route: CaseValues) -> Landing<Flow>? {
    guard plans.indices.contains(route.index) else { return nil }
    let plan = plans[route.index]
    guard let phase = element(plan.phase, of: phases) else { return nil }
    var landing = Landing<Flow>(
      phase: phase, stackPolicy: plan.stackPolicy, presentationPolicy: plan.presentationPolicy)
    if let tab = plan.tab {
      guard let value = element(tab, of: tabs) else { return nil }
      landing.tab = value
    }
    guard let stack = screens(plan.stack, route) else { return nil }
    landing.stack = stack
    var presentations: [Presentation<Flow>] = []
    for planned in plan.presentations {
      guard let presentation = presentation(planned, route) else { return nil }
      presentations.append(presentation)
    }
    landing.presentation = presentations.first
    landing.nestedPresentations = Array(presentations.dropFirst())
    for index in plan.requires {
      guard let condition = element(index, of: conditions) else { return nil }
      landing.requires.insert(condition)
    }
    for index in plan.overCurrentPhases {
      guard let phase = element(index, of: phases) else { return nil }
      landing.overCurrentPhases.insert(phase)
    }
    return landing
  }

  private func presentation(_ planned: LandingPlan.Presentation, _ route: CaseValues)
    -> Presentation<Flow>?
  {
    let values = CaseReader(caseValues(planned.destination, route))
    guard let stack = screens(planned.stack, route) else { return nil }
    if planned.isCover {
      return cover(values).map { Presentation(.cover($0), stack: stack) }
    }
    return sheet(values).map { Presentation(.sheet($0), stack: stack) }
  }

  private func screens(_ planned: [LandingPlan.Destination], _ route: CaseValues)
    -> [Flow.Screen]?
  {
    var screens: [Flow.Screen] = []
    for destination in planned {
      guard let value = screen(CaseReader(caseValues(destination, route))) else { return nil }
      screens.append(value)
    }
    return screens
  }

  /// The destination's case and its arguments, read from the route's values and the constants.
  private func caseValues(_ destination: LandingPlan.Destination, _ route: CaseValues)
    -> CaseValues
  {
    CaseValues(
      destination.caseIndex,
      destination.arguments.map { argument in
        switch argument {
        case .value(let position):
          return element(position, of: route.values) ?? nil
        case .valueOrConstant(let position, let constant):
          return (element(position, of: route.values) ?? nil) ?? element(constant, of: constants)
        case .constant(let constant):
          return element(constant, of: constants)
        case .none:
          return nil
        }
      })
  }

  private func element<Element>(_ index: Int, of array: [Element]) -> Element? {
    array.indices.contains(index) ? array[index] : nil
  }
}
