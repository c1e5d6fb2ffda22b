import FlowSyntax

/// Checks that a guarded screen is only pushed or presented from places where its guard already
/// holds (FL0212): a screen's guaranteed guards are its own plus those common to every way in.
enum GuardChecks {
  /// A push, present or root that shows `target`, with the name as written.
  private struct Edge {
    var source: Int?
    /// The guards in force at the source when it is a root or a phase-wide presentation.
    var fixedGuards: Set<String>
    var target: Int
    var reference: Identifier
    var placeName: String
  }

  static func check(_ context: SemaContext) -> [Diagnostic] {
    let index = context.index
    let requires = index.screens.map { Set($0.requires.map(\.text)) }
    var edges: [Edge] = []
    for (position, screen) in index.screens.enumerated()
    where index.screenIndex[screen.name.text] == position {
      let place = "\(screen.kind.rawValue) '\(screen.name.text)'"
      for item in screen.items {
        var targets: [(Identifier, Int?)] = []
        switch item {
        case .push(let names, _):
          targets = names.map { ($0, index.screen(named: $0.text, kind: .screen)) }
        case .present(let names, _):
          targets = names.map { ($0, index.presentation(named: $0.text)) }
        case .handler(let handler):
          if case .present(let name) = handler.action {
            targets = [(name, index.presentation(named: name.text))]
          }
        }
        for case (let name, let target?) in targets {
          edges.append(
            Edge(
              source: position, fixedGuards: [], target: target, reference: name, placeName: place))
        }
      }
    }
    for phase in index.phases {
      let phaseGuards = Set(phase.requires.map(\.text))
      let place = "phase '\(phase.name.text)'"
      for item in phase.items {
        switch item {
        case .root(let name, _):
          if let target = index.screen(named: name.text, kind: .screen) {
            edges.append(
              .init(fixedGuards: phaseGuards, target: target, reference: name, placeName: place))
          }
        case .tab(let tab):
          if let target = index.screen(named: tab.root.text, kind: .screen) {
            edges.append(
              .init(
                fixedGuards: phaseGuards.union(tab.requires.map(\.text)), target: target,
                reference: tab.root, placeName: "tab '\(tab.name.text)'"))
          }
        case .present(let names, _):
          for name in names {
            if let target = index.presentation(named: name.text) {
              edges.append(
                .init(fixedGuards: phaseGuards, target: target, reference: name, placeName: place))
            }
          }
        case .handler(let handler):
          if case .present(let name) = handler.action,
            let target = index.presentation(named: name.text)
          {
            edges.append(
              .init(fixedGuards: phaseGuards, target: target, reference: name, placeName: place))
          }
        case .check: break
        }
      }
    }

    // Must-analysis: nil stands for "not reached yet" (every guard); iterate to the fixed point.
    var guaranteed = [Set<String>?](repeating: nil, count: index.screens.count)
    var changed = true
    var rounds = 0
    let limit = index.screens.count.multipliedReportingOverflow(by: index.conditions.count + 1)
    let maxRounds = limit.overflow ? Int.max : limit.partialValue + 2
    while changed, rounds <= maxRounds {
      changed = false
      rounds += 1
      for edge in edges {
        let incoming: Set<String>
        if let source = edge.source {
          guard let known = guaranteed[source] else { continue }
          incoming = known
        } else {
          incoming = edge.fixedGuards
        }
        let candidate = requires[edge.target].union(incoming)
        let merged = guaranteed[edge.target].map { $0.intersection(candidate) } ?? candidate
        if merged != guaranteed[edge.target] {
          guaranteed[edge.target] = merged
          changed = true
        }
      }
    }

    var diagnostics: [Diagnostic] = []
    for edge in edges {
      let available: Set<String>
      if let source = edge.source {
        guard let known = guaranteed[source] else { continue }
        available = known
      } else {
        available = edge.fixedGuards
      }
      let target = index.screens[edge.target]
      let missing = target.requires.map(\.text).filter { !available.contains($0) }
      guard let first = missing.first else { continue }
      diagnostics.append(
        context.diagnostic(
          .guardBypass, edge.reference.range,
          SemaMessages.guardBypass(
            target.name.text, kind: target.kind.rawValue, condition: first, place: edge.placeName),
          help: SemaMessages.guardBypassHelp(first, place: edge.placeName)))
    }
    return diagnostics
  }
}
