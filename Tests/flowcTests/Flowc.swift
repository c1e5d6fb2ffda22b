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

  /// Runs `flowc arguments` in `directory`, killing it after `timeout` seconds.
  static func run(
    _ arguments: [String], in directory: URL, executable: URL = executable, timeout: Double = 30
  ) throws -> Run {
    let capture = FileManager.default.temporaryDirectory
    let outputURL = capture.appendingPathComponent("flowc-stdout-\(UUID().uuidString)")
    let errorURL = capture.appendingPathComponent("flowc-stderr-\(UUID().uuidString)")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    defer {
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorURL)
    }
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice

    let start = Date()
    try process.run()
    while process.isRunning, Date().timeIntervalSince(start) < timeout {
      usleep(5_000)
    }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    try output.close()
    try error.close()

    return Run(
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      status: process.terminationStatus,
      wasSignalled: process.terminationReason == .uncaughtSignal,
      seconds: seconds)
  }
}
