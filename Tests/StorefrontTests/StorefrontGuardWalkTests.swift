import FlowTestSupport
import Storefront
import Testing

/// Seeded random walks through Storefront as an app drives it: taps, binding writes, links,
/// events, condition changes the navigator is told about or not, and relaunches. After every step
/// the navigator has been told about, nothing guarded shows without its condition, a held link lands
/// at most once and only with its guards, and a held entry completes at most once.
@MainActor
@Suite struct StorefrontGuardWalkTests {
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func nothingGuardedShowsAndHeldTargetsCompleteAtMostOnce(seed: UInt64) {
    let walk = StorefrontGuardWalk(seed: seed)
    walk.run(steps: PropertyScale.count(1500))
    #expect(walk.violations == [])
    let tally = walk.tally
    #expect(tally.heldLinks > 0, "\(tally)")
    #expect(tally.completedLinks > 0, "\(tally)")
    #expect(tally.droppedLinks > 0, "\(tally)")
    #expect(tally.heldEntries > 0, "\(tally)")
    #expect(tally.completedEntries > 0, "\(tally)")
  }
}

/// One seeded walk, with its own model of the held link and entry.
@MainActor
final class StorefrontGuardWalk {
  struct Tally: CustomStringConvertible {
    var heldLinks = 0
    var completedLinks = 0
    var droppedLinks = 0
    var heldEntries = 0
    var completedEntries = 0
    var description: String {
      "links held \(heldLinks), completed \(completedLinks), dropped \(droppedLinks); "
        + "entries held \(heldEntries), completed \(completedEntries)"
    }
  }

  static let links = [
    "storefront://catalog", "storefront://items/3", "storefront://premium/7", "storefront://cart",
    "storefront://checkout", "storefront://account", "storefront://account/orders",
  ]

  private var random: SeededGenerator
  private var session: Bool?
  private var premium: Bool?
  private let store = InMemoryRestorationStore()
  private var navigator: Navigator<Storefront>
  /// Whether the navigator has been told about the current condition values.
  private var informed = true
  /// The held link as the walk expects it, and one a call without an update dropped.
  private var ledger = HeldLinkLedger<StorefrontRoute>()
  private var heldEntry: HeldEntry<Storefront>?
  private(set) var tally = Tally()
  private(set) var violations: [String] = []
  private var step = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    navigator = Storefront.makeNavigator { _ in nil }
    relaunch()
  }

  func run(steps: Int) {
    for index in 0..<steps {
      step = index
      let linkBefore = navigator.pendingLink?.route
      let changed = takeStep()
      // A direct change reports no update: one that closed the prompt a link waited behind drops
      // it, and a newer held entry replaces it; neither lands it, and the next update reports it.
      if changed, linkBefore != nil, navigator.pendingLink == nil {
        tally.droppedLinks += 1
        ledger.droppedWithoutUpdate()
      }
      if navigator.pendingLink?.route != ledger.held {
        fail(
          "holds \(String(describing: navigator.pendingLink?.route)), expected \(String(describing: ledger.held))"
        )
      }
      checkHeldEntry()
      if informed { checkWhatShows() }
    }
  }

  /// One random step; true when it was a direct change (tap, binding write, dismissal).
  private func takeStep() -> Bool {
    switch Int.random(in: 0..<16, using: &random) {
    case 0, 1:
      let value = [true, false, nil].randomElement(using: &random) ?? nil
      if Bool.random(using: &random) { session = value } else { premium = value }
      informed = false
      if Bool.random(using: &random) { conditionsDidChange() }
    case 2:
      conditionsDidChange()
    case 3, 4:
      let event =
        [StorefrontEvent.signedIn, .cancelSignIn, .subscribed, .closePaywall, .orderPlaced]
        .randomElement(using: &random) ?? .signedIn
      // The app stores what the event reports before sending it, most of the time.
      if event == .signedIn, Bool.random(using: &random) { session = true }
      if event == .subscribed, Bool.random(using: &random) { premium = true }
      let before = navigator.heldEntry
      switch navigator.send(event) {
      case .handled(_, let update), .landedHeldLink(let update): record(update)
      case .ignored, .refused: break
      }
      if navigator.heldEntry != before, navigator.heldEntry != nil {
        fail("an event made a held entry")
      }
    case 5, 6:
      open(Self.links.randomElement(using: &random) ?? "")
    case 7, 8:
      let screen =
        [StorefrontScreen.item(id: 1), .premiumItem(id: 7), .orders, .orderConfirmation]
        .randomElement(using: &random) ?? .orders
      count(navigator.push(screen))
      return true
    case 9:
      let tab = [StorefrontTab.browse, .cart, .account].randomElement(using: &random) ?? .browse
      count(navigator.select(tab))
      return true
    case 10:
      count(
        Bool.random(using: &random)
          ? navigator.present(cover: .checkout) : navigator.present(cover: .paywall))
      return true
    case 11:
      navigator.dismiss()
      return true
    case 12:
      if Bool.random(using: &random) { navigator.sheet = nil } else { navigator.cover = nil }
      return true
    case 13:
      count(
        navigator.setPath([.premiumItem(id: Int.random(in: 1...3, using: &random))], for: .browse))
      return true
    case 14:
      count(navigator.pop())
      return true
    default:
      if Int.random(in: 0..<3, using: &random) == 0 { relaunch() }
    }
    return false
  }

  private func relaunch() {
    informed = true
    ledger.reset()
    heldEntry = nil
    navigator = Storefront.makeNavigator(store: store) { [unowned self] condition in
      switch condition {
      case .session: self.session
      case .premium: self.premium
      }
    }
    let outcome = navigator.start(
      launchURL: Bool.random(using: &random) ? Self.links.randomElement(using: &random) : nil)
    switch outcome.launchLink {
    case .deferred(let route, _):
      ledger.held = route
      tally.heldLinks += 1
    case .handled(let route):
      ledger.held = route  // `record` checks and clears it.
    case .rejected, nil: break
    }
    record(outcome.update)
  }

  private func conditionsDidChange() {
    informed = true
    record(navigator.conditionsDidChange())
  }

  private func open(_ url: String) {
    // A link that matched replaces the held entry and the held link.
    switch navigator.open(url: url) {
    case .handled(let route):
      heldEntry = nil
      ledger.opened(route, landed: true)
      checkLanded(route)
    case .deferred(let route, _):
      heldEntry = nil
      ledger.opened(route, landed: false)
      tally.heldLinks += 1
    case .rejected(let reason):
      fail("\(url) refused: \(reason)")
    }
  }

  private func record(_ update: FlowUpdate<Storefront>) {
    if let route = update.completedLink {
      if let failure = ledger.completed(route) { fail(failure) }
      tally.completedLinks += 1
      checkLanded(route)
    }
    if let failure = ledger.record(dropped: update.droppedLink) { fail(failure) }
    if update.droppedLink != nil { tally.droppedLinks += 1 }
  }

  private func count(_ outcome: ChangeOutcome<Storefront>) {
    guard case .held = outcome else { return }
    tally.heldEntries += 1
    heldEntry = navigator.heldEntry
    if heldEntry == nil { fail("reported held, but holds no entry") }
  }

  /// The held entry is the one last reported `.held`; once gone it never comes back.
  private func checkHeldEntry() {
    guard let current = navigator.heldEntry else {
      if let entry = heldEntry, completed(entry) { tally.completedEntries += 1 }
      heldEntry = nil
      return
    }
    if heldEntry?.target != current.target || heldEntry?.phase != current.phase {
      fail("holds entry \(current), expected \(String(describing: heldEntry))")
    }
    heldEntry = current
  }

  private func completed(_ entry: HeldEntry<Storefront>) -> Bool {
    switch entry.target {
    case .stack(let stack, let screens): navigator.path(stack) == screens
    case .presentation(let modal, _): navigator.presentations.last?.modal == modal
    case .tab(let tab): navigator.selectedTab == tab
    }
  }

  private func checkLanded(_ route: StorefrontRoute) {
    let needs: (session: Bool, premium: Bool) =
      switch route {
      case .checkout, .accountHome, .orders: (true, false)
      case .premiumItem: (false, true)
      case .catalog, .item, .cart: (false, false)
      }
    if needs.session, session != true { fail("\(route) landed signed out") }
    if needs.premium, premium != true { fail("\(route) landed without premium") }
  }

  /// Nothing guarded shows without its condition.
  private func checkWhatShows() {
    let signedIn = session == true
    let hasPremium = premium == true
    if !signedIn {
      if navigator.selectedTab == .account { fail("the account tab shows signed out") }
      if !navigator.accountPath.isEmpty { fail("the account stack is kept signed out") }
      if navigator.presentations.contains(where: { $0.modal == .cover(.checkout) }) {
        fail("the checkout shows signed out")
      }
      if navigator.presentations.contains(where: { $0.modal == .cover(.paywall) }) {
        fail("the paywall shows signed out")
      }
    }
    if !hasPremium {
      let stacks = [navigator.path(for: .browse)] + navigator.presentations.map(\.stack)
      if stacks.joined().contains(where: { $0.destinationName == "PremiumItem" }) {
        fail("a premium item shows without premium")
      }
    }
  }

  private func fail(_ message: String) {
    guard violations.count < 10 else { return }
    violations.append("step \(step): \(message)")
  }
}
