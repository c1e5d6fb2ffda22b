import FlowSema
import Testing

/// The resolved model of the reference spec, Specs/Archon/Archon.flow.
struct ArchonModelTests {
  let model: FlowModel?
  let id: NamedIDs
  let diagnostics: [String]

  init() throws {
    let (result, source, parse) = check(try archonSource(), path: "Archon.flow")
    model = result.model
    id = NamedIDs(result.model)
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
        == .check(
          condition: id.condition("session"), then: id.phase("main"),
          otherwise: id.phase("onboarding")))
    let onboarding = id.phaseModel("onboarding")
    #expect(onboarding?.content == .root(id.screen("Onboarding")))
    #expect(
      onboarding?.handlers == [
        HandlerModel(event: id.event("getStarted"), action: .present(id.screen("SignIn"))),
        HandlerModel(
          event: id.event("signedIn"), action: .goTo(phase: id.phase("main"), animated: true)),
      ])
    #expect(id.phaseModel("main")?.requires == [id.condition("session")])
  }

  @Test func tabs() {
    let tabs = model?.tabs ?? []
    #expect(tabs.map(\.name) == ["builder", "projects", "settings"])
    #expect(
      tabs.map(\.root) == [
        id.screen("BuilderHome"), id.screen("ProjectList"), id.screen("SettingsHome"),
      ])
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
    let browser = id.screenModel("CodeBrowser")
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
    let preview = id.screenModel("LivePreview")
    #expect(preview?.kind == .cover)
    #expect(preview?.pushes == [id.screen("PreviewConsole")])
    #expect(
      preview?.handlers == [HandlerModel(event: id.event("closePreview"), action: .dismiss)])
    #expect(
      id.screenModel("ChatSession")?.parameters.first?.docs == [
        "The chat's server identifier."
      ])
    #expect(
      id.screenModel("BuilderHome")?.pushes == [
        id.screen("ChatSession"), id.screen("TaskDetail"), id.screen("CodeBrowser"),
      ])
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
            phase: id.phase("main"), tab: id.tab("projects"), root: id.screen("ProjectList"),
            stack: [
              ScreenInstance(
                screen: id.screen("ProjectDetail"),
                arguments: [BoundArgument(parameter: "id", binding: .placeholder("projectId"))]),
              ScreenInstance(
                screen: id.screen("CodeBrowser"),
                arguments: [
                  BoundArgument(parameter: "projectId", binding: .placeholder("projectId")),
                  BoundArgument(parameter: "path", binding: .placeholder("path")),
                  BoundArgument(parameter: "line", binding: .placeholder("line")),
                ]),
            ], presentation: nil, requires: [id.condition("session")]),
          caseName: "codeBrowser", stackPolicy: .replace, presentationPolicy: .dismiss, docs: [],
          line: 120))
  }

  @Test func chatRouteLandsInBuilder() {
    #expect(
      route("/builder/chat/{id}")?.landing
        == LandingModel(
          phase: id.phase("main"), tab: id.tab("builder"), root: id.screen("BuilderHome"),
          stack: [
            ScreenInstance(
              screen: id.screen("ChatSession"),
              arguments: [BoundArgument(parameter: "id", binding: .placeholder("id"))])
          ], presentation: nil, requires: [id.condition("session")]))
    #expect(
      route("/builder/chat/{id}")?.segments == [
        .literal("builder"), .literal("chat"), .parameter(name: "id", type: .string),
      ])
  }

  @Test func previewRoutePresentsTheCoverOverProjectDetail() {
    #expect(
      route("/projects/{projectId}/preview")?.landing
        == LandingModel(
          phase: id.phase("main"), tab: id.tab("projects"), root: id.screen("ProjectList"),
          stack: [
            ScreenInstance(
              screen: id.screen("ProjectDetail"),
              arguments: [BoundArgument(parameter: "id", binding: .placeholder("projectId"))])
          ],
          presentation: PresentationLanding(
            kind: .cover,
            screen: ScreenInstance(
              screen: id.screen("LivePreview"),
              arguments: [BoundArgument(parameter: "projectId", binding: .placeholder("projectId"))]
            ),
            stack: []),
          requires: [id.condition("session")]))
  }

  @Test func tabRootRoutesHaveEmptyStacks() {
    #expect(route("/settings")?.landing.tab == id.tab("settings"))
    #expect(route("/settings")?.landing.stack == [])
    #expect(
      route("/settings/account")?.landing.stack == [
        ScreenInstance(screen: id.screen("AccountDetail"), arguments: [])
      ])
    #expect(model?.routes.count == 10)
  }
}
