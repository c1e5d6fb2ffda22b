import FlowCompiler
import FlowRuntime
import Foundation

/// Nanoseconds per link for the generated matcher (`RouteTable.match`) at each spec size, against
/// a linear scan of regular expressions; at N = 10 also the generated `BenchRoute(string:)` against
/// a hand-written switch.
enum MatcherBenchmark {
  /// Links per spec; each timed run continues through the list where the last one stopped.
  static let linkCount = 2048

  static func run(_ specs: [BenchmarkSpec], timing: Timing, report: inout Report) {
    report.section(
      "Matcher: ns per link (70% hits, 30% near misses), against regex and hand-written")
    var nanosecondsBySize: [Int: Double] = [:]
    for spec in specs {
      let n = spec.routeCount
      let table = Resolver.routeTable(for: spec.model)
      let regex = RegexRouter(model: spec.model)
      var sampler = URLSampler(model: spec.model)
      let links = sampler.sample(linkCount)
      let texts = links.map(\.text)
      verify(links, table: table, regex: regex, n: n)
      if n == 10 { verifyGenerated(table: table, links: links) }

      let matcher = timing.perItem(texts) { blackHole(table.match($0)) }
      let scan = timing.perItem(texts) { blackHole(regex.match($0)) }
      nanosecondsBySize[n] = matcher
      let bytes = Double(links.reduce(0) { $0 + $1.text.utf8.count }) / Double(links.count)
      print("n=\(n): \(links.count) links, \(Report.format(bytes)) bytes each on average")
      report.figure(
        "  RouteTable.match  \(Report.format(matcher)) ns/link",
        key: "matcher.ns_per_url.n\(n)", matcher)
      report.figure(
        "  regex scan        \(Report.format(scan)) ns/link (baseline a)",
        key: "matcher.regex_ns_per_url.n\(n)", scan)
      report.figure(
        "  speedup over the regex scan: \(Report.format(scan / matcher))x",
        key: "matcher.speedup_vs_regex.n\(n)", scan / matcher)
      if n == 1000 {
        report.goal(
          "at least 200x faster than the regex scan at N = 1,000", holds: scan / matcher >= 200)
      }
      if n == 10 { handWritten(links, table: table, timing: timing, report: &report) }
    }
    if let small = nanosecondsBySize[10], let large = nanosecondsBySize.max(by: { $0.key < $1.key })
    {
      let flatness = large.value / small
      report.figure(
        "flat: ns/link at N = \(large.key) is \(Report.format(flatness))x that at N = 10",
        key: "matcher.flatness.n\(large.key)_vs_n10", flatness)
      report.goal("flat from N = 10 to N = \(large.key) (at most 1.5x)", holds: flatness <= 1.5)
    }
  }

  /// The generated `BenchRoute(string:)` (match plus typed conversion) against the hand-written
  /// switch, on the same links.
  private static func handWritten(
    _ links: [SampleURL], table: RouteTable, timing: Timing, report: inout Report
  ) {
    let texts = links.map(\.text)
    let generated = timing.perItem(texts) { blackHole(BenchRoute(string: $0)) }
    let resolve = timing.perItem(texts) { blackHole(BenchRoute.resolve($0)) }
    let manual = timing.perItem(texts) { blackHole(HandWrittenRouter.route($0)) }
    report.figure(
      "  BenchRoute(string:) \(Report.format(generated)) ns/link (generated, typed)",
      key: "matcher.generated_init_ns_per_url.n10", generated)
    report.figure(
      "  BenchRoute.resolve  \(Report.format(resolve)) ns/link (typed route and its landing)",
      key: "matcher.generated_resolve_ns_per_url.n10", resolve)
    report.figure(
      "  hand-written switch \(Report.format(manual)) ns/link (baseline b)",
      key: "matcher.handwritten_ns_per_url.n10", manual)
    report.figure(
      "  generated / hand-written: \(Report.format(generated / manual))x the time",
      key: "matcher.generated_vs_handwritten.n10", generated / manual)
    report.goal("generated no slower than hand-written at N = 10", holds: generated <= manual)
  }

  /// Exits unless the matcher and the regex scan both give every link its expected route.
  private static func verify(_ links: [SampleURL], table: RouteTable, regex: RegexRouter, n: Int) {
    for link in links {
      let matched = table.match(link.text).match?.routeIndex
      let scanned = regex.match(link.text)?.route
      guard matched == link.route, scanned == link.route else {
        print(
          "error: n=\(n): \(link.text) should match route \(link.route.map(String.init) ?? "none")")
        print(
          "  RouteTable: \(matched.map(String.init) ?? "none"), regex: \(scanned.map(String.init) ?? "none")"
        )
        exit(1)
      }
    }
  }

  /// Exits unless the table generated from the checked-in `Bench.flow` is the N = 10 spec's, and
  /// the hand-written router agrees with the generated one on every link.
  private static func verifyGenerated(table: RouteTable, links: [SampleURL]) {
    guard BenchRoute.table.routes == table.routes,
      BenchRoute.table.configuration == table.configuration
    else {
      print("error: Bench.flow is not the generator's N = 10 spec; regenerate it:")
      print("  swift run FlowBenchmarks --print-spec 10 > Benchmarks/FlowBenchmarks/Bench.flow")
      exit(1)
    }
    for link in links where BenchRoute(string: link.text) != HandWrittenRouter.route(link.text) {
      print("error: the hand-written router disagrees with BenchRoute on \(link.text)")
      exit(1)
    }
  }
}
