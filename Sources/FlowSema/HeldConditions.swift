import FlowSyntax

/// The conditions that always hold where a tab, screen, sheet or cover shows, so a guard on them
/// there cannot fail.
///
/// A phase's `requires` holds for as long as the phase shows: the navigator leaves the phase once
/// it stops holding, before any tap, link or event is handled. A tab's holds for every screen on
/// its stack and what they present: a tab whose guard fails loses its stack, and a sheet stays only
/// while the stack beneath it or the phase presents it. A screen, sheet or cover holds what every
/// place whose stack reaches it holds (a phase's root or a tab, with what the phase presents);
/// what a failed guard's prompt reaches can open anywhere, so nothing is known to hold there.
/// FL0231 (an `else` that never runs) and FL0232 (a prompt asked for another condition) read it.
struct HeldConditions {
  /// The places (positions in `graph.contexts`) whose stacks reach each screen asked about; none
  /// for one a prompt reaches.
  private let placesByScreen: [Int: [Int]]

  /// Searches once per place for the `screens` asked about later, marking screens with the place's
  /// number, so nothing is allocated per place.
  init(for screens: [Int], _ graph: NavigationGraph, _ index: DeclarationIndex) {
    var places: [Int: [Int]] = [:]
    guard !screens.isEmpty else {
      placesByScreen = places
      return
    }
    var reachedByPrompts = [Bool](repeating: false, count: graph.screenCount)
    graph.markReachable(from: ReachabilityChecks.promptSeeds(index), in: &reachedByPrompts)
    for screen in screens where !reachedByPrompts[screen] { places[screen] = [] }
    var lastVisit = [Int](repeating: -1, count: graph.screenCount)
    var queue: [Int] = []
    for (placeIndex, place) in graph.contexts.enumerated() {
      queue.removeAll(keepingCapacity: true)
      queue.append(place.root)
      queue += place.phasePresents
      while let screen = queue.popLast() {
        guard lastVisit[screen] != placeIndex else { continue }
        lastVisit[screen] = placeIndex
        places[screen]?.append(placeIndex)
        queue += graph.pushes[screen]
        queue += graph.presents[screen]
      }
    }
    placesByScreen = places
  }

  /// The places whose stacks reach `screen`, one of those asked about; empty when a prompt or no
  /// place reaches it.
  func places(showing screen: Int) -> [Int] { placesByScreen[screen] ?? [] }

  /// What holds wherever `screen` shows: what every place reaching it holds; nothing when a prompt
  /// or no place reaches it.
  func held(atScreen screen: Int, _ graph: NavigationGraph, _ index: DeclarationIndex)
    -> Set<String>
  {
    let places = places(showing: screen)
    guard let first = places.first else { return [] }
    return places.dropFirst().reduce(Self.held(in: graph.contexts[first], index)) {
      $0.intersection(Self.held(in: graph.contexts[$1], index))
    }
  }

  /// What holds whenever phase `phase` shows: its own guard and its root's.
  static func held(inPhase phase: Int, _ index: DeclarationIndex) -> Set<String> {
    Set(GuardChecks.entryGuards(ofPhase: phase, index).map(\.text))
  }

  /// What holds whenever a place's stack shows: its phase's, and its tab's.
  static func held(in place: NavigationGraph.RootContext, _ index: DeclarationIndex) -> Set<String>
  {
    var held = held(inPhase: place.phase, index)
    if let tab = place.tab { held.formUnion(index.tabs[tab].item.requires.map(\.text)) }
    return held
  }
}
