import FlowRuntime
import FlowTestSupport
import Foundation
import Testing

/// A store that can be made to throw, keeping what it was last given while it does not.
private final class FlakyStore: RestorationStore, @unchecked Sendable {
  struct Refused: Error, Equatable {}

  // Guarded by `lock`, as `InMemoryRestorationStore` is.
  private let lock = NSLock()
  private let base = InMemoryRestorationStore()
  private var refusing = false

  var isRefusing: Bool {
    get { lock.withLock { refusing } }
    set { lock.withLock { refusing = newValue } }
  }

  func load() -> Data? { base.load() }

  func save(_ data: Data) throws {
    if isRefusing { throw Refused() }
    base.save(data)
  }

  func clear() throws {
    if isRefusing { throw Refused() }
    base.clear()
  }
}

/// A store that throws is told to the app (the navigator used to swallow the error), and the
/// navigator tries again at the next change, as the docs say.
@MainActor
struct RestorationStoreFailureTests {
  private func navigator(
    _ conditions: TestConditions, store: FlakyStore,
    failures: @escaping @MainActor (RestorationStoreFailure) -> Void
  ) -> Navigator<Archon> {
    let navigator = conditions.navigator(
      Archon.definition(restoration: .selectedTabAndStacks), store: store)
    navigator.onRestorationStoreFailure = failures
    return navigator
  }

  @Test func aFailedSaveIsReportedAndTriedAgainAtTheNextChange() throws {
    let store = FlakyStore()
    var failures: [RestorationStoreFailure.Operation] = []
    let navigator = navigator(TestConditions(session: true), store: store) {
      #expect($0.error is FlakyStore.Refused)
      failures.append($0.operation)
    }
    navigator.start()
    navigator.select(.projects)
    navigator.push(.projectDetail(id: 1))
    let saved = try #require(store.load())
    store.isRefusing = true
    navigator.push(.projectDetail(id: 2))
    #expect(failures == [.save])
    #expect(store.load() == saved)
    store.isRefusing = false
    navigator.select(.settings)
    #expect(failures == [.save])
    let relaunched = TestConditions(session: true).navigator(
      Archon.definition(restoration: .selectedTabAndStacks), store: store)
    relaunched.start()
    #expect(relaunched.selectedTab == .settings)
    #expect(relaunched.stacks == [.projects: [.projectDetail(id: 1), .projectDetail(id: 2)]])
  }

  /// The clear after a sign-out is the one that matters: until it succeeds, the user's tabs stay
  /// in the store. It is reported, and asked again by the next operation.
  @Test func aFailedClearAfterASignOutIsReportedAndTriedAgain() throws {
    let store = FlakyStore()
    var failures: [RestorationStoreFailure.Operation] = []
    let conditions = TestConditions(session: true)
    let navigator = navigator(conditions, store: store) { failures.append($0.operation) }
    navigator.start()
    navigator.push(.projectDetail(id: 1))
    #expect(store.load() != nil)
    store.isRefusing = true
    conditions.session = false
    navigator.send(.signedOut)
    #expect(navigator.phase == .onboarding)
    #expect(failures == [.clear])
    #expect(store.load() != nil)
    store.isRefusing = false
    navigator.conditionsDidChange()
    #expect(failures == [.clear])
    #expect(store.load() == nil)
  }

  /// Under `restore nothing`, what an earlier release saved is cleared at `init`, before the app
  /// can set the handler; `start()` asks again, so a failure there is reported too.
  @Test func aClearAtLaunchIsAskedAgainOnceTheHandlerIsSet() {
    let store = FlakyStore()
    let earlier = TestConditions(session: true).navigator(
      Archon.definition(restoration: .selectedTab), store: store)
    earlier.start()
    #expect(store.load() != nil)
    store.isRefusing = true
    var failures: [RestorationStoreFailure.Operation] = []
    let navigator = TestConditions(session: true).navigator(
      Archon.definition(restoration: .nothing), store: store)
    navigator.onRestorationStoreFailure = { failures.append($0.operation) }
    navigator.start()
    #expect(failures == [.clear])
    store.isRefusing = false
    navigator.start()
    #expect(failures == [.clear])
    #expect(store.load() == nil)
  }
}
