import Archon
import FlowTestSupport
import Testing

/// The generated matcher and `flowc resolve` agree on seeded random and mutated links: the same
/// route and values or the same reason, the same landing; and on a sample, the same navigator state.
@MainActor
@Suite struct DifferentialTests {
  /// Links compared per run; `FLOWKIT_PROPERTY_SCALE` multiplies it.
  static let count = PropertyScale.count(100_000)

  @Test func generatedCodeAndResolverAgreeOnRandomAndMutatedLinks() {
    var generator = LinkGenerator(seed: 0xA4C0_2026)
    var disagreements: [String] = []
    var matchedRoutes: [String: Int] = [:]
    var refusals = 0
    for index in 0..<Self.count {
      let url = generator.next()
      let generated = LinkOutcome.generatedLanding(url)
      let resolved = LinkOutcome.resolvedLanding(url)
      var agrees = generated == resolved
      if let route = generated.route {
        matchedRoutes[route, default: 0] += 1
        agrees = agrees && ArchonRoute(string: url) != nil
      } else {
        refusals += 1
        agrees = agrees && generated.reason?.isEmpty == false && ArchonRoute(string: url) == nil
      }
      // The whole navigator is two orders of magnitude slower: compare it on a sample.
      if index % 100 == 0 {
        agrees = agrees && LinkOutcome.generated(url) == LinkOutcome.resolved(url)
      }
      if !agrees {
        disagreements.append("\(url.debugDescription): \(generated) | \(resolved)")
        if disagreements.count == 10 { break }
      }
    }
    #expect(disagreements == [])
    // The generator reaches every route and refuses often enough to exercise the reasons.
    #expect(matchedRoutes.count == 10, "\(matchedRoutes)")
    #expect(refusals > Self.count / 10 && refusals < Self.count * 9 / 10, "\(refusals) refused")
  }
}
