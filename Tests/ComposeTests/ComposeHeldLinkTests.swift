import Compose
import Testing

/// A link into the signed-in app opened signed out: Compose presents no prompt, so the link waits
/// on the onboarding, lands once the user signs in there, never lands twice, and is dropped when the
/// user moves on without signing in.
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

  @Test func leavingTheOnboardingWithoutSigningInDropsTheLink() {
    let app = ComposeApp(session: false)
    let navigator = app.launch()
    navigator.open(url: "compose://compose/camera")
    #expect(
      navigator.send(.getStarted)
        == .handled(
          .goTo(.signedOut, animated: false),
          FlowUpdate(progress: .showing(.signedOut), droppedLink: .camera)))
    #expect(navigator.pendingLink == nil)
    // Signing in later enters the app without the dropped link.
    app.session = true
    #expect(
      navigator.send(.signedIn)
        == .handled(.goTo(.main, animated: false), FlowUpdate(progress: .showing(.main))))
    #expect(navigator.presentations == [])
  }

  @Test func helpOpensSignedOutWithoutWaiting() {
    let navigator = ComposeApp(session: false).launch()
    #expect(navigator.open(url: "compose://help") == .handled(.help(topic: nil)))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.presentations == [.cover(.help(topic: ""))])
    #expect(navigator.pendingLink == nil)
  }
}
