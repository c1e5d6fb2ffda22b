import FlowTestSupport
import Foundation
import Testing

/// The generation goldens whose exact text is there to prove Swift accepts it (`EdgeValuesBuildTests`,
/// `SharedNamesBuildTests` and the closed-stack spec's own doc comment say why each is) build
/// warning-free in every mode an app target uses.
@Suite struct GoldenBuildTests {
  @Test(
    arguments: ["edge-values", "shared-names", "closed-stack"], GeneratedSwiftBuild.Mode.appModes)
  func goldenBuildsWarningFree(_ name: String, _ mode: GeneratedSwiftBuild.Mode) throws {
    let golden = GenerationTests.directory.appendingPathComponent("\(name).flow.swift.expected")
    let source = try String(contentsOf: golden, encoding: .utf8)
    let outcome = try GeneratedSwiftBuild.build([source], moduleName: "Golden", mode: mode)
    #expect(outcome.diagnostics == "")
    #expect(outcome.status == 0)
  }
}
