/// Builds synthetic `.flow` specs shaped like real apps, deterministically from a seed: 3-5 tabs,
/// push trees up to four levels deep (chains first, then random fan-out), sheets and covers with
/// their own stacks, `Int`, `UUID` and `String` placeholders, optional and required query items, a
/// catch-all or two, and guards. Every screen of the main phase has exactly one route, so a spec
/// for `routes` has that many routes and `routes + 2` screens.
struct SpecGenerator {
  /// Placeholder names by depth, so that no route binds a name twice.
  private static let parameterNames = ["id", "itemId", "entryId", "key", "leafId", "subId"]
  private static let words = [
    "items", "orders", "users", "files", "reports", "teams", "boards", "notes", "tasks", "photos",
    "albums", "threads", "invoices", "events", "places", "projects",
  ]
  private static let maximumDepth = 4

  let routeCount: Int
  private var random: SeededGenerator
  private(set) var screens: [SyntheticScreen] = []
  /// Per tab, the screens that may still push.
  private var parents: [[Int]] = []
  /// Per tab, the end of its first chain, which grows until it is `maximumDepth` deep.
  private var chainEnds: [Int?] = []

  /// A generator for a spec with `routes` routes (at least 10).
  init(routes: Int, seed: UInt64 = 0xF10C_BE4C) {
    routeCount = max(routes, 10)
    random = SeededGenerator(seed: seed ^ UInt64(routeCount))
  }

  /// The number of tabs for a spec of `routes` routes.
  static func tabCount(routes: Int) -> Int {
    3 + (routes >= 100 ? 1 : 0) + (routes >= 1000 ? 1 : 0)
  }

  /// The spec's text.
  static func spec(routes: Int) -> String {
    var generator = SpecGenerator(routes: routes)
    generator.build()
    return generator.render()
  }

  private mutating func build() {
    let tabs = Self.tabCount(routes: routeCount)
    for tab in 0..<tabs {
      screens.append(
        SyntheticScreen(
          name: "T\(tab)Home", kind: .screen, tab: tab, depth: 0,
          childDepthLimit: Self.maximumDepth,
          path: "/t\(tab)"))
      parents.append([tab])
      chainEnds.append(tab)
    }
    for index in 0..<(routeCount - tabs) {
      addScreen(index, tab: index % tabs, premiumTab: tabs - 1)
    }
  }

  private mutating func addScreen(_ index: Int, tab: Int, premiumTab: Int) {
    let parentIndex = chainEnds[tab] ?? parents[tab].randomElement(using: &random) ?? tab
    let parent = screens[parentIndex]
    let depth = parent.depth + 1
    let word = Self.words[index % Self.words.count]
    var screen = SyntheticScreen(
      name: "T\(tab)S\(index)", kind: .screen, tab: tab, parent: parentIndex, depth: depth,
      childDepthLimit: parent.childDepthLimit, isInPresentation: parent.isInPresentation,
      path: parent.path + "/\(word)\(index)")
    let isCatchAll = index == 5 || (routeCount >= 100 && index == routeCount / 2)
    if isCatchAll {
      screen.parameters = ["path: String"]
      screen.path += "/files/{path...}"
      screen.childDepthLimit = nil
    } else if index == 6 || random.chance(3) {
      screen.parameters = ["q: String", "page: Int?"]
      screen.query = "?q={q}&page={page}"
      screen.childDepthLimit = nil
    } else {
      addPathParameter(to: &screen, index: index)
      if random.chance(20) {
        let optional =
          random.chance(50) ? ("page: Int?", "page") : ("sort: String = \"recent\"", "sort")
        screen.parameters.append(optional.0)
        screen.query = "?\(optional.1)={\(optional.1)}"
      }
      if !parent.isInPresentation, depth <= 3, index == 4 || (index > 6 && random.chance(4)) {
        screen.kind = index % 2 == 0 ? .sheet : .cover
        screen.isInPresentation = true
        screen.childDepthLimit = depth + 2
      }
    }
    if tab == premiumTab, random.chance(30) {
      screen.requires = ["premium"]
    } else if random.chance(10) {
      screen.requires = ["session"]
    }
    let newIndex = screens.count
    if screen.kind == .screen {
      screens[parentIndex].pushes.append(screen.name)
    } else {
      screens[parentIndex].presents.append(screen.name)
    }
    let canPush = screen.childDepthLimit.map { depth < $0 } ?? false
    if canPush { parents[tab].append(newIndex) }
    if chainEnds[tab] == parentIndex { chainEnds[tab] = canPush ? newIndex : nil }
    screens.append(screen)
  }

  /// A typed path placeholder (or none), sometimes followed by a literal such as `/detail`.
  private mutating func addPathParameter(to screen: inout SyntheticScreen, index: Int) {
    let types = ["Int", "UUID", "String"]
    let type: String?
    switch index {
    case 0, 1, 2: type = types[index]
    default:
      let roll = Int.random(in: 0..<100, using: &random)
      type = roll < 45 ? "Int" : roll < 65 ? "UUID" : roll < 85 ? "String" : nil
    }
    if let type {
      let name = Self.parameterNames[min(screen.depth - 1, Self.parameterNames.count - 1)]
      screen.parameters.append("\(name): \(type)")
      screen.path += "/{\(name)}"
    }
    if random.chance(25) {
      screen.path += ["/detail", "/edit", "/history"].randomElement(using: &random) ?? ""
    }
  }
}
