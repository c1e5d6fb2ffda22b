import Foundation

/// `swiftc -typecheck` of the generated Swift for each spec, against the FlowRuntime module of
/// this build, reporting the slowest bodies the type checker warns about.
enum TypecheckBenchmark {
  static func run(_ specs: [BenchmarkSpec], quick: Bool, report: inout Report) {
    report.section("Typecheck: swiftc -typecheck of the generated Swift")
  }
}
