import FlowSema
import FlowSyntax
import Foundation
import Testing

/// A spec with 10,000 screens and 10,000 routes checks, with exactly its two expected diagnostics
/// (how fast is the benchmark's business: `FlowBenchmarks --only compiler`; a hang fails through
/// the runner's timeout).
struct ScaleTests {
  /// Three tabs; each tab root pushes a chain of sections, each section pushes many items. Their
  /// parameter is `key`: an `id` would be FL0316's, each section's given to the one above it.
  static func bigSpec(screens: Int) -> String {
    var lines = [
      "app Big { scheme \"big\" }",
      "phase main {",
      "  default tab a \"A\" icon \"a\" root RootA",
      "  tab b \"B\" icon \"b\" root RootB",
      "  tab c \"C\" icon \"c\" root RootC",
      "}",
    ]
    let perRoot = screens / 3
    for (tab, root) in ["a", "b", "c"].enumerated().map({
      ($0.offset, "Root" + $0.element.uppercased())
    }) {
      let names = (0..<perRoot).map { "S\(tab)_\($0)" }
      lines.append("screen \(root) { push \(names.prefix(50).joined(separator: ", ")) }")
      for (index, name) in names.enumerated() {
        let children = names.dropFirst((index + 1) * 50).prefix(50)
        let body = children.isEmpty ? "" : " { push \(children.joined(separator: ", ")) }"
        lines.append("screen \(name)(key: Int)\(body)")
        lines.append("route \"/t\(tab)/s\(index)/{key}\" -> \(name)")
      }
    }
    lines.append("route \"/t0/{name}/{key}\" -> [S0_0(key: key)] as nested")
    return lines.joined(separator: "\n")
  }

  @Test func tenThousandScreensAndRoutes() {
    let text = Self.bigSpec(screens: 10_002)
    let source = SourceFile(path: "big.flow", text: text)
    let parsed = Parser.parse(source)
    let result = Checker.check(parsed.file, source: source)
    #expect(parsed.diagnostics.isEmpty)
    // `/t0/{name}/{key}` overlaps every `/t0/sN/{key}`: reported against the first three, at the
    // later route, the last saying how many more there are.
    let sorted = result.diagnostics.sorted(by: DiagnosticOrder.precedes)
    #expect(
      sorted.map(\.code) == [
        .overlappingRoutes, .overlappingRoutes, .overlappingRoutes, .unusedPlaceholder,
      ])
    let unlisted = " (3331 more routes overlap '/t0/{name}/{key}' and are not listed)"
    #expect(sorted.filter { $0.message.hasSuffix(unlisted) }.count == 1)
  }

  /// A chain of 5,000 checks whose last loops back to the first while `d` holds: the walks that
  /// look for such cycles (and for branches needing a false condition) recursed once a check, and
  /// a chain of 3,000 overflowed the thread's stack (a random-spec review). The cycle is found.
  @Test func aChainOfFiveThousandChecksIsWalkedWithoutRecursion() {
    let count = 5_000
    var lines = ["app A { scheme \"a\" }", "condition c", "condition d"]
    for position in 0..<count {
      lines.append("phase p\(position) { check c ? p\(position + 1) : z }")
    }
    lines += ["phase p\(count) { check d ? p0 : z }", "phase z { root R }", "screen R"]
    let source = SourceFile(path: "chain.flow", text: lines.joined(separator: "\n"))
    let parsed = Parser.parse(source)
    let result = Checker.check(parsed.file, source: source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(result.diagnostics.map(\.code) == [.transitionCycle])
    #expect(result.diagnostics.first?.message.hasPrefix("when 'c' holds and 'd' holds") == true)
    #expect(result.diagnostics.first.map { source.location(of: $0.range.start).line } == 4)
  }
  /// A link builds every screen from the root to its landing: at most as many as restoration keeps
  /// (100). Deeper is FL0307, found before the path is built: a route to every fourth screen of a
  /// chain of 40,000 pushes built lists of 200 million screens, and the check ran out of memory.
  @Test func aLandingDeeperThanAStackHoldsIsRefusedBeforeItsPathIsBuilt() {
    let count = 20_000
    var lines = ["app A { scheme \"a\" }", "phase main { root S0 }"]
    for position in 0..<count {
      lines.append(
        "screen S\(position)" + (position + 1 < count ? " { push S\(position + 1) }" : ""))
    }
    lines += ["route \"/ok\" -> S100", "route \"/deep\" -> S101"]
    lines += stride(from: 200, to: count, by: 4).map { "route \"/s\($0)\" -> S\($0)" }
    let text = lines.joined(separator: "\n")
    let (result, source, parsed) = check(text)
    #expect(parsed.isEmpty)
    let first = result.diagnostics.first.map { render($0, source) }
    #expect(
      first
        == "20004:18 FL0307 a link to 'S101' would push 101 screens onto one stack; a link pushes "
        + "at most 100 onto each, as many as restoration keeps of a tab's stack")
    #expect(result.diagnostics.allSatisfy { $0.code == .unreachableLanding })
    #expect(result.diagnostics.count == 1 + (count - 200) / 4)
  }
  /// Past 32 root contexts each landing search keeps only the states it reached
  /// (`LandingIndex+CompactSearch`; dense lists of every state per context held 4.6 GB at 8,000
  /// tabs): a unique landing, a tie, a landing too deep for one stack and a wrong `in` read the
  /// same as in a spec of few tabs, with the same fix-it.
  @Test func manyTabsResolveLandingsAsFewTabsDo() {
    func spec(tabs: Int) -> String {
      var lines = ["app A { scheme \"a\" }", "phase main {"]
      lines += (0..<tabs).map {
        "  \($0 == 0 ? "default " : "")tab t\($0) \"T\" icon \"i\" root R\($0)"
      }
      lines.append("}")
      lines += (0..<tabs).map { "screen R\($0) { push A\($0)\($0 < 2 ? ", Shared" : "") }" }
      lines += (0..<tabs - 1).map { "screen A\($0)" }
      let last = tabs - 1
      lines.append("screen A\(last) { push D1 }")
      lines += (1...100).map { "screen D\($0) { push D\($0 + 1) }" }
      lines += [
        "screen D101", "screen Shared", "route \"/a\" -> A\(last)", "route \"/shared\" -> Shared",
        "route \"/deep\" -> D101", "route \"/wrong\" -> A\(last) in t1",
      ]
      return lines.joined(separator: "\n")
    }
    // Each diagnostic without its line, which moves with the number of tabs.
    func diagnostics(tabs: Int) -> [String] {
      let (result, _, parsed) = check(spec(tabs: tabs))
      #expect(parsed.isEmpty)
      return result.diagnostics.map {
        "\($0.code.rawValue) \($0.message) | \($0.fixIt?.replacement ?? "")"
      }
    }
    let few = diagnostics(tabs: 3)
    let many = diagnostics(tabs: 40)
    #expect(few.count == 3)
    #expect(many.count == 3)
    #expect(many[0] == few[0])  // the tie between t0 and t1
    #expect(many[0].hasPrefix("FL0306 'Shared' is 1 step from the root of both tab 't0' and"))
    #expect(
      many[1]
        == "FL0307 a link to 'D101' would push 102 screens onto one stack; a link pushes at most "
        + "100 onto each, as many as restoration keeps of a tab's stack | ")
    #expect(few[2] == "FL0307 'A2' cannot be reached from the root of 't1' | t2")
    #expect(many[2] == "FL0307 'A39' cannot be reached from the root of 't1' | t39")
  }

  /// A written path that puts more on one stack than it holds is reported at the screen it lands
  /// on, with help for a written path: it named the first screen listed ('a link to S1'), with help
  /// to push S1 from a screen nearer a root, which the root already did (a review of large specs).
  /// Written from the first push or part way, the same.
  @Test func aWrittenPathPastTheStackLimitNamesItsLanding() {
    var lines = ["app A { scheme \"a\" }", "phase main { root Home }", "screen Home { push S1 }"]
    for position in 1...100 { lines.append("screen S\(position) { push S\(position + 1) }") }
    lines.append("screen S101")
    for (link, first) in [("/x", 1), ("/y", 50)] {
      let path = (first...101).map { "S\($0)" }.joined(separator: ", ")
      lines.append("route \"\(link)\" -> [\(path)]")
    }
    let (result, source, parsed) = check(lines.joined(separator: "\n"))
    #expect(parsed.isEmpty)
    let message =
      "FL0307 a link to 'S101' would push 101 screens onto one stack; a link pushes at most 100 "
      + "onto each, as many as restoration keeps of a tab's stack"
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "105:508 " + message, "106:272 " + message,
      ])
    // The help follows what fills the stack: the screens written from the root's first push, or
    // 49 pushes before 'S50' and the 52 written.
    #expect(
      result.diagnostics.map(\.help) == [
        "list fewer screens on one stack in the path to 'S101', or route to a screen fewer steps "
          + "deep",
        "push 'S50' from a screen nearer a root or list fewer screens after it, or route to a "
          + "screen fewer steps deep",
      ])
  }

  /// The limit is per stack: 60 pushes, then a sheet with 45 pushes inside it, is two stacks of
  /// at most 100 (a review found the first version counting them together).
  @Test func theStackLimitCountsEachStackOfAPathApart() {
    var lines = ["app A { scheme \"a\" }", "phase main { root S0 }"]
    for position in 0..<60 { lines.append("screen S\(position) { push S\(position + 1) }") }
    lines.append("screen S60 { present P0 }")
    lines.append("sheet P0 { push P1 }")
    for position in 1..<45 { lines.append("screen P\(position) { push P\(position + 1) }") }
    lines += ["screen P45", "route \"/deep\" -> P45"]
    #expect(rendered(lines.joined(separator: "\n")) == [])
  }

  /// The deepest path every stack allows: 100 pushes, then 8 sheets each with 100 pushes of its
  /// own, 908 steps. The bound that refuses a path before it is built counted a sheet among its
  /// stack's 100 and refused it (the second review).
  @Test func theLongestPathEveryStackAllowsIsAccepted() {
    var lines = ["app A { scheme \"a\" }", "phase main { root Home }", "screen Home { push D1 }"]
    for position in 1..<100 { lines.append("screen D\(position) { push D\(position + 1) }") }
    lines.append("screen D100 { present S1 }")
    for sheet in 1...8 {
      lines.append("sheet S\(sheet) { push E\(sheet)x1 }")
      for position in 1..<100 {
        lines.append("screen E\(sheet)x\(position) { push E\(sheet)x\(position + 1) }")
      }
      lines.append("screen E\(sheet)x100" + (sheet < 8 ? " { present S\(sheet + 1) }" : ""))
    }
    lines.append("route \"/t\" -> E8x100")
    #expect(rendered(lines.joined(separator: "\n")) == [])
  }

  /// A sheet is its stack's root, as a tab's root screen is, and not one of the 100 pushed: a sheet
  /// took one screen fewer than a tab (the limits review).
  @Test func aSheetHoldsAsManyPushedScreensAsATab() {
    func spec(pushes: Int) -> String {
      var lines = [
        "app A { scheme \"a\" }", "phase main { root Home }", "screen Home { present P0 }",
      ]
      lines.append("sheet P0 { push P1 }")
      for position in 1..<pushes { lines.append("screen P\(position) { push P\(position + 1) }") }
      lines += ["screen P\(pushes)", "route \"/deep\" -> P\(pushes)"]
      return lines.joined(separator: "\n")
    }
    #expect(rendered(spec(pushes: 100)) == [])
    #expect(
      rendered(spec(pushes: 101)) == [
        "106:18 FL0307 a link to 'P101' would push 101 screens onto one stack; a link pushes at "
          + "most 100 onto each, as many as restoration keeps of a tab's stack"
      ])
  }
}
