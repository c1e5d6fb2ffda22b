import Archon
import FlowRuntime
import FlowTesting
import Foundation
import Storefront
import Testing

@MainActor
struct FlowHarnessTests {
  @Test func aPlaceReadsLikeTheSpecsExpectLines() {
    let app = FlowHarness(Archon.definition, conditions: [.session: true])
    app.start(launchURL: "archon://builder/chat/c-7")
    app.navigator.present(cover: .livePreview(projectId: 3))
    app.navigator.push(.previewConsole(projectId: 3))
    #expect(
      app.place.description
        == "main, tab builder: [builderHome, chatSession(id: \"c-7\")], "
        + "presenting cover livePreview(projectId: 3) [previewConsole(projectId: 3)]")
    #expect(app.landedLinks == [.chatSession(id: "c-7")])
  }

  /// As the root view's `.task`: the first call launches and records the link it landed, a later
  /// one changes nothing.
  /// A place shows what the app shows: with the phase's guard no longer holding and the navigator
  /// not told yet, `FlowScene` presents nothing, and the place lists nothing presented either (the
  /// twenty-eighth new-users review read a sheet in the place that the app did not show).
  @Test func aPlaceListsNoPresentationWhileThePhaseShowsNothing() {
    let app = FlowHarness(Archon.definition, conditions: [.session: true])
    app.start()
    app.navigator.present(cover: .livePreview(projectId: 3))
    #expect(app.place.presentations.count == 1)
    app.conditions[.session] = false
    #expect(!app.navigator.isShowingPhase)
    #expect(app.place.screens == [])
    #expect(app.place.presentations == [])
  }

  /// So does a selected tab whose guard stopped holding, untold: `FlowScene` leaves its stack off
  /// screen (an empty view for Storefront's account tab, which has an `else`), and the place said
  /// the whole stack was shown (the packages round). Told, the navigator leaves the tab.
  @Test func aPlaceListsNoStackForASelectedTabThatStoppedHolding() {
    let app = FlowHarness(Storefront.definition, conditions: [.session: true])
    app.start()
    app.navigator.select(.account)
    app.navigator.push(.orders)
    #expect(app.place == FlowPlace(.shop, tab: .account, [.accountHome, .orders]))
    app.conditions[.session] = false
    #expect(!FlowScene(app.navigator).showsRoot(of: .account))
    #expect(app.place == FlowPlace(.shop, tab: .account, []))
    app.navigator.conditionsDidChange()
    #expect(app.place.tab != .account)
    #expect(app.place.screens.first == .catalog)
  }

  /// A link given as a `URL`, the type `onOpenURL` hands over, opens and is recorded as a
  /// string's is, at launch and after; one Foundation repaired (a space) is refused as its text is.
  @Test func aURLLinkLandsAndIsRecordedAsAStringIs() throws {
    let app = FlowHarness(Archon.definition, conditions: [.session: true])
    app.start(launchURL: try #require(URL(string: "archon://builder/chat/c-7")))
    #expect(
      app.open(try #require(URL(string: "archon://projects/4"))) == .handled(.projectDetail(id: 4)))
    #expect(app.landedLinks == [.chatSession(id: "c-7"), .projectDetail(id: 4)])
    let repaired = try #require(URL(string: "archon://projects/4 5"))
    guard case .rejected = app.open(repaired) else {
      Issue.record("a repaired link was not refused")
      return
    }
    #expect(app.landedLinks.count == 2)
    // `nil` is still the string launch's, with no link.
    let plain = FlowHarness(Archon.definition, conditions: [.session: true])
    plain.start(launchURL: nil)
    #expect(plain.landedLinks == [])
  }

  /// A notification's route, held signed out behind `main`'s session and landed by the sign-in,
  /// is recorded once, as a link's landing is.
  @Test func aRouteTheAppHoldsIsRecordedAsALinkIs() {
    let app = FlowHarness(Archon.definition, conditions: [.session: false])
    app.start()
    #expect(
      app.open(.projectDetail(id: 42)) == .deferred(.projectDetail(id: 42), waitingFor: [.session]))
    #expect(app.landedLinks == [])
    app.conditions[.session] = true
    app.send(.signedIn)
    #expect(app.landedLinks == [.projectDetail(id: 42)])
    #expect(app.open(.settingsHome) == .handled(.settingsHome))
    #expect(app.landedLinks == [.projectDetail(id: 42), .settingsHome])
  }

  @Test func startIfNeededLaunchesOnceAndRecordsWhatLanded() {
    let app = FlowHarness(Archon.definition, conditions: [.session: true])
    app.open("archon://projects/4")
    #expect(app.startIfNeeded()?.update.completedLink == .projectDetail(id: 4))
    app.navigator.select(.settings)
    #expect(app.startIfNeeded() == nil)
    #expect(app.place == FlowPlace(.main, tab: .settings, [.settingsHome]))
    #expect(app.landedLinks == [.projectDetail(id: 4)])
  }

  @Test func aPlaceWritesOptionalValuesAsTheResolverDoes() {
    let app = FlowHarness(Archon.definition, conditions: [.session: true])
    app.start()
    let outcome = app.open("archon://projects/7/code/Sources/a%20b.swift?line=12")
    guard case .handled = outcome else {
      Issue.record("not handled: \(outcome)")
      return
    }
    #expect(
      app.place.description
        == "main, tab projects: [projectList, projectDetail(id: 7), "
        + "codeBrowser(projectId: 7, path: \"Sources/a b.swift\", line: 12)]")
    app.navigator.push(.codeBrowser(projectId: 8, path: "(x)", line: nil))
    #expect(app.place.description.hasSuffix(#"codeBrowser(projectId: 8, path: "(x)", line: nil)]"#))
  }

  @Test func anUnknownConditionHoldsTheLaunchAndShowsNothing() {
    let app = FlowHarness(Archon.definition)
    #expect(app.start().update.progress == .waiting(.launch, for: .session))
    #expect(app.place == FlowPlace(.launch, []))
    #expect(app.place.description == "launch: []")
    #expect(app.open("archon://settings") == .deferred(.settingsHome, waitingFor: [.session]))
    #expect(app.heldLink == .settingsHome)
    app.conditions[.session] = true
    #expect(app.conditionsDidChange().completedLink == .settingsHome)
    #expect(app.place == FlowPlace(.main, tab: .settings, [.settingsHome]))
    #expect(app.heldLink == nil)
    #expect(app.landedLinks == [.settingsHome])
  }

  @Test func aLinkOpenedWhileShowingLandsOnceAndIsRecordedOnce() {
    let app = FlowHarness(Archon.definition, conditions: [.session: true])
    app.start()
    #expect(app.open("archon://projects/7") == .handled(.projectDetail(id: 7)))
    #expect(app.send(.closePreview) == .ignored)
    #expect(app.landedLinks == [.projectDetail(id: 7)])
    #expect(app.place == FlowPlace(.main, tab: .projects, [.projectList, .projectDetail(id: 7)]))
  }
}
