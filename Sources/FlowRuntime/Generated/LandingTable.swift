/// Where each route of a generated route enum lands, as data: read once from text the generator
/// writes, and instantiated with a route's values when a link opens.
///
/// A `switch` with a case per route building a `Landing` (phase, tab, stack, presentations,
/// conditions) was the largest part of a debug build of a spec's generated code; the same landings
/// as one string literal build in no time, and one function fills them in (in a release build,
/// specialised once per flow; the generated file itself stays a string).
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
  @usableFromInline let plans: LandingPlans
  @usableFromInline let constants: [ParameterValue]
  @usableFromInline let phases: [Flow.Phase]
  @usableFromInline let tabs: [Flow.Tab]
  /// The conditions of each list of `plans.requirements`; `nil` for a list naming no condition.
  @usableFromInline let requirementSets: [Set<Flow.Condition>?]
  /// The phases of each list of `plans.overCurrentPhases`; `nil` for a list naming no phase.
  @usableFromInline let overCurrentPhaseSets: [Set<Flow.Phase>?]
  @usableFromInline let screen: @Sendable (CaseReader) -> Flow.Screen?
  @usableFromInline let sheet: @Sendable (CaseReader) -> Flow.Sheet?
  @usableFromInline let cover: @Sendable (CaseReader) -> Flow.Cover?

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
    plans = text.withUTF8(LandingPlans.init)
    self.constants = constants
    self.phases = phases
    self.tabs = tabs
    requirementSets = Self.sets(plans.requirements, of: conditions)
    overCurrentPhaseSets = Self.sets(plans.overCurrentPhases, of: phases)
    self.screen = screen
    self.sheet = sheet
    self.cover = cover
  }

  /// The landing of the route `route` took apart, its screens' arguments filled in from the route's
  /// values; `nil` when the text and the enums disagree (generated code never lets them).
  ///
  /// Inlinable so that the app's module specialises it for its flow: unspecialised, every screen,
  /// array append and set insert went through the flow's metadata and witness tables, which cost
  /// more than the match itself. Each destination reads its arguments in place and the sets are the
  /// table's, so a landing allocates only the arrays it returns.
  @inlinable
  public func landing(for route: CaseValues) -> Landing<Flow>? {
    guard let plan = element(route.index, of: plans.routes),
      let phase = element(plan.phase, of: phases)
    else { return nil }
    var landing = Landing<Flow>(
      phase: phase, stackPolicy: plan.stackPolicy, presentationPolicy: plan.presentationPolicy)
    if let tab = plan.tab {
      guard let value = element(tab, of: tabs) else { return nil }
      landing.tab = value
    }
    guard let stack = screens(plan.stack, route) else { return nil }
    landing.stack = stack
    if plan.presentations.count > 1 {
      landing.nestedPresentations.reserveCapacity(plan.presentations.count - 1)
    }
    for index in plan.presentations {
      guard let presentation = presentation(plans.presentations[index], route) else { return nil }
      if index == plan.presentations.lowerBound {
        landing.presentation = presentation
      } else {
        landing.nestedPresentations.append(presentation)
      }
    }
    guard let requires = requirementSets[plan.requires],
      let overCurrentPhases = overCurrentPhaseSets[plan.overCurrentPhases]
    else { return nil }
    landing.requires = requires
    landing.overCurrentPhases = overCurrentPhases
    return landing
  }

  @inlinable
  func presentation(_ planned: LandingPlan.Presentation, _ route: CaseValues)
    -> Presentation<Flow>?
  {
    let values = reader(plans.destinations[planned.destination], route)
    guard let stack = screens(planned.stack, route) else { return nil }
    if planned.isCover {
      return cover(values).map { Presentation(.cover($0), stack: stack) }
    }
    return sheet(values).map { Presentation(.sheet($0), stack: stack) }
  }

  @inlinable
  func screens(_ planned: Range<Int>, _ route: CaseValues) -> [Flow.Screen]? {
    var screens: [Flow.Screen] = []
    screens.reserveCapacity(planned.count)
    for index in planned {
      guard let value = screen(reader(plans.destinations[index], route)) else { return nil }
      screens.append(value)
    }
    return screens
  }

  /// Reads the destination's case with its arguments taken from the route's values and the
  /// constants as they are asked for.
  @inlinable
  func reader(_ destination: LandingPlan.Destination, _ route: CaseValues) -> CaseReader {
    CaseReader(
      caseIndex: destination.caseIndex,
      LandingPlanArguments(
        plans.arguments[destination.arguments], routeValues: route.values, constants: constants))
  }

  /// One set per list, built once: routes share a few lists, so a landing shares its sets rather
  /// than hashing its conditions into a new one on every link.
  private static func sets<Element>(_ lists: LandingPlan.IndexLists, of elements: [Element])
    -> [Set<Element>?]
  {
    lists.ranges.indices.map { position in
      let list = lists.list(position)
      guard list.allSatisfy(elements.indices.contains) else { return nil }
      return Set(list.map { elements[$0] })
    }
  }

  @inlinable
  func element<Element>(_ index: Int, of array: [Element]) -> Element? {
    array.indices.contains(index) ? array[index] : nil
  }
}
