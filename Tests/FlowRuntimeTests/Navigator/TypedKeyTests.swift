import FlowRuntime
import Testing

/// A hand-built definition keyed by the destination enum guards, prompts, handles and limits
/// exactly the destinations its keys name.
@MainActor
struct TypedKeyTests {
  /// Archon with `screen ProjectDetail requires labs else present SignIn`, a push and present
  /// graph, and `LivePreview`'s `on closePreview -> dismiss`, written with typed keys.
  private static let keyed: FlowDefinition<Archon> = {
    var definition = Archon.definition
    definition.guards = [.projectDetail: [.labs]]
    definition.guardFailures = [.projectDetail: .present(.sheet(.signIn))]
    definition.presentationHandlers = [.livePreview: [.closePreview: .dismiss]]
    definition.graph = NavigationGraph(
      pushes: [.projectList: [.projectDetail]], presents: [.projectDetail: [.livePreview]])
    return definition
  }()

  @Test func typedKeysGuardPromptHandleAndLimitWhatTheyName() {
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator(Self.keyed)
    navigator.start()
    #expect(navigator.select(.projects) == .changed)
    #expect(
      navigator.push(.previewConsole(projectId: 7))
        == .refused(.notPushable(.previewConsole(projectId: 7))))
    #expect(navigator.present(cover: .livePreview(projectId: 7)) != .changed)
    #expect(navigator.push(.projectDetail(id: 7)) == .held(waitingFor: [.labs]))
    #expect(navigator.sheet == .signIn)
    conditions.labs = true
    _ = navigator.conditionsDidChange()
    #expect(navigator.path(for: .projects) == [.projectDetail(id: 7)])
    #expect(navigator.sheet == nil)
    #expect(navigator.present(cover: .livePreview(projectId: 7)) == .changed)
    _ = navigator.send(.closePreview)
    #expect(navigator.cover == nil)
  }
}
