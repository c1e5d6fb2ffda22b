import FlowCompiler
import FlowSema
import FlowSimulation
import FlowTestSupport
import Foundation
import Testing

/// One batch of the agreement property: build, run, compare.
enum AgreementCheck {
  struct Outcome {
    var compared = 0
    var failures: [String] = []
    /// What the built executable answered, in request order.
    var answers: [String] = []
  }

  /// Type-checks the specs' generated code as one module (`swiftc -typecheck -wmo`) in every mode an
  /// app target uses (`GeneratedSwiftBuild.Mode.appModes`) with `-warnings-as-errors`; what the
  /// compiler said in each mode that failed.
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
    return try GeneratedSwiftBuild.Mode.appModes.compactMap { mode in
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
    fixedLinksUnderEveryValue: Bool = false, linksPerSpec: Int,
    using random: inout SeededGenerator
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
    var expected: [(spec: Int, url: String, answer: String, given: ConditionAssignment)] = []
    for (index, model) in models.enumerated() {
      let resolver = Resolver(model: model)
      let links = fixedLinks + RandomLinks.links(for: model, count: linksPerSpec, using: &random)
      for (position, link) in links.enumerated() {
        // Fixed links open as a signed-in launch, or with `fixedLinksUnderEveryValue` under
        // every assignment of true, false and unknown; random ones under random condition values,
        // and in a spec with few conditions also under every assignment of true and false.
        var assignments = [
          model.conditions.map { _ in
            position < fixedLinks.count ? ConditionValue.holds : randomValue(using: &random)
          }
        ]
        if position < fixedLinks.count, fixedLinksUnderEveryValue {
          assignments = everyAssignment(
            of: model.conditions.count, values: [.holds, .fails, .unknown])
          // Past the limit there is no assignment, and the fixed links would compare nothing.
          precondition(!assignments.isEmpty, "fixedLinksUnderEveryValue past everyAssignmentLimit")
        } else if position >= fixedLinks.count {
          assignments += everyAssignment(of: model.conditions.count)
        }
        for values in assignments {
          let given = ConditionAssignment(
            Dictionary(uniqueKeysWithValues: zip(model.conditions.map(\.name), values)))
          requests.append(AgreementDriver.request(spec: index, given: values, url: link))
          expected.append(
            (index, link, AgreementDriver.line(resolver.resolve(link, given: given)), given))
        }
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
        generated code and resolve disagree on \(String(reflecting: wanted.url)) given \(
          wanted.given.given.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" })
          generated: \(answer)
          resolve:   \(wanted.answer)
        spec:
        \(specs[wanted.spec].text)
        """)
      break
    }
    return outcome
  }

  /// The most conditions a spec may declare for its links to be opened under every assignment.
  static let everyAssignmentLimit = 3

  /// Every assignment of true and false to `count` conditions, when there are at most
  /// `everyAssignmentLimit` of them (none otherwise).
  static func everyAssignment(of count: Int) -> [[ConditionValue]] {
    everyAssignment(of: count, values: [.holds, .fails])
  }

  /// Every assignment of `values` to `count` conditions, when there are at most
  /// `everyAssignmentLimit` of them (none otherwise); the first condition varies fastest.
  static func everyAssignment(of count: Int, values: [ConditionValue]) -> [[ConditionValue]] {
    guard count <= everyAssignmentLimit else { return [] }
    var assignments: [[ConditionValue]] = [[]]
    for _ in 0..<count {
      assignments = values.flatMap { value in assignments.map { $0 + [value] } }
    }
    return assignments
  }

  /// A condition's value at launch: true, false or not known yet, each often enough to matter.
  private static func randomValue(using random: inout SeededGenerator) -> ConditionValue {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<4: .holds
    case 4..<7: .fails
    default: .unknown
    }
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
