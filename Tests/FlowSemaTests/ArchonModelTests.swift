import FlowSema
import Testing

/// The resolved model of the reference spec, Specs/Archon/Archon.flow.
struct ArchonModelTests {
  let model: FlowModel?
  let diagnostics: [String]

  init() throws {
    let (result, source, parse) = check(try archonSource(), path: "Archon.flow")
    model = result.model
    diagnostics = (parse + result.diagnostics).map { render($0, source) }
  }

  private func route(_ pattern: String) -> RouteModel? {
    model?.routes.first { $0.pattern == pattern }
  }

  @Test func checksCleanWithoutWarnings() {
    #expect(diagnostics == [])
    #expect(model != nil)
  }

  @Test func app() {
    #expect(
      model?.app
        == AppModel(
          name: "Archon", typePrefix: "Archon", schemes: ["archon"], hosts: ["archon.app"],
          restoration: .tab, stackPolicy: .replace, presentationPolicy: .dismiss,
          docs: ["Archon builds apps from a conversation with an AI."]))
  }

  @Test func phasesStartWithTheLaunchCheck() {
    #expect(model?.phases.map(\.name) == ["launch", "onboarding", "main"])
    #expect(
      model?.initialPhase?.content
        == .check(condition: "session", then: "main", otherwise: "onboarding"))
    let onboarding = model?.phase(named: "onboarding")
    #expect(onboarding?.content == .root("Onboarding"))
    #expect(
      onboarding?.handlers == [
        HandlerModel(event: "getStarted", action: .present("SignIn")),
        HandlerModel(event: "signedIn", action: .goTo(phase: "main", animated: true)),
      ])
    #expect(model?.phase(named: "main")?.requires == ["session"])
  }

  @Test func tabs() {
    let tabs = model?.tabs ?? []
    #expect(tabs.map(\.name) == ["builder", "projects", "settings"])
    #expect(tabs.map(\.root) == ["BuilderHome", "ProjectList", "SettingsHome"])
    #expect(tabs.map(\.isDefault) == [true, false, false])
    #expect(tabs.map(\.icon) == ["house.fill", "folder.fill", "gearshape.fill"])
    #expect(tabs.first?.docs == ["The AI chat interface for creating apps."])
  }

  /// App code and saved routes use these names; they are the ones generated before `as` existed.
  @Test func routeCaseNamesStayAsTheyWere() {
    #expect(
      model?.routes.map(\.caseName) == [
        "builderHome", "projectList", "projectDetail", "chatSession", "taskDetail", "settingsHome",
        "codeBrowser", "livePreview", "accountDetail", "subscriptionDetail",
      ])
  }

  @Test func screens() {
    #expect(model?.screens.count == 14)
    let browser = model?.screen(named: "CodeBrowser")
    #expect(browser?.swiftName == "codeBrowser")
    #expect(
      browser?.parameters == [
        ParameterModel(
          name: "projectId", swiftName: "projectId", type: .int, isOptional: false,
          defaultValue: nil, docs: []),
        ParameterModel(
          name: "path", swiftName: "path", type: .string, isOptional: false,
          defaultValue: .string(""), docs: []),
        ParameterModel(
          name: "line", swiftName: "line", type: .int, isOptional: true, defaultValue: .null,
          docs: []),
      ])
    let preview = model?.screen(named: "LivePreview")
    #expect(preview?.kind == .cover)
    #expect(preview?.pushes == ["PreviewConsole"])
    #expect(preview?.handlers == [HandlerModel(event: "closePreview", action: .dismiss)])
    #expect(
      model?.screen(named: "ChatSession")?.parameters.first?.docs == [
        "The chat's server identifier."
      ])
    #expect(
      model?.screen(named: "BuilderHome")?.pushes == ["ChatSession", "TaskDetail", "CodeBrowser"])
  }

  @Test func codeRouteLandsInProjectsWithTheDerivedStack() {
    #expect(
      route("/projects/{projectId}/code/{path...}?line={line}")
        == RouteModel(
          pattern: "/projects/{projectId}/code/{path...}?line={line}",
          segments: [
            .literal("projects"), .parameter(name: "projectId", type: .int), .literal("code"),
            .catchAll(name: "path"),
          ],
          query: [RouteQueryItem(key: "line", name: "line", type: .int, isRequired: false)],
          landing: LandingModel(
            phase: "main", tab: "projects", root: "ProjectList",
            stack: [
              ScreenInstance(
                screen: "ProjectDetail",
                arguments: [BoundArgument(parameter: "id", binding: .placeholder("projectId"))]),
              ScreenInstance(
                screen: "CodeBrowser",
                arguments: [
                  BoundArgument(parameter: "projectId", binding: .placeholder("projectId")),
                  BoundArgument(parameter: "path", binding: .placeholder("path")),
                  BoundArgument(parameter: "line", binding: .placeholder("line")),
                ]),
            ], presentation: nil, requires: ["session"]),
          caseName: "codeBrowser", stackPolicy: .replace, presentationPolicy: .dismiss, docs: [],
          line: 120))
  }

  @Test func chatRouteLandsInBuilder() {
    #expect(
      route("/builder/chat/{id}")?.landing
        == LandingModel(
          phase: "main", tab: "builder", root: "BuilderHome",
          stack: [
            ScreenInstance(
              screen: "ChatSession",
              arguments: [BoundArgument(parameter: "id", binding: .placeholder("id"))])
          ], presentation: nil, requires: ["session"]))
    #expect(
      route("/builder/chat/{id}")?.segments == [
        .literal("builder"), .literal("chat"), .parameter(name: "id", type: .string),
      ])
  }

  @Test func previewRoutePresentsTheCoverOverProjectDetail() {
    #expect(
      route("/projects/{projectId}/preview")?.landing
        == LandingModel(
          phase: "main", tab: "projects", root: "ProjectList",
          stack: [
            ScreenInstance(
              screen: "ProjectDetail",
              arguments: [BoundArgument(parameter: "id", binding: .placeholder("projectId"))])
          ],
          presentation: PresentationLanding(
            kind: .cover,
            screen: ScreenInstance(
              screen: "LivePreview",
              arguments: [BoundArgument(parameter: "projectId", binding: .placeholder("projectId"))]
            ),
            stack: []),
          requires: ["session"]))
  }

  @Test func tabRootRoutesHaveEmptyStacks() {
    #expect(route("/settings")?.landing.tab == "settings")
    #expect(route("/settings")?.landing.stack == [])
    #expect(
      route("/settings/account")?.landing.stack == [
        ScreenInstance(screen: "AccountDetail", arguments: [])
      ])
    #expect(model?.routes.count == 10)
  }
}
