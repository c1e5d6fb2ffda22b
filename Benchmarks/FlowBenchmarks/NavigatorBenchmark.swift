import FlowRuntime

/// Opening a link end to end with the navigator generated from `Bench.flow`: match, typed route,
/// landing, guards, then the tab, stack and presentation changes; against the match alone.
enum NavigatorBenchmark {
  @MainActor
  static func run(_ spec: BenchmarkSpec, timing: Timing, report: inout Report) {
    report.section("Runtime: Navigator.open(url:) end to end, against the match alone (N = 10)")
    var sampler = URLSampler(model: spec.model)
    let links = sampler.sample(MatcherBenchmark.linkCount).filter { $0.route != nil }.map(\.text)
    let navigator = Bench.makeNavigator { _ in true }
    navigator.start()
    for link in links {
      guard case .handled = navigator.open(url: link) else {
        print("error: the navigator did not land \(link)")
        return
      }
    }
    let open = timing.perItem(links) { blackHole(navigator.open(url: $0)) }
    let match = timing.perItem(links) { blackHole(BenchRoute.table.match($0)) }
    let resolve = timing.perItem(links) { blackHole(BenchRoute.resolve($0)) }
    print("\(links.count) links that land, in every tab, stack depth and presentation")
    report.figure(
      "  RouteTable.match     \(Report.format(match)) ns/link (baseline)",
      key: "runtime.match_ns_per_url", match)
    report.figure(
      "  BenchRoute.resolve   \(Report.format(resolve)) ns/link (match, typed route, landing)",
      key: "runtime.resolve_ns_per_url", resolve)
    report.figure(
      "  Navigator.open(url:) \(Report.format(open)) ns/link, \(Report.format(open / match))x the match",
      key: "runtime.open_vs_match", open / match)
    print("runtime.open_ns_per_url = \(Report.format(open))")
  }
}
