import FlowRuntime
import Testing

@testable import FlowSimulation

/// A sign-in sheet a newer link asks for too is kept for it, and declining it there drops that
/// link while the guard it asked for still fails, though another guard changed meanwhile (the
/// second review: the kept prompt judged the newer link by the older one's conditions). Two links,
/// so neither `expect` nor `resolve` can say it: the navigator is driven directly.
@MainActor
struct KeptPromptDeclineTests {
  static let spec = """
    app M { scheme "m" }
    condition session
    condition verified
    condition gate
    event signedIn
    event cancel
    phase main { root Home }
    screen Home { push A push B }
    screen A requires gate { push D }
    screen B requires session else present SignIn
    screen D requires verified else present SignIn
    sheet SignIn {
      on signedIn -> dismiss
      on cancel -> dismiss
    }
    route "/b" -> B
    route "/d" -> [A, D]
    """

  @Test(arguments: [true, false])
  func decliningAKeptPromptDropsTheNewerLink(afterAnOlderLink: Bool) throws {
    let values = ReportedConditions(["session": false, "verified": false, "gate": nil])
    let navigator = try values.navigator(Self.spec)
    navigator.start()
    if afterAnOlderLink { navigator.open(url: "m://b") }
    navigator.open(url: "m://d")
    #expect(navigator.presentations.count == 1)
    values.values["session"] = true
    values.values["gate"] = false
    navigator.conditionsDidChange()
    let update = navigator.send(DynamicName("cancel"))
    #expect(navigator.pendingLink == nil, "\(update)")
    values.values["gate"] = true
    navigator.conditionsDidChange()
    #expect(navigator.presentations.isEmpty)
  }
}
