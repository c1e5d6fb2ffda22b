import FlowCompiler
import FlowSyntax

/// `flowc check` and `flowc generate` (the library calls behind them) on each generated spec,
/// against lexing and parsing the same bytes, and how their time grows with the spec.
enum CompilerBenchmark {
  static func run(_ specs: [BenchmarkSpec], timing: Timing, report: inout Report) {
    report.section("Compiler: check and generate, against parsing the same bytes")
    var previous: (spec: BenchmarkSpec, check: Double, generate: Double)?
    for spec in specs {
      let n = spec.routeCount
      let input = InputFile(path: "Bench\(n).flow", bytes: spec.bytes)
      let parse = timing.nanoseconds { iterations in
        for _ in 0..<iterations {
          blackHole(Parser.parse(SourceFile(path: input.path, bytes: spec.bytes)))
        }
      }
      let check = timing.nanoseconds { iterations in
        for _ in 0..<iterations { blackHole(Compiler().check(input)) }
      }
      let generate = timing.nanoseconds { iterations in
        for _ in 0..<iterations {
          let compiler = Compiler()
          blackHole(compiler.generate(compiler.check(input)))
        }
      }
      let megabytes = Double(spec.bytes.count) / 1_000_000
      print(
        "n=\(n): \(spec.bytes.count) bytes, \(spec.model.screens.count) screens, "
          + "\(n) routes, \(spec.warningCount) warnings, 0 errors")
      report.figure(
        "  parse     \(milliseconds(parse)) ms, \(rate(megabytes, parse)) MB/s (baseline)",
        key: "compiler.parse_ms.n\(n)", parse / 1e6)
      report.figure(
        "  check     \(milliseconds(check)) ms, \(rate(megabytes, check)) MB/s, "
          + "\(Report.format(check / parse))x parsing",
        key: "compiler.check_vs_parse.n\(n)", check / parse)
      report.figure(
        "  generate  \(milliseconds(generate)) ms, \(rate(megabytes, generate)) MB/s, "
          + "\(Report.format(generate / parse))x parsing (check included)",
        key: "compiler.generate_vs_parse.n\(n)", generate / parse)
      print("compiler.check_ms.n\(n) = \(Report.format(check / 1e6))")
      print("compiler.generate_ms.n\(n) = \(Report.format(generate / 1e6))")
      print("compiler.check_mb_per_s.n\(n) = \(rate(megabytes, check))")
      if n == 10_000 {
        report.goal(
          "check at least 20 MB/s at N = 10,000", holds: megabytes / (check / 1e9) >= 20)
      }
      if let previous {
        let growth = Double(spec.bytes.count) / Double(previous.spec.bytes.count)
        for (name, now, before) in [
          ("check", check, previous.check), ("generate", generate, previous.generate),
        ] {
          let scaling = now / before
          report.figure(
            "  \(name) \(previous.spec.routeCount) -> \(n) routes: spec \(Report.format(growth))x "
              + "larger, time \(Report.format(scaling))x",
            key: "compiler.\(name)_scaling.n\(n)", scaling)
          report.goal(
            "\(name) time grows at most 1.1x the spec (\(previous.spec.routeCount) -> \(n))",
            holds: scaling <= 1.1 * growth)
        }
      }
      previous = (spec, check, generate)
    }
  }

  private static func milliseconds(_ nanoseconds: Double) -> String {
    Report.format(nanoseconds / 1e6)
  }

  private static func rate(_ megabytes: Double, _ nanoseconds: Double) -> String {
    Report.format(megabytes / (nanoseconds / 1e9))
  }
}
