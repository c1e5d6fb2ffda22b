import FlowCompiler
import FlowSema
import FlowSyntax
import FlowTestSupport
import Foundation
import Testing

/// Random valid specs -> `generate` -> the generated modules build warning-free in Swift 5 and 6
/// modes -> an executable of many of them opens random links, and for every link it lands exactly
/// where `Resolver` (what `flowc resolve` and `expect` use) says: phase, tab, stack with values,
/// presentation, or the same refusal.
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
    var random = SeededGenerator(seed: 0x5EC5_0001)
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

    for start in stride(from: 0, to: specs.count, by: Self.batchSize) {
      let batch = Array(specs[start..<min(start + Self.batchSize, specs.count)])
      let failures = try AgreementCheck.typecheck(batch)
      guard failures.isEmpty else {
        Issue.record(Comment(rawValue: failures.joined(separator: "\n")))
        return
      }
    }
    var compared = 0
    for start in stride(from: 0, to: agreementSpecs, by: Self.batchSize) {
      let batch = Array(specs[start..<min(start + Self.batchSize, agreementSpecs)])
      let outcome = try AgreementCheck.run(batch, linksPerSpec: linksPerSpec, using: &random)
      compared += outcome.compared
      guard outcome.failures.isEmpty else {
        Issue.record(Comment(rawValue: outcome.failures.joined(separator: "\n")))
        return
      }
    }
    #expect(compared == agreementSpecs * linksPerSpec)
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
            #"true | main | - | Viewer(line: 5, name: "all", ratio: 1.0, plain: nil, count: 3) | - | -"#
        ))
  }
}

/// One batch of the agreement property: build, run, compare.
enum AgreementCheck {
  struct Outcome {
    var compared = 0
    var failures: [String] = []
    /// What the built executable answered, in request order.
    var answers: [String] = []
  }

  /// Type-checks the specs' generated code as one module (`swiftc -typecheck -wmo`) in Swift 5 and
  /// in Swift 6 mode with `-warnings-as-errors`; what the compiler said in each mode that failed.
  static func typecheck(_ specs: [(name: String, text: String, report: FileReport)]) throws
    -> [String]
  {
    var sources: [String] = []
    for spec in specs {
      guard let swift = Compiler().generate(spec.report) else {
        return ["\(spec.name) does not generate:\n\(spec.text)"]
      }
      sources.append(swift)
    }
    let modules = try GeneratedSwiftBuild.runtimeModulesDirectory()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowkit-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = sources.indices.map { "Source\($0).swift" }
    for (file, source) in zip(files, sources) {
      try Data(source.utf8).write(to: directory.appendingPathComponent(file))
    }
    return try [GeneratedSwiftBuild.Mode.swift5, .swift6].compactMap { mode in
      let run = try GeneratedExecutable.run(
        [
          "swiftc", "-typecheck", "-wmo", "-parse-as-library", "-warnings-as-errors",
          "-module-name", "Agreement", "-I", modules.path,
        ] + mode.arguments + files, in: directory)
      let said = run.output + run.errors
      return run.status == 0 && said.isEmpty
        ? nil : failure("swiftc -typecheck (\(mode)) exited \(run.status):\n" + said, specs: specs)
    }
  }

  @MainActor
  static func run(
    _ specs: [(name: String, text: String, report: FileReport)], fixedLinks: [String] = [],
    linksPerSpec: Int, using random: inout SeededGenerator
  ) throws -> Outcome {
    var outcome = Outcome()
    var sources: [String] = []
    var models: [FlowModel] = []
    for spec in specs {
      guard let model = spec.report.model, let swift = Compiler().generate(spec.report) else {
        outcome.failures.append("\(spec.name) does not generate:\n\(spec.text)")
        return outcome
      }
      models.append(model)
      sources.append(swift)
    }
    // Swift 5 mode as a module build (it reports what type checking alone does not); Swift 6 mode
    // is the executable's own build.
    let swift5 = try GeneratedSwiftBuild.build(
      sources, moduleName: "Agreement", mode: .swift5, extraArguments: ["-wmo"])
    guard swift5.isClean else {
      outcome.failures.append(failure(swift5.description, specs: specs))
      return outcome
    }
    let (built, build) = try GeneratedExecutable.build(
      sources, main: AgreementDriver.source(models))
    guard let executable = built else {
      outcome.failures.append(
        failure(
          "swiftc (swift6, executable):\n" + build.output + build.errors, specs: specs))
      return outcome
    }
    defer { executable.remove() }

    var requests: [String] = []
    var expected: [(spec: Int, url: String, answer: String)] = []
    for (index, model) in models.enumerated() {
      let resolver = Resolver(model: model)
      let links = fixedLinks + RandomLinks.links(for: model, count: linksPerSpec, using: &random)
      for link in links {
        requests.append(AgreementDriver.request(spec: index, url: link))
        expected.append((index, link, AgreementDriver.line(resolver.resolve(link))))
      }
    }
    let requestFile = executable.directory.appendingPathComponent("requests.txt")
    try Data(requests.joined(separator: "\n").utf8).write(to: requestFile)
    let run = try executable.run([requestFile.path])
    outcome.answers = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    if outcome.answers.last == "" { outcome.answers.removeLast() }
    guard run.status == 0, outcome.answers.count == expected.count else {
      outcome.failures.append(
        "the driver exited \(run.status) after \(outcome.answers.count) of \(expected.count) links:\n"
          + run.errors)
      return outcome
    }
    for (answer, wanted) in zip(outcome.answers, expected) {
      outcome.compared += 1
      guard answer != wanted.answer else { continue }
      outcome.failures.append(
        """
        generated code and resolve disagree on \(String(reflecting: wanted.url))
          generated: \(answer)
          resolve:   \(wanted.answer)
        spec:
        \(specs[wanted.spec].text)
        """)
      break
    }
    return outcome
  }

  /// The compiler's first complaint, and the spec whose generated file it names.
  private static func failure(
    _ diagnostics: String,
    specs: [(name: String, text: String, report: FileReport)]
  ) -> String {
    let lines = diagnostics.split(separator: "\n").prefix(20).joined(separator: "\n")
    let culprit = specs.indices.first {
      diagnostics.contains("Source\($0).swift") || diagnostics.contains("Flow\($0).swift")
    }
    return "generated code does not build:\n\(lines)"
      + (culprit.map { "\nspec:\n\(specs[$0].text)" } ?? "")
  }
}
