import FlowCompiler
import FlowRuntime
import Testing

@testable import FlowSimulation

/// An event sent after the app stored a condition but before it told the navigator, the README's
/// order (store, then send), while a link waits for that condition: the link lands in the same
/// call, and what the event presents shows over the landing, as `expect` says and as telling the
/// navigator first does (the twelfth new-users review: the alarm cover vanished under a camera
/// link, and `send` still reported it presented).
@MainActor
struct EventBeforeToldConditionTests {
  static let spec = """
    app M { scheme "m" }
    condition homeChosen
    event homePicked
    event alarm
    event ring
    phase launch { check homeChosen ? main : picker }
    phase picker {
      root Picker
      present Alarm
      on homePicked -> main
      on alarm -> present Alarm
      on ring -> present Alarm
    }
    phase main requires homeChosen {
      default tab rooms "Rooms" icon "house" root Rooms
      present Alarm
      on alarm -> present Alarm
    }
    screen Picker
    screen Rooms { push Camera }
    screen Camera(id: String)
    cover Alarm
    route "/camera/{id}" -> Camera

    """

  /// A navigator in the picker with the camera link held, `homeChosen` stored as true, and,
  /// when `told`, the navigator told of it.
  private func heldCameraLink(told: Bool) throws -> Navigator<DynamicFlow> {
    let values = ReportedConditions(["homeChosen": false])
    let navigator = try values.navigator(Self.spec)
    navigator.start()
    guard case .deferred = navigator.open(url: "m://camera/c1") else {
      Issue.record("the camera link should wait for the home")
      return navigator
    }
    values.values["homeChosen"] = true
    if told { navigator.conditionsDidChange() }
    return navigator
  }

  @Test(arguments: [true, false])
  func theAlarmShowsOverTheLandedLinkInEitherOrder(told: Bool) throws {
    let navigator = try heldCameraLink(told: told)
    let outcome = navigator.send(DynamicName("alarm"))
    #expect(navigator.phase.name == "main")
    #expect(navigator.path(for: DynamicName("rooms")).map(\.name) == ["Camera"])
    #expect(navigator.presentations.map(\.modal.kind.name) == ["Alarm"])
    guard case .handled(.present(let modal), let update) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(modal.kind.name == "Alarm")
    #expect((update.completedLink != nil) == !told)
  }

  /// Where the link lands nothing handles the event: nothing is presented, and the outcome says
  /// the link landed rather than that the event presented something no longer there.
  @Test func anEventNothingHandlesWhereTheLinkLandedReportsOnlyTheLanding() throws {
    let navigator = try heldCameraLink(told: false)
    let outcome = navigator.send(DynamicName("ring"))
    #expect(navigator.presentations.isEmpty)
    guard case .landedHeldLink(let update) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(update.completedLink?.pattern == "/camera/{id}")
  }
}
