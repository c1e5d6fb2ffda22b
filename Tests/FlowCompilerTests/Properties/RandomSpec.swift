import FlowTestSupport

/// A seeded random spec meant to pass `flowc check`: phases (a `check`, roots, tabs), screens with
/// typed parameters (every type, optionals, defaults), push trees, sheets and covers with stacks of
/// their own and presentations of their own over them, routes with path and query placeholders and
/// constant arguments, `over current` routes to a sheet or cover every root of a phase presents,
/// and `requires` guards, some with `else`: a prompt (a sheet or cover only the failed guard shows,
/// sometimes with a guard and an `else` of its own, which makes a chain) or `-> phase`.
///
/// Every screen a route lands on is reached by exactly one path from one root, so the route can
/// supply every required parameter on that path (a presentation shared by the roots of a phase is
/// reached from each, and its routes land `over current`, which takes the first); the generator
/// does not otherwise re-implement the checker, and a spec the checker refuses is counted and
/// discarded by the property test.
struct RandomSpec: Sendable {
  /// The app's name: the prefix of every generated type, unique among the specs of one test.
  var name: String
  var text: String

  /// The spec numbered `index` of a run, drawn from `random`.
  init(index: Int, using random: inout SeededGenerator) {
    var writer = RandomSpecWriter(index: index, random: random)
    text = writer.write()
    name = writer.appName
    random = writer.random
  }
}

/// The state of writing one random spec.
private struct RandomSpecWriter {
  struct Parameter {
    var name: String
    var type: String
    var isOptional: Bool
    var defaultValue: String?
    var isRequired: Bool { !isOptional && defaultValue == nil }
  }

  struct Screen {
    var name: String
    var keyword: String
    var parameters: [Parameter]
    /// The screen that pushes or presents this one; `nil` for a root.
    var parent: Int?
    var pushes: [String] = []
    var presents: [String] = []
    var requires: String?
    /// `else present Prompt` or `else -> phase`, for a guarded screen.
    var guardFailure: String?
    var handler: String?
    /// Whether only a failed guard shows it (no root reaches it, so no route lands on it).
    var isPrompt = false
    /// Whether every root of its phase presents it, so that its routes land `over current`.
    var isShared = false
  }

  static let words = [
    "Home", "List", "Detail", "Editor", "Profile", "Settings", "Browser", "Viewer", "Picker",
    "Chat", "Inbox", "Account", "Search", "Report",
  ]
  static let parameterWords = ["id", "line", "name", "q", "page", "flag", "ratio", "key", "tag"]
  static let types = ["Int", "String", "Bool", "Double", "UUID"]
  static let firstSegments = ["a", "b", "items", "x-y", "v1.0", "~me"]
  static let literals = ["view", "edit", "all", "p_2", "caf%C3%A9", "A", "new"]

  let index: Int
  var random: SeededGenerator
  let appName: String
  private var screens: [Screen] = []
  private var counter = 0
  /// Whether the spec declares `event e0`, which sheets and covers may handle.
  private var hasEvent = false
  /// The phases `else -> phase` may enter, and the condition each requires.
  private var phaseGuards: [(name: String, requires: String?)] = []
  /// Whether a prompt has a guard of its own on `c2`, which is then declared.
  private var usesPromptCondition = false

  init(index: Int, random: SeededGenerator) {
    self.index = index
    self.random = random
    let syllables = ["Ka", "Lo", "Mi", "Ru", "Te", "Zo", "Vi", "Pe"]
    var generator = random
    let first = syllables.randomElement(using: &generator) ?? "Ka"
    let second = syllables.randomElement(using: &generator) ?? "Lo"
    appName = first + second.lowercased() + "\(index)"
    self.random = generator
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  private mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &random)]
  }

  private mutating func nextName(_ base: String) -> String {
    counter += 1
    return "\(base)\(counter)"
  }

  mutating func write() -> String {
    let scheme = appName.lowercased()
    var out = ["app \(appName) {", "  scheme \"\(scheme)\""]
    if chance(50) { out.append("  host \"\(scheme).example\"") }
    // `restore tab` and `restore stacks` need tabs: decided once the phases are written.
    let restore = chance(40) ? pick(["tab", "stacks", "nothing"]) : nil
    let restoreLine = out.count
    if chance(30) { out.append("  stack \(pick(["push", "replace"]))") }
    if chance(30) { out.append("  presentation \(pick(["keep", "dismiss"]))") }
    out.append("}")

    let phaseCount = Int.random(in: 1...3, using: &random)
    let phaseNames = (0..<phaseCount).map { "p\($0)" }
    let hasCheck = phaseCount >= 2 && chance(50)
    let tabGuard = chance(40)
    hasEvent = phaseCount >= 2
    if hasCheck { out.append("condition c0") }
    if tabGuard { out.append("condition c1") }
    if hasEvent { out.append("event e0") }
    if hasCheck { out.append("phase start {\n  check c0 ? p0 : p1\n}") }
    phaseGuards = phaseNames.enumerated().map { ($1, hasCheck && $0 == 0 ? "c0" : nil) }

    // A tab may take a phase's name, which generated code must keep apart (`p1Path` and
    // `p1TabPath`, `…P1Destination` and `…P1TabDestination`).
    var tabNames: Set<String> = []
    for (position, phase) in phaseNames.enumerated() {
      let guarded = hasCheck && position == 0
      var body: [String] = []
      var roots: [Int] = []
      if chance(50) {
        let root = makeGroup(requires: guarded ? "c0" : nil)
        roots.append(root)
        body.append("  root \(screens[root].name)")
      } else {
        let tabCount = Int.random(in: 1...3, using: &random)
        let defaultTab = Int.random(in: 0..<tabCount, using: &random)
        for tab in 0..<tabCount {
          let tabGuarded = tabGuard && tab != defaultTab && chance(60)
          let condition = guarded ? "c0" : (tabGuarded ? "c1" : nil)
          let root = makeGroup(requires: condition)
          roots.append(root)
          let failure = tabGuarded && chance(50) ? guardFailure(for: "c1") : nil
          let phaseName = pick(phaseNames)
          let tabName =
            chance(25) && !tabNames.contains(phaseName) ? phaseName : "t\(position)_\(tab)"
          tabNames.insert(tabName)
          body.append(
            "  \(tab == defaultTab ? "default " : "")tab \(tabName) \"Tab \(tab)\" "
              + "icon \"star\" root \(screens[root].name)" + (tabGuarded ? " requires c1" : "")
              + (failure.map { " else \($0)" } ?? ""))
        }
      }
      if chance(30) { addShared(over: roots, requires: guarded ? "c0" : nil) }
      if hasEvent && position == 0 { body.append("  on e0 -> \(phaseNames[1]) animated") }
      out.append(
        "phase \(phase)\(guarded ? " requires c0" : "") {\n" + body.joined(separator: "\n") + "\n}")
    }
    if tabGuard && !out.contains(where: { $0.contains("requires c1") }) {
      out.removeAll { $0 == "condition c1" }
    }
    if let restore, restore == "nothing" || !tabNames.isEmpty {
      out.insert("  restore \(restore)", at: restoreLine)
    }
    if usesPromptCondition, let appEnd = out.firstIndex(of: "}") {
      out.insert("condition c2", at: appEnd + 1)
    }
    out += screens.map(declaration)
    let reachable = screens.indices.filter { !screens[$0].isPrompt }
    var routes = reachable.filter { _ in chance(55) }.map { route(to: $0) }
    if routes.isEmpty { routes.append(route(to: pick(reachable))) }
    out += routes
    return out.joined(separator: "\n") + "\n"
  }

  /// A root, the screens its stack may push (a tree) and the sheets and covers they present, with
  /// screens pushed inside those. Returns the root's index.
  private mutating func makeGroup(requires condition: String?) -> Int {
    let root = screens.count
    screens.append(
      Screen(
        name: nextName(pick(Self.words)), keyword: "screen",
        parameters: parameters(allowRequired: false), parent: nil, requires: nil))
    var members = [root]
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let parent = pick(members)
      members.append(add("screen", parent: parent, push: true, condition: condition))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let presenter = pick(members)
      let modal = add(
        chance(60) ? "sheet" : "cover", parent: presenter, push: false, condition: condition)
      var inside = [modal]
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        inside.append(add("screen", parent: pick(inside), push: true, condition: condition))
      }
      if chance(25) { addNested(over: inside, condition: condition) }
    }
    return root
  }

  /// A sheet or cover presented from inside a presentation (its root or a screen pushed in it),
  /// sometimes with a screen pushed inside it.
  private mutating func addNested(over inside: [Int], condition: String?) {
    let nested = add(
      chance(50) ? "sheet" : "cover", parent: pick(inside), push: false, condition: condition)
    if chance(40) { _ = add("screen", parent: nested, push: true, condition: condition) }
  }

  /// A sheet or cover that every root of a phase presents, sometimes with a screen pushed inside it
  /// and a presentation over it. Its parent is the first root, the one its routes fall back to.
  private mutating func addShared(over roots: [Int], requires condition: String?) {
    guard let first = roots.first else { return }
    let shared = add(
      chance(60) ? "sheet" : "cover", parent: first, push: false, condition: nil)
    screens[shared].isShared = true
    screens[shared].requires = condition
    for root in roots.dropFirst() { screens[root].presents.append(screens[shared].name) }
    var inside = [shared]
    if chance(40) { inside.append(add("screen", parent: shared, push: true, condition: nil)) }
    if chance(40) { addNested(over: inside, condition: nil) }
  }

  private mutating func add(_ keyword: String, parent: Int, push: Bool, condition: String?)
    -> Int
  {
    let base = keyword == "screen" ? pick(Self.words) : (keyword == "sheet" ? "Sheet" : "Cover")
    var screen = Screen(
      name: nextName(base), keyword: keyword, parameters: parameters(allowRequired: true),
      parent: parent)
    if let condition, chance(40) {
      screen.requires = condition
      if chance(50) { screen.guardFailure = guardFailure(for: condition) }
    }
    if keyword != "screen", hasEvent, chance(30) { screen.handler = "on e0 -> dismiss" }
    let index = screens.count
    screens.append(screen)
    if push {
      screens[parent].pushes.append(screen.name)
    } else {
      screens[parent].presents.append(screen.name)
    }
    return index
  }

  /// What a failed guard on `condition` does: mostly present a prompt, sometimes enter a phase
  /// that does not require the condition (FL0220).
  private mutating func guardFailure(for condition: String) -> String {
    let phases = phaseGuards.filter { $0.requires != condition }.map(\.name)
    if !phases.isEmpty, chance(20) { return "-> \(pick(phases))" }
    return "present \(screens[prompt(for: condition, depth: 0)].name)"
  }

  /// A sheet or cover only failed guards show, with its defaults (so no required parameters,
  /// FL0221). Sometimes it has a guard of its own with its own `else`, on another condition (a
  /// paywall that needs a session; never the very condition it prompts for, which would mean it
  /// never shows, FL0219), and rarely a guard without `else`, so that it shows nothing when that
  /// fails. Chains never come back (FL0222): the next prompt is always a new one.
  private mutating func prompt(for condition: String, depth: Int) -> Int {
    let existing = screens.indices.filter {
      screens[$0].isPrompt && screens[$0].requires == nil
    }
    if !existing.isEmpty, chance(40) { return pick(existing) }
    var prompt = Screen(
      name: nextName(chance(60) ? "Prompt" : "Gate"), keyword: chance(60) ? "sheet" : "cover",
      parameters: parameters(allowRequired: false), parent: nil)
    prompt.isPrompt = true
    if hasEvent, chance(60) { prompt.handler = "on e0 -> dismiss" }
    let index = screens.count
    screens.append(prompt)
    if depth < 2, condition != "c2", chance(35) {
      usesPromptCondition = true
      screens[index].requires = "c2"
      if chance(85) {
        screens[index].guardFailure =
          "present \(screens[self.prompt(for: "c2", depth: depth + 1)].name)"
      }
    }
    return index
  }

  private mutating func parameters(allowRequired: Bool) -> [Parameter] {
    (0..<Int.random(in: 0...3, using: &random)).map { _ in
      let type = pick(Self.types)
      let name = nextName(pick(Self.parameterWords))
      switch Int.random(in: 0..<(allowRequired ? 4 : 3), using: &random) {
      case 0: return Parameter(name: name, type: type, isOptional: true, defaultValue: nil)
      case 1:
        return Parameter(name: name, type: type, isOptional: false, defaultValue: literal(type))
      case 2:
        return Parameter(
          name: name, type: type, isOptional: true,
          defaultValue: chance(20) ? "nil" : literal(type))
      default: return Parameter(name: name, type: type, isOptional: false, defaultValue: nil)
      }
    }
  }

  private mutating func literal(_ type: String) -> String {
    switch type {
    case "Int": pick(["0", "5", "-7", "42", "999999999999999999"])
    case "Double": pick(["1", "2.5", "-0.5", "1e3", "0"])
    case "Bool": pick(["true", "false"])
    case "UUID":
      pick(["\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", "\"00000000-0000-0000-0000-000000000000\""])
    default: pick(["\"\"", "\"all\"", "\"a b\"", "\"q\\\"x\"", "\"\\u{1F600}\"", "\"(x)\""])
    }
  }

  private func declaration(_ screen: Screen) -> String {
    var text = "\(screen.keyword) \(screen.name)"
    if !screen.parameters.isEmpty {
      text +=
        "("
        + screen.parameters.map { parameter in
          "\(parameter.name): \(parameter.type)\(parameter.isOptional ? "?" : "")"
            + (parameter.defaultValue.map { " = \($0)" } ?? "")
        }.joined(separator: ", ") + ")"
    }
    if let condition = screen.requires { text += " requires \(condition)" }
    if let failure = screen.guardFailure { text += " else \(failure)" }
    var items: [String] = []
    if !screen.pushes.isEmpty { items.append("push " + screen.pushes.joined(separator: ", ")) }
    if !screen.presents.isEmpty {
      items.append("present " + screen.presents.joined(separator: ", "))
    }
    if let handler = screen.handler { items.append(handler) }
    if !items.isEmpty { text += " { " + items.joined(separator: "; ") + " }" }
    return text
  }

  /// A route to `target` carrying every required parameter on its one path from a root, some
  /// optional ones, and sometimes a constant for one of the target's own.
  private mutating func route(to target: Int) -> String {
    var chain: [Int] = []
    var current: Int? = target
    while let index = current {
      chain.insert(index, at: 0)
      current = screens[index].parent
    }
    var path = [pick(Self.firstSegments)]
    if chance(90) { path.append(nextName("r")) }
    var query: [String] = []
    var constants: [String] = []
    var catchAll: String?
    // A root is not part of the landing's stack: it shows its defaults, never a link's values.
    for index in chain where screens[index].parent != nil {
      for parameter in screens[index].parameters {
        if parameter.isRequired {
          if index == target, chance(15) {
            constants.append("\(parameter.name): \(literal(parameter.type))")
          } else if chance(25) {
            query.append("\(queryKey(parameter.name))={\(parameter.name)}")
          } else if parameter.type == "String", catchAll == nil, chance(25) {
            catchAll = "{\(parameter.name)...}"
          } else {
            if chance(30) { path.append(pick(Self.literals)) }
            path.append(
              chance(30) ? "{\(parameter.name): \(parameter.type)}" : "{\(parameter.name)}")
          }
        } else if chance(60) {
          query.append("\(queryKey(parameter.name))={\(parameter.name)}")
        }
      }
    }
    if let catchAll { path.append(catchAll) }
    var pattern = "/" + path.joined(separator: "/")
    if !query.isEmpty { pattern += "?" + query.joined(separator: "&") }
    var landing = screens[target].name
    if !constants.isEmpty { landing += "(" + constants.joined(separator: ", ") + ")" }
    // Through a presentation every root of the phase presents: over whatever the user is on.
    if chain.count > 1, screens[chain[1]].isShared { landing += " over current" }
    var text = "route \"\(pattern)\" -> \(landing)"
    // A written case name (`as`) must name the route in the app exactly as unnamed ones are.
    if chance(20) { text += " as \(nextName("link"))" }
    if chance(20) { text += " stack \(pick(["push", "replace"]))" }
    if chance(20) { text += " presentation \(pick(["keep", "dismiss"]))" }
    return text
  }

  private mutating func queryKey(_ name: String) -> String {
    chance(50) ? name : "k-" + name
  }
}
