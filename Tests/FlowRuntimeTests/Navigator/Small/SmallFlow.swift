import FlowRuntime

/// A flow whose phases, tabs, screens, events and conditions are plain names, so a test can build
/// any definition (twenty checks, a guarded first phase, random graphs) without declaring enums; its
/// guards, handlers and graph are keyed by name, as `flowc resolve`'s stand-ins are.
enum SmallFlow: FlowSpec {
  typealias Phase = String
  typealias Tab = String
  typealias Screen = SmallDestination
  typealias Sheet = SmallDestination
  typealias Cover = SmallDestination
  typealias Destination = String
  typealias Event = String
  typealias Condition = String
  typealias Route = String
}

/// A screen, sheet or cover known by its declared name alone.
struct SmallDestination: FlowDestination, ExpressibleByStringLiteral, CustomStringConvertible {
  var destinationName: String

  init(_ name: String) {
    destinationName = name
  }

  init(stringLiteral name: String) {
    destinationName = name
  }

  /// The name is the key: a small flow has no destination enum.
  var kind: String { destinationName }

  var description: String { destinationName }
}

/// Conditions a test flips by name; a name never set is not known yet.
@MainActor
final class SmallConditions {
  var values: [String: Bool] = [:]

  init(_ values: [String: Bool] = [:]) {
    self.values = values
  }

  /// A navigator over `definition` whose conditions are these.
  func navigator(
    _ definition: FlowDefinition<SmallFlow>, store: (any RestorationStore)? = nil
  ) -> Navigator<SmallFlow> {
    Navigator(definition: definition, store: store) { [self] in values[$0] }
  }
}

extension FlowDefinition where Flow == SmallFlow {
  /// A definition whose links are `small://<route>`, each landing where `landings` says.
  static func small(
    _ phases: [PhaseDefinition<SmallFlow>], guards: [String: Set<String>] = [:],
    guardFailures: [String: FlowAction<SmallFlow>] = [:],
    presentationHandlers: [String: [String: FlowAction<SmallFlow>]] = [:],
    restoration: RestorationPolicy = .nothing, graph: NavigationGraph<SmallFlow>? = nil,
    landings: [String: Landing<SmallFlow>] = [:]
  ) -> Self {
    FlowDefinition(
      initialPhase: phases[0], otherPhases: Array(phases.dropFirst()), guards: guards,
      guardFailures: guardFailures, presentationHandlers: presentationHandlers,
      restoration: restoration, graph: graph,
      resolveLink: { url in
        let route = String(url.dropFirst("small://".count))
        guard url.hasPrefix("small://"), let landing = landings[route] else {
          return .noMatch(reason: "no route matches \(url)")
        }
        return .landing(route, landing)
      })
  }
}
