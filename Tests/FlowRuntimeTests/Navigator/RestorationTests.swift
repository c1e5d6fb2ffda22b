import FlowRuntime
import FlowTestSupport
import Foundation
import Testing

@MainActor
struct RestorationTests {
  /// Runs a first launch that leaves Projects selected with a stack in Projects and Settings.
  private func firstLaunch(_ definition: FlowDefinition<Archon>, store: any RestorationStore) {
    let conditions = TestConditions(session: true)
    let navigator = conditions.navigator(definition, store: store)
    navigator.start()
    navigator.select(.settings)
    navigator.push(.accountDetail)
    navigator.select(.projects)
    navigator.push(.projectDetail(id: 3))
  }

  @Test func relaunchRestoresTheTabButNotTheStacks() {
    let store = InMemoryRestorationStore()
    firstLaunch(Archon.definition(restoration: .selectedTab), store: store)
    let navigator = TestConditions(session: true).navigator(Archon.definition, store: store)
    navigator.start()
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.stacks == [:])
  }

  @Test func relaunchRestoresTabAndStacksWhenThePolicySaysStacks() {
    let store = InMemoryRestorationStore()
    let definition = Archon.definition(restoration: .selectedTabAndStacks)
    firstLaunch(definition, store: store)
    let navigator = TestConditions(session: true).navigator(definition, store: store)
    navigator.start()
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.stacks == [.projects: [.projectDetail(id: 3)], .settings: [.accountDetail]])
  }

  @Test func policyNothingNeitherSavesNorRestores() {
    let store = InMemoryRestorationStore()
    firstLaunch(Archon.definition(restoration: .nothing), store: store)
    #expect(store.load() == nil)
  }

  /// A release with `restore nothing` between two that restore: the state the first saved is gone,
  /// not brought back two releases later.
  @Test func policyNothingClearsWhatAnEarlierReleaseSaved() {
    let store = InMemoryRestorationStore()
    let restoring = Archon.definition(restoration: .selectedTabAndStacks)
    firstLaunch(restoring, store: store)
    #expect(store.load() != nil)
    let between = TestConditions(session: true).navigator(
      Archon.definition(restoration: .nothing), store: store)
    between.start()
    #expect(store.load() == nil)
    let later = TestConditions(session: true).navigator(restoring, store: store)
    later.start()
    let fresh = TestConditions(session: true).navigator(
      restoring, store: InMemoryRestorationStore())
    fresh.start()
    #expect(later.stacks == [:])
    #expect(later.selectedTab == fresh.selectedTab)
  }

  @Test func theSavedStateIsVersionedJSON() throws {
    let store = InMemoryRestorationStore()
    firstLaunch(Archon.definition(restoration: .selectedTabAndStacks), store: store)
    let data = try #require(store.load())
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"phase":"main","selectedTab":"projects","stacks":[{"screens":[{"projectDetail":{"id":3}}],"tab":"projects"},{"screens":[{"accountDetail":{}}],"tab":"settings"}],"version":1}"#
    )
  }

  nonisolated static let unreadable: [String] = [
    "",
    "\u{0}\u{7}garbage\u{FF}",
    "{}",
    "[1,2,3]",
    #"{"version":2,"phase":"main","selectedTab":"settings","stacks":[]}"#,
    #"{"version":0,"phase":"main","selectedTab":"settings"}"#,
    #"{"version":1,"phase":"elsewhere","selectedTab":"settings"}"#,
    #"{"version":"1","phase":"main","selectedTab":"settings"}"#,
    // Not JSON, damaged only inside a stack that alone would be dropped: a bad escape, a raw
    // control character (`JSONDecoder` reads neither until it decodes that value).
    #"{"version":1,"phase":"main","selectedTab":"settings","stacks":[{"screens":[{"projectDetail":{"id":"\5"}}],"tab":"projects"}]}"#,
    "{\"version\":1,\"phase\":\"main\",\"selectedTab\":\"settings\",\"stacks\":[{\"screens\":[{\"projectDetail\":{\"id\":\"\u{1}\"}}],\"tab\":\"projects\"}]}",
    // A lone surrogate, and one followed by no low surrogate.
    #"{"version":1,"phase":"main","selectedTab":"settings","stacks":[{"screens":[{"projectDetail":{"id":"\ud800"}}],"tab":"projects"}]}"#,
    #"{"version":1,"phase":"main","selectedTab":"settings","stacks":[{"screens":[{"projectDetail":{"id":"\ud800\n"}}],"tab":"projects"}]}"#,
    // A number JSON does not allow, in a stack or under a key nothing reads (the second review).
    #"{"version":1,"phase":"main","selectedTab":"settings","stacks":[{"screens":[{"projectDetail":{"id":03}}],"tab":"projects"}]}"#,
    #"{"version":1,"phase":"main","selectedTab":"settings","junk":1.5.5}"#,
    // A key given twice, which JSON readers read differently (Foundation's JSONDecoder the first
    // on Linux, JSONSerialization the last), also spelled with an escape, and inside a screen.
    #"{"version":1,"phase":"main","selectedTab":"projects","selectedTab":"settings","stacks":[]}"#,
    #"{"version":1,"phase":"main","selectedTab":"projects","selected\u0054ab":"settings"}"#,
    #"{"version":1,"phase":"main","stacks":[{"screens":[{"projectDetail":{"id":3,"id":4}}],"tab":"projects"}]}"#,
  ]

  @Test(arguments: unreadable)
  func unreadableStateFallsBackToDefaults(_ text: String) {
    let store = InMemoryRestorationStore(data: Data(text.utf8))
    let navigator = TestConditions(session: true).navigator(
      Archon.definition(restoration: .selectedTabAndStacks), store: store)
    #expect(navigator.start().update.progress == .showing(.main))
    #expect(navigator.selectedTab == .builder)
    #expect(navigator.stacks == [:])
  }

  /// Unreadable state is cleared at launch, whatever the launch shows: a signed-out launch into
  /// onboarding saves nothing over it, and a renamed phase's stacks stayed in the store, out of
  /// reach of every sign-out rule (the second restoration review).
  @Test(arguments: unreadable)
  func unreadableStateIsClearedAtLaunch(_ text: String) {
    let store = InMemoryRestorationStore(data: Data(text.utf8))
    let navigator = TestConditions(session: false).navigator(
      Archon.definition(restoration: .selectedTabAndStacks), store: store)
    navigator.start()
    #expect(navigator.phase == .onboarding)
    if text.contains(#""version":2"#) {
      // A later release's state waits for the upgrade back (below).
      #expect(store.load() == Data(text.utf8))
    } else {
      // Empty bytes are what a store without its own `clear()` writes to clear: left as they are.
      #expect(store.load()?.isEmpty ?? true)
    }
  }

  /// A later release's state is kept after a downgrade, so that upgrading again restores it.
  @Test func aLaterReleasesStateIsKeptAtLaunch() {
    let text = #"{"version":2,"phase":"main","layout":"new"}"#
    let store = InMemoryRestorationStore(data: Data(text.utf8))
    let navigator = TestConditions(session: false).navigator(
      Archon.definition(restoration: .selectedTabAndStacks), store: store)
    navigator.start()
    #expect(store.load() == Data(text.utf8))
  }

  @Test func randomBytesFallBackToDefaults() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<50 {
      let bytes = (0..<Int(generator.next() % 200)).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      let store = InMemoryRestorationStore(data: Data(bytes))
      let navigator = TestConditions(session: true).navigator(
        Archon.definition(restoration: .selectedTabAndStacks), store: store)
      navigator.start()
      #expect(navigator.selectedTab == .builder)
      #expect(navigator.stacks == [:])
    }
  }

  @Test func unknownCasesCutTheirStackAndGuardedScreensAreTrimmed() {
    let text = #"""
      {"version":1,"phase":"main","selectedTab":"gallery","stacks":[
        {"tab":"gallery","screens":[]},
        {"tab":"projects","screens":[{"projectDetail":{"id":1}},{"removedScreen":{}}]},
        {"tab":"settings","screens":[{"accountDetail":{}},{"labsPanel":{}},{"subscriptionDetail":{}}]},
        {"tab":"builder","screens":[{"chatSession":{"id":"c"}}]}
      ]}
      """#
    let store = InMemoryRestorationStore(data: Data(text.utf8))
    let navigator = TestConditions(session: true, labs: false).navigator(
      Archon.definition(restoration: .selectedTabAndStacks), store: store)
    navigator.start()
    #expect(navigator.selectedTab == .builder)
    #expect(
      navigator.stacks == [
        .projects: [.projectDetail(id: 1)], .settings: [.accountDetail],
        .builder: [.chatSession(id: "c")],
      ])
  }

  @Test func theRestoredTabAppliesOnlyWhenItsGuardsHold() {
    var definition = Archon.definition(restoration: .selectedTab)
    definition.otherPhases[1].content = .tabs(
      [
        TabDefinition(.builder, root: .builderHome),
        TabDefinition(.settings, root: .settingsHome, requires: [.labs]),
      ], default: .builder)
    let text = #"{"version":1,"phase":"main","selectedTab":"settings","stacks":[]}"#
    let store = InMemoryRestorationStore(data: Data(text.utf8))
    let navigator = TestConditions(session: true, labs: false).navigator(definition, store: store)
    navigator.start()
    #expect(navigator.selectedTab == .builder)
  }

  @Test func restorationAppliesOnlyToThePhaseFirstShownAtLaunch() {
    let store = InMemoryRestorationStore()
    firstLaunch(Archon.definition(restoration: .selectedTabAndStacks), store: store)
    let saved = store.load()
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator(
      Archon.definition(restoration: .selectedTabAndStacks), store: store)
    navigator.start()
    #expect(navigator.phase == .onboarding)
    conditions.session = true
    navigator.send(.signedIn)
    #expect(navigator.selectedTab == .builder)
    #expect(navigator.stacks == [:])
    #expect(store.load() != saved)
  }

  @Test func restorationWaitsForAnUnknownConditionAtColdStart() {
    let store = InMemoryRestorationStore()
    firstLaunch(Archon.definition(restoration: .selectedTab), store: store)
    let conditions = TestConditions(session: nil)
    let navigator = conditions.navigator(Archon.definition, store: store)
    navigator.start()
    conditions.session = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == .projects)
  }

  @Test func aLaunchLinkBeatsRestoredState() {
    let store = InMemoryRestorationStore()
    let definition = Archon.definition(restoration: .selectedTabAndStacks)
    firstLaunch(definition, store: store)
    let navigator = TestConditions(session: true).navigator(definition, store: store)
    let outcome = navigator.start(launchURL: "archon://projects/9")
    #expect(outcome.launchLink == .handled(.project(id: 9)))
    #expect(outcome.update == FlowUpdate(progress: .showing(.main), completedLink: .project(id: 9)))
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.stacks == [.projects: [.projectDetail(id: 9)], .settings: [.accountDetail]])

    let settings = TestConditions(session: true).navigator(definition, store: store)
    settings.start(launchURL: "archon://settings")
    #expect(settings.selectedTab == .settings)
    #expect(settings.path(for: .settings) == [])
  }

  @Test func fileStoreRoundTripsAndRestores() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FlowRuntimeTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileRestorationStore(url: folder.appendingPathComponent("nested/state.json"))
    #expect(store.load() == nil)
    firstLaunch(Archon.definition(restoration: .selectedTab), store: store)
    #expect(
      store.load().map { String(decoding: $0, as: UTF8.self) }
        == #"{"phase":"main","selectedTab":"projects","stacks":[],"version":1}"#)
    let navigator = TestConditions(session: true).navigator(Archon.definition, store: store)
    navigator.start()
    #expect(navigator.selectedTab == .projects)
  }

  /// A path that names a folder or a device is left alone: saving or clearing throws, and loading
  /// reads nothing (a test pointed a store at `/dev/null`, and the atomic write replaced the device
  /// with a file: the twenty-eighth new-users review). A FIFO stands in for the device here.
  @Test func fileStoreLeavesWhatIsNotARegularFileAlone() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FlowRuntimeTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    for url in [folder, fifo] {
      let store = FileRestorationStore(url: url)
      #expect(store.load() == nil)
      #expect(throws: FileRestorationStore.NotARegularFile(path: url.path)) {
        try store.save(Data("{}".utf8))
      }
      #expect(throws: FileRestorationStore.NotARegularFile(path: url.path)) { try store.clear() }
    }
    let type = try FileManager.default.attributesOfItem(atPath: fifo.path)[.type]
    #expect(type as? FileAttributeType != .typeRegular)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }

  @Test func userDefaultsStoreRoundTripsAndRestores() {
    let suite = "FlowRuntimeTests-\(UUID().uuidString)"
    defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
    let store = UserDefaultsRestorationStore(key: "navigation", suiteName: suite)
    #expect(store.load() == nil)
    firstLaunch(Archon.definition(restoration: .selectedTab), store: store)
    #expect(UserDefaults(suiteName: suite)?.data(forKey: "navigation") == store.load())
    let navigator = TestConditions(session: true).navigator(Archon.definition, store: store)
    navigator.start()
    #expect(navigator.selectedTab == .projects)
  }
}
