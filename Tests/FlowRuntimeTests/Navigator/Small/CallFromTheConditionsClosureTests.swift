import FlowRuntime
import Testing

/// The conditions closure only answers (docs/Runtime.md), but an app that reacts to an expired
/// token inside it calls the navigator in the middle of the call that asked. A held link then
/// landed twice, once for each call, both saying they landed it (the public-API round); it lands
/// once.
@MainActor
struct CallFromTheConditionsClosureTests {
  /// `phase main { root Home }`, `screen Home { push Settings }`, `screen Settings requires session`
  /// and a link to the settings.
  private static let flow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["Settings": ["session"]],
    graph: NavigationGraph(pushes: ["Home": ["Settings"]]),
    landings: ["settings": Landing(phase: "main", stack: ["Settings"], requires: ["session"])])

  /// What the closure reads, and the navigator it calls once when armed.
  private final class App {
    var session = false
    var callsBack = false
    var navigator: Navigator<SmallFlow>?
    var innerUpdate: FlowUpdate<SmallFlow>?
  }

  @Test func aHeldLinkLandsOnceWhenTheClosureCallsTheNavigator() {
    let app = App()
    let navigator = Navigator(definition: Self.flow, store: nil) { condition in
      if app.callsBack {
        app.callsBack = false
        app.innerUpdate = app.navigator?.conditionsDidChange()
      }
      return condition == "session" ? app.session : nil
    }
    app.navigator = navigator
    navigator.start()
    #expect(
      navigator.open(url: "small://settings") == .deferred("settings", waitingFor: ["session"]))
    app.session = true
    app.callsBack = true
    let outer = navigator.conditionsDidChange()
    let landings = [app.innerUpdate?.completedLink, outer.completedLink].compactMap { $0 }
    #expect(landings == ["settings"])
    #expect(navigator.rootStack == ["Settings"])
    #expect(navigator.pendingLink == nil)
  }
}
