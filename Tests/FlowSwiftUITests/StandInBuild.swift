import FlowTestSupport
import Foundation

/// Builds Swift modules with `swiftc` against the SwiftUI stand-in (Tests/SwiftUIStandIn) and the
/// modules built next to the tests, in Swift 6 mode with warnings as errors: how FlowSwiftUI and the
/// example app are type-checked on a machine without SwiftUI.
struct StandInBuild {
  /// One compiler run: its exit status and everything it printed, in the plain one-line format.
  struct Outcome: CustomStringConvertible {
    var status: Int32
    var output: String

    /// True when the module built and the compiler printed nothing.
    var isClean: Bool { status == 0 && output.isEmpty }

    /// The `error:` lines, each `file:line:column: error: message` with the file name only.
    var errors: [String] {
      output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }.map {
        $0.split(separator: "/").last.map(String.init) ?? $0
      }
    }

    var description: String { "swiftc exited \(status):\n\(output)" }
  }

  /// The repository's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Where this build's modules go; removed by `remove()`.
  let directory: URL
  /// Where `FlowRuntime.swiftmodule` and `Archon.swiftmodule` were built.
  let builtModules: URL

  init() throws {
    builtModules = try GeneratedSwiftBuild.runtimeModulesDirectory()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowkit-standin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// The Swift files directly in `folder` (relative to the repository root), sorted.
  static func sources(in folder: String) throws -> [String] {
    let url = root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0).path }
  }

  /// Builds `files` as module `name`, which later builds of this directory can import.
  func module(_ name: String, files: [String], extraArguments: [String] = []) throws -> Outcome {
    let arguments =
      [
        "swiftc", "-emit-module", "-parse-as-library", "-module-name", name,
        "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        "-swift-version", "6", "-warnings-as-errors", "-diagnostic-style", "llvm",
        "-I", directory.path, "-I", builtModules.path,
      ] + extraArguments + files
    return try run(arguments)
  }

  /// Builds the stand-in as module `SwiftUI`.
  func standIn() throws -> Outcome {
    try module("SwiftUI", files: Self.sources(in: "Tests/SwiftUIStandIn"))
  }

  private func run(_ arguments: [String]) throws -> Outcome {
    let outputURL = directory.appendingPathComponent("swiftc-output-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try output.close()
    let text = String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
    return Outcome(status: process.terminationStatus, output: text)
  }
}
