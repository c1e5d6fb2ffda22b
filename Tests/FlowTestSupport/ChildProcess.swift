import Foundation

/// Runs one child process to completion and captures what it did: the one way tests start `flowc`,
/// `swiftc` or a built executable.
///
/// Standard output and standard error go to temporary files rather than pipes: a pipe nobody reads
/// fills up (64 KiB on Linux) and stalls a chatty child forever, and reading two pipes in turn can
/// deadlock the same way. Standard input, when given, is read from a file for the same reason.
public enum ChildProcess {
  /// The outcome of one run.
  public struct Run: Sendable, CustomStringConvertible {
    /// The exit status, or the signal number when `wasSignalled`.
    public var status: Int32
    public var standardOutput: String
    public var standardError: String
    /// True when a signal ended the process: a crash, or the timeout stopping a hang.
    public var wasSignalled: Bool
    /// True when the process was still running after the timeout and was stopped.
    public var timedOut: Bool
    /// Wall-clock time from launch to exit.
    public var seconds: Double

    public var description: String {
      "exited \(status)\(timedOut ? " (timed out)" : "")\nstdout:\n\(standardOutput)\n"
        + "stderr:\n\(standardError)"
    }
  }

  /// Runs `executable` with `arguments` in `directory`, stopping it after `timeout` seconds.
  ///
  /// The child inherits this process's environment plus `environment` (which wins on clashes), and
  /// reads `standardInput`, or nothing (`/dev/null`) when it is `nil`.
  public static func run(
    _ executable: URL, _ arguments: [String], in directory: URL,
    standardInput: Data? = nil, environment: [String: String] = [:], timeout: Double
  ) throws -> Run {
    let captures = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowkit-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: captures) }
    let outputURL = captures.appendingPathComponent("stdout")
    let errorURL = captures.appendingPathComponent("stderr")
    let inputURL = captures.appendingPathComponent("stdin")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? output.close()
      try? error.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = output
    process.standardError = error
    var input: FileHandle?
    if let standardInput {
      try standardInput.write(to: inputURL)
      input = try FileHandle(forReadingFrom: inputURL)
      process.standardInput = input
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    defer { try? input?.close() }

    let start = Date()
    try process.run()
    while process.isRunning, Date().timeIntervalSince(start) < timeout { usleep(5_000) }
    let timedOut = process.isRunning
    // SIGKILL, not `terminate()`'s SIGTERM: a child that blocks or ignores SIGTERM (as some inherit
    // from the test runner) would otherwise outlive the timeout.
    if timedOut { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    return Run(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      wasSignalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
      seconds: seconds)
  }

  /// Runs a program found on `PATH` (through `/usr/bin/env`), such as `swiftc` or `swift`.
  public static func run(
    command arguments: [String], in directory: URL, standardInput: Data? = nil,
    environment: [String: String] = [:], timeout: Double
  ) throws -> Run {
    try run(
      URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory,
      standardInput: standardInput, environment: environment, timeout: timeout)
  }
}
