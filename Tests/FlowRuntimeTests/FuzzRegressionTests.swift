import Testing

@testable import FlowRuntime

/// Inputs found by `Benchmarks/Fuzz/run.sh matcher` and `runtime`, each with the behaviour it broke.
@Suite struct FuzzRegressionTests {
  /// `%2F` inside a catch-all segment decodes to `/` in the value, so these links bind a value with an
  /// empty or dot piece (`a/`, `/a`, `a//b`, `a/../b`) that `url(values:)` refuses: a match that cannot
  /// be built back. Either the matcher refuses such a link, or the builder accepts the value.
  @Test(
    arguments: [
      "archon://projects/7/code/a%2F", "archon://projects/7/code/%2Fa",
      "archon://projects/7/code/a%2F%2Fb", "archon://projects/7/code/a%2F..%2Fb",
      "archon://projects/7/code/x/%2E%2E%2F",
    ])
  func catchAllValuesFromEncodedSlashesBuildBack(url: String) {
    guard case .matched(let match) = ArchonRoutes.table.match(url) else { return }
    let spec = ArchonRoutes.specs[match.routeIndex]
    let built = spec.url(values: match.values, host: "archon.app")
    #expect(built.flatMap { ArchonRoutes.table.match($0).match } == match, "\(match.values)")
  }

  /// The builder promises never to write a link the matcher refuses, but it does not count segments:
  /// a catch-all value with many `/` (which the matcher produces from `%2F`) builds a link with more
  /// than 64 segments, and the matcher refuses it (`tooManySegments`).
  @Test
  func builderRefusesMoreThan64Segments() {
    let spec = ArchonRoutes.specs[6]  // /projects/{projectId}/code/{path...}?line={line}
    let path = Array(repeating: "a", count: 62).joined(separator: "/")
    let values: [String: ParameterValue] = ["projectId": .int(1), "path": .string(path)]
    // Fuzz input, shortened: a link the matcher accepts (4 segments) whose value is those 62 pieces.
    let link =
      "archon://projects/1/code/" + Array(repeating: "a", count: 62).joined(separator: "%2F")
    #expect(ArchonRoutes.table.match(link) == .matched(RouteMatch(routeIndex: 6, values: values)))
    let built = spec.url(values: values, host: "archon.app")
    #expect(
      built.flatMap { ArchonRoutes.table.match($0).match?.values } == values, "\(built ?? "")")
  }

  /// Nor does it measure the length: `:` (and `@ ! $ ' ( ) * + , ; =`) stand raw in a link but are
  /// percent-encoded by the builder, tripling them, so a link under 8,192 bytes builds one over it.
  @Test
  func builderRefusesLinksOverTheLengthLimit() {
    let link = "archon://builder/chat/" + String(repeating: ":", count: 4000)
    guard case .matched(let match) = ArchonRoutes.table.match(link) else {
      Issue.record("the link should match")
      return
    }
    // The builder refuses it rather than write a link the matcher would refuse.
    let built = ArchonRoutes.specs[3].url(values: match.values, scheme: "archon")
    #expect(built == nil)
  }
}
