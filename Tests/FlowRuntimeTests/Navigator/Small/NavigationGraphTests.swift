import FlowRuntime
import Foundation
import Testing

/// Issue 8: every stack and presentation operation follows the spec's push/present graph, including
/// binding writes and restored state, and says why it refuses.
@MainActor
struct NavigationGraphTests {
  /// `phase main { default tab builder root Builder; tab settings root SettingsHome }` with
  /// `screen Builder { push Chat; present Preview }`, `screen Chat { push Task }`,
  /// `screen SettingsHome { push Account, Subscription }`, `cover Preview { push Console }`,
  /// `phase main { present Feedback }`, and a screen nothing pushes (`Onboarding`).
  private static func definition(store restoration: RestorationPolicy = .nothing)
    -> FlowDefinition<SmallFlow>
  {
    .small(
      [
        PhaseDefinition(
          "main",
          content: .tabs(
            [
              TabDefinition("builder", root: "Builder"),
              TabDefinition("settings", root: "SettingsHome"),
            ], default: "builder"),
          handlers: ["feedback": .present(.sheet("Feedback"))])
      ],
      presentationHandlers: ["Preview": ["help": .present(.sheet("Help"))]],
      restoration: restoration,
      graph: NavigationGraph(
        pushes: [
          "Builder": ["Chat"], "Chat": ["Task"], "SettingsHome": ["Account", "Subscription"],
          "Preview": ["Console"],
        ],
        presents: ["Builder": ["Preview"], "Preview": ["Help"]],
        phasePresents: ["main": ["Feedback"]]))
  }

  @Test func aPushTheSpecDoesNotAllowIsRefused() {
    let navigator = SmallConditions().navigator(Self.definition())
    navigator.start()
    #expect(navigator.push("Onboarding") == .refused(.notPushable("Onboarding")))
    #expect(navigator.push("Task") == .refused(.notPushable("Task")))
    #expect(navigator.push("Chat") == .changed)
    #expect(navigator.push("Task") == .changed)
    #expect(navigator.push("Console") == .refused(.notPushable("Console")))
    #expect(navigator.stacks == ["builder": ["Chat", "Task"]])
    navigator.select("settings")
    // A screen below the top may push too, as `SettingsHome` pushes `Subscription`.
    #expect(navigator.push("Account") == .changed)
    #expect(navigator.push("Subscription") == .changed)
    #expect(navigator.push("Chat") == .refused(.notPushable("Chat")))
  }

  @Test func bindingWritesFollowTheGraph() {
    let navigator = SmallConditions().navigator(Self.definition())
    navigator.start()
    #expect(
      navigator.setPath(["Chat", "Onboarding"], for: "builder")
        == .refused(.notPushable("Onboarding")))
    #expect(navigator.setPath(["Account"], for: "builder") == .refused(.notPushable("Account")))
    #expect(navigator.setPath(["Chat", "Task"], for: "builder") == .changed)
    #expect(navigator.stacks == ["builder": ["Chat", "Task"]])
    #expect(navigator.setPath([], for: "builder") == .changed)
  }

  @Test func aPresentationTheSpecDoesNotAllowIsRefused() {
    let navigator = SmallConditions().navigator(Self.definition())
    navigator.start()
    #expect(navigator.present(sheet: "Help") == .refused(.notPresentable(.sheet("Help"))))
    #expect(navigator.setSheet("Help", at: 0) == .refused(.notPresentable(.sheet("Help"))))
    #expect(navigator.present(sheet: "Feedback") == .changed)
    #expect(navigator.dismiss() == .changed)
    navigator.select("settings")
    #expect(navigator.present(cover: "Preview") == .refused(.notPresentable(.cover("Preview"))))
    navigator.select("builder")
    navigator.push("Chat")
    // `Builder` is still below `Chat` on the stack, so it presents the preview.
    #expect(navigator.present(cover: "Preview") == .changed)
    #expect(navigator.push("Console") == .changed)
    #expect(navigator.push("Task") == .refused(.notPushable("Task")))
    #expect(navigator.setSheet("Help", at: 1) == .changed)
    #expect(navigator.presentations.map(\.modal) == [.cover("Preview"), .sheet("Help")])
    #expect(navigator.setCover("Preview", at: 2) == .refused(.notPresentable(.cover("Preview"))))
  }

  @Test func handlersPresentWhatTheirPhaseOrPresentationDeclares() {
    let navigator = SmallConditions().navigator(Self.definition())
    navigator.start()
    #expect(
      navigator.send("feedback")
        == .handled(.present(.sheet("Feedback")), FlowUpdate(progress: .showing("main"))))
    navigator.dismiss()
    navigator.present(cover: "Preview")
    #expect(
      navigator.send("help")
        == .handled(.present(.sheet("Help")), FlowUpdate(progress: .showing("main"))))
  }

  @Test func restorationKeepsOnlyWhatTheGraphLeadsTo() throws {
    let saved = """
      {"version":1,"phase":"main","selectedTab":"settings","stacks":[\
      {"tab":"builder","screens":[{"destinationName":"Chat"},{"destinationName":"Onboarding"},\
      {"destinationName":"Task"}]},\
      {"tab":"settings","screens":[{"destinationName":"Chat"}]}]}
      """
    let store = InMemoryRestorationStore(data: Data(saved.utf8))
    let navigator = SmallConditions().navigator(
      Self.definition(store: .selectedTabAndStacks), store: store)
    #expect(navigator.start().update.progress == .showing("main"))
    #expect(navigator.selectedTab == "settings")
    #expect(navigator.stacks == ["builder": ["Chat"]])
  }

  @Test func aDefinitionWithoutAGraphLeavesPushesToTheGuards() {
    var definition = Self.definition()
    definition.graph = nil
    let navigator = SmallConditions().navigator(definition)
    navigator.start()
    #expect(navigator.push("Onboarding") == .changed)
    #expect(navigator.present(sheet: "Help") == .changed)
  }
}
