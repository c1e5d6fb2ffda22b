import FlowCompiler
import FlowSyntax
import FlowTestSupport
import Testing

/// The guard invariant and held links on random valid specs (guards with `else`, nested
/// presentations, `over current` landings), run by the navigator `flowc resolve` uses over each
/// spec's flow: through random walks nothing shown lacks its guard and no held link lands twice.
/// `FLOWKIT_PROPERTY_SCALE` scales the specs.
@MainActor
@Suite struct SpecGuardWalkPropertyTests {
  @Test func nothingGuardedShowsAndHeldLinksLandAtMostOnceOnRandomSpecs() {
    var random = SeededGenerator(seed: 0x6A4D_0008)
    var violations: [String] = []
    var walked = 0
    var completed = 0
    var guardedShown = 0
    for index in 0..<PropertyScale.count(60) {
      let spec = RandomSpec(index: index, using: &random)
      guard
        let model = Compiler().check(SourceFile(path: "\(spec.name).flow", text: spec.text)).model
      else { continue }
      walked += 1
      let walk = SpecGuardWalk(model: model, seed: UInt64(index))
      walk.run(steps: 150)
      violations += walk.violations.map { "\(spec.name): \($0)\n\(spec.text)" }.prefix(1)
      completed += walk.completed
      guardedShown += walk.guardedShown
    }
    #expect(violations.prefix(2) == [])
    // The walks met guards and landed held links.
    #expect(walked >= PropertyScale.count(60) / 2)
    #expect(guardedShown > 0)
    #expect(completed > 0)
  }
}
