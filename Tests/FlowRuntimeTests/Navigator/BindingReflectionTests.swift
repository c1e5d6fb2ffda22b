import FlowRuntime
import FlowTestSupport
import Observation
import Testing

/// A control bound straight to the navigator (`TabView(selection: $navigator.selectedTab)`,
/// `NavigationStack(path:)` over `path(for:)` and `setPath(_:for:)`, as docs/Runtime.md's table
/// shows) already shows what the user chose when it writes; it reads the navigator again only when
/// told. A write refused, or held behind a guard's `else`, must tell it all the same, or the guarded
/// tab or screen stays on screen without its condition (swiftuiV).
@MainActor
struct BindingReflectionTests {
  private static let labsSettingsElseSignIn = FlowSceneTests.labsSettingsElseSignIn

  @Test func aRefusedOrHeldTabSelectionTellsTheTabBar() {
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator(FlowSceneTests.labsSettings)
    navigator.start()
    #expect(
      notifies(reading: { _ = navigator.selectedTab }, when: { navigator.selectedTab = .settings }))
    #expect(navigator.selectedTab == .builder)

    let held = conditions.navigator(Self.labsSettingsElseSignIn)
    held.start()
    var outcome: ChangeOutcome<Archon>?
    #expect(notifies(reading: { _ = held.selectedTab }, when: { outcome = held.select(.settings) }))
    #expect(outcome == .held(waitingFor: [.labs]))
    #expect(held.selectedTab == .builder)
    #expect(held.sheet == .signIn)
  }

  @Test func anEmptyTabSelectionIsReflectedAndTrims() {
    let conditions = TestConditions(session: true, labs: true)
    let navigator = conditions.navigator(FlowSceneTests.labsSettings)
    navigator.start()
    navigator.select(.settings)
    conditions.labs = false
    #expect(notifies(reading: { _ = navigator.selectedTab }, when: { navigator.selectedTab = nil }))
    // The trim every write runs left the Settings tab, whose guard stopped holding.
    #expect(navigator.selectedTab == .builder)
  }

  @Test func aTabSelectionThatTakesEffectOrChangesNothingIsNotReflected() {
    let navigator = TestConditions(session: true).navigator()
    navigator.start()
    #expect(navigator.select(.projects) == .changed)
    #expect(
      !notifies(reading: { _ = navigator.selectedTab }, when: { navigator.selectedTab = .projects })
    )
  }

  @Test func aRefusedOrHeldPushTellsTheStack() {
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator(Self.labsSettingsElseSignIn)
    navigator.start()
    var outcome: ChangeOutcome<Archon>?
    #expect(
      notifies(
        reading: { _ = navigator.path(for: .builder) },
        when: { outcome = navigator.setPath([.labsPanel], for: .builder) }))
    #expect(outcome == .held(waitingFor: [.labs]))
    #expect(navigator.path(for: .builder) == [])
    let refusing = TestConditions(session: true, labs: false).navigator()
    refusing.start()
    #expect(
      notifies(
        reading: { _ = refusing.path(for: .builder) },
        when: { outcome = refusing.setPath([.labsPanel], for: .builder) }))
    #expect(outcome == .refused(.guardFailed([.labs])))
    #expect(refusing.path(for: .builder) == [])
    #expect(
      !notifies(
        reading: { _ = refusing.path(for: .builder) },
        when: { outcome = refusing.setPath([], for: .builder) }))
    #expect(outcome == .unchanged)
  }

  @Test func aRefusedWriteToThePhaseRootStackTellsIt() {
    let navigator = TestConditions(session: false).navigator()
    navigator.start()
    #expect(navigator.phase == .onboarding)
    var outcome: ChangeOutcome<Archon>?
    #expect(
      notifies(
        reading: { _ = navigator.rootStack },
        when: { outcome = navigator.setPath([.labsPanel], for: .root) }))
    #expect(outcome == .refused(.guardFailed([.labs])))
    #expect(navigator.rootStack == [])
  }

  /// What depends on the conditions is read again after the call that says they changed, though
  /// nothing the navigator stores changed: a sign-out from an unselected guarded tab.
  @Test func availabilityAndShowingAreToldWhenConditionsChange() {
    let conditions = TestConditions(session: true, labs: true)
    let navigator = conditions.navigator(FlowSceneTests.labsSettings)
    navigator.start()
    conditions.labs = false
    #expect(
      notifies(
        reading: { _ = navigator.isAvailable(.settings) },
        when: { navigator.conditionsDidChange() }))
    #expect(!navigator.isAvailable(.settings))
    #expect(
      notifies(reading: { _ = navigator.isShowingPhase }, when: { navigator.conditionsDidChange() })
    )
    // A refused link acts on no condition, so nothing that reads them is drawn again.
    var refused: OpenOutcome<Archon>?
    #expect(
      !notifies(
        reading: { _ = navigator.isShowingPhase },
        when: { refused = navigator.open(url: "archon://nowhere") }))
    guard case .rejected = refused else {
      Issue.record("archon://nowhere was not refused")
      return
    }
  }
}

/// An observer runs inside the call that changes what it observes: a link it opens there replaces
/// the one being opened, whose outcome still says what that link waited for (swiftuiV: the outer
/// call reported the inner link's conditions).
@MainActor
struct ReentrantOpenTests {
  @Test func aLinkReplacedByAnObserverReportsItsOwnConditions() {
    let conditions = TestConditions(session: true, labs: false)
    let navigator = conditions.navigator(FlowSceneTests.labsSettingsElseSignIn)
    navigator.start()
    var inner: OpenOutcome<Archon>?
    var opened = false
    // Once: the inner link changes what is observed too, and Observation tells the same observer
    // again while it is still installed.
    withObservationTracking {
      _ = navigator.presentations
    } onChange: {
      MainActor.assumeIsolated {
        guard !opened else { return }
        opened = true
        inner = navigator.open(url: "archon://projects/42")
      }
    }
    let outer = navigator.open(url: "archon://settings")
    #expect(inner == .handled(.project(id: 42)))
    #expect(outer == .deferred(.settings, waitingFor: [.labs]))
    #expect(navigator.pendingLink == nil)
  }
}
