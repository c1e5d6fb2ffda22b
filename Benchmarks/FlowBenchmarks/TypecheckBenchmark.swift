import Foundation

/// `swiftc -typecheck` of the generated Swift for each spec, against the FlowRuntime module of
/// this build, with the type checker's warnings for slow bodies, then a full module build at 100 and
/// 1,000 routes; the baseline is the same command on a file that only imports FlowRuntime (the
/// compiler's start-up and module loading).
enum TypecheckBenchmark {
  /// A body the type checker reported as slow.
  struct SlowBody {
    var milliseconds: Int
    var description: String
  }

  static func run(_ specs: [BenchmarkSpec], quick: Bool, report: inout Report) {
    report.section(
      "Typecheck and build: swiftc -typecheck of the generated Swift (warnings over 100 ms), then a "
        + "full module build")
    guard let modules = modulesDirectory() else {
      print("skipped: no Modules directory next to the executable (run it with swift run)")
      return
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FlowBenchmarks-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    print("module: \(modules.path)")
    let emptySource = "import FlowRuntime\nimport Foundation\n"
    guard
      let baseline = swiftc(
        emptySource, name: "Empty", in: directory, modules: modules, limit: .seconds(60))
    else { return }
    report.figure(
      "  baseline: a file importing FlowRuntime, \(Report.format(baseline.seconds)) s",
      key: "typecheck.baseline_seconds", baseline.seconds)
    var failedAt: Int?
    for spec in specs {
      let n = spec.routeCount
      if quick, n > 1000 {
        print("n=\(n): skipped with --quick")
        continue
      }
      if let failedAt {
        print("n=\(n): skipped, because n=\(failedAt) already failed")
        continue
      }
      let limit: Duration = n > 1000 ? .seconds(120) : .seconds(300)
      guard
        let result = swiftc(
          spec.swift, name: "Bench\(n)", in: directory, modules: modules, limit: limit)
      else {
        if n == 1000 { report.goal("generated Swift type-checks at N = 1,000", holds: false) }
        failedAt = n
        continue
      }
      let lines = spec.swift.split(separator: "\n", omittingEmptySubsequences: false).count
      print("n=\(n): \(spec.swift.utf8.count) bytes, \(lines) lines of Swift")
      report.figure(
        "  \(Report.format(result.seconds)) s, \(Report.format(result.seconds * 1000 / Double(n))) "
          + "ms per route, \(Report.format(result.seconds / baseline.seconds))x the baseline",
        key: "typecheck.seconds.n\(n)", result.seconds)
      print("typecheck.ms_per_route.n\(n) = \(Report.format(result.seconds * 1000 / Double(n)))")
      let slowest = result.slowBodies.sorted { $0.milliseconds > $1.milliseconds }
      for body in slowest.prefix(3) {
        print("    slow: \(body.milliseconds) ms \(body.description)")
      }
      report.figure(
        "  \(slowest.count) bodies over 100 ms; slowest \(slowest.first?.milliseconds ?? 0) ms",
        key: "typecheck.slowest_body_ms.n\(n)", Double(slowest.first?.milliseconds ?? 0))
      if n == 1000 {
        report.goal("no body over 100 ms at N = 1,000", holds: slowest.isEmpty)
      }
    }
    manyPhases(in: directory, modules: modules, report: &report)
    build(specs, quick: quick, in: directory, modules: modules, report: &report)
  }

  /// `swiftc -typecheck` of a flow of 100 phases of 20 handlers each and a 200-tab bar, whose
  /// definition and tab enum once took seconds in single expressions and switches.
  private static func manyPhases(in directory: URL, modules: URL, report: inout Report) {
    let (phases, handlers, tabs) = (100, 20, 200)
    guard let swift = ManyPhasesSpec.swift(phases: phases, handlers: handlers, tabs: tabs),
      let result = swiftc(
        swift, name: "Phases", in: directory, modules: modules, limit: .seconds(300))
    else {
      report.goal("the many-phases flow type-checks", holds: false)
      return
    }
    let slowest = result.slowBodies.sorted { $0.milliseconds > $1.milliseconds }
    for body in slowest.prefix(3) {
      print("    slow: \(body.milliseconds) ms \(body.description)")
    }
    report.figure(
      "\(phases) phases of \(handlers) handlers, \(tabs) tabs: \(Report.format(result.seconds)) s, "
        + "\(slowest.count) bodies over 100 ms; slowest \(slowest.first?.milliseconds ?? 0) ms",
      key: "typecheck.slowest_body_ms.phases", Double(slowest.first?.milliseconds ?? 0))
    report.goal(
      "no body over 100 ms with \(phases) phases and \(tabs) tabs", holds: slowest.isEmpty)
  }

  /// Full module builds of the generated Swift at N = 100 and 1,000 (what an app's build pays for
  /// its spec), against the same build of a file that only imports FlowRuntime.
  private static func build(
    _ specs: [BenchmarkSpec], quick: Bool, in directory: URL, modules: URL, report: inout Report
  ) {
    let goals = [100: 2.0, 1000: 10.0]
    let measured = specs.filter { goals[$0.routeCount] != nil }
    guard !measured.isEmpty else { return }
    print("Full module build (swiftc -emit-module -emit-object -g, debug as in swift build):")
    guard
      let baseline = swiftc(
        "import FlowRuntime\nimport Foundation\n", name: "EmptyBuild", in: directory,
        modules: modules, limit: .seconds(60), mode: .build)
    else { return }
    report.figure(
      "  baseline: a file importing FlowRuntime, \(Report.format(baseline.seconds)) s",
      key: "build.baseline_seconds", baseline.seconds)
    for spec in measured {
      let n = spec.routeCount
      guard let goal = goals[n] else { continue }
      let result = swiftc(
        spec.swift, name: "BenchBuild\(n)", in: directory, modules: modules, limit: .seconds(300),
        mode: .build)
      let seconds = result?.seconds ?? .infinity
      report.figure(
        "  n=\(n): \(Report.format(seconds)) s, \(Report.format(seconds / baseline.seconds))x the baseline",
        key: "build.seconds.n\(n)", seconds)
      // Wall clock grows with the machine's load; the compiler's CPU time barely does, so it is the
      // figure to compare across runs on a shared machine.
      let cpuSeconds = result?.cpuSeconds ?? .infinity
      report.figure(
        "  n=\(n): \(Report.format(cpuSeconds)) s of CPU (user + system, every compiler job)",
        key: "build.cpu_seconds.n\(n)", cpuSeconds)
      report.goal("a full module build at N = \(n) under \(Int(goal)) s", holds: seconds < goal)
    }
  }

  /// The build's `Modules` directory, found next to this executable.
  private static func modulesDirectory() -> URL? {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
    let runtime = modules.appendingPathComponent("FlowRuntime.swiftmodule")
    return FileManager.default.fileExists(atPath: runtime.path) ? modules : nil
  }

  /// What `swiftc` does with the generated file.
  enum Mode {
    /// `-typecheck`, with warnings for bodies slower than 100 ms.
    case typecheck
    /// A full debug module build, as `swift build` makes one: `-emit-module -emit-object`.
    case build
  }

  /// Runs swiftc on `source` as module `name`; nil (after saying why) when swiftc fails.
  private static func swiftc(
    _ source: String, name: String, in directory: URL, modules: URL, limit: Duration,
    mode: Mode = .typecheck
  ) -> (seconds: Double, cpuSeconds: Double, slowBodies: [SlowBody])? {
    let file = directory.appendingPathComponent("\(name).swift")
    let log = directory.appendingPathComponent("\(name).log")
    guard (try? source.write(to: file, atomically: true, encoding: .utf8)) != nil,
      FileManager.default.createFile(atPath: log.path, contents: nil),
      let output = try? FileHandle(forWritingTo: log)
    else {
      print("error: cannot write to \(directory.path)")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // A build writes `<file>.o` and, with -g, `<module>.o` beside it: the names must differ.
    let moduleName = mode == .build ? name + "Module" : name
    let common = [
      "-swift-version", "6", "-diagnostic-style", "llvm", "-module-name", moduleName, "-I",
      modules.path, file.path,
    ]
    switch mode {
    case .typecheck:
      process.arguments =
        ["swiftc", "-typecheck"] + common + [
          "-Xfrontend", "-warn-long-function-bodies=100", "-Xfrontend",
          "-warn-long-expression-type-checking=100",
        ]
    case .build:
      // Objects go to the working directory: with -g, an `-o` would name two outputs.
      process.currentDirectoryURL = directory
      process.arguments =
        ["swiftc", "-parse-as-library", "-emit-module", "-emit-object", "-g"] + common + [
          "-emit-module-path", directory.appendingPathComponent(moduleName + ".swiftmodule").path,
        ]
    }
    process.standardOutput = output
    process.standardError = output
    let started = ContinuousClock.now
    let cpuBefore = childrenCPUSeconds()
    do {
      try process.run()
    } catch {
      print("error: cannot run swiftc: \(error)")
      return nil
    }
    while process.isRunning {
      if ContinuousClock.now - started > limit {
        process.terminate()
        process.waitUntilExit()
        print("\(name): swiftc did not finish within \(limit); stopped")
        return nil
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    let seconds = Timing.nanoseconds(ContinuousClock.now - started) / 1e9
    process.waitUntilExit()
    let cpuSeconds = childrenCPUSeconds() - cpuBefore
    try? output.close()
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      let errors = text.split(separator: "\n").filter { $0.contains(": error: ") }
      print("\(name): swiftc failed after \(Report.format(seconds)) s with \(errors.count) errors:")
      for error in errors.prefix(5) { print("    " + (error.split(separator: "/").last ?? error)) }
      for body in slowBodies(in: text).sorted(by: { $0.milliseconds > $1.milliseconds }).prefix(3) {
        print("    slow: \(body.milliseconds) ms \(body.description)")
      }
      return nil
    }
    return (seconds, cpuSeconds, slowBodies(in: text))
  }

  /// The CPU time (user + system) of every child process this one has waited for, in seconds:
  /// swiftc's driver and the frontend jobs it ran, which run in parallel.
  private static func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
    #else
      let children = RUSAGE_CHILDREN
    #endif
    guard getrusage(children, &usage) == 0 else { return 0 }
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// `file:line:column: warning: getter 'landing' took 150ms to type-check (limit: 100ms)`.
  static func slowBodies(in log: String) -> [SlowBody] {
    log.split(separator: "\n").compactMap { line in
      guard let took = line.range(of: " took "),
        let unit = line.range(of: "ms to type-check", range: took.upperBound..<line.endIndex),
        let milliseconds = Int(line[took.upperBound..<unit.lowerBound])
      else { return nil }
      let location = line.split(separator: "/").last.map { $0.prefix { $0 != " " } } ?? ""
      let warning = line.range(of: "warning: ").map { line[$0.upperBound..<took.lowerBound] } ?? ""
      return SlowBody(milliseconds: milliseconds, description: "\(warning) at \(location)")
    }
  }
}
