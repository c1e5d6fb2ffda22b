import FlowRuntime
import Testing

/// Saved state is applied to the first phase a launch shows, so a phase no launch shows first (a
/// staff mode entered by an event) saves nothing over what a phase one does saved: the next launch
/// restores `main` as the user left it (the twenty-seventh new-users review saw staff mode save
/// over `main`'s stacks, and the relaunch restore neither).
@MainActor
struct PhaseNoLaunchShowsTests {
  /// `restore stacks`; `launch: check session ? main : out`; `main` (tab pets: Pets pushes Pet;
  /// on staffMode -> staff); `staff` (tab queue: Queue pushes Case).
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "out")),
      PhaseDefinition("out", content: .root("Welcome")),
      PhaseDefinition(
        "main", content: .tabs([TabDefinition("pets", root: "Pets")], default: "pets"),
        handlers: ["staffMode": .goTo("staff", animated: false)]),
      PhaseDefinition(
        "staff", content: .tabs([TabDefinition("queue", root: "Queue")], default: "queue")),
    ],
    restoration: .selectedTabAndStacks,
    graph: NavigationGraph(pushes: ["Pets": ["Pet"], "Queue": ["Case"]]))

  @Test func aPhaseNoLaunchShowsFirstSavesNothingOverMain() {
    let store = InMemoryRestorationStore()
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow, store: store)
    navigator.start()
    navigator.push("Pet")
    let saved = store.load()
    #expect(saved != nil)
    navigator.send("staffMode")
    navigator.push("Case")
    #expect(navigator.path(for: "queue") == ["Case"])
    #expect(store.load() == saved)
    let relaunched = conditions.navigator(Self.flow, store: store)
    relaunched.start()
    #expect(relaunched.phase == "main")
    #expect(relaunched.path(for: "pets") == ["Pet"])
  }
}
