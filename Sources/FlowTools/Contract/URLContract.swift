import FlowRuntime
import FlowSema
import FlowSimulation
import FlowSyntax

/// The links one version of a spec answers to, compared with the next version: what breaks links
/// already sent in emails and notifications (errors), and what changes compatibly (notes, and a
/// warning when old links lose information).
///
/// Each old route is followed through `RoutePairing`; its pattern is compared by shape
/// (`PatternComparison`), then an example link is opened against both specs to compare landings,
/// which also catches some links a new, more specific route now captures (`LinkCapture` finds the
/// rest). Swift case names are compared too (`CaseNameContract`). A diagnostic points at the new
/// spec's route when the route still exists, else at the old spec's.
enum URLContract {
  static func compare(old: ContractSide, new: ContractSide) -> [Diagnostic] {
    var diagnostics = origins(old: old, new: new)
    let origin = sharedOrigin(old.model.app, new.model.app)
    let pairs = RoutePairing.pair(old: old.model, new: new.model)
    var perRoute = old.model.routes.indices.map { index in
      compareRoute(index, successor: pairs[index], old: old, new: new, origin: origin)
    }
    let broken = Set(
      perRoute.indices.filter { perRoute[$0].contains { $0.severity == .error } })
    CaseNameContract.compare(old: old, new: new, pairs: pairs, diagnostics: &perRoute)
    CaseValueContract.compare(old: old, new: new, pairs: pairs, diagnostics: &perRoute)
    diagnostics += perRoute.joined()
    diagnostics += LinkCapture.compare(
      old: old, new: new, pairs: pairs, origin: origin, broken: broken)
    diagnostics += SavedStateContract.compare(old: old, new: new)
    let continued = Set(pairs.values)
    for (index, route) in new.model.routes.enumerated() where !continued.contains(index) {
      let url = SampleLink.origins(new.model.app).lazy.compactMap {
        SampleLink.url(route, spec: new.routeSpecs[index], origin: $0)
      }.first
      diagnostics.append(
        Diagnostic(
          .routeAdded, path: new.path, range: new.range(ofRoute: index),
          message: ContractMessages.added(
            route.pattern, caseName: new.qualifiedCaseName(index), url: url,
            landing: url.flatMap { landing(new.probe.open($0), index) })))
    }
    return diagnostics
  }

  private static func compareRoute(
    _ index: Int, successor: Int?, old: ContractSide, new: ContractSide,
    origin: SampleLink.Origin?
  ) -> [Diagnostic] {
    let route = old.model.routes[index]
    // A removed route's example may fall back to an empty catch-all: it is the only link the
    // message can name. A route that goes on keeps the fixed example, which a route added in
    // front of it is reported as taking (FL0508, by `LinkCapture`; the second review).
    let (url, before) = example(
      reaching: index, old: old, origin: origin, fallingBack: successor == nil)
    guard let successor else {
      let oldRange = old.range(ofRoute: index)
      // Without an example that reaches the route in the old spec, only its removal can be told.
      guard let url, let before else {
        return [
          Diagnostic(
            .routeRemoved, path: old.path, range: oldRange,
            message: ContractMessages.removedRoute(route.pattern))
        ]
      }
      switch new.probe.open(url) {
      case .noMatch:
        return [
          Diagnostic(
            .routeRemoved, path: old.path, range: oldRange,
            message: ContractMessages.removed(url, route: route.pattern))
        ]
      case .landed(let after):
        guard differs(before, in: old.model, after, in: new.model) else {
          return [
            Diagnostic(
              .routeWidened, path: new.path, range: new.range(ofRoute: after.routeIndex),
              message: ContractMessages.replacedByWiderRoute(
                url, old: route.pattern, new: after.route))
          ] + guardAdded(url, old: old, index, new: new, landing: after)
        }
        return [
          Diagnostic(
            .landingChanged, path: old.path, range: oldRange,
            message: ContractMessages.landingChanged(url, old: before, new: after),
            notes: [.init(ContractMessages.nowMatchedBy(after.route, old: route.pattern))])
        ]
      }
    }
    let newRoute = new.model.routes[successor]
    let range = new.range(ofRoute: successor)
    var comparison = PatternComparison(old: route, new: newRoute)
    let universalOrigin = sharedHost(old.model.app, new.model.app)
    if comparison.breakage?.onlyUniversalLinks == true, universalOrigin == nil {
      // Lowering the host of custom-scheme links breaks none: the matcher lowers it too.
      comparison.breakage = nil
    }
    var diagnostics: [Diagnostic] = []
    // A breakage breaks some links; those that still match are opened all the same, as where
    // they land, and what they need, may have changed too (the new-users round: a receipt link
    // moved to another tab went unsaid beside its tip's new type).
    if let breakage = comparison.breakage {
      let example: String?
      if breakage.onlyUniversalLinks {
        // A link that reached the route: a more specific route may take the fixed example.
        example =
          Self.example(
            reaching: index, old: old, origin: universalOrigin, fallingBack: true
          ).url
      } else if breakage.code == .parameterTypeChanged || !breakage.exampleValues.isEmpty {
        example = origin.flatMap {
          SampleLink.url(
            route, spec: old.routeSpecs[index], origin: $0,
            includingOptional: breakage.code == .parameterTypeChanged,
            overriding: breakage.exampleValues)
        }
      } else {
        example = url
      }
      diagnostics.append(
        Diagnostic(
          breakage.code, path: new.path, range: range,
          message: ContractMessages.changed(
            example ?? route.pattern, old: route.pattern, new: newRoute.pattern,
            reason: breakage.reason)))
    }
    // The fixed example may be a link the breakage breaks (a `String` id made an `Int`): a link
    // both versions open through the route still shows where the links that work now land (the
    // last session's note: a landing moved beside the breakage went unsaid).
    var probe = url.map { (url: $0, before: before, after: new.probe.open($0)) }
    if comparison.breakage != nil, case .noMatch? = probe?.after,
      let shared = sharedExample(index, successor, old: old, new: new, origin: origin)
    {
      probe = (shared.url, shared.before, new.probe.open(shared.url))
    }
    if case (let url, let before, let outcome)? = probe {
      switch outcome {
      case .noMatch(let reason):
        // The breakage said why already.
        guard comparison.breakage == nil else { return diagnostics }
        return [
          Diagnostic(
            .routePatternChanged, path: new.path, range: range,
            message: ContractMessages.noLongerMatches(url, route: newRoute.pattern, reason: reason))
        ]
      case .landed(let after):
        if let before, differs(before, in: old.model, after, in: new.model) {
          return diagnostics + [
            Diagnostic(
              .landingChanged, path: new.path, range: range,
              message: ContractMessages.landingChanged(url, old: before, new: after),
              notes: after.routeIndex == successor
                ? [] : [.init(ContractMessages.nowMatchedBy(after.route, old: newRoute.pattern))])
          ]
        }
        if before != nil {
          diagnostics += guardAdded(url, old: old, index, new: new, landing: after)
        }
        if let before,
          SwiftPlace(before, in: old.model).screens != SwiftPlace(after, in: new.model).screens
        {
          diagnostics.append(
            Diagnostic(
              .backStackChanged, path: new.path, range: range,
              message: ContractMessages.backStackChanged(url, old: before, new: after)))
        } else if let before, let change = kindChange(before, old: old.model, new: new.model) {
          diagnostics.append(
            Diagnostic(
              .backStackChanged, path: new.path, range: range,
              message: ContractMessages.shownAnotherWay(
                url, landing: after, screen: change.name, old: change.old, new: change.new)))
        }
      }
    }
    // What else changed is said once the route's links work again.
    guard comparison.breakage == nil else { return diagnostics }
    if !comparison.widenings.isEmpty {
      diagnostics.append(
        Diagnostic(
          .routeWidened, path: new.path, range: range,
          message: ContractMessages.widened(newRoute.pattern, comparison.widenings)))
    }
    for key in comparison.addedOptionalItems {
      diagnostics.append(
        Diagnostic(
          .queryItemAdded, path: new.path, range: range,
          message: ContractMessages.queryItemAdded(newRoute.pattern, key)))
    }
    let full = origin.flatMap {
      SampleLink.url(route, spec: old.routeSpecs[index], origin: $0, includingOptional: true)
    }
    for key in comparison.ignoredItems {
      diagnostics.append(
        Diagnostic(
          .queryItemIgnored, path: new.path, range: range,
          message: ContractMessages.queryItemIgnored(
            full ?? route.pattern, route: newRoute.pattern, key: key)))
    }
    return diagnostics
  }

  /// FL0517 when the route that now lands `url` needs conditions, by name, that old route `index`'s
  /// landing did not. The probe opens links with every condition holding, so a landing that is the
  /// same there is still held, or prompts, for the users without them that old links were sent to.
  private static func guardAdded(
    _ url: String, old: ContractSide, _ index: Int, new: ContractSide, landing: VisibleLanding
  ) -> [Diagnostic] {
    // By Swift case: a condition respelled as the same case is the same to the app.
    let before = old.model.swiftNames(of: old.model.routes[index].landing.requires)
    let added = new.model.names(
      of: new.model.routes[landing.routeIndex].landing.requires, notIn: before)
    guard !added.isEmpty else { return [] }
    return [
      Diagnostic(
        .linkNowGuarded, path: new.path, range: new.range(ofRoute: landing.routeIndex),
        message: ContractMessages.nowGuarded(url, landing: landing, conditions: added))
    ]
  }

  /// The first screen of `landing` (opened by the old spec), the same Swift case in both specs,
  /// that the new spec declares as another kind: a pushed screen became a sheet, a sheet a cover.
  /// Resolve places it as the new kind, so the names alone do not show it.
  private static func kindChange(_ landing: VisibleLanding, old: FlowModel, new: FlowModel)
    -> (name: String, old: ScreenKind, new: ScreenKind)?
  {
    for screen in landing.screens {
      guard let before = old.screens.first(where: { $0.name == screen.name }),
        let after = new.screen(swiftName: before.swiftName), before.kind != after.kind
      else { continue }
      return (after.name, before.kind, after.kind)
    }
    return nil
  }

  /// Removed schemes and hosts (errors at the old spec) and added ones (notes at the new spec).
  private static func origins(old: ContractSide, new: ContractSide) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let example = { (origin: SampleLink.Origin) in
      old.model.routes.indices.lazy.compactMap {
        SampleLink.url(old.model.routes[$0], spec: old.routeSpecs[$0], origin: origin)
      }.first
    }
    for scheme in old.model.app.schemes where !new.model.app.schemes.contains(scheme) {
      diagnostics.append(
        Diagnostic(
          .schemeRemoved, path: old.path, range: old.range(ofOrigin: scheme, isHost: false),
          message: ContractMessages.schemeRemoved(scheme, url: example(.scheme(scheme)))))
    }
    for host in old.model.app.hosts where !new.model.app.hosts.contains(host) {
      diagnostics.append(
        Diagnostic(
          .hostRemoved, path: old.path, range: old.range(ofOrigin: host, isHost: true),
          message: ContractMessages.hostRemoved(host, url: example(.host(host)))))
    }
    for scheme in new.model.app.schemes where !old.model.app.schemes.contains(scheme) {
      diagnostics.append(
        Diagnostic(
          .linkOriginAdded, path: new.path, range: new.range(ofOrigin: scheme, isHost: false),
          message: ContractMessages.schemeAdded(scheme)))
    }
    for host in new.model.app.hosts where !old.model.app.hosts.contains(host) {
      diagnostics.append(
        Diagnostic(
          .linkOriginAdded, path: new.path, range: new.range(ofOrigin: host, isHost: true),
          message: ContractMessages.hostAdded(host)))
    }
    return diagnostics
  }

  /// An example link for old route `index` and where it lands in the old spec, preferring one that
  /// reaches the route: `fallingBack`, when a more specific route takes the fixed example
  /// (`a://f0/a/b` by `/f0/{s}/{path...}`), a catch-all is tried with one segment, then empty
  /// (`a://f0`), so that a message names a link that breaks (the tools round got none for a
  /// removed catch-all route).
  private static func example(
    reaching index: Int, old: ContractSide, origin: SampleLink.Origin?, fallingBack: Bool
  ) -> (url: String?, landing: VisibleLanding?) {
    guard let origin else { return (nil, nil) }
    let route = old.model.routes[index]
    let catchAll =
      fallingBack
      ? route.segments.lazy.compactMap { segment -> String? in
        if case .catchAll(let name) = segment { name } else { nil }
      }.first : nil
    let overrides: [[String: ParameterValue]] =
      [[:]] + (catchAll.map { [[$0: .string("a")], [$0: .string("")]] } ?? [])
    var first: String?
    for values in overrides {
      guard
        let url = SampleLink.url(
          route, spec: old.routeSpecs[index], origin: origin, overriding: values)
      else { continue }
      if let landing = landing(old.probe.open(url), index) { return (url, landing) }
      first = first ?? url
    }
    return (first, nil)
  }

  /// The new route's own example link, with where it landed in the old spec, when the old spec
  /// opens it through old route `index`: a link both versions open through the pair.
  private static func sharedExample(
    _ index: Int, _ successor: Int, old: ContractSide, new: ContractSide,
    origin: SampleLink.Origin?
  ) -> (url: String, before: VisibleLanding?)? {
    guard let origin,
      let url = SampleLink.url(
        new.model.routes[successor], spec: new.routeSpecs[successor], origin: origin),
      let before = landing(old.probe.open(url), index)
    else { return nil }
    return (url, before)
  }

  /// The first scheme, else host, that both versions answer to: example links are opened there.
  private static func sharedOrigin(_ old: AppModel, _ new: AppModel) -> SampleLink.Origin? {
    if let scheme = old.schemes.first(where: new.schemes.contains) { return .scheme(scheme) }
    return sharedHost(old, new)
  }

  /// The first universal-link host both versions answer to.
  private static func sharedHost(_ old: AppModel, _ new: AppModel) -> SampleLink.Origin? {
    old.hosts.first(where: new.hosts.contains).map { .host($0) }
  }

  /// The landing, when the link landed through route `index` (another route may shadow an example).
  private static func landing(_ outcome: LinkProbe.Outcome, _ index: Int) -> VisibleLanding? {
    guard case .landed(let landing) = outcome, landing.routeIndex == index else { return nil }
    return landing
  }

  /// Whether a link now shows the user something else: another phase, tab or screen on top, or it
  /// now opens over where the user is instead of moving them (`over current`), or the other way.
  /// Arguments are not compared: a new parameter or a wider type changes them without breaking
  /// the link, and the Swift compiler reports what app code must change. Phases, tabs and screens
  /// are compared by their Swift case, which is what the app shows: a name respelled as the same
  /// case (`signed-in` to `signed_in`) moves no link (the restoration round saw FL0504 errors).
  static func differs(
    _ before: VisibleLanding, in old: FlowModel, _ after: VisibleLanding, in new: FlowModel
  ) -> Bool {
    let was = SwiftPlace(before, in: old)
    let now = SwiftPlace(after, in: new)
    return was.phase != now.phase || was.tab != now.tab || was.screens.last != now.screens.last
      || before.overCurrent != after.overCurrent
  }

  /// A landing's phase, tab and screens from the root up, by their Swift cases.
  private struct SwiftPlace {
    var phase: String
    var tab: String?
    var screens: [String]

    init(_ landing: VisibleLanding, in model: FlowModel) {
      phase = model.swiftName(ofPhase: landing.phase)
      tab = landing.tab.map { model.swiftName(ofTab: $0, inPhase: landing.phase) }
      screens = landing.screens.map { model.swiftName(ofScreen: $0.name) }
    }
  }
}
