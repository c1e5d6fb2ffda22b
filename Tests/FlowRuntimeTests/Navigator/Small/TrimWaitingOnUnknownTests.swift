import FlowRuntime
import Foundation
import Testing

/// What a trim cuts only because a condition is not known any more (a session refreshing its
/// token reports nil) is kept aside, as a launch keeps restored state that waits on one: nothing
/// guarded shows meanwhile, a `conditionsDidChange()` that finds the condition true again brings
/// the tab's stack and the selection back (while the user is still where the trim put them), and
/// one that finds it false drops them. The twenty-seventh new-users review's carrier app lost the
/// account tab's stack to a refresh, where a cold launch with the same unknown session kept it.
@MainActor
struct TrimWaitingOnUnknownTests {
  /// `restore stacks`; `phase main { default tab browse root Browse; tab account root AccountHome
  /// requires session else present SignIn; tab deals root Deals }`; `AccountHome { push Usage }`;
  /// `Deals { push Offer }`; `screen Offer requires member`.
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("browse", root: "Browse"),
            TabDefinition(
              "account", root: "AccountHome", requires: ["session"],
              guardFailure: .present(.sheet("SignIn"))),
            TabDefinition("deals", root: "Deals"),
          ], default: "browse"))
    ],
    guards: ["Offer": ["member"]],
    restoration: .selectedTabAndStacks,
    graph: NavigationGraph(
      pushes: ["AccountHome": ["Usage"], "Deals": ["Offer"], "Browse": ["Item"]]))

  /// Signed in, a member, on the account tab at Usage, with Offer pushed on the deals tab.
  private static func onUsage(
    store: InMemoryRestorationStore? = nil
  ) -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["session": true, "member": true])
    let navigator = conditions.navigator(flow, store: store)
    navigator.start()
    navigator.select("deals")
    navigator.push("Offer")
    navigator.select("account")
    navigator.push("Usage")
    return (conditions, navigator)
  }

  @Test func aRefreshOnAGuardedTabKeepsItsPlaceAside() {
    let (conditions, navigator) = Self.onUsage()
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "browse")
    #expect(navigator.path(for: "account") == [])
    #expect(navigator.presentations == [])
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "account")
    #expect(navigator.path(for: "account") == ["Usage"])
  }

  /// Known false, after a refresh or at once, is a sign-out: nothing of it comes back for whoever
  /// signs in next.
  @Test(arguments: [true, false])
  func aSessionKnownFalseDropsIt(afterARefresh: Bool) {
    let (conditions, navigator) = Self.onUsage()
    if afterARefresh {
      conditions.values["session"] = nil
      navigator.conditionsDidChange()
    }
    conditions.values["session"] = false
    navigator.conditionsDidChange()
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "browse")
    #expect(navigator.path(for: "account") == [])
  }

  /// The user moved on meanwhile: the selection stays where they went; the stack, which its tab
  /// still shows as the trim left it, comes back.
  @Test func theSelectionIsNotTakenBackFromAUserWhoMovedOn() {
    let (conditions, navigator) = Self.onUsage()
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    navigator.push("Item")
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "browse")
    #expect(navigator.path(for: "browse") == ["Item"])
    #expect(navigator.path(for: "account") == ["Usage"])
  }

  /// A screen whose own guard waits, on a tab that is not selected: cut, kept, and put back.
  @Test func aScreenCutOnAnotherTabComesBack() {
    let (conditions, navigator) = Self.onUsage()
    conditions.values["member"] = nil
    navigator.conditionsDidChange()
    #expect(navigator.path(for: "deals") == [])
    conditions.values["member"] = true
    navigator.conditionsDidChange()
    #expect(navigator.path(for: "deals") == ["Offer"])
    #expect(navigator.selectedTab == "account")
  }

  /// Saved as it was meanwhile, so a relaunch during the refresh still finds the account stack.
  @Test func whatIsKeptAsideIsSavedAsItWas() {
    let store = InMemoryRestorationStore()
    let (conditions, navigator) = Self.onUsage(store: store)
    let before = store.load()
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    #expect(store.load() == before)
    let relaunched = SmallConditions(["session": true, "member": true]).navigator(
      Self.flow, store: store)
    relaunched.start()
    #expect(relaunched.selectedTab == "account")
    #expect(relaunched.path(for: "account") == ["Usage"])
  }
}
