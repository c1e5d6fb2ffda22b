import FlowSimulation

/// Only the generated matcher's walk, untimed: `RouteTable.withMatch` with typed reads, exactly as
/// the matcher section times it, over the same sampled links, `rounds` times. So that a cache
/// simulator can count instructions and misses per link at N = 10,000 without the rest of the
/// benchmark around it (`Benchmarks/matcher-walk.sh`); the full benchmark never runs it.
enum MatcherWalk {
  static func run(_ specs: [BenchmarkSpec], rounds: Int) {
    for spec in specs {
      let table = Resolver.routeTable(for: spec.model)
      var sampler = URLSampler(model: spec.model)
      let texts = sampler.sample(MatcherBenchmark.linkCount).map(\.text)
      let reads = TypedReads(routes: table.routes)
      var matched = 0
      for _ in 0..<rounds {
        for text in texts where table.withMatch(text, reads.read) != nil { matched += 1 }
      }
      print("n=\(spec.routeCount): \(rounds) rounds of \(texts.count) links, \(matched) matched")
    }
  }
}
