import FlowRuntime
import FlowSema

/// Opens URLs against a checked spec with the runtime's own matcher and navigator, without compiling
/// anything: each URL from a fresh launch where the conditions have the given values (every other
/// one holds) and nothing is restored.
///
/// Whether a link lands, is held or is refused, and what the app shows meanwhile, is the navigator's
/// own state after opening it, not a second reading of the guards: whatever the navigator presents
/// for a held link is what `resolve` reports.
public struct Resolver: Sendable {
  private let definition: FlowDefinition<DynamicFlow>
  private let conditionNames: [String]

  public init(model: FlowModel) {
    definition = DynamicDefinition.make(model)
    conditionNames = model.conditions.map(\.name)
  }

  /// The runtime's route table for a checked spec: the very table `flowc generate` declares for it.
  public static func routeTable(for model: FlowModel) -> RouteTable {
    DynamicDefinition.routeTable(model)
  }

  /// What opening `url` does after a fresh launch under `conditions`. A held link's follow-up makes
  /// the conditions it waits for true (again while it waits for others), or with `then`, takes
  /// exactly those steps in order, as an `expect ... held, then` states them.
  @MainActor
  public func resolve(
    _ url: String, given conditions: ConditionAssignment = .init(), then: [HeldLinkStep]? = nil
  ) -> Resolution {
    resolve(url, given: conditions, thenEach: then.map { [$0] })
  }

  /// `resolve(_:given:then:)` for a chain of `then`s (`held, then session -> held, then !session
  /// -> dropped`): each `then`'s steps in turn, a run of condition changes told once within one
  /// `then` and never joined with the next `then`'s, so a condition may change in each.
  @MainActor
  package func resolve(
    _ url: String, given conditions: ConditionAssignment = .init(),
    thenEach then: [[HeldLinkStep]]?
  ) -> Resolution {
    resolve(url, given: conditions, thenEach: then, everyPrefix: false)[0]
  }

  /// `resolve(_:given:thenEach:)` for every prefix of the chain, the first `then`, the first two,
  /// and so on: what an expect stating an outcome after each `then` is checked against. One
  /// launch takes the steps once and reads the outcome after each `then`, as a fresh launch taking
  /// only those steps would end the same: resolving each prefix apart made a chain of 1,000
  /// `then`s take 15 s to check (the random-spec review). One resolution when the link is not held.
  @MainActor
  package func resolveEachPrefix(
    _ url: String, given conditions: ConditionAssignment = .init(),
    thenEach then: [[HeldLinkStep]]
  ) -> [Resolution] {
    resolve(url, given: conditions, thenEach: then, everyPrefix: true)
  }

  @MainActor
  private func resolve(
    _ url: String, given conditions: ConditionAssignment, thenEach then: [[HeldLinkStep]]?,
    everyPrefix: Bool
  ) -> [Resolution] {
    let values = ConditionValues(conditions)
    let navigator = Navigator(
      definition: definition, store: nil, conditions: { values.value(of: $0.name) })
    navigator.start()
    var resolution = Resolution(
      url: url,
      conditions: conditionNames.map {
        .init(name: $0, value: conditions.value(of: $0), isGiven: conditions.given[$0] != nil)
      },
      route: nil, parameters: [:], outcome: .noMatch(reason: ""))
    if case .landing(let route, _) = definition.resolveLink(url) {
      resolution.route = route.pattern
      resolution.parameters = route.parameters
      resolution.writtenParameters = route.writtenParameters
    }
    switch navigator.open(url: url) {
    case .handled:
      resolution.outcome = .lands(
        Self.shown(navigator, overCurrent: navigator.lastLandingOpenedOverCurrent))
    case .rejected(let rejection):
      // `flowc resolve` and `expect` are the edge where a rejection becomes its sentence.
      let reason = rejection.description
      resolution.outcome =
        resolution.matched
        ? .refused(reason: reason, showing: Self.shown(navigator)) : .noMatch(reason: reason)
    case .deferred(_, let waitingFor):
      let held = (waitingFor.map(\.name).sorted(), Self.shown(navigator))
      guard let then else {
        resolution.outcome = .held(
          waitingFor: held.0, showing: held.1,
          then: Self.followUp(navigator, values: values, waitingFor: waitingFor))
        return [resolution]
      }
      let followUps = Self.followUps(
        navigator, values: values, taking: then, everyPrefix: everyPrefix)
      return followUps.map { followUp in
        var prefix = resolution
        prefix.outcome = .held(waitingFor: held.0, showing: held.1, then: followUp)
        return prefix
      }
    }
    return [resolution]
  }

  /// Makes the conditions the held link waits for true and tells the navigator, again while it
  /// waits for others, until it lands, is dropped, or waits for nothing new.
  @MainActor
  private static func followUp(
    _ navigator: Navigator<DynamicFlow>, values: ConditionValues, waitingFor: Set<DynamicName>
  ) -> Resolution.FollowUp {
    var madeTrue: Set<String> = []
    var waiting = Set(waitingFor.map(\.name))
    while true {
      let newlyTrue = waiting.subtracting(madeTrue)
      guard !newlyTrue.isEmpty else {
        return .init(
          conditions: madeTrue.sorted(),
          outcome: .held(waitingFor: waiting.sorted(), showing: shown(navigator), then: nil))
      }
      madeTrue.formUnion(newlyTrue)
      for name in newlyTrue { values.values[name] = .holds }
      if let landed = retry(navigator) {
        return .init(conditions: madeTrue.sorted(), outcome: .lands(landed))
      }
      guard let pending = navigator.pendingLink else {
        return .init(
          conditions: madeTrue.sorted(),
          outcome: .dropped(showing: shown(navigator)))
      }
      waiting = Set(pending.waitingFor.map(\.name))
    }
  }

  /// Takes each group of `groups` in order (one `then` each), its runs of condition changes told
  /// to the navigator once and each event sent: after the last group, or `everyPrefix` after each,
  /// whether the held link landed on the way (and what shows after the group's last step), is
  /// still held, or was dropped.
  @MainActor
  private static func followUps(
    _ navigator: Navigator<DynamicFlow>, values: ConditionValues, taking groups: [[HeldLinkStep]],
    everyPrefix: Bool
  ) -> [Resolution.FollowUp] {
    // What showed when the link landed: it opened over current only while that still shows.
    var landing: Resolution.Shown?
    // How many steps had been taken when the link landed.
    var landedAfterCount = 0
    let steps = groups.flatMap { $0 }
    var takenBefore = 0
    var droppedAt: Resolution.Drop?
    let texts = steps.map(\.text)
    guard !groups.isEmpty else {
      return [outcome(navigator, taken: [], landing: nil, landedAfterCount: 0, droppedAt: nil)]
    }
    var followUps: [Resolution.FollowUp] = []
    followUps.reserveCapacity(everyPrefix ? groups.count : 1)
    for (number, group) in groups.enumerated() {
      var remaining = group[...]
      defer {
        takenBefore += group.count
        if everyPrefix || number == groups.count - 1 {
          followUps.append(
            outcome(
              navigator, taken: Array(texts[..<takenBefore]), landing: landing,
              landedAfterCount: landedAfterCount, droppedAt: droppedAt))
        }
      }
      while let step = remaining.first {
        let waitingBefore = navigator.pendingLink?.waitingFor
        let update: FlowUpdate<DynamicFlow>?
        var told = [step]
        switch step {
        case .event(let name):
          remaining.removeFirst()
          switch navigator.send(DynamicName(name)) {
          case .handled(_, let eventUpdate), .landedHeldLink(let eventUpdate): update = eventUpdate
          case .ignored, .refused: update = nil
          }
        case .condition:
          // A run ends at a condition it already changed: that one is told apart (`?session,
          // session`, `HeldLinkStepReader`).
          told = []
          var changed: Set<String> = []
          while case .condition(let name, let value) = remaining.first,
            changed.insert(name).inserted
          {
            values.values[name] = value
            told.append(remaining.removeFirst())
          }
          update = navigator.conditionsDidChange()
        }
        if update?.completedLink != nil {
          landing = shown(navigator, overCurrent: navigator.lastLandingOpenedOverCurrent)
          landedAfterCount = takenBefore + group.count - remaining.count
        } else if let waitingBefore, navigator.pendingLink == nil, droppedAt == nil {
          droppedAt = Resolution.Drop(
            steps: told,
            waitingFor: waitingBefore.map(\.name).filter { values.values[$0] != .holds }.sorted())
        }
      }
    }
    return followUps
  }

  /// What became of the held link after `taken`, the steps so far: `landing` is what showed when it
  /// landed, after the first `landedAfterCount` steps, and `droppedAt` where it was let go.
  @MainActor
  private static func outcome(
    _ navigator: Navigator<DynamicFlow>, taken: [String], landing: Resolution.Shown?,
    landedAfterCount: Int, droppedAt: Resolution.Drop?
  ) -> Resolution.FollowUp {
    if let landing {
      let now = shown(navigator, overCurrent: navigator.presentsWhatALinkOpenedOverCurrent)
      guard landing != now else {
        return .init(conditions: [], steps: taken, outcome: .lands(landing))
      }
      guard landedAfterCount < taken.count else {
        return .init(conditions: [], steps: taken, outcome: .lands(now))
      }
      return .init(
        conditions: [], steps: taken, outcome: .lands(now),
        landedAfter: Array(taken.prefix(landedAfterCount)))
    }
    guard let pending = navigator.pendingLink else {
      return .init(
        conditions: [], steps: taken,
        outcome: .dropped(showing: shown(navigator)), droppedAt: droppedAt)
    }
    return .init(
      conditions: [], steps: taken,
      outcome: .held(
        waitingFor: pending.waitingFor.map(\.name).sorted(), showing: shown(navigator), then: nil))
  }

  /// Tells the navigator the conditions changed; what it shows when the held link landed, or `nil`.
  @MainActor
  private static func retry(_ navigator: Navigator<DynamicFlow>) -> Resolution.Shown? {
    guard navigator.conditionsDidChange().completedLink != nil else { return nil }
    return shown(navigator, overCurrent: navigator.lastLandingOpenedOverCurrent)
  }
}

/// The condition values one resolve's navigator reads, changed by its follow-up.
@MainActor
private final class ConditionValues {
  var values: [String: ConditionValue]

  init(_ assignment: ConditionAssignment) {
    values = assignment.given
  }

  func value(of name: String) -> Bool? {
    (values[name] ?? .holds).navigatorValue
  }
}
