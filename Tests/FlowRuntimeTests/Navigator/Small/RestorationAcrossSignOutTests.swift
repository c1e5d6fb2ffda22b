import FlowRuntime
import Foundation
import Testing

/// Saved tabs and stacks belong to whoever was signed in: a phase without tabs that shows
/// something while the saved phase's guard is known not to hold (signed out) clears them. The journeys review saw a banking app with a lock phase restore the
/// first user's account into the next user's session: the sign-out went to the sign-in phase, the
/// next user's first launch stopped at the lock screen, so nothing had overwritten what was saved.
@MainActor
struct RestorationAcrossSignOutTests {
  /// `restore stacks`; `launch: check session ? gate : signin`, `gate: check unlocked ? main :
  /// lock`, `signin` (on signedIn -> gate), `lock requires session` (on unlock -> main), `main
  /// requires session, unlocked` with tab accounts (Accounts pushes Detail; on signOut -> signin,
  /// on upgrade -> paywall), and `paywall requires session` showing a root.
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "gate", else: "signin")),
      PhaseDefinition("gate", content: .check("unlocked", then: "main", else: "lock")),
      PhaseDefinition(
        "signin", content: .root("SignIn"), handlers: ["signedIn": .goTo("gate", animated: false)]
      ),
      PhaseDefinition(
        "lock", requires: ["session"], content: .root("Lock"),
        handlers: ["unlock": .goTo("main", animated: false)]),
      PhaseDefinition(
        "main", requires: ["session", "unlocked"],
        content: .tabs([TabDefinition("accounts", root: "Accounts")], default: "accounts"),
        handlers: [
          "signOut": .goTo("signin", animated: false), "upgrade": .goTo("paywall", animated: false),
        ]),
      PhaseDefinition("paywall", requires: ["session"], content: .root("Paywall")),
    ],
    restoration: .selectedTabAndStacks,
    graph: NavigationGraph(pushes: ["Accounts": ["Detail"]]),
    landings: ["detail": Landing(phase: "main", tab: "accounts", stack: ["Detail"])])

  /// User A, signed in and unlocked, opens an account, which is saved.
  private static func firstUser() -> (
    SmallConditions, InMemoryRestorationStore, Navigator<SmallFlow>
  ) {
    let store = InMemoryRestorationStore()
    let conditions = SmallConditions(["session": true, "unlocked": true])
    let navigator = conditions.navigator(flow, store: store)
    navigator.start()
    navigator.open(url: "small://detail")
    #expect(navigator.path(for: "accounts") == ["Detail"])
    #expect(store.load() != nil)
    return (conditions, store, navigator)
  }

  @Test func theNextUserPastTheLockScreenStartsFromDefaults() {
    let (conditions, store, navigator) = Self.firstUser()
    navigator.send("signOut")
    #expect(navigator.phase == "signin")
    // The app reports the sign-out: main's guard is known not to hold, so what it saved goes.
    conditions.values["session"] = false
    navigator.conditionsDidChange()
    #expect(store.load() == nil)
    // User B signs in; the app is killed on the lock screen, then relaunched unlocked.
    conditions.values = ["session": true, "unlocked": false]
    navigator.send("signedIn")
    #expect(navigator.phase == "lock")
    conditions.values["unlocked"] = true
    let relaunched = conditions.navigator(Self.flow, store: store)
    relaunched.start()
    #expect(relaunched.phase == "main")
    #expect(relaunched.path(for: "accounts") == [])
  }

  /// The event first, the sign-out told to the next call rather than to `conditionsDidChange()`:
  /// that call clears the saved state though it changes nothing on the sign-in phase (the
  /// cross-user review saw the next user's relaunch restore the first user's stack).
  @Test func aSignOutToldAfterTheEventClearsAtTheNextCallThatChangesNothing() {
    let (conditions, store, navigator) = Self.firstUser()
    navigator.send("signOut")
    #expect(navigator.phase == "signin")
    #expect(store.load() != nil)
    conditions.values["session"] = false
    #expect(navigator.send("unlock") == .ignored)
    #expect(store.load() == nil)
    conditions.values = ["session": true, "unlocked": true]
    let relaunched = conditions.navigator(Self.flow, store: store)
    relaunched.start()
    #expect(relaunched.path(for: "accounts") == [])
  }

  /// Signed out by a failed phase guard rather than an event: the launch's checks lead to the
  /// sign-in phase, which clears the same way; so does a later launch that shows it first.
  @Test(arguments: [false, true])
  func aSignOutByTheConditionOrASignedOutLaunchClearsToo(relaunch: Bool) {
    let (conditions, store, navigator) = Self.firstUser()
    conditions.values["session"] = false
    if relaunch {
      conditions.navigator(Self.flow, store: store).start()
    } else {
      navigator.conditionsDidChange()
      #expect(navigator.phase == "signin")
    }
    #expect(store.load() == nil)
  }

  /// A phase without tabs entered while main's guards still hold (a paywall, what's new) keeps
  /// what main saved, and a relaunch restores it (the diff review saw such a phase wipe it).
  @Test func aPhaseWithoutTabsWhileSignedInKeepsWhatWasSaved() {
    let (conditions, store, navigator) = Self.firstUser()
    navigator.send("upgrade")
    #expect(navigator.phase == "paywall")
    #expect(store.load() != nil)
    let relaunched = conditions.navigator(Self.flow, store: store)
    relaunched.start()
    #expect(relaunched.path(for: "accounts") == ["Detail"])
  }

  /// A launch check still waiting for the Keychain clears nothing: the launch may be on its way
  /// to the saved phase, and restores it there.
  @Test func aLaunchWaitingAtACheckKeepsWhatWasSaved() {
    let (conditions, store, _) = Self.firstUser()
    conditions.values = ["unlocked": true]
    let relaunched = conditions.navigator(Self.flow, store: store)
    relaunched.start()
    #expect(relaunched.phase == "launch")
    #expect(store.load() != nil)
    conditions.values["session"] = true
    relaunched.conditionsDidChange()
    #expect(relaunched.path(for: "accounts") == ["Detail"])
  }

  /// `main` requires nothing; its browse tab requires nothing (Browse pushes Product), its account
  /// tab requires `session` (Account pushes Order); on signOut -> signin, a phase without tabs.
  private static let openMain = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("browse", root: "Browse"),
            TabDefinition("account", root: "Account", requires: ["session"]),
          ], default: "browse"),
        handlers: ["signOut": .goTo("signin", animated: false)]),
      PhaseDefinition("signin", content: .root("SignIn")),
    ],
    restoration: .selectedTabAndStacks,
    graph: NavigationGraph(pushes: ["Account": ["Order"], "Browse": ["Product"]]),
    landings: [
      "order": Landing(phase: "main", tab: "account", stack: ["Order"]),
      "product": Landing(phase: "main", tab: "browse", stack: ["Product"]),
    ])

  /// The saved state's own guards count, not only its phase's: a `main` that requires nothing
  /// still saved an account stack that needs the session (the second diff review saw it restored
  /// for the next user, the sign-out event sent before the session was reported gone).
  @Test func aSavedTabsGuardCountsWhereThePhaseRequiresNothing() {
    let store = InMemoryRestorationStore()
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.openMain, store: store)
    navigator.start()
    navigator.open(url: "small://order")
    navigator.send("signOut")
    #expect(store.load() != nil)
    conditions.values["session"] = false
    navigator.conditionsDidChange()
    #expect(store.load() == nil)
    conditions.values["session"] = true
    let relaunched = conditions.navigator(Self.openMain, store: store)
    relaunched.start()
    #expect(relaunched.path(for: "account") == [])
  }

  /// How the app tells of a sign-out: the event first, or the condition first (told with
  /// `conditionsDidChange()`, or left for the event's own trim), as README's step 2 recommends.
  /// `conditionToldThroughUnknown`: told false, then not known for a while (the Keychain read
  /// again), then false with the event; it never held again, so it still counts (the runtime
  /// review saw it forgotten while not known).
  enum SignOutOrder: String, CaseIterable, CustomStringConvertible {
    case eventFirst, conditionToldFirst, conditionUntoldFirst, conditionToldThroughUnknown
    var description: String { rawValue }
  }

  /// The unguarded browse stack is the signed-out user's too, whatever the order: the trim that
  /// cuts the account tab before the event saves the state without it, and the sign-in must still
  /// clear what is left (the docs review restored one user's browse stack for the next).
  @Test(arguments: SignOutOrder.allCases)
  func everyTabIsClearedAtTheSignInWhateverTheOrderOfTheCalls(_ order: SignOutOrder) {
    let store = InMemoryRestorationStore()
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.openMain, store: store)
    navigator.start()
    navigator.open(url: "small://product")
    navigator.open(url: "small://order")
    #expect(navigator.path(for: "browse") == ["Product"])
    switch order {
    case .eventFirst:
      navigator.send("signOut")
      conditions.values["session"] = false
      navigator.conditionsDidChange()
    case .conditionToldFirst:
      conditions.values["session"] = false
      navigator.conditionsDidChange()
      #expect(navigator.selectedTab == "browse")
      navigator.send("signOut")
    case .conditionUntoldFirst:
      conditions.values["session"] = false
      navigator.send("signOut")
    case .conditionToldThroughUnknown:
      conditions.values["session"] = false
      navigator.conditionsDidChange()
      conditions.values["session"] = nil
      navigator.conditionsDidChange()
      conditions.values["session"] = false
      navigator.send("signOut")
    }
    #expect(navigator.phase == "signin")
    #expect(store.load() == nil)
    conditions.values["session"] = true
    let relaunched = conditions.navigator(Self.openMain, store: store)
    relaunched.start()
    #expect(relaunched.path(for: "browse") == [])
  }

  /// `main requires session` with tabs home (Home pushes Detail) and vip requiring `premium` (Vip
  /// pushes VipDetail); on upgrade -> paywall, a phase without tabs that requires `session`.
  private static let premiumMain = FlowDefinition.small(
    [
      PhaseDefinition(
        "main", requires: ["session"],
        content: .tabs(
          [
            TabDefinition("home", root: "Home"),
            TabDefinition("vip", root: "Vip", requires: ["premium"]),
          ], default: "home"),
        handlers: ["upgrade": .goTo("paywall", animated: false)]),
      PhaseDefinition("paywall", requires: ["session"], content: .root("Paywall")),
    ],
    restoration: .selectedTabAndStacks,
    graph: NavigationGraph(pushes: ["Home": ["Detail"], "Vip": ["VipDetail"]]),
    landings: [
      "detail": Landing(phase: "main", tab: "home", stack: ["Detail"]),
      "vip": Landing(phase: "main", tab: "vip", stack: ["VipDetail"]),
    ])

  /// A lapse the trim saved away counts at the paywall, as it would had the event come first; once
  /// the subscription holds again it is forgotten, though the saved bytes did not change, so a
  /// later lapse with nothing saved that needs it keeps the tabs at the paywall (the review).
  @Test func aLapsedConditionCountsUntilItHoldsAgain() {
    let store = InMemoryRestorationStore()
    let conditions = SmallConditions(["session": true, "premium": true])
    let navigator = conditions.navigator(Self.premiumMain, store: store)
    navigator.start()
    navigator.open(url: "small://detail")
    navigator.open(url: "small://vip")
    conditions.values["premium"] = false
    navigator.conditionsDidChange()
    #expect(navigator.path(for: "vip") == [])
    conditions.values["premium"] = true
    navigator.conditionsDidChange()
    conditions.values["premium"] = false
    navigator.conditionsDidChange()
    navigator.send("upgrade")
    #expect(navigator.phase == "paywall")
    #expect(store.load() != nil)
    let relaunched = conditions.navigator(Self.premiumMain, store: store)
    conditions.values["premium"] = true
    relaunched.start()
    #expect(relaunched.path(for: "home") == ["Detail"])
  }
}
