import FlowRuntime
import Foundation
import Testing

@MainActor
struct LaunchTests {
  @Test func firstLaunchWithoutSessionShowsOnboarding() {
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator()
    let outcome = navigator.start()
    #expect(
      outcome == StartOutcome(update: FlowUpdate(progress: .showing(.onboarding)), launchLink: nil))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.selectedTab == nil)
    #expect(navigator.tabs == [])
    #expect(navigator.currentStack == .root)
    #expect(navigator.presentations == [])
  }

  @Test func launchWithSessionGoesStraightToMain() {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    #expect(navigator.start().update.progress == .showing(.main))
    #expect(navigator.phase == .main)
    #expect(navigator.phaseChangeIsAnimated == false)
    #expect(navigator.selectedTab == .builder)
    #expect(navigator.tabs == [.builder, .projects, .settings])
    #expect(navigator.stacks == [:])
  }

  @Test func unknownConditionHoldsTheLaunchCheckUntilItIsKnown() {
    let conditions = TestConditions(session: nil)
    let navigator = conditions.navigator()
    #expect(navigator.start().update.progress == .waiting(.launch, for: .session))
    #expect(navigator.phase == .launch)
    #expect(navigator.push(.settingsHome) == .refused(.phaseShowsNothing(.launch)))
    #expect(navigator.present(sheet: .signIn) == .refused(.phaseShowsNothing(.launch)))

    #expect(
      navigator.conditionsDidChange() == FlowUpdate(progress: .waiting(.launch, for: .session)))
    conditions.session = true
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.main)))
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == .builder)
  }

  @Test func unknownConditionThatTurnsOutFalseShowsOnboarding() {
    let conditions = TestConditions(session: nil)
    let navigator = conditions.navigator()
    navigator.start()
    conditions.session = false
    #expect(navigator.conditionsDidChange().progress == .showing(.onboarding))
  }

  @Test func operationsBeforeStartAreValid() {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    #expect(navigator.phase == .launch)
    #expect(navigator.send(.signedOut) == .ignored)
    #expect(navigator.pop() == .refused(.phaseShowsNothing(.launch)))
    #expect(navigator.dismiss() == .refused(.nothingPresented))
    #expect(navigator.select(.projects) == .refused(.noTabs))
    // A link before the launch is held for it: the launch would reset whatever it showed.
    #expect(
      navigator.open(url: "archon://projects/4") == .deferred(.project(id: 4), waitingFor: []))
    #expect(navigator.phase == .launch)
    #expect(navigator.stacks == [:])
    #expect(
      navigator.start().update
        == FlowUpdate(progress: .showing(.main), completedLink: .project(id: 4)))
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.stacks == [.projects: [.projectDetail(id: 4)]])
    #expect(navigator.pendingLink == nil)
  }

  /// A view's `.task` runs again whenever the view appears: the second launch must not reset where
  /// the user went, though `start()` itself relaunches.
  @Test func startIfNeededLaunchesOnceAndStartRelaunches() {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    #expect(
      navigator.open(url: "archon://projects/4") == .deferred(.project(id: 4), waitingFor: []))
    #expect(navigator.startIfNeeded()?.update.completedLink == .project(id: 4))
    navigator.push(.codeBrowser(projectId: 4, path: "README.md"))
    #expect(navigator.startIfNeeded() == nil)
    #expect(navigator.selectedTab == .projects)
    #expect(
      navigator.stacks == [
        .projects: [.projectDetail(id: 4), .codeBrowser(projectId: 4, path: "README.md")]
      ])
    #expect(navigator.start().update == FlowUpdate(progress: .showing(.main)))
    #expect(navigator.selectedTab == .builder)
    #expect(navigator.stacks == [:])
  }

  /// A launch link given as a `URL` lands as its text does, and one Foundation repaired (a space
  /// percent-encoded) is refused as its text is, not read as the repaired link.
  @Test func aLaunchURLIsReadAsOpenURLReadsOne() throws {
    let url = try #require(URL(string: "archon://projects/42"))
    let fromURL = TestConditions(session: true).navigator().start(launchURL: url)
    #expect(fromURL.launchLink == .handled(.project(id: 42)))
    // The link a scene is launched with is optional; none launches as `start()` does.
    let none: URL? = nil
    #expect(TestConditions(session: true).navigator().start(launchURL: none).launchLink == nil)
    // A `nil` literal is the `String` one's, not ambiguous between the two (the packages round).
    #expect(TestConditions(session: true).navigator().start(launchURL: nil).launchLink == nil)
    let repaired = try #require(URL(string: "archon://projects/4 2"))
    let fromText = TestConditions(session: true).navigator().start(
      launchURL: "archon://projects/4 2")
    #expect(
      TestConditions(session: true).navigator().start(launchURL: repaired).launchLink
        == fromText.launchLink)
    guard case .rejected = fromText.launchLink else {
      Issue.record(
        "a link with a space was not refused: \(String(describing: fromText.launchLink))")
      return
    }
  }

  @Test func flipFloppingChecksStopAfterSixteenAutomaticChanges() {
    let definition = FlowDefinition<Archon>(
      initialPhase: PhaseDefinition(
        .launch, content: .check(.session, then: .onboarding, else: .main)),
      otherPhases: [
        PhaseDefinition(.onboarding, content: .check(.session, then: .launch, else: .main)),
        PhaseDefinition(.main, content: .root(.builderHome)),
      ],
      resolveLink: { _ in .noMatch(reason: "none") })
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator(definition)
    // launch -> onboarding -> launch -> ... : 16 changes end back at launch.
    #expect(navigator.start().update.progress == .checkLimitReached(.launch))
    conditions.session = false
    #expect(navigator.conditionsDidChange().progress == .showing(.main))
  }

  @Test func checkLeadingToARefusedPhaseIsBlocked() {
    let definition = FlowDefinition<Archon>(
      initialPhase: PhaseDefinition(
        .launch, content: .check(.session, then: .main, else: .onboarding)),
      otherPhases: [
        PhaseDefinition(.main, requires: [.labs], content: .root(.builderHome))
      ],
      resolveLink: { _ in .noMatch(reason: "none") })
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator(definition)
    #expect(navigator.start().update.progress == .blocked(.launch, .guardFailed([.labs])))
    conditions.session = false
    #expect(
      navigator.conditionsDidChange().progress == .blocked(.launch, .unknownPhase(.onboarding)))
    #expect(navigator.phase == .launch)
  }
}
