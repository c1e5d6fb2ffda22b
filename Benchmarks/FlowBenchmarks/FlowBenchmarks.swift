import Foundation

/// Measures the compiler, the generated matcher, the generated code's compile time and the
/// navigator, each against a baseline run in the same process, and prints ratios.
@main
enum FlowBenchmarks {
  @MainActor
  static func main() {
    guard let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
      exit(2)
    }
    if let count = options.printSpec {
      print(SpecGenerator.spec(routes: count), terminator: "")
      return
    }
    if options.runs("check-walk") {
      CheckWalk.run(
        sizes: options.sizes.isEmpty ? [10_000] : options.sizes, rounds: options.walkRounds)
      return
    }
    let started = ContinuousClock.now
    let timing =
      options.quick
      ? Timing(runs: 3, minimumRunTime: .milliseconds(40))
      : Timing(runs: 7, minimumRunTime: .milliseconds(150))
    print("FlowBenchmarks\(options.quick ? " --quick" : ""): median of \(timing.runs) runs each.")
    print(
      "In-process times are this thread's processor time; ratios to baselines are medians of "
        + "interleaved rounds, with their spread. On a loaded machine, compare ratios.")
    let sizes = options.sizes.isEmpty ? BenchmarkSpec.sizes : options.sizes.sorted()
    let specs = sizes.map(BenchmarkSpec.make)
    var report = Report()
    if options.runs("compiler") {
      // Linearity needs a size past the others; only the compiler section reads it.
      let largest =
        options.quick || !options.sizes.isEmpty ? [] : [BenchmarkSpec.make(routes: 50_000)]
      CompilerBenchmark.run(specs + largest, timing: timing, report: &report)
      WideListBenchmark.run(timing: timing, report: &report)
    }
    if options.runs("matcher") { MatcherBenchmark.run(specs, timing: timing, report: &report) }
    if options.runs("matcher-walk") {
      MatcherWalk.run(specs, rounds: options.walkRounds, fromURLs: options.walkFromURLs)
      return
    }
    if options.runs("typecheck") {
      TypecheckBenchmark.run(specs, quick: options.quick, report: &report)
    }
    if options.runs("runtime") {
      let small = specs.first { $0.routeCount == 10 } ?? BenchmarkSpec.make(routes: 10)
      NavigatorBenchmark.run(small, timing: timing, report: &report)
      SavedStateBenchmark.run(timing: timing, report: &report)
    }
    report.section("Summary")
    let seconds = Timing.nanoseconds(ContinuousClock.now - started) / 1e9
    print("\(report.failedGoals.count) goals missed; \(Report.format(seconds)) s in all.")
    for goal in report.failedGoals { print("  missed: \(goal)") }
    print("benchmarks.goals_missed = \(report.failedGoals.count)")
  }
}
