import FlowCompiler
import FlowSema
import FlowSimulation
import FlowSyntax
import FlowTestSupport
import Foundation
import Testing

/// Random valid specs -> `generate` -> the generated modules build warning-free in Swift 5 and 6
/// modes -> an executable of many of them opens random links under random condition values (true,
/// false or unknown for each condition the spec declares, which guard its phases, tabs and screens
/// and decide its check), and for every link its outcome is the one `Resolver` (what `flowc
/// resolve` and `expect` use) gives for the same `--given`: where it lands (phase, tab, stack with
/// values, presentation), or what holds it and what shows meanwhile, or the same refusal; and a held
/// link, once the conditions it waits for become true, lands where resolve's follow-up says, once.
/// In specs with at most `AgreementCheck.everyAssignmentLimit` conditions every link is also opened
/// under every assignment of true and false.
///
/// Many specs build as one module (every spec's types carry its app name), so a few hundred specs
/// take two whole-module compiler runs; building and linking an executable costs more, so the
/// agreement runs on the first part of them. `FLOWKIT_PROPERTY_SCALE` scales the specs, the
/// executable's share and the links per spec (`Benchmarks/Fuzz/spec-properties.sh`).
@Suite(.serialized) struct ResolveAgreementPropertyTests {
  /// Specs per compiler run.
  static let batchSize = 250

  @MainActor
  @Test func generatedCodeLandsWhereResolveSaysOnRandomSpecs() throws {
    // `FLOWKIT_AGREEMENT_SEED` draws other specs (the fuzz script sets it); the suite's seed is fixed.
    let seed = ProcessInfo.processInfo.environment["FLOWKIT_AGREEMENT_SEED"].flatMap { UInt64($0) }
    var random = SeededGenerator(seed: seed ?? 0x5EC5_0001)
    let wanted = PropertyScale.count(240)
    let agreementSpecs = min(wanted, PropertyScale.count(30))
    let linksPerSpec = PropertyScale.count(40)
    var specs: [(name: String, text: String, report: FileReport)] = []
    var rejected: [String] = []
    var attempts = 0
    while specs.count < wanted, attempts < wanted * 3 {
      let spec = RandomSpec(index: attempts, using: &random)
      attempts += 1
      let report = Compiler().check(SourceFile(path: "\(spec.name).flow", text: spec.text))
      if report.model == nil {
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.message)
        rejected.append("\(spec.name): \(errors.prefix(2).joined(separator: "; "))")
      } else {
        specs.append((spec.name, spec.text, report))
      }
    }
    // Most random specs check; the ones that do not are counted, and their first errors shown.
    #expect(
      rejected.count * 10 <= attempts,
      "\(rejected.count) of \(attempts) refused: \(rejected.prefix(5))")
    #expect(specs.count == wanted)
    // The generator reaches nested presentations and `over current` landings, in the agreement part.
    let routes = specs.prefix(agreementSpecs).flatMap { $0.report.model?.routes ?? [] }
    if agreementSpecs >= 30 {
      #expect(routes.contains { !$0.landing.nestedPresentations.isEmpty })
      #expect(routes.contains { $0.landing.isOverCurrent && $0.landing.presentations.count > 1 })
      // ... and guards with `else`: a prompt, a prompt with an `else` of its own, a phase.
      let models = specs.prefix(agreementSpecs).compactMap(\.report.model)
      let failures = models.flatMap { model in
        model.screens.compactMap(\.guardFailure) + model.tabs.compactMap(\.guardFailure)
      }
      #expect(failures.contains { if case .goTo = $0 { true } else { false } })
      #expect(
        models.contains { model in
          model.screens.contains { screen in
            guard case .present(let prompt)? = screen.guardFailure else { return false }
            return model[prompt].guardFailure != nil
          }
        })
    }

    for start in stride(from: 0, to: specs.count, by: Self.batchSize) {
      let batch = Array(specs[start..<min(start + Self.batchSize, specs.count)])
      let failures = try AgreementCheck.typecheck(batch)
      guard failures.isEmpty else {
        Issue.record(Comment(rawValue: failures.joined(separator: "\n")))
        return
      }
    }
    var compared = 0
    var answers: [String] = []
    for start in stride(from: 0, to: agreementSpecs, by: Self.batchSize) {
      let batch = Array(specs[start..<min(start + Self.batchSize, agreementSpecs)])
      let outcome = try AgreementCheck.run(batch, linksPerSpec: linksPerSpec, using: &random)
      compared += outcome.compared
      answers += outcome.answers
      guard outcome.failures.isEmpty else {
        Issue.record(Comment(rawValue: outcome.failures.joined(separator: "\n")))
        return
      }
    }
    // Each link once under random values, and in specs with few conditions under every
    // assignment of true and false too.
    let assignments = specs.prefix(agreementSpecs).map {
      1 + AgreementCheck.everyAssignment(of: $0.report.model?.conditions.count ?? 0).count
    }
    #expect(compared == assignments.reduce(0, +) * linksPerSpec)
    #expect(assignments.contains { $0 > 2 })
    // Every outcome occurs: landed at once, held then landed, held while the launch check waits,
    // and no match.
    for kind in ["\"lands |", "\"held |", "| then ", "\"noMatch |", "| start | - |"] {
      #expect(answers.contains { $0.contains(kind) }, "no answer contains \(kind)")
    }
    #expect(!answers.contains { $0.contains("landed again") })
    // Held links showed the prompts failed guards present (`Prompt7`, `Gate12`).
    #expect(answers.contains { $0.hasPrefix("\"held |") && $0.contains("Prompt") })
  }

  /// The issue's spec: a link without `line` lands `line: 5` in the app, as `resolve` says (the
  /// generated code once passed `nil`).
  @MainActor
  @Test func anOptionalParameterWithADefaultAgreesInTheBuiltApp() throws {
    let spec = OptionalQueryDefaultTests.spec
    let report = Compiler().check(SourceFile(path: "Lines.flow", text: spec))
    let links = [
      "lines://x", "lines://x?line=7", "lines://x?plain=1&name=%22", "lines://x?ratio=1e3&count=-2",
      "lines://x?line=abc", "lines://x?line=1&line=2",
    ]
    var random = SeededGenerator(seed: 1)
    let outcome = try AgreementCheck.run(
      [("Lines", spec, report)], fixedLinks: links, linksPerSpec: 0, using: &random)
    #expect(try AgreementCheck.typecheck([("Lines", spec, report)]) == [])
    #expect(outcome.failures == [])
    #expect(outcome.compared == links.count)
    #expect(
      outcome.answers.first
        == String(
          reflecting:
            #"lands | main | - | Viewer(line: 5, name: "all", ratio: 1.0, plain: nil, count: 3) | -"#
        ))
  }
}
