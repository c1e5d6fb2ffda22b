import FlowRuntime
import Testing

/// Generated definitions leave out every argument equal to the runtime's default (FlowCodeGen's
/// `SpecTranslator`): these are the defaults it counts on, so changing one here fails a test before
/// it silently changes what a generated app does.
struct RuntimeDefaultsTests {
  @Test func aDefinitionWithoutPoliciesRestoresNothingReplacesStacksAndDismisses() {
    let definition = FlowDefinition<SmallFlow>(
      initialPhase: PhaseDefinition("home", content: .root("home")), otherPhases: [],
      resolveLink: { _ in .noMatch(reason: "no links") })
    #expect(definition.restoration == .nothing)
    #expect(definition.stackPolicy == .replace)
    #expect(definition.presentationPolicy == .dismiss)
    #expect(definition.guards.isEmpty)
    #expect(definition.guardFailures.isEmpty)
    #expect(definition.presentationHandlers.isEmpty)
  }

  @Test func aGraphWithoutEdgesAllowsNoEdges() {
    let graph = NavigationGraph<SmallFlow>()
    #expect(graph.pushes.isEmpty)
    #expect(graph.presents.isEmpty)
    #expect(graph.phasePresents.isEmpty)
  }
}
