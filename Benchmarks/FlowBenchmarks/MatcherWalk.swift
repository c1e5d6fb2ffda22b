import FlowSimulation
import Foundation

/// Only the generated matcher's walk, untimed: `RouteTable.withMatch` with typed reads, exactly as
/// the matcher section times it, over the same sampled links, `rounds` times. So that a cache
/// simulator can count instructions and misses per link at N = 10,000 without the rest of the
/// benchmark around it (`Benchmarks/matcher-walk.sh`); the full benchmark never runs it.
/// With `fromURLs` (`--walk-input url`) the links are matched from `URL`s made before the rounds,
/// as the section's URL figure does, so that what reading a URL adds can be counted.
enum MatcherWalk {
  static func run(_ specs: [BenchmarkSpec], rounds: Int, fromURLs: Bool) {
    for spec in specs {
      let table = Resolver.routeTable(for: spec.model)
      var sampler = URLSampler(model: spec.model)
      let texts = sampler.sample(MatcherBenchmark.linkCount).map(\.text)
      let urls = fromURLs ? texts.compactMap { URL(string: $0) } : []
      let reads = TypedReads(routes: table.routes)
      var matched = 0
      for _ in 0..<rounds {
        if fromURLs {
          for url in urls where table.withMatch(url, reads.read) != nil { matched += 1 }
        } else {
          for text in texts where table.withMatch(text, reads.read) != nil { matched += 1 }
        }
      }
      let linkCount = fromURLs ? urls.count : texts.count
      print("n=\(spec.routeCount): \(rounds) rounds of \(linkCount) links, \(matched) matched")
    }
  }
}
