import FlowRuntime
import Foundation
import Testing

/// Issue 15: saved state whose guards wait on a condition not known yet at launch (`consented`,
/// read from the Keychain) is kept aside and saved as it was, not overwritten: nothing guarded
/// shows meanwhile, it restores once the condition is known true, and is dropped once known false.
@MainActor
struct RestorationWaitingOnUnknownTests {
  /// `restore stacks`; `check session ? main : intro`; `tab records root Records requires consented
  /// else present Consent`; `screen Record(id) requires consented`; `screen Today { push Metric }`.
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "intro")),
      PhaseDefinition("intro", content: .root("Intro")),
      PhaseDefinition(
        "main", requires: ["session"],
        content: .tabs(
          [
            TabDefinition("today", root: "Today"),
            TabDefinition(
              "records", root: "Records", requires: ["consented"],
              guardFailure: .present(.sheet("Consent"))),
            TabDefinition("settings", root: "Settings"),
          ], default: "today")),
    ],
    guards: ["Record": ["consented"], "Consent": ["session"]],
    restoration: .selectedTabAndStacks,
    graph: NavigationGraph(
      pushes: ["Today": ["Metric"], "Records": ["Record"], "Settings": ["Privacy"]]),
    landings: ["metric": Landing(phase: "main", tab: "today", stack: ["Metric"])])

  /// The stored form of `main` with `selected` and one screen on each tab of `stacks`.
  private static func state(_ selected: String, _ stacks: [(tab: String, screen: String)]) -> String
  {
    let stacks = stacks.map {
      #"{"screens":[{"destinationName":"\#($0.screen)"}],"tab":"\#($0.tab)"}"#
    }
    return #"{"phase":"main","selectedTab":"\#(selected)","stacks":["#
      + stacks.joined(separator: ",") + #"],"version":1}"#
  }

  private static let saved = state("records", [("records", "Record"), ("settings", "Privacy")])

  private static func store(_ text: String = saved) -> InMemoryRestorationStore {
    InMemoryRestorationStore(data: Data(text.utf8))
  }

  private static func text(_ store: InMemoryRestorationStore) -> String {
    String(decoding: store.load() ?? Data(), as: UTF8.self)
  }

  @Test func stateWaitingOnAnUnknownConditionIsKeptAndRestoresWhenItHolds() {
    let store = Self.store()
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow, store: store)
    #expect(navigator.start().update == FlowUpdate(progress: .showing("main")))
    // Nothing guarded shows while `consented` is unknown; the unguarded stack restores.
    #expect(navigator.selectedTab == "today")
    #expect(navigator.stacks == ["settings": ["Privacy"]])
    #expect(navigator.presentations == [])
    // What waits is saved as it was, not overwritten with what shows.
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
    #expect(Self.text(store) == Self.saved)
    conditions.values["consented"] = true
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
    #expect(navigator.selectedTab == "records")
    #expect(navigator.stacks == ["records": ["Record"], "settings": ["Privacy"]])
    #expect(Self.text(store) == Self.saved)
    // The next launch, consented, restores all of it too.
    let next = conditions.navigator(Self.flow, store: store)
    next.start()
    #expect(next.selectedTab == "records")
    #expect(next.stacks == ["records": ["Record"], "settings": ["Privacy"]])
  }

  @Test func stateWaitingOnAConditionKnownFalseIsDroppedAsBefore() {
    let store = Self.store()
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow, store: store)
    navigator.start()
    conditions.values["consented"] = false
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
    #expect(navigator.selectedTab == "today")
    #expect(navigator.stacks == ["settings": ["Privacy"]])
    #expect(Self.text(store) == Self.state("today", [("settings", "Privacy")]))
    // Known true later restores nothing more: the saved state was dropped when it failed.
    conditions.values["consented"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "today")
    #expect(navigator.stacks == ["settings": ["Privacy"]])
  }

  @Test func aScreenWaitingOnAnUnknownConditionKeepsTheRestOfItsStack() {
    let store = Self.store(Self.state("records", [("records", "Record")]))
    // The tab holds, its `Record` screen waits: the tab restores at its root, the screen later.
    let flow = FlowDefinition.small(
      [
        PhaseDefinition(
          "main",
          content: .tabs(
            [TabDefinition("today", root: "Today"), TabDefinition("records", root: "Records")],
            default: "today"))
      ],
      guards: ["Record": ["consented"]], restoration: .selectedTabAndStacks,
      graph: NavigationGraph(pushes: ["Records": ["Record"]]))
    let conditions = SmallConditions()
    let navigator = conditions.navigator(flow, store: store)
    navigator.start()
    #expect(navigator.selectedTab == "records")
    #expect(navigator.stacks == [:])
    #expect(navigator.select("today") == .changed)
    #expect(Self.text(store) == Self.state("today", [("records", "Record")]))
    conditions.values["consented"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "today")
    #expect(navigator.stacks == ["records": ["Record"]])
  }

  @Test func theUserMovingOnDropsTheWaitingSelectionButNotTheWaitingStack() {
    let store = Self.store()
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow, store: store)
    navigator.start()
    #expect(navigator.select("settings") == .changed)
    #expect(
      Self.text(store)
        == Self.state("settings", [("records", "Record"), ("settings", "Privacy")]))
    conditions.values["consented"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "settings")
    #expect(navigator.stacks == ["records": ["Record"], "settings": ["Privacy"]])
  }

  @Test func aLaunchLinkWinsOverTheWaitingSelection() {
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow, store: Self.store())
    #expect(navigator.start(launchURL: "small://metric").launchLink == .handled("metric"))
    conditions.values["consented"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "today")
    #expect(
      navigator.stacks == ["today": ["Metric"], "records": ["Record"], "settings": ["Privacy"]])
  }
}
