import FlowSema
import Testing

@testable import FlowCompiler
@testable import FlowSimulation

/// Expectations open links without the main actor; `flowc resolve` opens them with a navigator.
/// Both must show the same thing for every link Archon's expectations open.
@Suite struct LinkProbeAgreementTests {
  @MainActor @Test func probeAgreesWithTheResolverOnArchon() throws {
    let model = try #require(checked(try archonText()).files[0].model)
    let probe = LinkProbe(model: model)
    let resolver = Resolver(model: model)
    let urls = model.expectations.map(\.url) + ["archon://projects/7/preview"]
    for url in urls {
      let resolution = resolver.resolve(url)
      switch probe.open(url) {
      case .noMatch(let reason):
        #expect(!resolution.matched, "\(url)")
        #expect(resolution.outcome == .noMatch(reason: reason), "\(url)")
      case .landed(let landing):
        #expect(resolution.route == landing.route, "\(url)")
        let shown = try #require(resolution.landed, "\(url)")
        #expect(shown.phase == landing.phase, "\(url)")
        #expect(shown.tab == landing.tab, "\(url)")
        let presented = shown.presentation.map { [$0.screen] + $0.stack } ?? []
        #expect(
          shown.stack + presented == landing.screens.dropFirst().map(\.description), "\(url)")
      }
    }
  }
}
