import FlowCompiler
import FlowSema
import Foundation

/// One generated spec, checked once: its text, its model, and the Swift `flowc generate` writes.
struct BenchmarkSpec {
  let routeCount: Int
  let bytes: [UInt8]
  let model: FlowModel
  let swift: String
  /// Warnings the checker reported; errors stop the benchmark.
  let warningCount: Int

  /// The route counts every section measures.
  static let sizes = [10, 100, 1000, 10_000]

  /// Generates and checks the spec for `routes` routes; exits when it does not check clean,
  /// because a benchmark of a broken spec measures nothing.
  static func make(routes: Int) -> BenchmarkSpec {
    let text = SpecGenerator.spec(routes: routes)
    let bytes = Array(text.utf8)
    let report = Compiler().check(InputFile(path: "Bench\(routes).flow", bytes: bytes))
    let errors = report.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, let model = report.model, let swift = Compiler().generate(report),
      model.routes.count == routes
    else {
      print("error: the generated spec for \(routes) routes does not check clean:")
      for error in errors.prefix(10) { print("  \(error.message)") }
      exit(1)
    }
    return BenchmarkSpec(
      routeCount: routes, bytes: bytes, model: model, swift: swift,
      warningCount: report.diagnostics.count - errors.count)
  }
}
