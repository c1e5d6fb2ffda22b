import FlowRuntime
import Testing

/// A phase left because a condition its guards need stopped being known (a session refreshing
/// its token reports nil) was not signed out of: nothing of it shows meanwhile, but its place
/// (selected tab and stacks) comes back when the checks lead into it again, the held link keeps
/// waiting, and nothing is saved over what the phase last saved. Once the condition is known
/// false it was a sign-out after all: the place and the link go. The twenty-fifth new-users
/// review's desk-booking app lost its tab, stacks, saved state and held admin link to a refresh.
@MainActor
struct PhaseGuardNoLongerKnownTests {
  /// ```
  /// condition session
  /// condition isAdmin
  /// condition premium
  /// event signedIn
  /// phase launch { check session ? main : out }
  /// phase out { root Welcome  on signedIn -> main }
  /// phase main requires session {
  ///   default tab book "Book" icon "chair" root Book
  ///   tab admin "Admin" icon "gear" root AdminHome requires isAdmin
  ///   tab more "More" icon "ellipsis" root More
  /// }
  /// screen Book { push Floor }
  /// screen Floor { push Desk }
  /// screen Desk requires premium else present Paywall
  /// screen AdminHome { push FloorAdmin }
  /// sheet Paywall { on subscribed -> dismiss }
  /// route "/admin/floor" -> FloorAdmin
  /// route "/desk" -> Desk in book
  /// ```
  private static func flow(restoration: RestorationPolicy) -> FlowDefinition<SmallFlow> {
    .small(
      [
        PhaseDefinition("launch", content: .check("session", then: "main", else: "out")),
        PhaseDefinition(
          "out", content: .root("Welcome"), handlers: ["signedIn": .goTo("main", animated: false)]
        ),
        PhaseDefinition(
          "main", requires: ["session"],
          content: .tabs(
            [
              TabDefinition("book", root: "Book"),
              TabDefinition("admin", root: "AdminHome", requires: ["isAdmin"]),
              TabDefinition("more", root: "More"),
            ], default: "book")),
      ],
      guards: ["Desk": ["premium"]],
      guardFailures: ["Desk": .present(.sheet("Paywall"))],
      presentationHandlers: ["Paywall": ["subscribed": .dismiss]],
      restoration: restoration,
      graph: NavigationGraph(
        pushes: ["Book": ["Floor"], "Floor": ["Desk"], "AdminHome": ["FloorAdmin"]]),
      landings: [
        "admin/floor": Landing(
          phase: "main", tab: "admin", stack: ["FloorAdmin"], requires: ["session", "isAdmin"]),
        "desk": Landing(
          phase: "main", tab: "book", stack: ["Floor", "Desk"], requires: ["session", "premium"]),
      ])
  }

  /// Signed in, not an admin, on the book tab at Floor, then on the more tab: the place a refresh
  /// must not lose.
  private static func signedIn(
    restoration: RestorationPolicy = .nothing, store: InMemoryRestorationStore? = nil
  ) -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["session": true, "isAdmin": false, "premium": false])
    let navigator = conditions.navigator(flow(restoration: restoration), store: store)
    navigator.start()
    navigator.push("Floor")
    navigator.select("more")
    return (conditions, navigator)
  }

  @Test func theTabAndStacksComeBackOnceTheSessionIsKnownAgain() {
    let (conditions, navigator) = Self.signedIn()
    conditions.values["session"] = nil
    #expect(navigator.conditionsDidChange().progress == .waiting("launch", for: "session"))
    #expect(navigator.phase == "launch")
    #expect(navigator.stacks == [:])
    #expect(navigator.selectedTab == nil)
    conditions.values["session"] = true
    #expect(navigator.conditionsDidChange().progress == .showing("main"))
    // Restored whatever the policy (`restore nothing` here): this is no relaunch.
    #expect(navigator.selectedTab == "more")
    #expect(navigator.path(for: "book") == ["Floor"])
  }

  @Test func aHeldLinkWaitsThroughTheRefreshAndLandsOnceItsGuardsHold() {
    let (conditions, navigator) = Self.signedIn()
    #expect(
      navigator.open(url: "small://admin/floor")
        == .deferred("admin/floor", waitingFor: ["isAdmin"]))
    conditions.values["session"] = nil
    #expect(navigator.conditionsDidChange().droppedLink == nil)
    #expect(navigator.pendingLink?.route == "admin/floor")
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.pendingLink?.route == "admin/floor")
    #expect(navigator.selectedTab == "more")
    conditions.values["isAdmin"] = true
    #expect(navigator.conditionsDidChange().completedLink == "admin/floor")
    #expect(navigator.selectedTab == "admin")
    #expect(navigator.path(for: "admin") == ["FloorAdmin"])
  }

  /// The link waited behind the paywall: the paywall went with the phase, and asks again once
  /// the phase is back, as a launch would.
  @Test func aPromptTheRefreshClosedAsksAgainOnceThePhaseIsBack() {
    let (conditions, navigator) = Self.signedIn()
    navigator.open(url: "small://desk")
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.pendingLink?.route == "desk")
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    conditions.values["premium"] = true
    navigator.send("subscribed")
    #expect(navigator.pendingLink == nil)
    #expect(navigator.path(for: "book") == ["Floor", "Desk"])
  }

  /// Known false after all: a sign-out. Neither the place nor the link comes back for whoever
  /// signs in next.
  @Test func aSessionKnownFalseAfterTheRefreshDropsThePlaceAndTheLink() {
    let (conditions, navigator) = Self.signedIn()
    navigator.open(url: "small://admin/floor")
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    conditions.values["session"] = false
    let update = navigator.conditionsDidChange()
    #expect(update.droppedLink == "admin/floor")
    #expect(navigator.phase == "out")
    conditions.values = ["session": true, "isAdmin": true, "premium": false]
    navigator.send("signedIn")
    #expect(navigator.phase == "main")
    #expect(navigator.pendingLink == nil)
    #expect(navigator.selectedTab == "book")
    #expect(navigator.stacks == [:])
  }

  /// One condition only unknown and another known false is a sign-out: the link goes at once.
  @Test func aPhaseGuardWithAConditionKnownFalseIsLeftAsAtASignOut() {
    let conditions = SmallConditions(["session": true, "isAdmin": false, "premium": false])
    let flow = FlowDefinition.small(
      [
        PhaseDefinition("launch", content: .check("session", then: "main", else: "out")),
        PhaseDefinition("out", content: .root("Welcome")),
        PhaseDefinition(
          "main", requires: ["session", "premium"],
          content: .tabs([TabDefinition("book", root: "Book")], default: "book")),
      ],
      graph: NavigationGraph(pushes: ["Book": ["Floor"]]),
      landings: [
        "admin": Landing(phase: "main", tab: "book", stack: ["Floor"], requires: ["isAdmin"])
      ])
    conditions.values["premium"] = true
    let navigator = conditions.navigator(flow)
    navigator.start()
    navigator.open(url: "small://admin")
    #expect(navigator.pendingLink != nil)
    conditions.values["session"] = nil
    conditions.values["premium"] = false
    #expect(navigator.conditionsDidChange().droppedLink == "admin")
  }

  /// Nothing is saved while the phase is away, so a relaunch during the refresh finds the place
  /// the phase last saved; and once back, the phase saves it again as it was.
  @Test func theSavedStateSurvivesTheRefresh() {
    let store = InMemoryRestorationStore()
    let (conditions, navigator) = Self.signedIn(restoration: .selectedTabAndStacks, store: store)
    let saved = store.load()
    #expect(saved != nil)
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    #expect(store.load() == saved)
    let relaunched = SmallConditions(["session": true, "isAdmin": false, "premium": false])
      .navigator(Self.flow(restoration: .selectedTabAndStacks), store: store)
    relaunched.start()
    #expect(relaunched.selectedTab == "more")
    #expect(relaunched.path(for: "book") == ["Floor"])
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(store.load() == saved)
  }

  /// The checks lead elsewhere first (an event while the session is unknown): the place is
  /// dropped, not brought back into a later entry.
  @Test func thePlaceIsDroppedWhenAnotherPhaseShowsFirst() {
    let (conditions, navigator) = Self.signedIn()
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    conditions.values["session"] = false
    navigator.conditionsDidChange()
    #expect(navigator.phase == "out")
    conditions.values["session"] = true
    navigator.send("signedIn")
    #expect(navigator.selectedTab == "book")
    #expect(navigator.stacks == [:])
  }
}
