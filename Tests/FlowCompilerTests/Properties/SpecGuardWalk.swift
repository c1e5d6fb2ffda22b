import FlowRuntime
import FlowSema
import FlowTestSupport

@testable import FlowCompiler
@testable import FlowSimulation

/// One seeded walk over a random spec's flow, as `flowc resolve` runs it: condition changes the
/// app reports, events, links, taps and binding writes (pushes, whole paths, tab selections,
/// presentations, dismissals) and relaunches that restore state. After every step it reads what
/// the navigator shows against the spec's own guards, and counts held links landing.
@MainActor
final class SpecGuardWalk {
  private let model: FlowModel
  private let definition: FlowDefinition<DynamicFlow>
  private var random: SeededGenerator
  private var values: [String: Bool?] = [:]
  private let store = InMemoryRestorationStore()
  private var navigator: Navigator<DynamicFlow>
  /// Whether a held link is waiting, as far as the navigator has reported it.
  private var holding = false
  private(set) var violations: [String] = []
  private(set) var completed = 0
  private(set) var guardedShown = 0

  init(model: FlowModel, seed: UInt64) {
    self.model = model
    definition = DynamicDefinition.make(model)
    random = SeededGenerator(seed: seed)
    navigator = Navigator(definition: definition, conditions: { _ in nil })
    for condition in model.conditions { values[condition.name] = randomValue() }
    navigator = launch()
  }

  func run(steps: Int) {
    for step in 0..<steps {
      let action = act()
      check(after: "step \(step) (\(action))")
      if violations.count >= 3 { return }
    }
  }

  /// A condition's value: true, false, or not known yet.
  private func randomValue() -> Bool? {
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1: true
    case 2, 3: false
    default: nil
    }
  }

  private func launch() -> Navigator<DynamicFlow> {
    let navigator = Navigator(
      definition: definition, store: store,
      conditions: { [unowned self] in self.values[$0.name] ?? true })
    navigator.start()
    holding = navigator.pendingLink != nil
    return navigator
  }

  /// One random step; what it was, for the report.
  private func act() -> String {
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      guard let condition = model.conditions.randomElement(using: &random) else { return "-" }
      values[condition.name] = randomValue()
      record(navigator.conditionsDidChange())
      return "\(condition.name) = \(String(describing: values[condition.name] ?? nil))"
    case 2, 3:
      guard let event = model.events.randomElement(using: &random) else { return "-" }
      switch navigator.send(DynamicName(event.name)) {
      case .handled(_, let update), .landedHeldLink(let update): record(update)
      case .ignored, .refused: break
      }
      return "send \(event.name)"
    case 4:
      guard let url = RandomLinks.links(for: model, count: 1, using: &random).first else {
        return "-"
      }
      switch navigator.open(url: url) {
      case .deferred: holding = true
      case .handled: holding = false
      case .rejected: break
      }
      return "open \(url)"
    case 5:
      _ = navigator.push(randomScreen(of: .screen))
      return "push"
    case 6:
      guard let stack = navigator.currentStack else { return "-" }
      let path = (0..<Int.random(in: 1...3, using: &random)).map { _ in randomScreen(of: .screen) }
      _ = navigator.setPath(path, for: stack)
      return "set path \(path)"
    case 7:
      guard let tab = model.tabs.randomElement(using: &random) else { return "-" }
      _ = navigator.select(DynamicName(tab.name))
      return "select \(tab.name)"
    case 8:
      if Bool.random(using: &random) {
        _ = navigator.dismiss()
        return "dismiss"
      }
      let kind: ScreenKind = Bool.random(using: &random) ? .sheet : .cover
      let screen = randomScreen(of: kind)
      _ = navigator.present(kind == .sheet ? .sheet(screen) : .cover(screen))
      return "present \(screen)"
    default:
      navigator = launch()
      return "relaunch"
    }
  }

  private func randomScreen(of kind: ScreenKind) -> DynamicScreen {
    let screens = model.screenIDs.filter { model[$0].kind == kind }
    guard let screen = screens.randomElement(using: &random) else {
      return DynamicScreen(name: "", arguments: [])
    }
    return DynamicDefinition.defaultScreen(screen, model: model)
  }

  /// Counts a landed held link; one that lands with nothing held lands a second time.
  private func record(_ update: FlowUpdate<DynamicFlow>) {
    if update.completedLink != nil {
      completed += 1
      if !holding { violations.append("a held link landed again, or without being held") }
      holding = false
    }
    // A link a call without an update dropped is reported later, while a newer one may be held.
    if update.droppedLink != nil, navigator.pendingLink == nil { holding = false }
  }

  /// Nothing the user sees lacks its guard: the phase, the selected tab and its root, the stack,
  /// every presentation and the stack inside it, by the spec's `requires`.
  private func check(after action: String) {
    if navigator.pendingLink == nil { holding = false }
    guard let phaseID = model.phaseID(named: navigator.phase.name) else { return }
    let phase = model[phaseID]
    var shown: [(String, [String])] = [("phase \(phase.name)", names(phase.requires))]
    if case .root(let root) = phase.content {
      shown.append((model[root].name, requirements(of: root)))
    }
    if let tab = navigator.selectedTab,
      let tabModel = model.tabs.first(where: { $0.phase == phaseID && $0.name == tab.name })
    {
      shown.append(("tab \(tabModel.name)", names(tabModel.requires)))
      shown.append((model[tabModel.root].name, requirements(of: tabModel.root)))
    }
    let stack = navigator.selectedTab.map { navigator.path(for: $0) } ?? navigator.rootStack
    var screens = stack
    for presentation in navigator.presentations {
      switch presentation.modal {
      case .sheet(let screen), .cover(let screen): screens.append(screen)
      }
      screens += presentation.stack
    }
    shown += screens.map { screen in
      (screen.name, model.screenID(named: screen.name).map(requirements) ?? [])
    }
    for (name, requires) in shown where !requires.isEmpty {
      guardedShown += 1
      for condition in requires where values[condition] != true {
        violations.append("after \(action): \(name) shows while '\(condition)' does not hold")
      }
    }
  }

  private func requirements(of screen: ScreenID) -> [String] {
    names(model[screen].requires)
  }

  private func names(_ conditions: [ConditionID]) -> [String] {
    conditions.map { model[$0].name }
  }
}
