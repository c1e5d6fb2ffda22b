import FlowRuntime
import FlowTestSupport
import Foundation
import Testing

@testable import FlowCompiler
@testable import FlowSimulation

/// For every route of several specs and seeded random values, the link the builder writes matches
/// back to the same route and values; the builder refuses exactly the values no accepted link can
/// carry (docs/DeepLinks.md, "Building"), and so does the table, which generated `url` calls.
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
        // What generated `url` and `universalLink()` hand out: a link exactly when one can carry
        // the values (these specs have no sibling that could read a value better).
        for link in [
          table.link(forRoute: index, values: values),
          table.universalLink(forRoute: index, values: values),
        ] where (link != nil) != carriable {
          failures.append(
            "table gave \(String(describing: link)) for \(values) of \(route.pattern)")
        }
      }
      if failures.count >= 10 { break }
    }
    #expect(failures == [])
    #expect(built > 0)
    #expect(refused > 0)
  }

  /// `Route(url: route.url)` is the route or there is no link, for a spec whose sibling routes read
  /// the same segment as an `Int`, a `Double` or a `String`, beside a list route one segment shorter:
  /// `""` would give `sib://items/` (the list), `"42"` the `Int` route, `"1.5"` the `Double` one.
  @Test func siblingRoutesNeverReceiveAnotherRoutesLink() throws {
    let model = try #require(RoundTripSpecs.model(RoundTripSpecs.siblings))
    let table = DynamicDefinition.routeTable(model)
    var random = SeededGenerator(seed: 0x51B)
    var failures: [String] = []
    var handedOut = 0
    var refused = 0
    for _ in 0..<PropertyScale.count(1500) {
      for (index, route) in table.routes.enumerated() {
        var values = RandomValues.values(for: route, using: &random)
        // Texts that look like numbers, half of the time, so the siblings compete; now and then a
        // text long enough to reach the 8,192-byte limit, where only the round trip is checked.
        var isLong = false
        if case .string = values["slug"] {
          switch Int.random(in: 0..<8, using: &random) {
          case 0..<4:
            let type: ParameterType = Bool.random(using: &random) ? .int : .double
            values["slug"] = .string(RandomValues.value(type, using: &random).text)
          case 4:
            let piece = RandomValues.pieces.randomElement(using: &random) ?? "a"
            let count = Int.random(in: 1...4000, using: &random)
            values["slug"] = .string(String(repeating: piece, count: count))
            isLong = true
          default: break
          }
        }
        let expected =
          isLong ? nil : RandomValues.canTravel(values, in: route) && !Self.readsAsNumber(values)
        for link in [
          table.link(forRoute: index, values: values),
          table.universalLink(forRoute: index, values: values),
        ] {
          guard let link else {
            refused += 1
            if expected == true { failures.append("no link for \(values) of \(route.pattern)") }
            continue
          }
          handedOut += 1
          let match = table.match(link).match
          if match?.routeIndex != index || match?.values != values {
            failures.append("\(link) matched \(String(describing: match)), not \(index) \(values)")
          }
          if expected == false { failures.append("\(link) handed out for \(values)") }
        }
      }
      if failures.count >= 10 { break }
    }
    #expect(failures == [])
    #expect(handedOut > 0)
    #expect(refused > 0)
  }

  /// docs/DeepLinks.md, "Typed placeholders": a `slug` the `Int` or `Double` sibling accepts first.
  static func readsAsNumber(_ values: [String: ParameterValue]) -> Bool {
    guard case .string(let text) = values["slug"] else { return false }
    return ParameterType.int.parse(text) != nil || ParameterType.double.parse(text) != nil
  }
}
