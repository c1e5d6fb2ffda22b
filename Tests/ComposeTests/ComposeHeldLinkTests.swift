import Compose
import Testing

/// A link into the signed-in app opened signed out: Compose presents no prompt, so the link waits
/// on the onboarding and on the signed-out screen after it (each offers the sign-in), lands once the
/// user signs in there, and never lands twice.
@MainActor
@Suite struct ComposeHeldLinkTests {
  @Test func aConversationLinkSignedOutWaitsOnTheOnboarding() {
    let navigator = ComposeApp(session: false).launch()
    #expect(
      navigator.open(url: "compose://threads/7")
        == .deferred(.thread(id: 7), waitingFor: [.session]))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.presentations.isEmpty)
    #expect(navigator.pendingLink?.route == .thread(id: 7))
  }

  @Test func signingInLandsTheLinkExactlyOnce() {
    let app = ComposeApp(session: false)
    let navigator = app.launch()
    navigator.open(url: "compose://threads/7")
    app.session = true
    #expect(
      navigator.send(.signedIn)
        == .handled(
          .goTo(.main, animated: false),
          FlowUpdate(progress: .showing(.main), completedLink: .thread(id: 7))))
    #expect(navigator.selectedTab == .inbox)
    #expect(navigator.stacks == [.inbox: [.thread(id: 7)]])
    #expect(navigator.pendingLink == nil)
    // Saying so again lands nothing: the stack the user then changes stays theirs.
    _ = navigator.pop()
    #expect(navigator.send(.signedIn) == .ignored)
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.main)))
    #expect(navigator.path(for: .inbox) == [])
  }

  @Test func movingOnFromTheOnboardingToTheSignedOutScreenKeepsTheLink() {
    let app = ComposeApp(session: false)
    let navigator = app.launch()
    navigator.open(url: "compose://compose/camera")
    #expect(
      navigator.send(.getStarted)
        == .handled(.goTo(.signedOut, animated: false), FlowUpdate(progress: .showing(.signedOut))))
    #expect(navigator.pendingLink?.route == .camera)
    app.session = true
    #expect(
      navigator.send(.signedIn)
        == .handled(
          .goTo(.main, animated: false),
          FlowUpdate(progress: .showing(.main), completedLink: .camera)))
    #expect(
      navigator.presentations == [
        Presentation(.sheet(.compose(to: ""))), Presentation(.cover(.camera)),
      ])
  }

  @Test func helpOpensSignedOutWithoutWaiting() {
    let navigator = ComposeApp(session: false).launch()
    #expect(navigator.open(url: "compose://help") == .handled(.help(topic: nil)))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.presentations == [.cover(.help(topic: ""))])
    #expect(navigator.pendingLink == nil)
  }
}
