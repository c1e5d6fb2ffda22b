import FlowRuntime
import FlowTestSupport

/// A random small flow: two to four phases (any of them, the first included, may be guarded, a
/// check, a root or tabs), six screens and two sheets with random guards (half of them, and half of
/// the guarded tabs, with an `else`: present a sheet or cover, or go to a phase), a random
/// push/present graph, random handlers, and routes whose landings follow the graph, as the checker
/// derives them.
struct RandomDefinition {
  static let conditions = ["a", "b"]
  static let screens = (0..<6).map { "S\($0)" }
  static let modals = ["M0", "M1"]
  static let events = ["e0", "e1", "e2"]

  var definition: FlowDefinition<SmallFlow>
  /// The landings routes lead to; a link `small://<index>/<n>` lands at `landings[index]`.
  var landings: [Landing<SmallFlow>]
  /// Every tab name any phase declares.
  var tabNames: [String]

  init(using random: inout SeededGenerator) {
    func maybeCondition(_ chance: Int) -> Set<String> {
      Int.random(in: 0..<chance, using: &random) == 0
        ? [Self.conditions.randomElement(using: &random)!] : []
    }
    func some<T>(_ options: [T], upTo count: Int) -> [T] {
      Array(options.shuffled(using: &random).prefix(Int.random(in: 0...count, using: &random)))
    }
    var guards: [String: Set<String>] = [:]
    for name in Self.screens + Self.modals {
      let required = maybeCondition(3)
      if !required.isEmpty { guards[name] = required }
    }
    var pushes: [String: Set<String>] = [:]
    var presents: [String: Set<String>] = [:]
    for name in Self.screens + Self.modals {
      pushes[name] = Set(some(Self.screens, upTo: 2))
      presents[name] = Set(some(Self.modals, upTo: 1))
    }
    let phaseNames = (0..<Int.random(in: 2...4, using: &random)).map { "P\($0)" }
    var phases: [PhaseDefinition<SmallFlow>] = []
    var phasePresents: [String: Set<String>] = [:]
    var tabNames: [String] = []
    for (position, name) in phaseNames.enumerated() {
      let content: PhaseContent<SmallFlow>
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        content = .check(
          Self.conditions.randomElement(using: &random)!,
          then: phaseNames.randomElement(using: &random)!,
          else: phaseNames.randomElement(using: &random)!)
      case 1:
        content = .root(SmallDestination(Self.screens.randomElement(using: &random)!))
      default:
        let tabs = (0..<Int.random(in: 1...3, using: &random)).map { index in
          TabDefinition<SmallFlow>(
            "\(name)T\(index)", root: SmallDestination(Self.screens.randomElement(using: &random)!),
            requires: maybeCondition(3))
        }
        tabNames += tabs.map(\.id)
        content = .tabs(tabs, default: tabs.randomElement(using: &random)!.id)
      }
      var handlers: [String: FlowAction<SmallFlow>] = [:]
      var presented = Set(some(Self.modals, upTo: 1))
      for event in some(Self.events, upTo: 2) {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: handlers[event] = .goTo(phaseNames.randomElement(using: &random)!, animated: false)
        case 1:
          let modal = Self.modals.randomElement(using: &random)!
          presented.insert(modal)
          handlers[event] = .present(.sheet(SmallDestination(modal)))
        default: handlers[event] = .dismiss
        }
      }
      phasePresents[name] = presented
      // The first phase is guarded now and then: hand-built definitions can do that.
      let requires = maybeCondition(position == 0 ? 2 : 3)
      phases.append(PhaseDefinition(name, requires: requires, content: content, handlers: handlers))
    }
    // What failed guards do; a prompt never requires what it prompts for (the checker's FL0219),
    // while a phase may (the navigator then refuses as for plain `requires`).
    func failure(for name: String, requiring required: Set<String>) -> FlowAction<SmallFlow>? {
      guard !required.isEmpty, Bool.random(using: &random) else { return nil }
      if Bool.random(using: &random) {
        return .goTo(phaseNames.randomElement(using: &random)!, animated: false)
      }
      let prompt = Self.modals.randomElement(using: &random)!
      guard prompt != name, (guards[prompt] ?? []).isDisjoint(with: required) else { return nil }
      let modal = SmallDestination(prompt)
      return .present(Bool.random(using: &random) ? .sheet(modal) : .cover(modal))
    }
    var guardFailures: [String: FlowAction<SmallFlow>] = [:]
    for name in Self.screens + Self.modals {
      guardFailures[name] = failure(for: name, requiring: guards[name] ?? [])
    }
    for (position, phase) in phases.enumerated() {
      guard case .tabs(var tabs, let defaultTab) = phase.content else { continue }
      for index in tabs.indices {
        tabs[index].guardFailure = failure(for: tabs[index].id, requiring: tabs[index].requires)
      }
      phases[position].content = .tabs(tabs, default: defaultTab)
    }
    var presentationHandlers: [String: [String: FlowAction<SmallFlow>]] = [:]
    for modal in Self.modals {
      for event in some(Self.events, upTo: 1) {
        presentationHandlers[modal, default: [:]][event] = .dismiss
      }
    }
    let graph = NavigationGraph<SmallFlow>(
      pushes: pushes, presents: presents, phasePresents: phasePresents)

    var landings: [Landing<SmallFlow>] = []
    for _ in 0..<4 {
      guard let landing = Self.landing(phases, graph, guards, using: &random) else { continue }
      landings.append(landing)
    }
    self.landings = landings
    self.tabNames = tabNames
    let routeLandings = landings
    definition = FlowDefinition(
      initialPhase: phases[0], otherPhases: Array(phases.dropFirst()), guards: guards,
      guardFailures: guardFailures, presentationHandlers: presentationHandlers, graph: graph,
      resolveLink: { url in
        let parts = url.dropFirst("small://".count).split(separator: "/")
        guard url.hasPrefix("small://"), parts.count == 2, let index = Int(parts[0]),
          routeLandings.indices.contains(index)
        else { return .noMatch(reason: "no route matches \(url)") }
        return .landing(String(url.dropFirst("small://".count)), routeLandings[index])
      })
  }

  /// A landing that follows the graph: a phase that shows something, a tab, up to two pushes from
  /// its root, and sometimes a sheet that the path presents, with a push inside it.
  private static func landing(
    _ phases: [PhaseDefinition<SmallFlow>], _ graph: NavigationGraph<SmallFlow>,
    _ guards: [String: Set<String>], using random: inout SeededGenerator
  ) -> Landing<SmallFlow>? {
    let showing = phases.filter { if case .check = $0.content { false } else { true } }
    guard let phase = showing.randomElement(using: &random) else { return nil }
    var requires = phase.requires
    var tab: String?
    let root: String
    switch phase.content {
    case .check: return nil
    case .root(let screen): root = screen.kind
    case .tabs(let tabs, _):
      let chosen = tabs.randomElement(using: &random)!
      tab = chosen.id
      requires.formUnion(chosen.requires)
      root = chosen.root.kind
    }
    requires.formUnion(guards[root] ?? [])
    func walk(from start: String, steps: Int) -> [String] {
      var path: [String] = []
      var allowed = graph.pushes[start] ?? []
      for _ in 0..<steps {
        guard let next = allowed.sorted().randomElement(using: &random) else { break }
        path.append(next)
        allowed.formUnion(graph.pushes[next] ?? [])
      }
      return path
    }
    let stack = walk(from: root, steps: Int.random(in: 0...2, using: &random))
    for name in stack { requires.formUnion(guards[name] ?? []) }
    var presentation: Presentation<SmallFlow>?
    let presenters = [root] + stack
    let presentable = (graph.phasePresents[phase.id] ?? [])
      .union(presenters.flatMap { graph.presents[$0] ?? [] })
    if Bool.random(using: &random), let modal = presentable.sorted().randomElement(using: &random) {
      let inside = walk(from: modal, steps: Int.random(in: 0...1, using: &random))
      presentation = .sheet(SmallDestination(modal), stack: inside.map { SmallDestination($0) })
      requires.formUnion(guards[modal] ?? [])
      for name in inside { requires.formUnion(guards[name] ?? []) }
    }
    return Landing(
      phase: phase.id, tab: tab, stack: stack.map { SmallDestination($0) },
      presentation: presentation, requires: requires)
  }
}
