import FlowTestSupport
import Foundation
import Testing

/// Builds Swift sources (generated flows plus a `main.swift` driver) into an executable linked with
/// the FlowRuntime built next to the tests, and runs it. `GeneratedSwiftBuild` only builds modules;
/// the resolve agreement property needs to run what it built.
struct GeneratedExecutable {
  /// What a compiler or driver run did.
  struct Run {
    var status: Int32
    /// Standard output (the driver's answers), kept apart from `errors`.
    var output: String
    var errors: String
  }

  /// The build directory, removed by `remove()`.
  let directory: URL
  let executable: URL

  /// Builds `sources` (`main.swift` last) in Swift 6 mode with `-warnings-as-errors`; `nil` and the
  /// compiler's diagnostics when it does not build.
  static func build(_ sources: [String], main: String) throws -> (GeneratedExecutable?, Run) {
    let modules = try GeneratedSwiftBuild.runtimeModulesDirectory()
    let objectDirectory = modules.deletingLastPathComponent().appendingPathComponent(
      "FlowRuntime.build")
    let objects = try FileManager.default.contentsOfDirectory(atPath: objectDirectory.path)
      .filter { $0.hasSuffix(".o") }.sorted().map {
        objectDirectory.appendingPathComponent($0).path
      }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowkit-agreement-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var files: [String] = []
    for (index, source) in sources.enumerated() {
      files.append("Flow\(index).swift")
      try Data(source.utf8).write(to: directory.appendingPathComponent(files[index]))
    }
    files.append("main.swift")
    try Data(main.utf8).write(to: directory.appendingPathComponent("main.swift"))
    let run = try Self.run(
      [
        "swiftc", "-swift-version", "6", "-warnings-as-errors", "-wmo", "-module-name", "Agreement",
        "-I",
        modules.path, "-o", "agreement",
      ] + files + objects, in: directory)
    let executable = directory.appendingPathComponent("agreement")
    guard run.status == 0 else {
      try? FileManager.default.removeItem(at: directory)
      return (nil, run)
    }
    return (GeneratedExecutable(directory: directory, executable: executable), run)
  }

  /// Builds `sources` with `main` as `build` does, runs the program once without arguments and
  /// removes it: what the build tests of single goldens compare. A build that fails is the issue,
  /// with the compiler's diagnostics.
  static func output(
    of sources: [String], main: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Run {
    let (built, build) = try build(sources, main: main)
    let executable = try #require(
      built, "\(build.output)\(build.errors)", sourceLocation: sourceLocation)
    defer { executable.remove() }
    return try executable.run([])
  }

  /// Runs the executable with `arguments`.
  func run(_ arguments: [String]) throws -> Run {
    try Self.run([executable.path] + arguments, in: directory)
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs `/usr/bin/env arguments` in `directory` through the shared `ChildProcess` runner.
  static func run(_ arguments: [String], in directory: URL, timeout: Double = 900) throws -> Run {
    let run = try ChildProcess.run(command: arguments, in: directory, timeout: timeout)
    return Run(status: run.status, output: run.standardOutput, errors: run.standardError)
  }
}
