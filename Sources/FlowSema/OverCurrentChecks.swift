import FlowSyntax

/// Checks an `over current` landing and works out where it opens over the user instead of moving
/// them: the phases whose every root (each tab's, or the phase's `root`) can open its chain of
/// sheets and covers.
///
/// A phase where some tabs can open it and others cannot is an error (FL0314): the same link would
/// stay in place in one tab and switch tabs in another. A phase where no root can open it is fine:
/// there the link lands as an ordinary one, in the tab or phase the compiler derived.
enum OverCurrentChecks {
  /// The phases the chain opens over, in declaration order, or `nil` after reporting why it cannot
  /// open over anything.
  static func phases(
    opening entries: [LandingResolution.Entry], over: SourceRange, landing: Landing,
    _ context: SemaContext, graph: NavigationGraph, into diagnostics: inout [Diagnostic]
  ) -> [Int]? {
    let index = context.index
    guard let first = entries.first, first.layer == 1 else {
      // A sheet or cover the route writes, presented only from a screen pushed on a stack: that
      // is what to say (the second review). Else the last screen on the stack the route writes
      // (one the compiler put below it is not the author's).
      let stacked = entries.prefix { $0.layer == 0 }
      let written = stacked.last { $0.step != nil } ?? stacked.first
      let presentation = entries.first { $0.layer == 1 }
      if let presentation, let step = presentation.step, let pusher = stacked.last {
        let name = index.screens[presentation.screen].name.text
        let pusherName = index.screens[pusher.screen].name.text
        // When the phase or a root presents it already, the landing must begin with it: "add
        // `present Pass` to the phase" asked for a line the phase had (the twenty-eighth new-users
        // review).
        let fromRoot = beginningWithPresentation(
          landing, at: step, presentedFromRoot: presentation.screen, context, graph: graph)
        diagnostics.append(
          context.diagnostic(
            .overCurrentNeedsPresentation, over,
            fromRoot != nil
              ? SemaMessages.overCurrentLandingBeginsWithPushedScreen(name, pusher: pusherName)
              : SemaMessages.overCurrentPresentedFromPushedScreen(name, pusher: pusherName),
            fixIt: fromRoot,
            help: fromRoot != nil
              ? SemaMessages.overCurrentLandingBeginsWithPushedScreenHelp(name, pusher: pusherName)
              : SemaMessages.overCurrentPresentedFromPushedScreenHelp(name)))
        return nil
      }
      let name =
        written.map { index.screens[$0.screen].name.text } ?? landing.steps.first?.name.text
      diagnostics.append(
        context.diagnostic(
          .overCurrentNeedsPresentation, over,
          SemaMessages.overCurrentNeedsPresentation(name ?? ""),
          help: SemaMessages.overCurrentNeedsPresentationHelp))
      return nil
    }
    var phases: [Int] = []
    var failed = false
    var phaseOrder: [Int] = []
    var contextsByPhase: [Int: [NavigationGraph.RootContext]] = [:]
    for root in graph.contexts {
      if contextsByPhase[root.phase] == nil { phaseOrder.append(root.phase) }
      contextsByPhase[root.phase, default: []].append(root)
    }
    for phase in phaseOrder {
      let roots = contextsByPhase[phase] ?? []
      let opening = roots.filter { opens(entries, over: $0, graph: graph) }
      if opening.count == roots.count {
        phases.append(phase)
        continue
      }
      guard !opening.isEmpty else { continue }
      failed = true
      let presentation = index.screens[first.screen].name.text
      let phaseName = index.phases[phase].name.text
      let lacking = roots.filter { !graph.canPresent(first.screen, over: $0.root, in: $0) }
      // Several roots lacking it: one `present` in the phase fixes them all, where a fix-it per
      // root scattered the same line over the spec (the new-users review).
      let phaseFix = lacking.count > 1 ? addPresent(presentation, toPhase: phase, context) : nil
      for root in lacking {
        let rootName = index.screens[root.root].name.text
        diagnostics.append(
          context.diagnostic(
            .overCurrentNotEverywhere, over,
            SemaMessages.overCurrentNotEverywhere(
              presentation, phase: phaseName,
              place: LandingResolution.placeName(root, index), root: rootName),
            fixIt: phaseFix ?? addPresent(presentation, to: root.root, context),
            help: SemaMessages.overCurrentNotEverywhereHelp(
              presentation, root: rootName, phase: phaseName)))
      }
    }
    return failed ? nil : phases
  }

  /// An `over current` landing whose ordinary landing, taken from a phase it cannot open over,
  /// is tied between places in several phases: the link goes to the first declared, whichever
  /// phase the launch's checks would choose (the sixteenth new-users review: a pairing link from
  /// the welcome screen sent users who had a home to the home picker). Ties inside one phase
  /// are no concern: the user stays in the phase either way. Whether a user in such a phase can
  /// be one the checks put elsewhere is `LaunchCheckSkipChecks`' to say, from what the launch
  /// found on the way into each phase; it reports FL0320 through `warning(from:_:)`. A class, so
  /// that every resolved route carries one word for it, nil for nearly all.
  final class TiedFallback: Sendable {
    /// The tied places' phases, each once, the one the link goes to first.
    let phases: [Int]
    /// The phases that show something but cannot open the landing, in declaration order.
    let fallingBackFrom: [Int]
    let screen: ScreenReference
    let distance: Int
    let places: [String]
    let choices: [String]

    /// `nil` for ties inside one phase, or when every phase opens the landing over itself.
    init?(
      _ screen: ScreenReference, opensOver phases: [Int], ties: [Int], distance: Int,
      _ index: DeclarationIndex, graph: NavigationGraph
    ) {
      var tiedPhases: [Int] = []
      for tie in ties where !tiedPhases.contains(graph.contexts[tie].phase) {
        tiedPhases.append(graph.contexts[tie].phase)
      }
      var fallingBackFrom: [Int] = []
      for root in graph.contexts
      where !phases.contains(root.phase) && !fallingBackFrom.contains(root.phase) {
        fallingBackFrom.append(root.phase)
      }
      guard tiedPhases.count > 1, !fallingBackFrom.isEmpty else { return nil }
      self.phases = tiedPhases
      self.fallingBackFrom = fallingBackFrom
      self.screen = screen
      self.distance = distance
      places = ties.map { LandingResolution.placeName(graph.contexts[$0], index, withPhase: true) }
      choices = ties.map { LandingResolution.choiceName(graph.contexts[$0], index) }
    }

    /// FL0320, for a link opened in phase `from`.
    func warning(from phase: Int, _ context: SemaContext) -> Diagnostic {
      let from = context.index.phases[phase].name.text
      return context.diagnostic(
        .overCurrentFallbackTied, screen.name.range,
        SemaMessages.overCurrentFallbackTied(
          screen.name.text, from: from, distance: distance, places: places),
        help: SemaMessages.overCurrentFallbackTiedHelp(
          screen.name.text, from: from, choices: choices))
    }
  }

  /// The fix-it that drops the screens a landing writes before `step`, its first sheet or cover,
  /// when a root or its phase presents that one directly: `-> [Trip, Pass] over current` becomes
  /// `-> Pass over current`. `nil` when nothing presents it over a root.
  private static func beginningWithPresentation(
    _ landing: Landing, at step: ScreenReference, presentedFromRoot screen: Int,
    _ context: SemaContext, graph: NavigationGraph
  ) -> Diagnostic.FixIt? {
    guard graph.contexts.contains(where: { graph.canPresent(screen, over: $0.root, in: $0) }),
      let position = landing.steps.firstIndex(where: { $0.range == step.range }),
      let first = landing.steps.first, let last = landing.steps.last
    else { return nil }
    let source = context.source
    var end = last.range.end
    if landing.isExplicitPath {
      // Past the `]` that closes the written path.
      while end < source.bytes.count, source.bytes[end] != UInt8(ascii: "]") { end += 1 }
      guard end < source.bytes.count else { return nil }
      end += 1
    }
    let kept = landing.steps[position...].map { source.text(in: $0.range) }
    let replacement = kept.count == 1 ? kept[0] : "[" + kept.joined(separator: ", ") + "]"
    let start = landing.isExplicitPath ? landing.range.start : first.range.start
    return .replacing(SourceRange(start: start, end: end), with: replacement)
  }

  /// Whether the chain of `entries` opens over `root`'s stack: its first sheet or cover presented by
  /// the root or the phase, and each later one by the screen below it or the phase.
  static func opens(
    _ entries: [LandingResolution.Entry], over root: NavigationGraph.RootContext,
    graph: NavigationGraph
  ) -> Bool {
    var below = (screen: root.root, layer: 0)
    for entry in entries {
      if entry.layer > below.layer, !graph.canPresent(entry.screen, over: below.screen, in: root) {
        return false
      }
      below = (entry.screen, entry.layer)
    }
    return true
  }

  /// A fix-it adding `present name` to phase `phase`, which lets every tab and screen of the phase
  /// present it.
  private static func addPresent(_ name: String, toPhase phase: Int, _ context: SemaContext)
    -> Diagnostic.FixIt?
  {
    let declaration = context.index.phases[phase]
    let presentList = declaration.items.lazy.compactMap { item -> SourceRange? in
      if case .present(_, let range) = item { return range }
      return nil
    }.first
    return addPresent(
      name, message: SemaMessages.addPresent(name, toPhase: declaration.name.text),
      presentList: presentList, lastItem: declaration.items.last?.range, context)
  }

  /// A fix-it adding `present name` to the declaration of screen `screen`, or as a new body; `nil`
  /// for an empty `{}` body.
  private static func addPresent(_ name: String, to screen: Int, _ context: SemaContext)
    -> Diagnostic.FixIt?
  {
    let declaration = context.index.screens[screen]
    let message = SemaMessages.addPresent(name, to: declaration.name.text)
    let presentList = declaration.items.lazy.compactMap { item -> SourceRange? in
      if case .present(_, let range) = item { return range }
      return nil
    }.first
    if presentList != nil || !declaration.items.isEmpty {
      return addPresent(
        name, message: message, presentList: presentList,
        lastItem: declaration.items.last?.range, context)
    }
    guard !context.source.text(in: declaration.range).hasSuffix("}") else { return nil }
    let lineBreak = context.source.lineBreak
    return .init(
      message, replacing: .point(declaration.range.end),
      with: " {\(lineBreak)  present \(name)\(lineBreak)}")
  }

  /// The edit adding `name` to a body's `present` list when it has one, else a `present` line
  /// after its last item; `nil` for a body with neither.
  private static func addPresent(
    _ name: String, message: String, presentList: SourceRange?, lastItem: SourceRange?,
    _ context: SemaContext
  ) -> Diagnostic.FixIt? {
    if let presentList {
      return .init(message, replacing: .point(presentList.end), with: ", \(name)")
    }
    guard let lastItem else { return nil }
    return .init(
      message, replacing: .point(lastItem.end),
      with: "\(context.source.lineBreak)  present \(name)")
  }
}

extension SemaMessages {
  static let overCurrentNeedsPresentationHelp =
    "remove `over current`: the link then lands on the stack of the tab or phase that shows the "
    + "screen (`in` chooses which); only a sheet or cover opens over wherever the user is"
  static func overCurrentLandingBeginsWithPushedScreen(_ name: String, pusher: String) -> String {
    "`over current` opens '\(name)' over wherever the user is, so the landing must begin with it, "
      + "but it begins with '\(pusher)', a screen pushed on a tab's or phase's own stack"
  }
  static func overCurrentLandingBeginsWithPushedScreenHelp(_ name: String, pusher: String)
    -> String
  {
    "begin the landing with '\(name)', which the phase or the root presents already; to open "
      + "'\(pusher)' first, remove `over current`"
  }
  static func overCurrentPresentedFromPushedScreen(_ name: String, pusher: String) -> String {
    "`over current` opens '\(name)' over wherever the user is, but only '\(pusher)', a screen "
      + "pushed on a tab's or phase's own stack, presents it"
  }
  static func overCurrentPresentedFromPushedScreenHelp(_ name: String) -> String {
    "add `present \(name)` to the phase, so that it opens over every tab, or remove `over current`"
  }
  static func overCurrentNeedsPresentation(_ name: String) -> String {
    "`over current` opens a sheet or cover over wherever the user is, but '\(name)' is shown on a tab's or phase's own stack"
  }
  static func overCurrentNotEverywhere(
    _ name: String, phase: String, place: String, root: String
  ) -> String {
    "`over current` opens '\(name)' over every tab of phase '\(phase)', but \(place) cannot: its root '\(root)' does not present it"
  }
  static func overCurrentNotEverywhereHelp(_ name: String, root: String, phase: String) -> String {
    "add `present \(name)` to '\(root)', or to phase '\(phase)' so that every tab presents it, or "
      + "drop `over current` and choose a tab with `in`"
  }
  static func overCurrentFallbackTied(
    _ name: String, from phase: String, distance: Int, places: [String]
  ) -> String {
    "from phase '\(phase)', which cannot open '\(name)', this link moves the user to \(places[0]) "
      + "only because it is declared first: '\(name)' is \(distance == 1 ? "1 step" : "\(distance) steps") "
      + "from the root of \(WordList.joined(places, "and"))"
  }
  static func overCurrentFallbackTiedHelp(_ name: String, from phase: String, choices: [String])
    -> String
  {
    "a link takes the user into the phase it lands in, whatever the launch's checks would choose: "
      + "choose one with " + choices.map { "`in \($0)`" }.joined(separator: " or ")
      + ", or let phase '\(phase)' open '\(name)' too (`present \(name)`)"
  }
  static func addPresent(_ name: String, toPhase phase: String) -> String {
    "add 'present \(name)' to phase '\(phase)'"
  }
  static func addPresent(_ name: String, to screen: String) -> String {
    "add 'present \(name)' to '\(screen)'"
  }
}
