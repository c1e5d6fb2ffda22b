import FlowSyntax

/// The semantic checker: runs every pass over a parsed file and builds the resolved model.
public enum Checker {
  /// Checks a parsed file; returns the resolved model when there are no errors, and all diagnostics
  /// in the order the passes found them (`DiagnosticOrder` orders them once, at the end). `routeNaming` is `.legacy` only to read specs written before `as`.
  /// The file's declarations move into the checker (`DeclarationCollection`): a caller that uses the
  /// file afterwards keeps its own copy of them.
  public static func check(
    _ file: consuming FlowFile, source: SourceFile, routeNaming: RouteCaseNaming = .stable
  ) -> CheckResult {
    check(file, source: source, routeNaming: routeNaming, suggester: Suggester())
  }

  /// `check`, keeping what the passes built (the declaration index, routes, landings) until the
  /// process exits rather than freeing it (`ProcessLifetime`): for `flowc`, which exits right after.
  package static func check(
    _ file: consuming FlowFile, source: SourceFile, routeNaming: RouteCaseNaming,
    keepingWorkUntilExit: Bool
  ) -> CheckResult {
    check(
      file, source: source, routeNaming: routeNaming, suggester: Suggester(),
      keepingWorkUntilExit: keepingWorkUntilExit)
  }

  /// Checks with a given `Suggester`, so that tests can count the suggestion work.
  static func check(
    _ file: consuming FlowFile, source: SourceFile, routeNaming: RouteCaseNaming = .stable,
    suggester: Suggester, keepingWorkUntilExit: Bool = false
  ) -> CheckResult {
    let path = file.path
    let (index, collected) = DeclarationCollection.collect(file, source: source)
    if index.isPartOfASpec {
      return CheckResult(model: nil, diagnostics: collected.filter { $0.code != .noPhases })
    }
    var context = SemaContext(
      path: path, source: source, index: index, suggester: suggester)
    var diagnostics = collected
    let names = NameResolution.check(context)
    diagnostics += names.diagnostics
    context.navigationIsIncomplete = names.navigationIsIncomplete
    context.meantTargets = names.meantTargets
    let identifierDiagnostics = IdentifierChecks.check(context)
    diagnostics += identifierDiagnostics
    diagnostics += IdentifierChecks.checkPlaceholders(context)
    let (app, appDiagnostics) = AppChecks.check(context)
    diagnostics += appDiagnostics
    let (parameters, parameterDiagnostics) = ParameterChecks.check(context)
    diagnostics += parameterDiagnostics
    diagnostics += PhaseChecks.check(context, parameters: parameters)
    diagnostics += HandlerChecks.check(context)
    let checks = CheckGraph(index)
    diagnostics += TransitionChecks.check(context, checks: checks)
    diagnostics += RestorationChecks.check(context, checks: checks)
    diagnostics += UsageChecks.check(context, refusedNames: identifierDiagnostics)
    var landings = LandingIndex(graph: NavigationGraph(index))
    diagnostics += ReachabilityChecks.check(context, graph: landings.graph)
    diagnostics += HiddenPhaseHandlerChecks.check(context, graph: landings.graph)
    // What holds where a guard with an `else` is checked, and in which phases: one search for
    // FL0219, FL0226, FL0229, FL0231 and FL0232.
    let held = HeldConditions(guardedScreensOf: index, landings.graph)
    diagnostics += GuardChecks.check(context, held: held)
    diagnostics += TabRootGuardChecks.check(context, graph: landings.graph)
    diagnostics += GuardFailureStaysInPhaseChecks.check(context, graph: landings.graph, held: held)
    diagnostics += GuardFailureNeverRunsChecks.check(context, graph: landings.graph, held: held)
    diagnostics += GuardPromptPurposeChecks.check(context, held: held)
    diagnostics += GuardFailureWayBackChecks.check(context, checks: checks, held: held)
    var (routes, routeDiagnostics, limitDiagnostics) = RouteChecks.check(
      context, parameters: parameters, landings: &landings, app: app)
    diagnostics += routeDiagnostics
    diagnostics += limitDiagnostics
    diagnostics += RouteNaming.name(&routes, context, naming: routeNaming)
    diagnostics += RouteOverlapChecks.check(
      routes, scheme: app?.schemes.first, host: app?.hosts.first, context)
    diagnostics = LinkEnteredPhases.keepingEnteredPhases(
      diagnostics, routes: routes, checks: checks, context)
    // FL0209 now names only the phases nothing enters, which no link is opened from.
    let neverEntered = LinkEnteredPhases.neverEntered(diagnostics, context.index)
    diagnostics += LaunchCheckSkipChecks.check(
      routes, checks: checks, neverEntered: neverEntered, context)
    diagnostics += SilentLinkWaitChecks.check(
      routes, reported: diagnostics, neverEntered: neverEntered, context)
    diagnostics += WholeSiteRouteChecks.check(routes, app: app, context)
    defer {
      if keepingWorkUntilExit {
        ProcessLifetime.keepUntilExit((context, parameters, landings, routes))
      }
    }

    guard !diagnostics.contains(where: { $0.severity == .error }), let app else {
      return CheckResult(model: nil, diagnostics: diagnostics)
    }
    let model = ModelBuilder.build(context, app: app, parameters: parameters, routes: &routes)
    var result = CheckResult(model: model, diagnostics: diagnostics)
    result.expectationPlaceProblems = LandingTabChoices.expectationPlaceProblems(context)
    return result
  }
}
