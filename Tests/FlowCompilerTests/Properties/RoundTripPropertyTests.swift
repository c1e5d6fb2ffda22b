import FlowRuntime
import FlowTestSupport
import Foundation
import Testing

@testable import FlowCompiler

/// For every route of several specs and seeded random values, the link the builder writes matches
/// back to the same route and values; the builder refuses exactly the values no accepted link can
/// carry (docs/DeepLinks.md, "Building"), and the raw link written for those does not round-trip.
@Suite struct RoundTripPropertyTests {
  @Test(arguments: RoundTripSpecs.models().map(\.name))
  func everyRouteRoundTripsOrIsRefusedForAReason(spec: String) throws {
    let model = try #require(RoundTripSpecs.models().first { $0.name == spec }?.model)
    let table = DynamicDefinition.routeTable(model)
    let scheme = try #require(table.configuration.schemes.first)
    let host = try #require(table.configuration.hosts.first)
    var random = SeededGenerator(seed: 0x7219 &+ UInt64(spec.utf8.count))
    var failures: [String] = []
    var built = 0
    var refused = 0
    var rawRoundTrips = 0
    for _ in 0..<PropertyScale.count(1500) {
      for (index, route) in table.routes.enumerated() {
        let values = RandomValues.values(for: route, using: &random)
        let carriable = RandomValues.canTravel(values, in: route)
        for link in [
          route.url(values: values, scheme: scheme), route.url(values: values, host: host),
        ] {
          guard let link else {
            refused += 1
            if carriable { failures.append("refused carriable \(values) for \(route.pattern)") }
            continue
          }
          built += 1
          if !carriable { failures.append("built \(link) for \(values)") }
          let match = table.match(link).match
          if match?.routeIndex != index || match?.values != values {
            failures.append("\(link) matched \(String(describing: match)), not \(index) \(values)")
          }
        }
        // The link generated code writes for values the builder refuses is refused by the matcher.
        if !carriable {
          let raw = table.link(forRoute: index, values: values)
          if let match = table.match(raw).match {
            rawRoundTrips += 1
            failures.append("raw link \(raw) matched \(match) for unbuildable \(values)")
          }
        }
      }
      if failures.count >= 10 { break }
    }
    #expect(failures == [])
    #expect(built > 0)
    #expect(refused > 0)
    #expect(rawRoundTrips == 0)
  }
}
