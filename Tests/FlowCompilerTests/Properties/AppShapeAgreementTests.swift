import FlowCompiler
import FlowSyntax
import FlowTestSupport
import Foundation
import Testing

/// Real app shapes other than Archon (`Corpus/AppShapes`): a bank browsable signed out with a
/// locked phase and a guarded pay tab, a notes app with a paywall on one screen, a help desk whose
/// help cover opens from every phase, a mail app whose compose sheet opens from any tab behind a
/// two-step sign-in and verification, a social app with prompts inside a presented chain, a
/// streaming app whose guard sends the user back to a phase, and a spec whose names are the
/// generated code's own member names.
///
/// What `flowc check` accepts must hold: each spec checks with no diagnostic at all (its `expect`
/// lines, verified by that check, agree with `flowc resolve`), its generated code type-checks
/// warning-free in every mode an app target uses, and the built code lands every link where
/// `resolve` says: the `expect` URLs, and random and hostile links under every assignment of the
/// spec's conditions (random values where a spec has more than three).
@Suite(.serialized) struct AppShapeAgreementTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpus/AppShapes")

  static func specs() throws -> [(name: String, text: String, report: FileReport)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".flow") }.sorted()
    return try names.map { name in
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      return (name, text, Compiler().check(SourceFile(path: name, text: text)))
    }
  }

  @Test func everyAppShapeChecksWithoutADiagnostic() throws {
    let specs = try Self.specs()
    #expect(specs.count == 7)
    for spec in specs {
      #expect(spec.report.diagnostics.map(\.message) == [], "\(spec.name)")
      #expect(spec.report.model?.expectations.isEmpty == false, "\(spec.name) states no expect")
    }
  }

  @MainActor
  @Test func generatedCodeBuildsAndLandsWhereResolveSaysInEveryAppShape() throws {
    let specs = try Self.specs()
    try #require(specs.allSatisfy { $0.report.model != nil })
    #expect(try AgreementCheck.typecheck(specs) == [])
    // Every spec's `expect` URLs, opened in every spec: another app's scheme must match nothing.
    let expectURLs = specs.flatMap { $0.report.model?.expectations.map(\.url) ?? [] }
    var random = SeededGenerator(seed: 0xA9_5A9E)
    let linksPerSpec = PropertyScale.count(60)
    let outcome = try AgreementCheck.run(
      specs, fixedLinks: expectURLs, linksPerSpec: linksPerSpec, using: &random)
    #expect(outcome.failures == [])
    #expect(outcome.compared >= specs.count * (expectURLs.count + linksPerSpec))
    // The shapes reach every kind of outcome: landed, held behind a prompt, held then landed,
    // opened over the user, and no match.
    for kind in ["\"lands |", "\"held |", "| then ", "\"noMatch |", "AgeGate", "SignIn"] {
      #expect(outcome.answers.contains { $0.contains(kind) }, "no answer contains \(kind)")
    }
  }
}
