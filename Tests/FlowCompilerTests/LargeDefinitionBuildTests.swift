import FlowCompiler
import FlowSyntax
import FlowTestSupport
import Testing

/// A flow whose phases hold more than one expression should: phases of 45 handlers, two more of 30
/// (too many in all for one literal), and a tab bar of 45 tabs. Written inline, `definition` was one expression whose type-checking time grew
/// with the square of its phases and handlers (73 s at 1,000 phases), and the tabs' `title` and
/// `systemImage` were switches as long as the tab bar. The generated code builds them in small
/// functions (`PhaseList`, `LongSwitch`); this proves the built flow still does what the spec says.
@Suite struct LargeDefinitionBuildTests {
  static let handlerCount = 45
  static let tabCount = 45

  /// Phases `p0` to `p2` each send event `e{j}` to another phase (`t`, the tab bar, for every
  /// third), `p1` and `p2` only their first 30, and `t` sends them to `p0`, `p1` and `p2` in turn;
  /// every fifth tab requires `vip`.
  static var spec: String {
    let events = (0..<handlerCount).map { "e\($0)" }
    var lines =
      ["app Many {", "  scheme \"many\"", "}", "", "condition vip"] + events.map { "event \($0)" }
    for phase in 0..<3 {
      lines += ["", "phase p\(phase) {", "  root R\(phase)"]
      lines += (0..<handledCount(inPhase: phase)).map {
        "  on e\($0) -> \(target(ofEvent: $0, inPhase: phase))"
      }
      lines += ["}", "", "screen R\(phase)"]
    }
    lines += ["", "phase t {"]
    lines += (0..<tabCount).map {
      "  \($0 == 0 ? "default " : "")tab t\($0) \"Tab \($0)\" icon \"icon.\($0)\" root T\($0)"
        + ($0 % 5 == 4 ? " requires vip" : "")
    }
    lines += (0..<handlerCount).map { "  on e\($0) -> \(target(ofEvent: $0, inPhase: 3))" }
    lines.append("}")
    lines += (0..<tabCount).map { "screen T\($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How many events `p{phase}` handles, the first that many; phase 3 is `t`.
  static func handledCount(inPhase phase: Int) -> Int {
    phase == 0 || phase == 3 ? handlerCount : 30
  }

  /// Where `e{event}` goes from `p{phase}`: the tab bar for every third event, else one of the other
  /// two phases; nowhere for an event the phase does not handle.
  static func target(ofEvent event: Int, inPhase phase: Int) -> String {
    guard event < handledCount(inPhase: phase) else { return "p\(phase)" }
    if phase == 3 { return "p\(event % 3)" }
    return event % 3 == 0 ? "t" : "p\((phase + 1 + event % 2) % 3)"
  }

  static func generate() throws -> String {
    let compiler = Compiler()
    let report = compiler.check(SourceFile(path: "Many.flow", text: spec))
    #expect(report.diagnostics.map(\.message) == [])
    return try #require(compiler.generate(report))
  }

  /// Each phase's handlers, the other phases and the tab bar come from builders of at most
  /// `LongSwitch.chunkSize` entries, and the tab switches are chained.
  @Test func largeListsAreBuiltInSmallFunctions() throws {
    let swift = try Self.generate()
    for builder in [
      "otherPhases: otherPhases(),", "handlers: phase0Handlers()", "handlers: phase3Handlers()",
      "private static func otherPhases1(into phases:",
      "FlowRuntime.PhaseDefinition<Self>]", "phase3Tabs(),", "private var titlePart1:",
      "private var systemImagePart1:",
    ] {
      #expect(swift.contains(builder), "\(builder)")
    }
    // Each of 45 handlers is its own statement; 30 stay a literal, and p1 (32 entries) is a chunk
    // of its own, p2 (32) and t (4: its lists are builders) the next.
    #expect(!swift.contains("handlers: [.e0: .goTo(.t, animated: false), .e1: .goTo(.p2"))
    #expect(swift.contains("handlers: [.e0: .goTo(.t, animated: false), .e1: .goTo(.p0"))
    #expect(!swift.contains("otherPhases2(into"))
    #expect(swift.contains("    handlers[.e44] = .goTo(.p1, animated: false)\n"))
    #expect(swift.contains("    handlers[.e44] = .goTo(.p2, animated: false)\n"))
  }

  /// Every handler moves to the phase the spec names, and every tab keeps its title, icon, root
  /// and guard, in order.
  @Test func theBuiltFlowFollowsEveryHandlerAndTab() throws {
    let main = #"""
      import FlowRuntime

      @MainActor func run() {
        let navigator = Many.makeNavigator { _ in true }
        navigator.start()
        var phases: [String] = []
        for phase in ["p0", "p1", "p2", "t"] {
          for event in ManyEvent.allCases {
            _ = navigator.send(.e0)  // from p0 to the tab bar, or from the tab bar back to p0
            if navigator.phase.rawValue != "p0" { _ = navigator.send(.e0) }
            // Reach `phase` from p0: e1 goes to p2 and e2 to p1 (see `target`).
            if phase == "p1" { _ = navigator.send(.e2) }
            if phase == "p2" { _ = navigator.send(.e1) }
            if phase == "t" { _ = navigator.send(.e0) }
            _ = navigator.send(event)
            phases.append(navigator.phase.rawValue)
          }
        }
        print(phases.joined(separator: " "))
        print(ManyTab.allCases.map { "\($0.title.key)|\($0.systemImage)" }.joined(separator: " "))
        let bar = Many.definition.otherPhases.last?.tabs ?? []
        print(bar.map { "\($0.id.rawValue)>\($0.root)\($0.requires.isEmpty ? "" : "+vip")" }.joined(separator: " "))
      }
      MainActor.assumeIsolated { run() }
      """#
    let run = try GeneratedExecutable.output(of: [try Self.generate()], main: main)
    #expect(run.errors == "")
    let expected = (0..<4).flatMap { phase in
      (0..<Self.handlerCount).map { Self.target(ofEvent: $0, inPhase: phase) }
    }
    let tabs = (0..<Self.tabCount).map { "Tab \($0)|icon.\($0)" }
    let roots = (0..<Self.tabCount).map { "t\($0)>t\($0)\($0 % 5 == 4 ? "+vip" : "")" }
    #expect(
      run.output
        == expected.joined(separator: " ") + "\n" + tabs.joined(separator: " ") + "\n"
        + roots.joined(separator: " ") + "\n")
  }
}
