import Archon
import FlowTesting
import Testing

@MainActor
@Test func aLinkOpenedSignedOutLandsOnceAfterSignIn() {
  let app = FlowHarness(Archon.definition, conditions: [.session: false])
  app.start()
  #expect(app.place == FlowPlace(.onboarding, [.onboarding]))

  // Signed out, the link is held instead of shown.
  #expect(
    app.open("archon://projects/42") == .deferred(.projectDetail(id: 42), waitingFor: [.session]))
  #expect(app.place == FlowPlace(.onboarding, [.onboarding]))

  // Sign in as the app does: store the session, then tell the navigator.
  app.send(.getStarted)
  #expect(app.place == FlowPlace(.onboarding, [.onboarding], presenting: [.sheet(.signIn)]))
  app.conditions[.session] = true
  app.send(.signedIn)
  #expect(app.place == FlowPlace(.main, tab: .projects, [.projectList, .projectDetail(id: 42)]))
  #expect(app.landedLinks == [.projectDetail(id: 42)])
}
