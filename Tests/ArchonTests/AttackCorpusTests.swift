import Archon
import Foundation
import Testing

/// Every hostile link of the corpus has its exact outcome through the generated code (the route
/// enum, its matcher and a signed-in navigator) and through `flowc resolve`: zero wrong landings,
/// zero crashes, and every refusal with its reason.
@MainActor
@Suite struct AttackCorpusTests {
  @Test func theCorpusIsLargeAndCoversBothOutcomes() {
    let refusals = AttackCorpus.attacks.filter {
      if case .refused = $0.outcome { true } else { false }
    }
    #expect(AttackCorpus.attacks.count >= 300)
    #expect(refusals.count >= 200)
    #expect(Set(AttackCorpus.attacks.map(\.url)).count == AttackCorpus.attacks.count)
  }

  @Test(arguments: AttackCorpus.attacks)
  func theRouteEnumMatchesExactly(_ attack: Attack) {
    switch attack.outcome {
    case .lands(let route):
      #expect(ArchonRoute(string: attack.url) == route)
      #expect(ArchonRoute.resolve(attack.url) == .landing(route, route.landing))
    case .refused(let reason):
      #expect(!reason.isEmpty)
      #expect(ArchonRoute(string: attack.url) == nil)
      #expect(Self.reason(ArchonRoute.resolve(attack.url)) == reason)
    }
    // The `URL` initialiser agrees with the string one, also where Foundation repaired the text.
    if let url = URL(string: attack.url) {
      #expect(ArchonRoute(url: url) == ArchonRoute(string: attack.url), "\(url)")
    }
  }

  @Test(arguments: AttackCorpus.attacks)
  func theSignedInNavigatorLandsOrRefusesExactly(_ attack: Attack) {
    let navigator = ArchonApp(session: true).launch()
    let outcome = navigator.open(url: attack.url)
    #expect(navigator.phase == .main)
    #expect(navigator.pendingLink == nil)
    switch attack.outcome {
    case .lands(let route):
      #expect(outcome == .handled(route))
      let landing = route.landing
      #expect(navigator.selectedTab == landing.tab)
      #expect(navigator.path(for: landing.tab ?? .builder) == landing.stack)
      #expect(navigator.presentations == (landing.presentation.map { [$0] } ?? []))
    case .refused(let reason):
      #expect(Self.reason(outcome) == reason)
      #expect(navigator.selectedTab == .builder)
      #expect(navigator.stacks == [:])
      #expect(navigator.presentations == [])
    }
  }

  @Test(arguments: AttackCorpus.attacks)
  func aSignedOutNavigatorHoldsOrRefusesWithoutShowingAnything(_ attack: Attack) {
    let navigator = ArchonApp(session: false).launch()
    let outcome = navigator.open(url: attack.url)
    #expect(navigator.phase == .onboarding)
    #expect(navigator.stacks == [:])
    #expect(navigator.presentations == [])
    switch attack.outcome {
    case .lands(let route):
      #expect(outcome == .deferred(route, waitingFor: [.session]))
      #expect(navigator.pendingLink?.route == route)
    case .refused(let reason):
      #expect(Self.reason(outcome) == reason)
      #expect(navigator.pendingLink == nil)
    }
  }

  @Test(arguments: AttackCorpus.attacks)
  func flowcResolveGivesTheSameOutcome(_ attack: Attack) {
    let resolved = LinkOutcome.resolved(attack.url)
    #expect(resolved == LinkOutcome.generated(attack.url))
    switch attack.outcome {
    case .lands(let route):
      #expect(resolved.reason == nil)
      #expect(resolved.route == ArchonText.route(route).pattern)
      #expect(resolved.parameters == ArchonText.route(route).parameters)
    case .refused(let reason):
      #expect(resolved.route == nil)
      #expect(resolved.reason == reason)
    }
  }

  /// The sentence a refused link's rejection reads as, or nil when the link matched.
  private static func reason(_ resolution: LinkResolution<Archon>) -> String? {
    if case .noMatch(let rejection) = resolution { return rejection.description }
    return nil
  }

  /// The sentence a rejected link's rejection reads as, or nil when the link was not rejected.
  private static func reason(_ outcome: OpenOutcome<Archon>) -> String? {
    if case .rejected(let rejection) = outcome { return rejection.description }
    return nil
  }
}
