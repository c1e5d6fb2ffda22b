import AllocationCounter
import FlowCompiler
import FlowRuntime
import FlowSimulation
import Foundation

/// Nanoseconds per link for the generated matcher (`RouteTable.withMatch` reading every value by
/// type, as generated `init?(string:)` does) at each spec size, from a `String` and from a `URL`, against Foundation's `URL(string:)` plus `.path` and a linear scan of
/// regular expressions; at N = 10 also the generated `BenchRoute(string:)` against two hand-written
/// switches, and the heap allocations each makes per link. Every ratio a goal reads is the median of
/// interleaved rounds of the two operations (`InterleavedTiming`), printed with its spread.
enum MatcherBenchmark {
  /// Links per spec; each timed run continues through the list where the last one stopped.
  static let linkCount = 2048

  static func run(_ specs: [BenchmarkSpec], timing: Timing, report: inout Report) {
    report.section(
      "Matcher: ns per link (70% hits, 30% near misses), against Foundation, regex and hand-written"
    )
    var walkBySize: [Int: (Int) -> Void] = [:]
    for spec in specs {
      let n = spec.routeCount
      let table = Resolver.routeTable(for: spec.model)
      let regex = RegexRouter(model: spec.model)
      var sampler = URLSampler(model: spec.model)
      let links = sampler.sample(linkCount)
      let texts = links.map(\.text)
      let urls = texts.compactMap { URL(string: $0) }
      verify(links, table: table, regex: regex, n: n)
      if n == 10 { verifyGenerated(table: table, links: links) }

      let reads = TypedReads(routes: table.routes)
      let fromText = Timing.batches(texts) { blackHole(table.withMatch($0, reads.read)) }
      // The goals are ratios to Foundation, so the three are timed in interleaved rounds.
      let timed = timing.interleaved([
        fromText,
        Timing.batches(urls) { blackHole(table.withMatch($0, reads.read)) },
        Timing.batches(texts) { blackHole(URL(string: $0)?.path) },
      ])
      let (matcher, fromURL, foundation) = (
        timed.nanoseconds(0), timed.nanoseconds(1), timed.nanoseconds(2)
      )
      let (stringRatio, urlRatio) = (timed.ratio(0, to: 2), timed.ratio(1, to: 2))
      // What Foundation charges for the text a URL was made from, which `withMatch(URL)` reads
      // when the text has an escape (a repair can only be told from the text as given).
      let givenText = timing.perItem(urls) { blackHole($0.dataRepresentation) }
      let byName = timing.perItem(texts) { blackHole(table.match($0)) }
      let scan = timing.perItem(texts) { blackHole(regex.match($0)) }
      walkBySize[n] = fromText
      let bytes = Double(links.reduce(0) { $0 + $1.text.utf8.count }) / Double(links.count)
      print("n=\(n): \(links.count) links, \(Report.format(bytes)) bytes each on average")
      report.figure(
        "  generated matcher, String \(Report.format(matcher)) ns/link (withMatch, typed reads)",
        key: "matcher.ns_per_url.n\(n)", matcher)
      report.figure(
        "  generated matcher, URL    \(Report.format(fromURL)) ns/link",
        key: "matcher.url_ns_per_url.n\(n)", fromURL)
      report.figure(
        "    of which reading the URL's text \(Report.format(fromURL - matcher)) ns/link; "
          + "URL.dataRepresentation alone \(Report.format(givenText)) ns "
          + "(\(Report.format(givenText / foundation))x of baseline a)",
        key: "matcher.url_text_ns_per_url.n\(n)", fromURL - matcher)
      // A hit whose text bears a repair's marks reads the given text (docs/DeepLinks.md). Counted
      // by a looser rule than the matcher's, a mark anywhere in the text rather than only where a
      // repair can leave one (`ScannedLink.mayBeRepaired`, internal to FlowRuntime): the sampled
      // links hold their `%`s only in escaped segments and query values, and no `xn--`, so on
      // them the two agree.
      let readsGivenText = urls.filter { url in
        let text = url.relativeString
        return (text.contains("%") || text.lowercased().contains("xn--"))
          && table.withMatch(url, { _ in true }) != nil
      }
      report.figure(
        "    links that read URL.dataRepresentation (hits with a % or xn--): "
          + "\(Report.format(100 * Double(readsGivenText.count) / Double(urls.count)))%",
        key: "matcher.url_given_text_share.n\(n)",
        Double(readsGivenText.count) / Double(urls.count))
      report.figure(
        "  RouteTable.match(String)  \(Report.format(byName)) ns/link (values by name, reasons)",
        key: "matcher.match_ns_per_url.n\(n)", byName)
      report.figure(
        "  URL(string:) + .path     \(Report.format(foundation)) ns/link (baseline a)",
        key: "matcher.foundation_ns_per_url.n\(n)", foundation)
      report.figure(
        "  regex scan               \(Report.format(scan)) ns/link (baseline b)",
        key: "matcher.regex_ns_per_url.n\(n)", scan)
      report.figure(
        "  generated (String) / Foundation: \(Report.format(stringRatio))x the time "
          + "(\(timed.ratioSpread(0, to: 2)))",
        key: "matcher.string_vs_foundation.n\(n)", stringRatio)
      report.figure(
        "  generated (URL) / Foundation:    \(Report.format(urlRatio))x the time "
          + "(\(timed.ratioSpread(1, to: 2)))",
        key: "matcher.url_vs_foundation.n\(n)", urlRatio)
      report.figure(
        "  speedup over the regex scan: \(Report.format(scan / matcher))x",
        key: "matcher.speedup_vs_regex.n\(n)", scan / matcher)
      report.goal(
        "generated matcher from String at most half of URL(string:) + .path at N = \(n)",
        holds: stringRatio <= 0.5)
      report.goal(
        "generated matcher from URL at most half of URL(string:) + .path at N = \(n)",
        holds: urlRatio <= 0.5)
      if n == 1000 {
        report.goal(
          "at least 200x faster than the regex scan at N = 1,000", holds: scan / matcher >= 200)
      }
      if n >= 1000 { tableBuild(spec, table: table, timing: timing, report: &report) }
      if n == 10 {
        handWritten(links, timing: timing, report: &report)
        allocations(links, table: table, report: &report)
      }
    }
    if let small = walkBySize[10], let large = walkBySize.max(by: { $0.key < $1.key }) {
      // Timed again, interleaved, so that the two sizes see the same machine.
      let timed = timing.interleaved([large.value, small])
      let flatness = timed.ratio(0, to: 1)
      report.figure(
        "flat: ns/link at N = \(large.key) is \(Report.format(flatness))x that at N = 10 "
          + "(\(timed.ratioSpread(0, to: 1)))",
        key: "matcher.flatness.n\(large.key)_vs_n10", flatness)
      report.goal("flat from N = 10 to N = \(large.key) (at most 1.2x)", holds: flatness <= 1.2)
    }
  }

  /// What an app pays the first time it matches a link: reading the generated table text into
  /// `RouteSpec`s and building the trie from them.
  private static func tableBuild(
    _ spec: BenchmarkSpec, table: RouteTable, timing: Timing, report: inout Report
  ) {
    let n = spec.routeCount
    guard let text = GeneratedTableText.text(in: spec.swift),
      RouteSpec.routes(fromTableText: text) == table.routes
    else {
      print("error: n=\(n): the generated table text does not read back as the spec's routes")
      exit(1)
    }
    let configuration = table.configuration
    let parse = timing.nanoseconds { iterations in
      for _ in 0..<iterations { blackHole(RouteSpec.routes(fromTableText: text)) }
    }
    let build = timing.nanoseconds { iterations in
      for _ in 0..<iterations {
        blackHole(
          RouteTable(routes: RouteSpec.routes(fromTableText: text), configuration: configuration))
      }
    }
    report.figure(
      "  table on first use: \(Report.format(build / 1e6)) ms (reading the text "
        + "\(Report.format(parse / 1e6)) ms, then the trie), \(text.utf8.count) bytes of text",
      key: "matcher.table_build_ms.n\(n)", build / 1e6)
    print("matcher.table_text_ms.n\(n) = \(Report.format(parse / 1e6))")
    // What an app keeps for the table: its routes and the trie, heap in use around making one.
    let routes = RouteSpec.routes(fromTableText: text)
    let before = flow_heap_bytes_in_use()
    let kept = RouteTable(routes: routes, configuration: configuration)
    let trieBytes = Double(flow_heap_bytes_in_use()) - Double(before)
    withExtendedLifetime(kept) {}
    if trieBytes > 0 {
      report.figure(
        "  trie in memory: \(Report.format(trieBytes / 1e6)) MB (heap in use around building it)",
        key: "matcher.trie_mb.n\(n)", trieBytes / 1e6)
    }
  }

  /// The generated `BenchRoute(string:)` (match plus typed conversion) against the hand-written
  /// switches, on the same links.
  private static func handWritten(_ links: [SampleURL], timing: Timing, report: inout Report) {
    let texts = links.map(\.text)
    let timed = timing.interleaved([
      Timing.batches(texts) { blackHole(BenchRoute(string: $0)) },
      Timing.batches(texts) { blackHole(HandWrittenRouter.route($0)) },
      Timing.batches(texts) { blackHole(HandWrittenByteRouter.route($0)) },
    ])
    let (generated, manual, bytes) = (
      timed.nanoseconds(0), timed.nanoseconds(1), timed.nanoseconds(2)
    )
    let (versusManual, versusBytes) = (timed.ratio(0, to: 1), timed.ratio(0, to: 2))
    let resolve = timing.perItem(texts) { blackHole(BenchRoute.resolve($0)) }
    report.figure(
      "  BenchRoute(string:) \(Report.format(generated)) ns/link (generated, typed)",
      key: "matcher.generated_init_ns_per_url.n10", generated)
    report.figure(
      "  BenchRoute.resolve  \(Report.format(resolve)) ns/link (typed route and its landing)",
      key: "matcher.generated_resolve_ns_per_url.n10", resolve)
    report.figure(
      "  hand-written switch over Substrings \(Report.format(manual)) ns/link (baseline c)",
      key: "matcher.handwritten_ns_per_url.n10", manual)
    report.figure(
      "  hand-written switch over UTF-8 bytes \(Report.format(bytes)) ns/link (baseline d)",
      key: "matcher.handwritten_utf8_ns_per_url.n10", bytes)
    report.figure(
      "  generated / hand-written (Substrings): \(Report.format(versusManual))x the time "
        + "(\(timed.ratioSpread(0, to: 1)))",
      key: "matcher.generated_vs_handwritten.n10", versusManual)
    report.figure(
      "  generated / hand-written (UTF-8 bytes): \(Report.format(versusBytes))x the time "
        + "(\(timed.ratioSpread(0, to: 2)))",
      key: "matcher.generated_vs_handwritten_utf8.n10", versusBytes)
    report.goal(
      "generated no slower than the Substring switch at N = 10", holds: versusManual <= 1)
    report.goal("generated no slower than the UTF-8 switch at N = 10", holds: versusBytes <= 1)
  }

  /// Heap allocations per link, hits and misses apart; the UTF-8 switch allocates only the strings
  /// it returns (and what Foundation's percent-decoding needs), which is the bar.
  private static func allocations(_ links: [SampleURL], table: RouteTable, report: inout Report) {
    guard AllocationCount.isAvailable else {
      print("  allocations: not counted on this platform (Benchmarks/AllocationCounter)")
      return
    }
    for (kind, subset) in [
      ("hits", links.filter { $0.route != nil }), ("misses", links.filter { $0.route == nil }),
    ] {
      let texts = subset.map(\.text)
      let generated = AllocationCount.perCall(texts) { blackHole(BenchRoute(string: $0)) }
      let bytes = AllocationCount.perCall(texts) { blackHole(HandWrittenByteRouter.route($0)) }
      let match = AllocationCount.perCall(texts) { blackHole(table.match($0)) }
      report.figure(
        "  allocations per link (\(kind)): BenchRoute(string:) \(Report.format(generated)), "
          + "UTF-8 switch \(Report.format(bytes)), RouteTable.match \(Report.format(match))",
        key: "matcher.generated_allocations_per_url.\(kind).n10", generated)
      print("matcher.handwritten_utf8_allocations_per_url.\(kind).n10 = \(Report.format(bytes))")
      print("matcher.match_allocations_per_url.\(kind).n10 = \(Report.format(match))")
      if kind == "hits" {
        // The landing's stack and requirements are returned values; anything more is the walk's.
        let resolve = AllocationCount.perCall(texts) { blackHole(BenchRoute.resolve($0)) }
        report.figure(
          "  allocations per link (hits): BenchRoute.resolve \(Report.format(resolve))",
          key: "matcher.generated_resolve_allocations_per_url.hits.n10", resolve)
      }
      report.goal(
        "BenchRoute(string:) allocates no more than the UTF-8 switch (\(kind))",
        holds: generated <= bytes)
    }
  }

  /// Exits unless `match`, `withMatch` and the regex scan all give every link its expected route.
  private static func verify(_ links: [SampleURL], table: RouteTable, regex: RegexRouter, n: Int) {
    for link in links {
      let matched = table.match(link.text).match?.routeIndex
      let inPlace = table.withMatch(link.text) { $0.routeIndex }
      let scanned = regex.match(link.text)?.route
      guard matched == link.route, inPlace == link.route, scanned == link.route else {
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
  /// both hand-written routers agree with the generated one on every link.
  private static func verifyGenerated(table: RouteTable, links: [SampleURL]) {
    guard BenchRoute.table.routes == table.routes,
      BenchRoute.table.configuration == table.configuration
    else {
      print("error: Bench.flow is not the generator's N = 10 spec; regenerate it:")
      print("  swift run FlowBenchmarks --print-spec 10 > Benchmarks/FlowBenchmarks/Bench.flow")
      exit(1)
    }
    for link in links {
      let generated = BenchRoute(string: link.text)
      guard generated == HandWrittenRouter.route(link.text),
        generated == HandWrittenByteRouter.route(link.text)
      else {
        print("error: a hand-written router disagrees with BenchRoute on \(link.text)")
        exit(1)
      }
    }
  }
}
