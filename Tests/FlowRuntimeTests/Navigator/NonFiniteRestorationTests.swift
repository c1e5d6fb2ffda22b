import FlowRuntime
import Foundation
import Testing

/// Saved state keeps every value a screen carries, a `Double` that is not finite included, and a
/// state that cannot be saved clears the saved one rather than leaving an older state to restore.
@MainActor
struct NonFiniteRestorationTests {
  /// `restore stacks`, tabs `a` (default) and `b`, `screen Item(x: Double)` pushed from both, and
  /// `Unsaveable`, whose value refuses to encode (as a hand-written `Codable` can).
  private static let definition = FlowDefinition<Gauge>(
    initialPhase: PhaseDefinition(
      "main",
      content: .tabs(
        [TabDefinition("a", root: .root), TabDefinition("b", root: .root)], default: "a")),
    otherPhases: [], restoration: .selectedTabAndStacks,
    resolveLink: { _ in .noMatch(reason: "no routes") })

  private func navigator(_ store: any RestorationStore) -> Navigator<Gauge> {
    let navigator = Navigator(definition: Self.definition, store: store) { _ in true }
    navigator.start()
    return navigator
  }

  /// What a tab shows, as text, since `nan` never equals itself.
  private func shown(_ navigator: Navigator<Gauge>, _ tab: String) -> [String] {
    navigator.path(for: tab).map { "\($0.kind)(\($0.x))" }
  }

  @Test func nonFiniteValuesAreSavedAndRestored() throws {
    let store = InMemoryRestorationStore()
    let first = navigator(store)
    first.push(.item(x: 1.5))
    first.push(.item(x: .nan))
    first.push(.item(x: .infinity))
    first.push(.item(x: -.infinity))
    first.select("b")
    let data = try #require(store.load())
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"phase":"main","selectedTab":"b","stacks":[{"screens":[{"kind":"Item","x":1.5},{"kind":"Item","x":"NaN"},{"kind":"Item","x":"Infinity"},{"kind":"Item","x":"-Infinity"}],"tab":"a"}],"version":1}"#
    )
    let relaunched = navigator(store)
    #expect(relaunched.selectedTab == "b")
    #expect(shown(relaunched, "a") == ["Item(1.5)", "Item(nan)", "Item(inf)", "Item(-inf)"])
  }

  @Test func stateSavedBeforeNonFiniteValuesStillRestores() {
    let saved =
      #"{"phase":"main","selectedTab":"b","stacks":[{"screens":[{"kind":"Item","x":2}],"tab":"a"}],"version":1}"#
    let relaunched = navigator(InMemoryRestorationStore(data: Data(saved.utf8)))
    #expect(relaunched.selectedTab == "b")
    #expect(shown(relaunched, "a") == ["Item(2.0)"])
  }

  @Test func aStateThatCannotBeSavedClearsTheSavedOne() throws {
    let store = InMemoryRestorationStore()
    let first = navigator(store)
    first.push(.item(x: 1))
    #expect(store.load() != nil)
    first.push(.unsaveable)
    #expect(store.load() == nil)
    let relaunched = navigator(store)
    #expect(relaunched.selectedTab == "a")
    #expect(relaunched.stacks == [:])
    // Once the state can be saved again, it is.
    first.pop()
    let data = try #require(store.load())
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"phase":"main","selectedTab":"a","stacks":[{"screens":[{"kind":"Item","x":1}],"tab":"a"}],"version":1}"#
    )
  }
}

/// A flow with string-named phases and tabs whose screens carry a `Double`.
enum Gauge: FlowSpec {
  typealias Phase = String
  typealias Tab = String
  typealias Screen = GaugeScreen
  typealias Sheet = GaugeScreen
  typealias Cover = GaugeScreen
  typealias Destination = String
  typealias Event = String
  typealias Condition = String
  typealias Route = String
}

/// `Item(x: Double)`, a root, and `Unsaveable`, whose encoding throws.
struct GaugeScreen: FlowDestination {
  var kind: String
  var x: Double

  static let root = GaugeScreen(kind: "Root", x: 0)
  static let unsaveable = GaugeScreen(kind: "Unsaveable", x: 0)

  static func item(x: Double) -> Self {
    Self(kind: "Item", x: x)
  }

  var destinationName: String { kind }

  func encode(to encoder: any Encoder) throws {
    guard kind != Self.unsaveable.kind else {
      throw EncodingError.invalidValue(
        self, .init(codingPath: encoder.codingPath, debugDescription: "never saved"))
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(x, forKey: .x)
  }
}
