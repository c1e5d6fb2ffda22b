import Foundation
import Testing

@testable import FlowRuntime

/// Saved state restores only up to `RestorationLimits`, so a corrupt or runaway file cannot hold up
/// launch: a stack is cut to `maximumStackDepth` screens, and a file larger than
/// `maximumStoredSize` restores nothing.
@MainActor
struct RestorationLimitsTests {
  private static let depth = RestorationLimits.maximumStackDepth

  /// The stored form of `main`, `history` selected, `today` holding `count` workouts.
  private static func state(workouts count: Int) -> String {
    let screens = (0..<count).map { #"{"workout":{"id":\#($0)}}"# }
    return #"{"phase":"main","selectedTab":"history","stacks":[{"screens":["#
      + screens.joined(separator: ",") + #"],"tab":"today"}],"version":1}"#
  }

  private func navigator(_ store: any RestorationStore) -> Navigator<Journal> {
    let navigator = Navigator(definition: Journal.definition, store: store) { _ in true }
    navigator.start()
    return navigator
  }

  private func text(_ store: InMemoryRestorationStore) -> String {
    String(decoding: store.load() ?? Data(), as: UTF8.self)
  }

  /// A file larger than a launch restores is not read at all, reading it being the cost the limit
  /// is there to avoid, but removed, as the navigator clears any store's oversized state.
  @Test func aFileStoreDoesNotReadAFileOverTheLimit() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("RestorationLimitsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileRestorationStore(url: folder.appendingPathComponent("state.json"))
    let atTheLimit = Data(repeating: 0x20, count: RestorationLimits.maximumStoredSize)
    try store.save(atTheLimit)
    #expect(store.load() == atTheLimit)
    try store.save(atTheLimit + Data([0x20]))
    #expect(store.load() == nil)
    #expect(!FileManager.default.fileExists(atPath: store.url.path))
  }

  /// A link to the state file counts as the file: its size is the file's, so one past the limit is
  /// not read, and a save replaces the file it leads to and keeps the link (the public-API round).
  @Test func aStoreBehindASymbolicLinkKeepsTheLimitAndTheLink() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("RestorationLimitsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let target = folder.appendingPathComponent("real.json")
    let link = folder.appendingPathComponent("state.json")
    try Data("{}".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let store = FileRestorationStore(url: link)
    #expect(store.load() == Data("{}".utf8))
    try store.save(Data("[1]".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try Data(contentsOf: target) == Data("[1]".utf8))
    #expect(store.load() == Data("[1]".utf8))
    try Data(repeating: 0x20, count: RestorationLimits.maximumStoredSize + 1).write(to: target)
    #expect(store.load() == nil)
    #expect(!FileManager.default.fileExists(atPath: target.path))
    // Cleared, the link leads nowhere; the next save writes the file it names, and it stays a
    // link (Foundation does not resolve a link to a missing file: the review).
    try store.save(Data("[2]".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try Data(contentsOf: target) == Data("[2]".utf8))
  }

  @Test func aSavedStackDeeperThanTheLimitIsCutToIt() {
    let store = InMemoryRestorationStore(data: Data(Self.state(workouts: Self.depth + 50).utf8))
    let navigator = navigator(store)
    #expect(navigator.selectedTab == "history")
    #expect(navigator.path(for: "today") == (0..<Self.depth).map { .workout(id: $0) })
    // The next save writes what restored.
    navigator.select("today")
    #expect(text(store) == Self.state(workouts: Self.depth).replacing("history", with: "today"))
  }

  @Test func aStackIsSavedOnlyAsDeepAsTheLimit() {
    let store = InMemoryRestorationStore()
    let navigator = navigator(store)
    navigator.push(.workout(id: 0))
    for _ in 1...(Self.depth + 20) { navigator.push(.exercise(name: "squat", reps: 5)) }
    #expect(navigator.path(for: "today").count == Self.depth + 21)
    let screens =
      [#"{"workout":{"id":0}}"#]
      + Array(repeating: #"{"exercise":{"name":"squat","reps":5}}"#, count: Self.depth - 1)
    #expect(
      text(store)
        == #"{"phase":"main","selectedTab":"today","stacks":[{"screens":["#
        + screens.joined(separator: ",") + #"],"tab":"today"}],"version":1}"#)
  }

  @Test func storedDataLargerThanTheLimitRestoresNothing() {
    let saved = Self.state(workouts: 3)
    let padding = RestorationLimits.maximumStoredSize - saved.utf8.count
    // JSON allows any whitespace after the value: the same state, exactly at the limit, restores.
    let atTheLimit = navigator(
      InMemoryRestorationStore(data: Data((saved + String(repeating: " ", count: padding)).utf8)))
    #expect(atTheLimit.selectedTab == "history")
    #expect(atTheLimit.path(for: "today") == [.workout(id: 0), .workout(id: 1), .workout(id: 2)])
    let overTheLimit = navigator(
      InMemoryRestorationStore(
        data: Data((saved + String(repeating: " ", count: padding + 1)).utf8)))
    #expect(overTheLimit.selectedTab == "today")
    #expect(overTheLimit.stacks == [:])
  }

  /// `init` and `start()` both read the store; `start()` reads what is there then (saved by another
  /// navigator between the two here), and the state both read is decoded once.
  @Test func startReadsTheStateSavedSinceInitDecodingTheSameStateOnce() {
    let store = InMemoryRestorationStore(data: Data(Self.state(workouts: 2).utf8))
    let unchanged = Navigator(definition: Journal.definition, store: store) { _ in true }
    let decodedAtInit = unchanged.lastDecodedSave
    #expect(decodedAtInit?.snapshot?.stacks.first?.screens.count == 2)
    unchanged.start()
    #expect(unchanged.path(for: "today") == [.workout(id: 0), .workout(id: 1)])
    // The same bytes: the snapshot decoded at init is the one `start()` restored from.
    #expect(unchanged.lastDecodedSave?.data == decodedAtInit?.data)

    let changed = Navigator(definition: Journal.definition, store: store) { _ in true }
    unchanged.select("today")
    unchanged.push(.workout(id: 7))
    changed.start()
    #expect(changed.selectedTab == "today")
    #expect(changed.path(for: "today") == [.workout(id: 0), .workout(id: 1), .workout(id: 7)])
  }

  /// A file store's oversized file is removed at the first launch, not left for every later one
  /// to find (what this launch saves, if anything, replaces it).
  @Test func aFileOverTheLimitIsRemovedAtLaunch() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("RestorationLimitsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileRestorationStore(url: folder.appendingPathComponent("state.json"))
    try store.save(Data(repeating: 0x20, count: RestorationLimits.maximumStoredSize + 1))
    let navigator = Navigator(definition: Journal.definition, store: store) { _ in false }
    navigator.start()
    let size = try? FileManager.default.attributesOfItem(atPath: store.url.path)[.size] as? Int
    #expect((size ?? 0) < 1000)
  }

  @Test func aStateTooLargeToRestoreClearsTheSavedOne() {
    let store = InMemoryRestorationStore()
    let navigator = navigator(store)
    navigator.push(.workout(id: 1))
    #expect(store.load() != nil)
    let long = String(repeating: "x", count: RestorationLimits.maximumStoredSize)
    navigator.push(.exercise(name: long, reps: 1))
    #expect(store.load() == nil)
    navigator.pop()
    #expect(
      text(store)
        == #"{"phase":"main","selectedTab":"today","stacks":[{"screens":[{"workout":{"id":1}}],"tab":"today"}],"version":1}"#
    )
  }
}
