import FlowCompiler
import FlowRuntime
import Observation
import Testing

@testable import FlowSimulation

/// An observer that calls the navigator when it is told of a change (opening a queued link when
/// the sign-in sheet appears): observers are told once the call ends, so the observer's call comes
/// after it, as if the app had made it next. Told before each change, as Observation tells, the
/// observer ran in the middle of the sign-in sheet being presented, which then covered the cart
/// sheet its link opened, or stayed up for a link its link had replaced (the second docs audit).
@MainActor
struct ObserverCallsNavigatorMidCallTests {
  static let spec = """
    app S { scheme "s" }
    condition session
    event signedIn
    phase main {
      default tab browse "Browse" icon "b" root Catalog
    }
    screen Catalog {
      push Item, Checkout
      present Cart
    }
    screen Item(id: Int)
    screen Checkout requires session else present SignIn
    sheet SignIn {
      on signedIn -> dismiss
    }
    sheet Cart
    route "/items/{id}" -> Item
    route "/checkout" -> Checkout
    route "/cart" -> Cart

    """

  /// What the observer saw and did.
  @MainActor final class Observed {
    var calls = 0
    var innerOutcome: OpenOutcome<DynamicFlow>?
    var presentationsWhenTold: [String] = []
  }

  /// Where the user is: the current stack's screens, then what is presented, then what is held.
  private func place(_ navigator: Navigator<DynamicFlow>) -> String {
    let screens = navigator.currentStack.map { navigator.path($0).map(\.name) } ?? []
    let presented = navigator.presentations.map(\.modal.destinationName)
    let held = navigator.pendingLink.map { "\($0.route.pattern)" } ?? "nothing"
    return "stack \(screens), presented \(presented), holding \(held)"
  }

  /// The checkout link, held behind the sign-in sheet, with an observer of the presentations that
  /// opens `inner` the first time it is told.
  private func checkoutWithObserver(opening inner: String) throws -> (
    Navigator<DynamicFlow>, OpenOutcome<DynamicFlow>, Observed
  ) {
    let navigator = try ReportedConditions(["session": false]).navigator(Self.spec)
    navigator.start()
    let observed = Observed()
    withObservationTracking {
      _ = navigator.presentations
    } onChange: {
      MainActor.assumeIsolated {
        observed.calls += 1
        guard observed.calls == 1 else { return }
        observed.presentationsWhenTold = navigator.presentations.map(\.modal.destinationName)
        observed.innerOutcome = navigator.open(url: inner)
      }
    }
    let outer = navigator.open(url: "s://checkout")
    return (navigator, outer, observed)
  }

  @Test(arguments: [
    ("s://items/1", "stack [\"Item\"], presented [], holding nothing"),
    ("s://cart", "stack [], presented [\"Cart\"], holding nothing"),
  ])
  func theObserversLinkLandsAsIfOpenedNext(inner: String, expected: String) throws {
    let (navigator, outer, observed) = try checkoutWithObserver(opening: inner)
    guard case .deferred(let route, let waitingFor) = outer else {
      Issue.record("the checkout link should wait for the session: \(outer)")
      return
    }
    #expect(route.pattern == "/checkout")
    #expect(waitingFor.map(\.name) == ["session"])
    guard case .handled(let landed)? = observed.innerOutcome else {
      Issue.record("the observer's link should land: \(String(describing: observed.innerOutcome))")
      return
    }
    #expect("s:/" + landed.pattern.replacingOccurrences(of: "{id}", with: "1") == inner)
    #expect(place(navigator) == expected)

    // The same two links opened one after the other.
    let sequential = try ReportedConditions(["session": false]).navigator(Self.spec)
    sequential.start()
    sequential.open(url: "s://checkout")
    sequential.open(url: inner)
    #expect(place(sequential) == expected)

    // The replaced checkout is reported dropped by the next update, and nothing lands.
    let update = navigator.conditionsDidChange()
    #expect(update.droppedLink?.pattern == "/checkout")
    #expect(update.completedLink == nil)
  }

  /// The observer is told once the call that opened the sign-in sheet ended, and sees the sheet
  /// (told before the change, it saw nothing presented yet).
  @Test func theObserverIsToldWhatTheCallLeft() throws {
    let (navigator, _, observed) = try checkoutWithObserver(opening: "s://items/1")
    #expect(observed.presentationsWhenTold == ["SignIn"])
    #expect(navigator.presentations.isEmpty)
  }
}
