import FlowRuntime

extension Archon {
  /// The flow as `flowc generate` would emit it.
  static let definition = FlowDefinition<Archon>(
    initialPhase: PhaseDefinition(
      .launch, content: .check(.session, then: .main, else: .onboarding)),
    otherPhases: [
      PhaseDefinition(
        .onboarding, content: .root(.onboarding),
        handlers: [
          .getStarted: .present(.sheet(.signIn)),
          .signedIn: .goTo(.main, animated: true),
        ]),
      PhaseDefinition(
        .main, requires: [.session],
        content: .tabs(
          [
            TabDefinition(.builder, root: .builderHome),
            TabDefinition(.projects, root: .projectList),
            TabDefinition(.settings, root: .settingsHome),
          ], default: .builder),
        handlers: [.signedOut: .goTo(.onboarding, animated: false)]),
    ],
    guards: [.labsPanel: [.labs]],
    presentationHandlers: [.livePreview: [.closePreview: .dismiss]],
    restoration: .selectedTab,
    resolveLink: { ArchonLinks.resolve($0) })

  /// `definition` with other policies, for the policy tests.
  static func definition(
    restoration: RestorationPolicy = .selectedTab, stack: StackPolicy = .replace,
    presentation: PresentationPolicy = .dismiss
  ) -> FlowDefinition<Archon> {
    var definition = Archon.definition
    definition.restoration = restoration
    definition.stackPolicy = stack
    definition.presentationPolicy = presentation
    return definition
  }
}
