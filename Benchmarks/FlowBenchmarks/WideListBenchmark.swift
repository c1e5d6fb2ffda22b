import FlowCompiler

/// `check` of one screen pushing N others, one `push` each, and of one name pushed N times: shapes
/// no generated spec has, where a list kept free of repeats with `contains` made checking quadratic
/// (100,000 pushes took minutes) and every repeat a warning (a million of them took gigabytes).
/// The time must grow with the spec, not its square.
enum WideListBenchmark {
  static let sizes = [5_000, 50_000]

  static func run(timing: Timing, report: inout Report) {
    report.section("Compiler: one screen with a long push list, at two sizes")
    for (shape, spec) in [("distinct", distinctPushes), ("repeated", repeatedPushes)] {
      var previous: (bytes: Int, check: Double)?
      for size in sizes {
        let bytes = Array(spec(size).utf8)
        let input = InputFile(path: "Wide\(size).flow", bytes: bytes)
        let check = timing.nanoseconds { iterations in
          for _ in 0..<iterations { blackHole(Compiler().check(input)) }
        }
        print("wide.\(shape).check_ms.n\(size) = \(Report.format(check / 1e6))")
        if let previous {
          let growth = Double(bytes.count) / Double(previous.bytes)
          let scaling = check / previous.check
          report.figure(
            "  \(shape) pushes \(sizes[0]) -> \(size): spec \(Report.format(growth))x larger, "
              + "check time \(Report.format(scaling))x",
            key: "compiler.wide_\(shape)_scaling.n\(size)", scaling)
          report.goal(
            "check of \(shape) pushes grows at most 1.1x the spec (\(sizes[0]) -> \(size))",
            holds: scaling <= 1.1 * growth)
        }
        previous = (bytes.count, check)
      }
    }
  }

  /// `screen S0 { push S1 push S2 ... }` with every screen declared.
  static func distinctPushes(_ count: Int) -> String {
    var text = "app A { scheme \"a\" }\nphase main { root S0 }\nscreen S0 {"
    for screen in 1...count { text += " push S\(screen)" }
    text += " }\n"
    for screen in 1...count { text += "screen S\(screen)\n" }
    return text
  }

  /// `screen H { push H push H ... }`.
  static func repeatedPushes(_ count: Int) -> String {
    "app A { scheme \"a\" }\nphase main { root H }\nscreen H {"
      + String(repeating: " push H", count: count) + " }\n"
  }
}
