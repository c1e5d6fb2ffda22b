import FlowRuntime
import Foundation
import Testing

/// An operation's trim drops what restoration kept aside once a guard on it is known false, as
/// `conditionsDidChange()` would: also a screen past the first that waits, so a later
/// `conditionsDidChange()` restores only what it would have restored then (a review found the
/// trim testing only the first waiting screen, and `Keys` coming back).
@MainActor
struct KeptAsideTrimTests {
  /// `restore stacks`; `tab settings root Settings`; Settings pushes Privacy, Privacy Vault
  /// (requires c1), Vault Keys (requires c2).
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [TabDefinition("today", root: "Today"), TabDefinition("settings", root: "Settings")],
          default: "today"))
    ],
    guards: ["Vault": ["c1"], "Keys": ["c2"]],
    restoration: .selectedTabAndStacks,
    graph: NavigationGraph(
      pushes: ["Settings": ["Privacy"], "Privacy": ["Vault"], "Vault": ["Keys"]]))

  private static let saved =
    #"{"phase":"main","selectedTab":"today","stacks":[{"screens":[{"destinationName":"Privacy"},"#
    + #"{"destinationName":"Vault"},{"destinationName":"Keys"}],"tab":"settings"}],"version":1}"#

  /// `c1` and `c2` unknown at launch: `Privacy` shows, `Vault` and `Keys` wait.
  private static func launch() -> (SmallConditions, Navigator<SmallFlow>, InMemoryRestorationStore)
  {
    let store = InMemoryRestorationStore(data: Data(saved.utf8))
    let conditions = SmallConditions()
    let navigator = conditions.navigator(flow, store: store)
    navigator.start()
    #expect(navigator.stacks == ["settings": ["Privacy"]])
    return (conditions, navigator, store)
  }

  @Test(arguments: [false, true])
  func aScreenPastTheFirstWaitingOneGoesWhenItsGuardIsKnownFalse(byOperation: Bool) {
    let (conditions, navigator, store) = Self.launch()
    conditions.values = ["c1": true, "c2": false]
    if byOperation {
      #expect(navigator.pop() == .refused(.emptyStack))
      #expect(navigator.stacks == ["settings": ["Privacy"]])
    } else {
      navigator.conditionsDidChange()
      #expect(navigator.stacks == ["settings": ["Privacy", "Vault"]])
    }
    conditions.values["c2"] = true
    navigator.conditionsDidChange()
    #expect(navigator.stacks == ["settings": ["Privacy", "Vault"]])
    let next = conditions.navigator(Self.flow, store: store)
    next.start()
    #expect(next.stacks == ["settings": ["Privacy", "Vault"]])
  }

  /// `Vault` still waits on `c1` while `Keys` is known not to hold: the trim and
  /// `conditionsDidChange()` both cut `Keys` (a review found the latter keeping it, to restore it
  /// once both held), so the order of calls does not matter.
  @Test(arguments: [false, true])
  func aKnownFalseScreenPastAWaitingOneGoesEitherWay(byOperation: Bool) {
    let (conditions, navigator, _) = Self.launch()
    conditions.values = ["c2": false]
    if byOperation {
      #expect(navigator.pop() == .refused(.emptyStack))
    } else {
      navigator.conditionsDidChange()
    }
    #expect(navigator.stacks == ["settings": ["Privacy"]])
    conditions.values = ["c1": true, "c2": true]
    navigator.conditionsDidChange()
    #expect(navigator.stacks == ["settings": ["Privacy", "Vault"]])
  }
}
