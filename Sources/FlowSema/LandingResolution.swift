import FlowSyntax

import enum FlowRuntime.RestorationLimits

/// Derives where a landing goes: the root context with the shortest path to its first screen, that
/// path, then the explicit steps checked edge by edge.
///
/// When a `root`, `push` or `present` named nothing (`SemaContext.navigationIsIncomplete`), a landing
/// that cannot be derived gets no error of its own: the graph lacks an edge the author meant, and the
/// unknown name is the one error to fix. The landing is checked again once it is fixed.
enum LandingResolution {
  /// One screen on a landing's path after the root.
  struct Entry {
    var screen: Int
    /// 0 on the tab's or phase's stack, n inside the n-th sheet or cover of the chain.
    var layer: Int
    /// The step as written, or `nil` for a screen the compiler derived.
    var step: ScreenReference?

    /// Whether the route wrote this screen: `step` matched in place, where comparing it with
    /// `nil` copied the step (its name and arguments retained and released).
    var isWritten: Bool {
      if case .some = step { true } else { false }
    }
  }

  /// The position of the first screen the route wrote. By position: a search through the
  /// entries themselves copied each one, for every route.
  static func firstWritten(_ entries: [Entry]) -> Int? {
    entries.indices.first { entries[$0].isWritten }
  }

  /// The derived path of a landing.
  struct Resolved {
    var context: Int
    var entries: [Entry]
    /// For `over current`, the phases whose every tab or root the chain opens over, in declaration
    /// order; empty for a landing that moves the user.
    var overCurrentPhases: [Int] = []
    /// Whether FL0317 said another path as short in the same place needs fewer conditions: a
    /// fix-it writing this derived path out (FL0301, FL0316) would then choose the guarded one for
    /// the author, as a review's `check --fix` did, so those offer none, and their help still
    /// shows the path. (Another place's FL0317 does not count: writing the path out keeps the tab.)
    var lessGuardedPathExists = false
    /// For `over current`, the places in several phases its ordinary landing is tied between.
    var tiedFallback: OverCurrentChecks.TiedFallback?
  }

  /// Whether `over current` would open the chain of sheets and covers `chain` (the path the
  /// compiler derives to a landing's first screen, a sheet or cover tied in the places `tied`,
  /// positions in `graph.contexts`) over whichever tab the user is in, with no FL0314: it begins
  /// with a presentation, every place of the tied phases opens it (its first one presented by the
  /// root or the phase, each later one by the one below), and in any other phase every place or
  /// none does. The fifth new-users review's ride cover, presented by the phase, was told only to
  /// choose a tab; a later one's checkout cover, presented by the cart sheet the phase presents,
  /// too. The help offers it only when following it checks (the diff review: a cover two tabs
  /// reach through different sheets was offered it, and FL0314 followed).
  private static func opensOverEveryTab(
    _ chain: [Entry], _ tied: [Int], _ graph: NavigationGraph
  ) -> Bool {
    guard chain.first?.layer == 1 else { return false }
    let tiedPhases = Set(tied.map { graph.contexts[$0].phase })
    var opening: [Int: (some: Bool, all: Bool)] = [:]
    for place in graph.contexts {
      let opens = OverCurrentChecks.opens(chain, over: place, graph: graph)
      let known = opening[place.phase] ?? (false, true)
      opening[place.phase] = (known.some || opens, known.all && opens)
    }
    return opening.allSatisfy { phase, opens in
      tiedPhases.contains(phase) ? opens.all : opens.all || !opens.some
    }
  }

  /// The screens the compiler derives from a place's root to `winner`'s state, none of them
  /// written by the route yet.
  private static func derivedEntries(
    to winner: (context: Int, state: Int), _ landings: inout LandingIndex
  ) -> [Entry] {
    let graph = landings.graph
    return landings.path(to: winner.state, in: winner.context) {
      Entry(screen: graph.screen(of: $0), layer: graph.layer(of: $0), step: nil)
    }
  }

  static func resolve(
    _ landing: Landing, _ context: SemaContext, _ landings: inout LandingIndex,
    into diagnostics: inout [Diagnostic]
  ) -> Resolved? {
    // The index is read through `context`, not copied into a local: a copy retained and released
    // every table and list of the spec once per route.
    guard let first = landing.steps.first, let firstScreen = screenPosition(of: first, context)
    else { return nil }
    let graph = landings.graph
    // `in` narrows the root contexts to one tab, or to a phase's own root.
    var onlyTab: Int?
    var onlyPhaseRoot: Int?
    if let tab = landing.tab {
      if let tabIndex = context.index.tabIndex[tab.text] {
        // A tab name declared twice (FL0101, in another phase say) names neither for sure: the
        // first one's reach would only add a second, false error.
        guard
          !context.index.tabs.indices.contains(where: {
            $0 != tabIndex && context.index.tabs[$0].item.name.text == tab.text
          })
        else { return nil }
        onlyTab = tabIndex
      } else if let phase = context.index.rootPhase(named: tab.text) {
        onlyPhaseRoot = phase
      } else {
        return nil
      }
    }
    /// Whether a root context is one the landing's `in` allows (all of them without `in`).
    func isAllowed(_ root: NavigationGraph.RootContext) -> Bool {
      if let onlyTab { return root.tab == onlyTab }
      if let onlyPhaseRoot { return root.phase == onlyPhaseRoot && root.tab == nil }
      return true
    }
    // The first context at the best distance, and every one at it once there is a tie: most
    // landings have one, and a list of candidates for each route would be an allocation per route.
    var winner: (context: Int, state: Int)?
    var ties: [(context: Int, state: Int)] = []
    var bestDistance = Int32.max
    for candidate in graph.contexts.indices where isAllowed(graph.contexts[candidate]) {
      guard let found = landings.nearestState(of: firstScreen, from: candidate) else { continue }
      if found.distance < bestDistance {
        bestDistance = found.distance
        winner = (candidate, found.state)
        ties.removeAll()
      } else if found.distance == bestDistance {
        if ties.isEmpty, let winner { ties.append(winner) }
        ties.append((candidate, found.state))
      }
    }
    guard let winner else {
      guard !context.navigationIsIncomplete else { return nil }
      // With `in`, the places that do reach the screen: the help lists them, and when one is
      // nearest the fix names it (the `in` most likely named the wrong tab).
      let reaching = landing.tab == nil ? nil : ReachingPlaces(of: firstScreen, &landings)
      let reaches = reaching.map { !$0.isEmpty } ?? false
      let tooDeep = !reaches && landings.isReachedPastDepthLimit(firstScreen, from: isAllowed)
      var fixIt: Diagnostic.FixIt?
      if let tab = landing.tab, let nearest = reaching?.onlyNearest(graph) {
        let name = choiceName(nearest, context.index)
        fixIt = .replacing(tab.range, with: name)
      }
      let help =
        if tooDeep {
          SemaMessages.landingPastDepthLimitHelp(first.name.text)
        } else if let reaching, reaches {
          reaching.help(screen: first.name.text, graph, context.index)
        } else if ReachabilityChecks.guardPresents(context.index).contains(where: {
          $0.text == first.name.text
        }) {
          // Shown only as a failed guard's prompt, which a link cannot open on its own.
          SemaMessages.promptOnlyLandingHelp(first.name.text)
        } else {
          SemaMessages.unreachableLandingHelp(first.name.text)
        }
      diagnostics.append(
        context.diagnostic(
          .unreachableLanding, first.name.range,
          tooDeep
            ? SemaMessages.landingPastDepthLimit(
              first.name.text, depth: NavigationGraph.maximumPresentationDepth)
            : SemaMessages.unreachableLanding(first.name.text, within: landing.tab?.text),
          fixIt: fixIt, help: help))
      return nil
    }
    // An `over current` landing opens where the user is; the first of the ties is only where it
    // goes from a phase it cannot open over.
    if !ties.isEmpty, landing.overCurrent == nil {
      guard !context.navigationIsIncomplete else { return nil }
      // Tied in several phases, each tab is named with its phase, and no fix-it picks one: a link
      // moves the user into the phase of the tab it names, and the first tab declared sent every
      // signed-in user to the signed-out phase (the fifth new-users review).
      let phases = Set(ties.map { graph.contexts[$0.context].phase })
      let places = ties.map {
        placeName(graph.contexts[$0.context], context.index, withPhase: phases.count > 1)
      }
      let choices = ties.map { choiceName(graph.contexts[$0.context], context.index) }
      // Tied tabs that need different conditions on the way are the author's choice too: the
      // first tab's fix-it made every student's link wait for `instructor`, or showed a private
      // chat signed out through an unguarded tab (the seventeenth new-users review).
      let required = landings.requirements(context.index)
      let needs = ties.map { landings.pathNeeds(to: $0.state, in: $0.context, required) }
      let needsDiffer = needs.contains { $0 != needs[0] }
      diagnostics.append(
        context.diagnostic(
          .ambiguousLanding, first.name.range,
          SemaMessages.ambiguousLanding(
            first.name.text, distance: Int(bestDistance), places: places),
          fixIt: phases.count > 1 || needsDiffer
            ? nil
            : choices.first.map {
              .inserting(" in \($0)", at: landing.range.end)
            },
          help: SemaMessages.ambiguousLandingHelp(
            choices,
            overCurrent: opensOverEveryTab(
              derivedEntries(to: winner, &landings), ties.map(\.context), graph),
            acrossPhases: phases.count > 1,
            needs: needsDiffer ? needs.map { conditionNames($0, context.index) } : nil)))
      return nil
    }
    // A link builds every screen from the root to its landing, and each route's path is a list of
    // its own: a route to every fourth screen of a chain of 40,000 pushes made lists of 200
    // million screens, and the check ran out of memory. One stack holds at most what
    // restoration keeps of one; a path longer than every stack of a chain can hold together (the
    // root's pushes, and each presentation with its own) is refused before it is built.
    let stackLimit = RestorationLimits.maximumStackDepth
    let pathLength = Int(bestDistance) + landing.steps.count - 1
    let presentations = NavigationGraph.maximumPresentationDepth
    guard pathLength <= stackLimit + presentations * (1 + stackLimit) else {
      diagnostics.append(
        landingPastStackLimit(landing, depth: nil, implied: Int(bestDistance) - 1, context))
      return nil
    }
    let rootContext = graph.contexts[winner.context]
    var entries = derivedEntries(to: winner, &landings)
    if entries.isEmpty {
      // The first step is the root itself.
    } else {
      entries[entries.count - 1].step = first
    }
    var previous = entries.last.map { ($0.screen, $0.layer) } ?? (rootContext.root, 0)
    for step in landing.steps.dropFirst() {
      guard let next = context.index.screenIndex[step.name.text] else { return nil }
      let layer: Int
      if !graph.isPresentation[next], graph.pushes[previous.0].contains(next) {
        layer = previous.1
      } else if graph.isPresentation[next],
        previous.1 < NavigationGraph.maximumPresentationDepth,
        graph.canPresent(next, over: previous.0, in: rootContext)
      {
        layer = previous.1 + 1
      } else {
        guard !context.navigationIsIncomplete else { return nil }
        let from = context.index.screens[previous.0].name.text
        let tooDeep =
          graph.isPresentation[next] && previous.1 >= NavigationGraph.maximumPresentationDepth
          && graph.canPresent(next, over: previous.0, in: rootContext)
        diagnostics.append(
          context.diagnostic(
            .invalidLanding, step.name.range,
            tooDeep
              ? SemaMessages.nestedPresentationLanding(
                step.name.text, from: from, depth: NavigationGraph.maximumPresentationDepth)
              : SemaMessages.invalidLandingEdge(
                step.name.text, from: from, presents: graph.isPresentation[next]),
            help: tooDeep
              ? nil
              : SemaMessages.invalidLandingEdgeHelp(
                step.name.text, from: from, presents: graph.isPresentation[next])))
        return nil
      }
      entries.append(Entry(screen: next, layer: layer, step: step))
      previous = (next, layer)
    }
    if let longest = longestStack(entries), longest > stackLimit {
      diagnostics.append(
        landingPastStackLimit(landing, depth: longest, implied: Int(bestDistance) - 1, context))
      return nil
    }
    var lessGuardedPathExists = false
    if let warning = avoidableGuard(
      landing, winner: winner.context, entries: entries, context, &landings)
    {
      diagnostics.append(warning)
    }
    // Inside the place too, even when another place is warned about: writing `in` for this one,
    // as that help offers, would reveal it only then, and FL0301's fix-it must know of it now.
    if let warning = lessGuardedPathWarning(
      landing, entries: entries, winner: winner.context, context, &landings)
    {
      diagnostics.append(warning)
      lessGuardedPathExists = true
    }
    var resolved = Resolved(
      context: winner.context, entries: entries, lessGuardedPathExists: lessGuardedPathExists)
    if let over = landing.overCurrent {
      guard
        let phases = OverCurrentChecks.phases(
          opening: entries, over: over, landing: landing, context, graph: graph,
          into: &diagnostics)
      else { return nil }
      resolved.overCurrentPhases = phases
      if !ties.isEmpty {
        resolved.tiedFallback = OverCurrentChecks.TiedFallback(
          first, opensOver: phases, ties: ties.map(\.context), distance: Int(bestDistance),
          context.index, graph: graph)
      }
    }
    return resolved
  }

  /// The position of the screen `step` names, looked up apart from `resolve`, which copied the
  /// whole declaration index (every table and list of the spec) to read one table of it.
  @inline(never)
  private static func screenPosition(of step: ScreenReference, _ context: SemaContext) -> Int? {
    context.index.screenIndex[step.name.text]
  }

  /// The most screens `entries` push onto one stack (a tab's or phase's, or one presentation's).
  /// A presentation's run starts with the sheet or cover itself, its stack's root, which is not
  /// counted, as a tab's root is not: a sheet held one pushed screen fewer than a tab (the limits
  /// review).
  private static func longestStack(_ entries: [Entry]) -> Int? {
    var longest: Int?
    var run = 0
    var layer = -1
    for entry in entries {
      run = entry.layer == layer ? run + 1 : (entry.layer == 0 ? 1 : 0)
      layer = entry.layer
      longest = max(longest ?? 0, run)
    }
    return longest
  }

  /// FL0307 for a landing whose path puts more screens on one stack than a stack holds; `depth`,
  /// when counted, is how many, and `implied` how many screens the link pushes before the first one
  /// written. It names the screen the link lands on, at its name: a written path
  /// (`-> [S1, ..., S101]`) was reported as 'a link to S1', the first screen listed, with help to
  /// push S1 from nearer a root, which the root already did (a review of large specs). The help
  /// follows what fills the stack: the pushes before the screen, the screens written, or both.
  private static func landingPastStackLimit(
    _ landing: Landing, depth: Int?, implied: Int, _ context: SemaContext
  ) -> Diagnostic {
    let first = landing.steps[0].name.text
    let last = landing.steps[landing.steps.count - 1]
    let cause: SemaMessages.StackOverflowCause =
      landing.steps.count == 1
      ? .before(first) : implied <= 0 ? .written : .both(firstWritten: first)
    return context.diagnostic(
      .unreachableLanding, last.name.range,
      SemaMessages.landingPastStackLimit(
        last.name.text, depth: depth, limit: RestorationLimits.maximumStackDepth),
      help: SemaMessages.landingPastStackLimitHelp(last.name.text, cause: cause))
  }

  /// "tab 'builder'" or "phase 'onboarding'", for messages.
  static func placeName(
    _ context: NavigationGraph.RootContext, _ index: DeclarationIndex, withPhase: Bool = false
  ) -> String {
    let phase = "phase '\(index.phases[context.phase].name.text)'"
    guard let tab = context.tab else { return phase }
    return "tab '\(index.tabs[tab].item.name.text)'" + (withPhase ? " of " + phase : "")
  }

  /// The name `in` takes to choose this context.
  static func choiceName(_ context: NavigationGraph.RootContext, _ index: DeclarationIndex)
    -> String
  {
    if let tab = context.tab { return index.tabs[tab].item.name.text }
    return index.phases[context.phase].name.text
  }
}
