import FlowRuntime
import Foundation
import Testing

@MainActor
struct LinkTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var url: String
    var route: ArchonRoute
    var tab: ArchonTab
    var stack: [ArchonScreen]
    var presentations: [Presentation<Archon>] = []
    var testDescription: String { url }
  }

  nonisolated static let cases: [Case] = [
    Case(url: "archon://builder", route: .builder, tab: .builder, stack: []),
    Case(url: "archon://projects", route: .projects, tab: .projects, stack: []),
    Case(
      url: "archon://projects/42", route: .project(id: 42), tab: .projects,
      stack: [.projectDetail(id: 42)]),
    Case(
      url: "https://archon.app/builder/chat/abc", route: .chat(id: "abc"), tab: .builder,
      stack: [.chatSession(id: "abc")]),
    Case(
      url: "archon://builder/task/t9", route: .task(id: "t9"), tab: .builder,
      stack: [.taskDetail(id: "t9")]),
    Case(url: "archon://settings", route: .settings, tab: .settings, stack: []),
    Case(
      url: "archon://settings/account", route: .settingsAccount, tab: .settings,
      stack: [.accountDetail]),
    Case(
      url: "archon://projects/3/code/Sources/App.swift?line=12",
      route: .projectCode(projectId: 3, path: "Sources/App.swift", line: 12), tab: .projects,
      stack: [
        .projectDetail(id: 3), .codeBrowser(projectId: 3, path: "Sources/App.swift", line: 12),
      ]),
    Case(
      url: "archon://projects/5/preview", route: .projectPreview(projectId: 5), tab: .projects,
      stack: [.projectDetail(id: 5)], presentations: [.cover(.livePreview(projectId: 5))]),
  ]

  @Test(arguments: cases)
  func aSignedInLinkLandsAtOnce(_ expected: Case) {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.select(.settings)
    navigator.push(.subscriptionDetail)
    navigator.present(sheet: .signIn)
    #expect(navigator.open(url: expected.url) == .handled(expected.route))
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == expected.tab)
    #expect(navigator.path(for: expected.tab) == expected.stack)
    #expect(navigator.presentations == expected.presentations)
    #expect(navigator.pendingLink == nil)
  }

  @Test(arguments: ["archon://nowhere", "archon://projects/abc", "http://archon.app/builder"])
  func unmatchedLinksAreRejectedWithTheMatchersReason(_ url: String) {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    navigator.start()
    guard case .rejected(let reason) = navigator.open(url: url) else {
      Issue.record("expected a rejection")
      return
    }
    #expect(reason.description == ArchonLinks.rejection(url))
    #expect(navigator.phase == .main)
  }

  @Test func aLinkWhileSignedOutIsDeferredThenCompletesOnceAfterSignIn() {
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator()
    navigator.start()
    #expect(
      navigator.open(url: "archon://projects/42")
        == .deferred(.project(id: 42), waitingFor: [.session]))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.pendingLink?.route == .project(id: 42))
    // Still signed out: nothing lands.
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.onboarding)))
    navigator.send(.getStarted)

    conditions.session = true
    #expect(
      navigator.send(.signedIn)
        == .handled(
          .goTo(.main, animated: true),
          FlowUpdate(progress: .showing(.main), completedLink: .project(id: 42))))
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.path(for: .projects) == [.projectDetail(id: 42)])
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
    // Not twice.
    navigator.popToRoot()
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.main)))
    #expect(navigator.path(for: .projects) == [])
  }

  @Test func aHeldLinkCompletesWhenTheConditionsChangeFirst() {
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.open(url: "archon://settings/account")
    conditions.session = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing(.main), completedLink: .settingsAccount))
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == .settings)
    #expect(navigator.path(for: .settings) == [.accountDetail])
    #expect(navigator.send(.signedIn) == .ignored)
  }

  @Test func signingOutDropsThePendingLink() {
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator()
    navigator.start()
    #expect(
      navigator.open(url: "archon://settings/labs") == .deferred(.settingsLabs, waitingFor: [.labs])
    )
    conditions.session = false
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing(.onboarding), droppedLink: .settingsLabs))
    #expect(navigator.pendingLink == nil)
    conditions.session = true
    conditions.labs = true
    navigator.send(.signedIn)
    #expect(navigator.path(for: .settings) == [])
  }

  /// A link that opens nothing changes nothing, even after a condition changed unreported: it is
  /// refused before anything is trimmed (the runtime fuzz target found it dropping the held link).
  @Test(arguments: ["https://archon.app/", "archon://nowhere", "mailto:x"])
  func aRefusedLinkLeavesTheHeldLinkAlone(url: String) {
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.open(url: "archon://settings/labs")
    conditions.session = false
    guard case .rejected = navigator.open(url: url) else {
      Issue.record("\(url) was not refused")
      return
    }
    #expect(navigator.pendingLink?.route == .settingsLabs)
    #expect(navigator.phase == .main)
    // The change is acted on when reported, and the drop reported with it.
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing(.onboarding), droppedLink: .settingsLabs))
  }

  @Test func anExplicitEventLeavingThePhaseDropsTheHeldLink() {
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.open(url: "archon://settings/labs")
    #expect(
      navigator.send(.signedOut)
        == .handled(
          .goTo(.onboarding, animated: false),
          FlowUpdate(progress: .showing(.onboarding), droppedLink: .settingsLabs)))
    #expect(navigator.pendingLink == nil)
  }

  @Test func aNewerHeldLinkReplacesTheOlder() {
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.open(url: "archon://projects/1")
    navigator.open(url: "archon://builder/chat/z")
    #expect(
      navigator.open(url: "archon://nowhere")
        == .rejected(LinkRejection(.described("no route matches"))))
    #expect(navigator.pendingLink?.url == "archon://builder/chat/z")
    conditions.session = true
    #expect(navigator.conditionsDidChange().completedLink == .chat(id: "z"))
    #expect(navigator.stacks == [.builder: [.chatSession(id: "z")]])
  }

  @Test func aLinkAtColdStartWaitsForTheUnknownCondition() {
    let conditions = TestConditions(session: nil)
    let navigator = conditions.navigator()
    let outcome = navigator.start(launchURL: "archon://projects/8")
    #expect(outcome.launchLink == .deferred(.project(id: 8), waitingFor: [.session]))
    #expect(outcome.update == FlowUpdate(progress: .waiting(.launch, for: .session)))
    conditions.session = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing(.main), completedLink: .project(id: 8)))
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.path(for: .projects) == [.projectDetail(id: 8)])
  }

  @Test func aLinkOpenedAsAURLValue() throws {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    navigator.start()
    let url = try #require(URL(string: "archon://builder/task/7"))
    #expect(navigator.open(url: url) == .handled(.task(id: "7")))
  }

  @Test func stackReplaceVersusPush() {
    for (policy, expected) in [
      (StackPolicy.replace, [ArchonScreen.projectDetail(id: 2)]),
      (.push, [.projectDetail(id: 1), .codeBrowser(projectId: 1), .projectDetail(id: 2)]),
    ] {
      let conditions = TestConditions(session: true)
      let navigator = conditions.navigator(Archon.definition(stack: policy))
      navigator.start()
      navigator.select(.projects)
      navigator.push(.projectDetail(id: 1))
      navigator.push(.codeBrowser(projectId: 1))
      navigator.select(.settings)
      navigator.open(url: "archon://projects/2")
      #expect(navigator.path(for: .projects) == expected, "stack \(policy)")
      #expect(navigator.selectedTab == .projects)
    }
  }

  @Test func presentationDismissVersusKeep() {
    for (policy, expected) in [
      (PresentationPolicy.dismiss, [Presentation<Archon>]()),
      (.keep, [.cover(.livePreview(projectId: 4), stack: [.previewConsole(projectId: 4)])]),
    ] {
      let conditions = TestConditions(session: true)
      let navigator = conditions.navigator(Archon.definition(presentation: policy))
      navigator.start()
      navigator.present(cover: .livePreview(projectId: 4))
      navigator.push(.previewConsole(projectId: 4))
      navigator.open(url: "archon://settings/account")
      #expect(navigator.presentations == expected, "presentation \(policy)")
      #expect(navigator.path(for: .settings) == [.accountDetail])
      // A landing with its own presentation replaces whatever is open.
      navigator.open(url: "archon://projects/6/preview")
      #expect(navigator.presentations == [.cover(.livePreview(projectId: 6))])
    }
  }

  @Test func routeOptionsOverrideTheAppPolicies() {
    var definition = Archon.definition(stack: .replace, presentation: .dismiss)
    definition.resolveLink = { _ in
      .landing(
        .project(id: 2),
        Landing(
          phase: .main, tab: .projects, stack: [.projectDetail(id: 2)], requires: [.session],
          stackPolicy: .push, presentationPolicy: .keep))
    }
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator(definition)
    navigator.start()
    navigator.select(.projects)
    navigator.push(.projectDetail(id: 1))
    navigator.present(sheet: .signIn)
    navigator.open(url: "archon://projects/2")
    #expect(navigator.path(for: .projects) == [.projectDetail(id: 1), .projectDetail(id: 2)])
    #expect(navigator.presentations == [.sheet(.signIn)])
  }

  @Test(arguments: [
    (
      Landing<Archon>(phase: .launch), LinkRejection.Reason.checkPhase("launch"),
      "The link lands in phase launch, which only checks a condition."
    ),
    (
      Landing(phase: .onboarding, tab: .builder),
      .tabInPhaseWithoutTabs(tab: "builder", phase: "onboarding"),
      "The link lands in tab builder, but phase onboarding has no tabs."
    ),
  ])
  func landingsThatDoNotFitTheFlowAreRejected(
    _ landing: Landing<Archon>, _ reason: LinkRejection.Reason, _ sentence: String
  ) {
    var definition = Archon.definition
    definition.resolveLink = { _ in .landing(.builder, landing) }
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator(definition)
    navigator.start()
    #expect(navigator.open(url: "archon://builder") == .rejected(LinkRejection(reason)))
    #expect(reason.description == sentence)
  }
}

extension ArchonLinks {
  /// The reason the hand-written matcher gives for `url`.
  static func rejection(_ url: String) -> String? {
    if case .noMatch(let rejection) = resolve(url) { return rejection.description }
    return nil
  }
}
