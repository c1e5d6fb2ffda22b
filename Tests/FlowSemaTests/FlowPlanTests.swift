import FlowSema
import Testing

/// What `FlowPlan` decides once for the generated code and `flowc resolve` alike.
struct FlowPlanTests {
  static let spec = """
    app Shop {
      scheme "shop"
    }
    condition session
    event done
    event upgrade
    phase main {
      tab home "Home" icon "house" root Home
      default tab cart "Cart" icon "cart" root Cart requires session else present SignIn
      on upgrade -> present Upsell
      present SignIn
    }
    screen Home {
      push Item
      present Upsell
    }
    screen Cart
    screen Item(id: Int = 7) requires session else -> main
    sheet SignIn {
      on done -> dismiss
    }
    cover Upsell {
      on done -> present SignIn
    }
    """

  let plan: FlowPlan
  let id: NamedIDs

  init() throws {
    let (result, _, _) = check(Self.spec)
    plan = FlowPlan(try #require(result.model))
    id = NamedIDs(result.model)
  }

  @Test func handlersPresentsCountAsPresentsOfTheirPhaseAndPresentation() {
    #expect(
      plan.graph.phasePresents == [
        PlannedEdges(from: id.phase("main"), to: [id.screen("SignIn"), id.screen("Upsell")])
      ])
    #expect(
      plan.graph.presents == [
        PlannedEdges(from: id.screen("Home"), to: [id.screen("Upsell")]),
        PlannedEdges(from: id.screen("Upsell"), to: [id.screen("SignIn")]),
      ])
    #expect(
      plan.graph.pushes == [PlannedEdges(from: id.screen("Home"), to: [id.screen("Item")])])
  }

  @Test func aPresentOpensACoverOnlyForACover() {
    let actions = plan.phases.first?.handlers.map(\.action) ?? []
    guard case .present(let kind, let screen) = actions.first else {
      Issue.record("expected a present, got \(String(describing: actions))")
      return
    }
    #expect(kind == .cover)
    #expect(screen.name == "Upsell")
    guard case .tabs(let tabs, _) = plan.phases.first?.content,
      case .present(let failureKind, _) = tabs.last?.guardFailure
    else {
      Issue.record("expected the cart tab to present on failure")
      return
    }
    #expect(failureKind == .sheet)
  }

  @Test func theDefaultTabIsTheMarkedOneAndRootsTakeTheirDefaults() {
    guard case .tabs(let tabs, let defaultTab) = plan.phases.first?.content else {
      Issue.record("expected tabs")
      return
    }
    #expect(defaultTab == id.tab("cart"))
    #expect(tabs.map(\.root.name) == ["Home", "Cart"])
  }

  @Test func guardsListEachGuardedScreenWithItsFailure() {
    #expect(
      plan.guards == [
        PlannedGuard(
          screen: id.screen("Item"), requires: [id.condition("session")],
          failure: .goTo(phase: id.phase("main"), animated: false))
      ])
    #expect(plan.presentationHandlers.map(\.screen) == [id.screen("SignIn"), id.screen("Upsell")])
  }
}
