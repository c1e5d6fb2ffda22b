import FlowSema
import FlowSimulation
import Testing

@testable import FlowCompiler
@testable import FlowRuntime

/// The checker names the matcher's limits in its public `LinkLimits`; both must agree, and a
/// route the checker accepts exactly at the limits must really match.
@Suite struct LinkLimitsAgreementTests {
  @Test func limitsEqualTheMatchers() {
    #expect(LinkLimits.maximumLength == LinkLayout.maximumLength)
    #expect(LinkLimits.maximumSegments == LinkLayout.maximumSegments)
  }

  @MainActor @Test func routesAtTheLimitsMatch() throws {
    let long = "/" + String(repeating: "x", count: 8188)
    let deep = String(repeating: "/s", count: 64)
    let spec = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home
      route "\(long)" -> Home as long
      route "\(deep)" -> Home as deep

      """
    let model = try #require(checked(spec).files[0].model)
    let resolver = Resolver(model: model)
    let longLink = "a://" + long.dropFirst()
    #expect(longLink.utf8.count == LinkLimits.maximumLength)
    #expect(resolver.resolve(longLink).route == long)
    #expect(resolver.resolve("a://" + deep.dropFirst()).route == deep)
  }
}
