import FlowSema
import Testing

/// FL0235: a phase that only checks shows nothing, so a `present` there never opens anything (the
/// twenty-seventh new-users review listed an emergency cover in the launch phase, and a link to it
/// still waited for the check). A phase that shows something is not warned.
struct PresentInCheckPhaseTests {
  static func spec(launch: String) -> String {
    """
    app A { scheme "a" }
    condition session
    phase launch {
      \(launch)
    }
    phase main {
      root Home
      present Help
    }
    screen Home
    cover Help
    route "/help" -> Help over current

    """
  }

  @Test func aPresentInAPhaseThatOnlyChecksIsWarned() {
    #expect(
      rendered(Self.spec(launch: "check session ? main : main\n  present Help")) == [
        "5:3 FL0235 phase 'launch' only checks, and shows nothing while it decides: nothing is "
          + "presented over it, so this `present` never opens anything"
      ])
  }

  @Test func aCheckPhaseWithOnlyHandlersIsNot() {
    let text = Self.spec(launch: "check session ? main : main\n  on x -> main")
      .replacingOccurrences(of: "condition session", with: "condition session\nevent x")
    #expect(rendered(text).filter { $0.contains("FL0235") } == [])
  }
}
