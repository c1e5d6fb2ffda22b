import Archon
import FlowCompiler
import FlowRuntime
import Foundation

/// What a link does, in the words `flowc resolve` uses, so the generated code and the resolver can be
/// compared exactly: the route's pattern and values, or the refusal's reason, and where it lands.
struct LinkOutcome: Hashable, CustomStringConvertible {
  /// The matched route's pattern as the spec writes it, or nil when refused.
  var route: String?
  /// The values the link carried, as canonical text.
  var parameters: [String: String] = [:]
  var phase: String
  var tab: String?
  var stack: [String]
  /// `sheet` or `cover`, then the presented screen and the stack inside it.
  var presentation: [String]?
  /// Why the link was refused; nil when it landed.
  var reason: String?

  var description: String {
    let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "\(route ?? "-") \(values) \(phase)/\(tab ?? "-") \(stack) \(presentation ?? []) "
      + (reason ?? "")
  }
}

extension LinkOutcome {
  /// What `flowc resolve` answers: a fresh signed-in navigator over the spec read at run time.
  @MainActor
  static func resolved(_ url: String) -> LinkOutcome {
    guard let resolution = ArchonSpec.resolver?.resolve(url) else {
      return LinkOutcome(phase: "", stack: [], reason: "Archon.flow does not check")
    }
    var reason: String?
    if case .noMatch(let text) = resolution.outcome { reason = text }
    // A link that matched nothing has no landing; the generated side then reports no place either.
    let shown = resolution.landed
    return LinkOutcome(
      route: resolution.route, parameters: resolution.parameters, phase: shown?.phase ?? "",
      tab: shown?.tab, stack: shown?.stack ?? [],
      presentation: shown?.presentation.map { [$0.kind, $0.screen] + $0.stack },
      reason: reason)
  }

  /// What the generated code answers: a fresh signed-in navigator built from `Archon.definition`.
  @MainActor
  static func generated(_ url: String) -> LinkOutcome {
    let navigator = Archon.makeNavigator { _ in true }
    navigator.start()
    let outcome = navigator.open(url: url)
    var result = LinkOutcome(
      route: nil, phase: navigator.phase.rawValue, tab: navigator.selectedTab?.rawValue,
      stack: (navigator.selectedTab.map { navigator.path(for: $0) } ?? navigator.rootStack)
        .map(ArchonText.screen),
      presentation: navigator.presentations.first.map(ArchonText.presentation))
    switch outcome {
    case .handled(let route), .deferred(let route, _):
      (result.route, result.parameters) = ArchonText.route(route)
    case .rejected(let rejection):
      result = LinkOutcome(phase: "", stack: [], reason: rejection.description)
    }
    return result
  }
}

extension LinkOutcome {
  /// Where the generated matcher says a link lands, without a navigator.
  static func generatedLanding(_ url: String) -> LinkOutcome {
    switch ArchonRoute.resolve(url) {
    case .noMatch(let rejection):
      return LinkOutcome(phase: "", stack: [], reason: rejection.description)
    case .landing(let route, let landing):
      let (pattern, parameters) = ArchonText.route(route)
      return LinkOutcome(
        route: pattern, parameters: parameters, phase: landing.phase.rawValue,
        tab: landing.tab?.rawValue, stack: landing.stack.map(ArchonText.screen),
        presentation: landing.presentation.map(ArchonText.presentation))
    }
  }

  /// Where `flowc resolve`'s definition says a link lands, without a navigator.
  @MainActor
  static func resolvedLanding(_ url: String) -> LinkOutcome {
    guard let definition = ArchonSpec.definition else {
      return LinkOutcome(phase: "", stack: [], reason: "Archon.flow does not check")
    }
    switch definition.resolveLink(url) {
    case .noMatch(let rejection):
      return LinkOutcome(phase: "", stack: [], reason: rejection.description)
    case .landing(let route, let landing):
      let presentation = landing.presentation.map { presentation -> [String] in
        let (kind, screen) =
          switch presentation.modal {
          case .sheet(let screen): ("sheet", screen)
          case .cover(let screen): ("cover", screen)
          }
        return [kind, screen.description] + presentation.stack.map(\.description)
      }
      return LinkOutcome(
        route: route.pattern, parameters: route.parameters, phase: landing.phase.name,
        tab: landing.tab?.name, stack: landing.stack.map(\.description), presentation: presentation)
    }
  }
}
