import FlowSema
import FlowSyntax
import Testing

/// FL0315: a link enters its phase without running the launch's checks, so a route into a phase
/// the checks reach only when a condition holds must require it, on the phase or on its landing.
struct LaunchCheckSkipTests {
  /// Launch checks `onboarded`, then `session`; `main` requires only `session`. `{main}` is
  /// replaced by main's header, `{item}` by Item's guard.
  static let media = """
    app Media { scheme "media" }
    condition session
    condition onboarded
    event finishedOnboarding
    phase launch { check onboarded ? gate : onboarding }
    phase gate { check session ? main : guest }
    phase onboarding {
      root Intro
      on finishedOnboarding -> gate animated
    }
    phase guest { root Intro }
    phase main{main} {
      default tab browse "Browse" icon "film" root Browse
    }
    screen Intro
    screen Browse { push Show }
    screen Show(id: Int){item}
    route "/shows/{id}" -> Show in browse

    """

  static func media(main: String = " requires session", item: String = "") -> String {
    media.replacing("{main}", with: main).replacing("{item}", with: item)
  }

  static let mainWarning =
    "18:7 FL0315 route '/shows/{id}' opens phase 'main' whenever a link arrives, but the launch "
    + "checks reach 'main' only when 'onboarded' holds (phase 'launch': check onboarded ? gate : "
    + "onboarding); a user for whom it does not hold skips that step"

  @Test func aRouteIntoAPhasePastAnOnboardingCheckIsReported() throws {
    let (result, source, _) = check(Self.media())
    #expect(result.diagnostics.map { render($0, source) } == [Self.mainWarning])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.help
        == "add `requires session, onboarded` to phase 'main', so that a link waits for it, or "
        + "route to a screen outside 'main'")
    let note = try #require(diagnostic.notes.first)
    #expect(note.message == "the launch check is here")
    #expect(note.range.map { source.location(of: $0.start).line } == 5)
    #expect(note.range.map { source.location(of: $0.start).column } == 16)
    // A warning: the model is still built.
    #expect(result.model != nil)
  }

  @Test func aPhaseWithoutRequiresGetsEveryMissingCondition() throws {
    let (result, _, _) = check(Self.media(main: ""))
    // Both conditions hold on the one chain into main, and neither is required: the first one
    // checked is named, and the help lists both.
    #expect(result.diagnostics.map(\.code) == [.routeSkipsLaunchCheck])
    #expect(result.diagnostics.first?.message.contains("only when 'onboarded' holds") == true)
    #expect(
      result.diagnostics.first?.help
        == "add `requires onboarded, session` to phase 'main', so that a link waits for it, or "
        + "route to a screen outside 'main'")
  }

  @Test func aPhaseRequiringEveryCheckedConditionIsClean() {
    #expect(rendered(Self.media(main: " requires session, onboarded")) == [])
  }

  @Test func aLandingThatRequiresTheConditionIsClean() {
    // On the landing screen, with or without `else`: the link waits, or shows the prompt.
    #expect(rendered(Self.media(item: " requires onboarded")) == [])
    let onTab = Self.media().replacing(
      "root Browse\n", with: "root Browse requires onboarded\n")
    #expect(rendered(onTab) == [])
  }

  @Test func aPhaseReachedBothWithAndWithoutTheConditionIsClean() {
    // `launch` reaches main with `onboarded`; `gate` reaches it with `onboarded` false.
    let text = """
      app Media { scheme "media" }
      condition session
      condition onboarded
      phase launch { check onboarded ? main : gate }
      phase gate { check session ? main : onboarding }
      phase onboarding { root Intro }
      phase main { root Browse }
      screen Intro
      screen Browse { push Show }
      screen Show(id: Int)
      route "/shows/{id}" -> Show

      """
    #expect(rendered(text) == [])
  }

  @Test func aConditionFoundFalseIsNotAStepToSkip() {
    // main is reached only when `onboarded` does not hold: a link skips no check that held.
    let text = Self.media(main: "").replacing(
      "check onboarded ? gate : onboarding", with: "check onboarded ? onboarding : main")
    #expect(rendered(text) == [])
  }

  @Test func anEventTransitionEstablishesNothing() {
    // Only `on finishedOnboarding` enters main: no chain of checks reaches it, so no condition
    // is known to hold there.
    let text = Self.media(main: "").replacing(
      "check session ? main : guest", with: "check session ? guest : guest"
    ).replacing("-> gate animated", with: "-> main animated")
    #expect(rendered(text) == [])
  }

  @Test func aRouteIntoAPhaseTheChecksDoNotNarrowIsClean() {
    // `onboarding` is reached only when `onboarded` is false: no condition held on the way.
    let text = Self.media(main: " requires session, onboarded").replacing(
      "route \"/shows/{id}\" -> Show in browse",
      with: "route \"/shows/{id}\" -> Show in browse\nroute \"/intro\" -> Intro in onboarding")
    #expect(rendered(text) == [])
  }

  @Test func anOverCurrentRouteIsReportedForThePhaseItFallsBackTo() {
    // Player opens over guest and main, not over onboarding, where a link lands it in guest.
    let text =
      Self.media(main: " requires session, onboarded").replacing(
        "phase guest { root Intro }", with: "phase guest { root Intro present Player }"
      ).replacing(
        "default tab browse", with: "present Player\n  default tab browse"
      ) + "cover Player\nroute \"/play\" -> Player over current\n"
    #expect(
      rendered(text) == [
        "21:7 FL0315 route '/play' opens phase 'guest' when a link arrives in a phase it cannot "
          + "open over, but the launch checks reach 'guest' only when 'onboarded' holds (phase "
          + "'launch': check onboarded ? gate : onboarding); a user for whom it does not hold "
          + "skips that step"
      ])
    // Opened over every phase, it never enters one.
    let everywhere = text.replacing("root Intro\n  on", with: "root Intro\n  present Player\n  on")
    #expect(rendered(everywhere) == [])
  }
}
