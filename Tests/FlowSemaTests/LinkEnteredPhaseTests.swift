import FlowSema
import FlowSyntax
import Testing

/// A link enters its landing's phase directly (docs/Runtime.md, "Landing a link"), so a phase only
/// links reach, and what its checks and handlers go on to, is not "never entered" (FL0209).
@Suite struct LinkEnteredPhaseTests {
  @Test func aPhaseARouteLandsInIsEntered() {
    #expect(
      rendered(
        """
        app A { scheme "a" }
        condition onboarded
        event go
        phase launch { check onboarded ? main : intro }
        phase intro { root Intro }
        phase main requires onboarded { root Home }
        phase other { root Home2  on go -> third }
        phase third { root Home3 }
        phase spare { root Home3 }
        screen Intro
        screen Home
        screen Home2
        screen Home3
        route "/home2" -> Home2
        """) == [
          "9:7 FL0209 phase 'spare' is never entered: no check, handler or link goes to it"
        ])
  }
}
