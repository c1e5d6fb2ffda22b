import FlowRuntime
import Foundation
import Testing

/// A store the main actor owns, as an app's settings object is: it conforms with an isolated
/// conformance and no lock, since the navigator calls its store on the main actor only (a runtime
/// audit could not write one while `RestorationStore` required `Sendable`).
@MainActor
private final class SettingsStore {
  var saved: Data?
  var saves = 0
}

extension SettingsStore: @MainActor RestorationStore {
  func load() -> Data? { saved }

  func save(_ data: Data) throws {
    saved = data
    saves += 1
  }

  func clear() throws { saved = nil }
}

@MainActor
struct MainActorStoreTests {
  @Test func aMainActorStoreSavesAndRestoresTheTabs() {
    let store = SettingsStore()
    let first = Navigator(definition: Archon.definition, store: store) { _ in true }
    first.start()
    first.select(.projects)
    first.push(.projectDetail(id: 7))
    #expect(store.saves > 0)
    let relaunched = Navigator(definition: Archon.definition, store: store) { _ in true }
    relaunched.start()
    #expect(relaunched.selectedTab == .projects)
  }
}
