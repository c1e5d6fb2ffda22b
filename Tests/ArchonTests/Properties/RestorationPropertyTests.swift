import Archon
import FlowTestSupport
import Foundation
import Testing

/// Whatever bytes the store holds, a launch never crashes: it restores the tab the bytes name when
/// they are a valid saved state, the defaults otherwise, and a relaunch restores what it saved.
@MainActor
@Suite struct RestorationPropertyTests {
  @Test func randomBytesRestoreTheDefaults() {
    var random = SeededGenerator(seed: 0x5EED)
    let alphabet = Array(#"{}[]":,0123456789 .-eEtrufalsnvbiophjcg\"#.utf8) + [0x00, 0xFF, 0xC3]
    for round in 0..<PropertyScale.count(300) {
      let count = Int.random(in: 0...120, using: &random)
      let jsonish = Bool.random(using: &random)
      let bytes = (0..<count).map { _ in
        jsonish
          ? alphabet.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
      }
      let expected = Self.restoredTab(Data(bytes))
      let app = ArchonApp(session: true)
      app.store.save(Data(bytes))
      expectRestores(app, tab: expected ?? .builder, "round \(round): \(bytes)")
    }
  }

  @Test func mutatedSavedStateRestoresWhatStillReads() throws {
    let original = ArchonApp(session: true)
    original.launch().select(.projects)
    let saved = try #require(original.store.load())
    #expect(Self.restoredTab(saved) == .projects)
    var random = SeededGenerator(seed: 0xBAD5_7A7E)
    var restoredProjects = 0
    var fellBack = 0
    for round in 0..<PropertyScale.count(500) {
      var bytes = Array(saved)
      for _ in 0...Int.random(in: 0...2, using: &random) { mutate(&bytes, &random) }
      let expected = Self.restoredTab(Data(bytes))
      if expected == .projects { restoredProjects += 1 }
      if expected == nil { fellBack += 1 }
      let app = ArchonApp(session: true)
      app.store.save(Data(bytes))
      expectRestores(
        app, tab: expected ?? .builder, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
    }
    #expect(restoredProjects > 0)
    #expect(fellBack > 0)
  }

  @Test func signedOutLaunchesIgnoreAnyStoredState() {
    var random = SeededGenerator(seed: 0x0FF)
    for _ in 0..<PropertyScale.count(100) {
      let app = ArchonApp(session: false)
      app.store.save(Data((0..<64).map { _ in UInt8.random(in: 0...255, using: &random) }))
      let navigator = app.launch()
      #expect(navigator.phase == .onboarding)
      #expect(navigator.selectedTab == nil)
      #expect(navigator.stacks == [:])
    }
  }

  /// A launch restores `tab` with every stack at its root, and the relaunch after it does again.
  private func expectRestores(_ app: ArchonApp, tab: ArchonTab, _ comment: String) {
    for launch in 0..<2 {
      let navigator = app.launch()
      let restored =
        navigator.phase == .main && navigator.selectedTab == tab && navigator.stacks == [:]
        && navigator.presentations == [] && navigator.pendingLink == nil
      #expect(restored, "launch \(launch), \(comment)")
    }
  }

  /// The tab a saved state names, read independently of the runtime: a JSON object with version 1,
  /// phase `main` and a known `selectedTab`; nil when the bytes are anything else.
  static func restoredTab(_ data: Data) -> ArchonTab? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      Self.namesVersionOne(data), object["phase"] as? String == "main",
      let tab = object["selectedTab"] as? String
    else { return nil }
    return ArchonTab(rawValue: tab)
  }

  /// Whether the text says `"version":1` or `1.0` (JSONDecoder reads an integral number as an
  /// `Int`), but not `true`, which JSONSerialization would also call 1.
  private static func namesVersionOne(_ data: Data) -> Bool {
    let text = String(decoding: data, as: UTF8.self)
    return [#""version":1}"#, #""version":1,"#, #""version":1.0}"#, #""version":1.0,"#].contains {
      text.contains($0)
    }
  }

  private func mutate(_ bytes: inout [UInt8], _ random: inout SeededGenerator) {
    let position = Int.random(in: 0...bytes.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      if position < bytes.count { bytes[position] ^= UInt8.random(in: 1...255, using: &random) }
    case 1:
      if position < bytes.count { bytes.remove(at: position) }
    case 2:
      bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
    case 3:
      bytes.removeSubrange(position...)
    default:
      let text = String(decoding: bytes, as: UTF8.self)
      let swaps = [
        ("projects", "settings"), ("projects", "nope"), ("main", "launch"), ("main", "onboarding"),
        ("1", "2"), ("1", "1.0"), ("1", "true"), ("\"projects\"", "null"), ("\"projects\"", "7"),
        ("{", "["), ("selectedTab", "selectedtab"), ("version", "versions"),
      ]
      let (from, to) = swaps.randomElement(using: &random) ?? ("", "")
      bytes = Array(text.replacingOccurrences(of: from, with: to).utf8)
    }
  }
}
