import FlowRuntime
import Testing

@MainActor
struct StackTests {
  private func signedIn(_ conditions: TestConditions = TestConditions(session: true))
    -> Navigator<Archon>
  {
    let navigator = conditions.navigator()
    navigator.start()
    return navigator
  }

  @Test func eachTabKeepsItsOwnStackWhenSwitching() {
    let navigator = signedIn()
    #expect(navigator.push(.chatSession(id: "c1")) == .changed)
    #expect(navigator.push(.taskDetail(id: "t1")) == .changed)
    #expect(navigator.select(.projects) == .changed)
    #expect(navigator.push(.projectDetail(id: 7)) == .changed)
    #expect(navigator.select(.builder) == .changed)
    #expect(navigator.select(.builder) == .unchanged)
    #expect(navigator.path(for: .builder) == [.chatSession(id: "c1"), .taskDetail(id: "t1")])
    #expect(navigator.path(for: .projects) == [.projectDetail(id: 7)])
    #expect(navigator.path(for: .settings) == [])
    #expect(
      navigator.stacks == [
        .builder: [.chatSession(id: "c1"), .taskDetail(id: "t1")],
        .projects: [.projectDetail(id: 7)],
      ])
  }

  @Test func pushPopAndPopToRoot() {
    let navigator = signedIn()
    #expect(navigator.pop() == .refused(.emptyStack))
    #expect(navigator.popToRoot() == .unchanged)
    navigator.push(.chatSession(id: "a"))
    navigator.push(.codeBrowser(projectId: 1, path: "Sources/App.swift", line: 3))
    navigator.push(.taskDetail(id: "b"))
    #expect(navigator.pop() == .changed)
    #expect(
      navigator.path(for: .builder) == [
        .chatSession(id: "a"), .codeBrowser(projectId: 1, path: "Sources/App.swift", line: 3),
      ])
    #expect(navigator.popToRoot() == .changed)
    #expect(navigator.path(for: .builder) == [])
    #expect(navigator.stacks == [:])
  }

  @Test func settingsDetailsPushWithinTheSettingsStack() {
    let navigator = signedIn()
    navigator.selectedTab = .settings
    #expect(navigator.selectedTab == .settings)
    navigator.push(.accountDetail)
    navigator.pop()
    navigator.push(.subscriptionDetail)
    #expect(navigator.path(for: .settings) == [.subscriptionDetail])
    #expect(navigator.currentStack == .tab(.settings))
  }

  @Test func bindingSettersValidate() {
    let navigator = signedIn()
    #expect(navigator.setPath([.projectDetail(id: 2)], for: .projects) == .changed)
    #expect(navigator.setPath([.labsPanel], for: .settings) == .refused(.guardFailed([.labs])))
    #expect(navigator.setPath([], for: .root) == .refused(.noSuchStack(.root)))
    #expect(
      navigator.setPath([], for: .presentation(0)) == .refused(.noSuchStack(.presentation(0))))
    #expect(navigator.path(.presentation(3)) == [])
    navigator.selectedTab = nil
    #expect(navigator.selectedTab == .builder)
  }

  @Test func aGuardedScreenIsRefusedAndTrimmedWhenItsConditionFails() {
    let conditions = TestConditions(session: true, labs: false)
    let navigator = signedIn(conditions)
    navigator.select(.settings)
    #expect(navigator.push(.labsPanel) == .refused(.guardFailed([.labs])))
    conditions.labs = true
    #expect(navigator.push(.labsPanel) == .changed)
    #expect(navigator.push(.accountDetail) == .changed)
    navigator.select(.projects)
    navigator.push(.projectDetail(id: 1))
    conditions.labs = false
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.main)))
    // The guarded screen and everything above it go; the rest of the app stays.
    #expect(navigator.path(for: .settings) == [])
    #expect(navigator.path(for: .projects) == [.projectDetail(id: 1)])
    #expect(navigator.selectedTab == .projects)
  }

  @Test func guardedTabsAreUnavailableAndLeftWhenTheirConditionFails() {
    var definition = Archon.definition
    definition.otherPhases[1].content = .tabs(
      [
        TabDefinition(.builder, root: .builderHome, requires: [.labs]),
        TabDefinition(.projects, root: .projectList),
      ], default: .builder)
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator(definition)
    navigator.start()
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.isAvailable(.builder) == false)
    #expect(navigator.isAvailable(.settings) == false)
    #expect(navigator.select(.builder) == .refused(.guardFailed([.labs])))
    #expect(navigator.select(.settings) == .refused(.unknownTab(.settings)))
    conditions.labs = true
    #expect(navigator.select(.builder) == .changed)
    navigator.push(.chatSession(id: "x"))
    conditions.labs = false
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.stacks == [:])
  }
}
