import FlowRuntime
import Testing

@MainActor
struct PresentationTests {
  @Test func livePreviewHasItsOwnStackAndClosePreviewDismissesIt() {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.push(.chatSession(id: "c"))
    #expect(navigator.present(cover: .livePreview(projectId: 9)) == .changed)
    #expect(navigator.present(cover: .livePreview(projectId: 9)) == .unchanged)
    #expect(navigator.cover == .livePreview(projectId: 9))
    #expect(navigator.sheet == nil)
    #expect(navigator.currentStack == .presentation(0))
    #expect(navigator.push(.previewConsole(projectId: 9)) == .changed)
    #expect(
      navigator.presentations == [
        .cover(.livePreview(projectId: 9), stack: [.previewConsole(projectId: 9)])
      ])
    #expect(navigator.path(for: .builder) == [.chatSession(id: "c")])

    #expect(
      navigator.send(.closePreview) == .handled(.dismiss, FlowUpdate(progress: .showing(.main))))
    #expect(navigator.presentations == [])
    #expect(navigator.cover == nil)
    #expect(navigator.path(for: .builder) == [.chatSession(id: "c")])
    #expect(navigator.send(.closePreview) == .ignored)
  }

  @Test func bindingsDismissTheirOwnKindOnly() {
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.cover = .livePreview(projectId: 1)
    #expect(navigator.setSheet(.signIn, at: 1) == .changed)
    #expect(navigator.sheet(at: 1) == .signIn)
    #expect(navigator.cover(at: 0) == .livePreview(projectId: 1))
    #expect(navigator.setSheet(.signIn, at: 3) == .refused(.noSuchStack(.presentation(3))))
    // The level-0 sheet binding does not own the cover there.
    navigator.sheet = nil
    #expect(navigator.presentations.count == 2)
    #expect(navigator.setSheet(nil, at: 1) == .changed)
    #expect(navigator.presentations == [.cover(.livePreview(projectId: 1))])
    navigator.cover = .livePreview(projectId: 2)
    #expect(navigator.presentations == [.cover(.livePreview(projectId: 2))])
    navigator.cover = nil
    #expect(navigator.presentations == [])
    #expect(navigator.dismiss() == .refused(.nothingPresented))
  }

  @Test func guardedPresentationsAreRefusedAndClosedWhenTheirConditionFails() {
    var definition = Archon.definition
    definition.guards[.livePreview] = [.labs]
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator(definition)
    navigator.start()
    #expect(navigator.present(cover: .livePreview(projectId: 1)) == .refused(.guardFailed([.labs])))
    conditions.labs = true
    navigator.present(cover: .livePreview(projectId: 1))
    navigator.push(.previewConsole(projectId: 1))
    navigator.present(sheet: .signIn)
    conditions.labs = false
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
  }

  @Test func settingALevelToWhatIsThereKeepsItsStackAndClosesWhatIsAbove() {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    navigator.start()
    navigator.present(cover: .livePreview(projectId: 1))
    navigator.push(.previewConsole(projectId: 1))
    navigator.present(sheet: .signIn)
    #expect(navigator.setSheet(.signIn, at: 1) == .unchanged)
    #expect(navigator.setCover(.livePreview(projectId: 1), at: 0) == .changed)
    #expect(
      navigator.presentations == [
        .cover(.livePreview(projectId: 1), stack: [.previewConsole(projectId: 1)])
      ])
  }
}
