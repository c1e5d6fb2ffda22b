import FlowRuntime
import Testing

@MainActor
struct EventTests {
  @Test func getStartedPresentsSignInAndSignedInGoesToMainAnimated() {
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator()
    navigator.start()
    #expect(
      navigator.send(.getStarted)
        == .handled(.present(.sheet(.signIn)), FlowUpdate(progress: .showing(.onboarding))))
    #expect(navigator.sheet == .signIn)
    #expect(navigator.presentations == [.sheet(.signIn)])
    #expect(navigator.push(.createAccount) == .changed)
    #expect(navigator.presentations == [.sheet(.signIn, stack: [.createAccount])])
    #expect(navigator.rootStack == [])

    conditions.session = true
    #expect(
      navigator.send(.signedIn)
        == .handled(.goTo(.main, animated: true), FlowUpdate(progress: .showing(.main))))
    #expect(navigator.phase == .main)
    #expect(navigator.phaseChangeIsAnimated)
    #expect(navigator.selectedTab == .builder)
    #expect(navigator.presentations == [])
    #expect(navigator.sheet == nil)
  }

  @Test func enteringAGuardedPhaseWhoseConditionFailsIsRefused() {
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator()
    navigator.start()
    #expect(
      navigator.send(.signedIn) == .refused(.goTo(.main, animated: true), .guardFailed([.session])))
    #expect(navigator.phase == .onboarding)
    conditions.session = nil
    #expect(
      navigator.send(.signedIn) == .refused(.goTo(.main, animated: true), .guardFailed([.session])))
  }

  @Test func signedOutGoesToOnboardingAndResetsMain() {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.select(.projects)
    navigator.push(.projectDetail(id: 1))
    #expect(
      navigator.send(.signedOut)
        == .handled(
          .goTo(.onboarding, animated: false), FlowUpdate(progress: .showing(.onboarding))))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.stacks == [:])
    #expect(navigator.selectedTab == nil)
    navigator.send(.signedIn)
    #expect(navigator.selectedTab == .builder)
    #expect(navigator.stacks == [:])
  }

  @Test(arguments: [ArchonEvent.getStarted, .signedIn, .closePreview])
  func eventsNobodyHandlesInMainAreIgnored(_ event: ArchonEvent) {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    navigator.start()
    #expect(navigator.send(event) == .ignored)
    #expect(navigator.phase == .main)
  }

  @Test func presentationHandlersComeBeforeThePhases() {
    var definition = Archon.definition
    definition.presentationHandlers[.signIn] = [.signedIn: .dismiss]
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator(definition)
    navigator.start()
    navigator.send(.signedOut)
    navigator.send(.getStarted)
    #expect(
      navigator.send(.signedIn) == .handled(.dismiss, FlowUpdate(progress: .showing(.onboarding))))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.send(.signedIn).isHandled)
    #expect(navigator.phase == .main)
  }
}

extension EventOutcome {
  var isHandled: Bool {
    if case .handled = self { true } else { false }
  }
}
