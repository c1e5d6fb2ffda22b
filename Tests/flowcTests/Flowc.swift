import FlowTestSupport
import Foundation
import Testing

/// Runs the built `flowc` executable and captures what it did, as swift-argument-parser's tests do.
enum Flowc {
  /// The outcome of one run.
  struct Run {
    var stdout: String
    var stderr: String
    var status: Int32
    /// True when a signal ended the process: a crash, or the watchdog killing a hang.
    var wasSignalled: Bool
    var seconds: Double
  }

  private final class BundleMarker {}

  /// `flowc` next to the test bundle (`.build/debug`); `FLOWC_EXECUTABLE` overrides it.
  static let executable: URL = {
    if let path = ProcessInfo.processInfo.environment["FLOWC_EXECUTABLE"] {
      return URL(fileURLWithPath: path)
    }
    let bundle = Bundle(for: BundleMarker.self).bundleURL
    let directory =
      bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    return directory.appendingPathComponent("flowc")
  }()

  /// Runs `flowc arguments` in `directory` with `NO_COLOR` set and `GITHUB_WORKSPACE` empty (so runs
  /// inside a GitHub workflow print the same), plus `environment`, feeding it `standardInput`,
  /// killing it after `timeout` seconds.
  static func run(
    _ arguments: [String], in directory: URL, executable: URL = executable,
    standardInput: Data? = nil, environment: [String: String] = [:], timeout: Double = 30
  ) throws -> Run {
    let run = try ChildProcess.run(
      executable, arguments, in: directory, standardInput: standardInput,
      environment: ["NO_COLOR": "1", "GITHUB_WORKSPACE": ""].merging(environment) { $1 },
      timeout: timeout)
    return Run(
      stdout: run.standardOutput, stderr: run.standardError, status: run.status,
      wasSignalled: run.wasSignalled, seconds: run.seconds)
  }
}
