import FlowRuntime
import FlowTestSupport
import Testing

/// SwiftUI redraws when observed state changes: each property the views read must report a change.
@MainActor
struct ObservationTests {
  @Test func everyObservedPropertyNotifies() {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator()
    let told1 = notifies(reading: { _ = navigator.phase }, when: { navigator.start() })
    #expect(told1)
    let told2 = notifies(
      reading: { _ = navigator.selectedTab }, when: { navigator.select(.projects) })
    #expect(told2)
    let told3 = notifies(
      reading: { _ = navigator.path(for: .projects) },
      when: { navigator.push(.projectDetail(id: 1)) })
    #expect(told3)
    let told4 = notifies(
      reading: { _ = navigator.cover },
      when: { navigator.present(cover: .livePreview(projectId: 1)) })
    #expect(told4)
    let told5 = notifies(reading: { _ = navigator.presentations }, when: { navigator.dismiss() })
    #expect(told5)
    conditions.session = false
    let told6 = notifies(
      reading: { _ = navigator.pendingLink },
      when: { navigator.open(url: "archon://settings") })
    #expect(told6)
    navigator.conditionsDidChange()
    conditions.session = true
    let told7 = notifies(
      reading: { _ = navigator.phaseChangeIsAnimated },
      when: { navigator.send(.signedIn) })
    #expect(told7)
  }

  @Test func readingOnePropertyIsNotToldOfAnother() {
    let navigator = TestConditions(session: true).navigator()
    navigator.start()
    let told8 = notifies(
      reading: { _ = navigator.rootStack }, when: { navigator.select(.settings) })
    #expect(!told8)
  }
}
