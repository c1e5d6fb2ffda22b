import FlowRuntime
import Foundation
import Testing

/// State saved by version 1 of a spec restores with version 2's code as far as it still fits: a
/// stack keeps its screens up to the first that no longer decodes, the way it is cut at the first
/// screen the push graph or a guard no longer allows.
@MainActor
struct RestorationFromAnOlderSpecTests {
  private static let first = "6f1c2a3e-1111-2222-3333-444455556666"
  private static let third = "00000000-0000-0000-0000-00000000000c"

  /// The stored form of `main`, `history` selected, with `today`'s and `history`'s screens.
  private static func state(today: [String], history: [String]) -> String {
    #"{"phase":"main","selectedTab":"history","stacks":[{"screens":["#
      + today.joined(separator: ",") + #"],"tab":"today"},{"screens":["#
      + history.joined(separator: ",") + #"],"tab":"history"}],"version":1}"#
  }

  private func relaunch(_ text: String) -> Navigator<Journal> {
    let store = InMemoryRestorationStore(data: Data(text.utf8))
    let navigator = Navigator(definition: Journal.definition, store: store) { _ in true }
    navigator.start()
    return navigator
  }

  @Test func aTypeChangedMidStackKeepsTheScreensBelowIt() throws {
    // v1 had `Session(id: String)`: "abc" is no UUID, the first and third ids are.
    let navigator = relaunch(
      Self.state(
        today: [#"{"workout":{"id":7}}"#],
        history: [
          #"{"session":{"id":"\#(Self.first)"}}"#, #"{"session":{"id":"abc"}}"#,
          #"{"session":{"id":"\#(Self.third)"}}"#,
        ]))
    let first = try #require(UUID(uuidString: Self.first))
    #expect(navigator.selectedTab == "history")
    #expect(navigator.stacks == ["today": [.workout(id: 7)], "history": [.session(id: first)]])
  }

  @Test(arguments: [
    // A screen v2 removed.
    #"{"planDetail":{"plan":"base"}}"#,
    // A value whose type changed (String -> Int).
    #"{"workout":{"id":"8"}}"#,
    // A required value v2 added.
    #"{"exercise":{"name":"squat"}}"#,
    // Not a screen at all.
    #"[]"#,
  ])
  func aScreenThatNoLongerDecodesCutsTheStackThere(_ screen: String) {
    let navigator = relaunch(
      Self.state(
        today: [#"{"workout":{"id":7}}"#, screen, #"{"exercise":{"name":"squat","reps":5}}"#],
        history: []))
    #expect(navigator.selectedTab == "history")
    #expect(navigator.stacks == ["today": [.workout(id: 7)]])
  }

  /// v2 added `note: String = ""` to `Session`: v1's sessions, saved without it, restore with the
  /// default, as a link or `.session(id:)` would give them (the stack was cut there).
  @Test func aValueAddedWithADefaultRestoresAsTheDefault() throws {
    let third = try #require(UUID(uuidString: Self.third))
    let navigator = relaunch(
      Self.state(
        today: [],
        history: [
          #"{"session":{"id":"\#(Self.third)"}}"#,
          #"{"session":{"id":"\#(Self.third)","note":"legs"}}"#,
        ]))
    #expect(
      navigator.stacks == ["history": [.session(id: third), .session(id: third, note: "legs")]])
    // Present, but of another type: a value that no longer decodes cuts the stack there.
    let wrong = relaunch(
      Self.state(
        today: [],
        history: [
          #"{"session":{"id":"\#(Self.third)"}}"#,
          #"{"session":{"id":"\#(Self.third)","note":5}}"#,
        ]))
    #expect(wrong.stacks == ["history": [.session(id: third, note: "")]])
  }

  @Test func aStackWhoseFirstScreenNoLongerDecodesRestoresAtItsRoot() {
    let navigator = relaunch(
      Self.state(
        today: [#"{"workoutDetail":{"id":7}}"#, #"{"workout":{"id":7}}"#],
        history: [#"{"session":{"id":"\#(Self.third)"}}"#]))
    #expect(navigator.selectedTab == "history")
    #expect(navigator.stacks == ["history": [.session(id: UUID(uuidString: Self.third)!)]])
  }

  @Test func whatStillDecodesIsStillCutByThePushGraph() {
    // `Today` pushes `Workout`, not `Session`: the stack is cut at the session, then at the
    // screen that does not decode, whichever comes first.
    let navigator = relaunch(
      Self.state(
        today: [
          #"{"workout":{"id":7}}"#, #"{"session":{"id":"\#(Self.third)"}}"#,
          #"{"workout":{"id":"8"}}"#,
        ],
        history: []))
    #expect(navigator.stacks == ["today": [.workout(id: 7)]])
  }
}
