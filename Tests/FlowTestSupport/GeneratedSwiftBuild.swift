import Foundation

/// Builds Swift source texts (usually what `flowc generate` wrote) as one module against the
/// FlowRuntime module built next to the tests, the way an app target would: `swiftc -emit-module
/// -parse-as-library -warnings-as-errors`. A module build, not just `-typecheck`, so the diagnostics
/// that come after type checking (definite initialization, unreachable code, ...) run too.
///
/// Tests use it to prove generated code compiles warning-free in every language mode an app may
/// use; batching many sources into one call keeps the number of compiler launches small.
public enum GeneratedSwiftBuild {
  /// A language mode an app target may build the generated file in.
  public enum Mode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `-swift-version 5`: what an app target that has not moved to Swift 6 gets.
    case swift5
    /// `-swift-version 5 -strict-concurrency=complete`: a Swift 5 target that opted into the
    /// Swift 6 concurrency checks as warnings.
    case swift5StrictConcurrency
    /// `-swift-version 6`.
    case swift6

    /// The modes apps use most: plain Swift 5 and Swift 6.
    public static let appModes: [Mode] = [.swift5, .swift6]

    /// The compiler arguments that select the mode.
    public var arguments: [String] {
      switch self {
      case .swift5: ["-swift-version", "5"]
      case .swift5StrictConcurrency: ["-swift-version", "5", "-strict-concurrency=complete"]
      case .swift6: ["-swift-version", "6"]
      }
    }

    public var description: String { rawValue }
  }

  /// What one compiler run did.
  public struct Outcome: Sendable, CustomStringConvertible {
    /// The mode the sources were built in.
    public var mode: Mode
    /// The compiler's exit status; 0 when the module built.
    public var status: Int32
    /// Everything the compiler printed (standard error and standard output), empty when the build
    /// was clean. With `-warnings-as-errors` a warning shows up here and fails the build.
    public var diagnostics: String
    /// True when the compiler did not finish within the timeout and was stopped.
    public var timedOut: Bool

    /// True when the module built and the compiler printed nothing.
    public var isClean: Bool { status == 0 && !timedOut && diagnostics.isEmpty }

    public var description: String {
      "swiftc (\(mode)) exited \(status)\(timedOut ? " (timed out)" : ""):\n\(diagnostics)"
    }
  }

  /// Why a build could not be attempted at all (as opposed to a build that failed).
  public struct SetupError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Builds `sources` as one module named `moduleName` in `mode`. Each text becomes its own file
  /// (`Source0.swift`, `Source1.swift`, ...), so one text's `private` names stay its own.
  /// Diagnostics mention those file names; the build directory is removed afterwards.
  public static func build(
    _ sources: [String], moduleName: String = "Generated", mode: Mode,
    extraArguments: [String] = [], timeout: Double = 300
  ) throws -> Outcome {
    let modules = try runtimeModulesDirectory()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowkit-swift-build-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    var files: [String] = []
    for (index, source) in sources.enumerated() {
      let name = "Source\(index).swift"
      try Data(source.utf8).write(to: directory.appendingPathComponent(name))
      files.append(name)
    }
    let arguments =
      [
        "swiftc", "-emit-module", "-emit-module-path", "\(moduleName).swiftmodule",
        "-module-name", moduleName, "-parse-as-library", "-warnings-as-errors",
      ] + mode.arguments + ["-I", modules.path] + extraArguments + files
    let run = try ChildProcess.run(command: arguments, in: directory, timeout: timeout)
    return Outcome(
      mode: mode, status: run.status, diagnostics: run.standardError + run.standardOutput,
      timedOut: run.timedOut)
  }

  /// Builds `sources` once in each of `modes`, in order.
  public static func build(
    _ sources: [String], moduleName: String = "Generated", modes: [Mode] = Mode.appModes,
    timeout: Double = 300
  ) throws -> [Outcome] {
    try modes.map { try build(sources, moduleName: moduleName, mode: $0, timeout: timeout) }
  }

  /// The directory holding `FlowRuntime.swiftmodule`: `FLOWKIT_MODULES_DIRECTORY` when set, else
  /// `Modules` next to the running test executable or bundle (`.build/debug/Modules`).
  public static func runtimeModulesDirectory() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["FLOWKIT_MODULES_DIRECTORY"] {
      return URL(fileURLWithPath: path)
    }
    var candidates: [URL] = []
    let bundle = Bundle(for: BundleMarker.self).bundleURL
    candidates.append(
      bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle)
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    candidates.append(
      URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent())
    for directory in candidates {
      // On macOS the executable sits inside `X.xctest/Contents/MacOS`; walk up to `.build/debug`.
      var current = directory.standardizedFileURL
      for _ in 0..<4 {
        let modules = current.appendingPathComponent("Modules")
        let module = modules.appendingPathComponent("FlowRuntime.swiftmodule")
        if FileManager.default.fileExists(atPath: module.path) { return modules }
        current = current.deletingLastPathComponent()
      }
    }
    throw SetupError(
      description:
        "no Modules/FlowRuntime.swiftmodule near \(candidates.map(\.path)); "
        + "set FLOWKIT_MODULES_DIRECTORY")
  }

  private final class BundleMarker {}
}
