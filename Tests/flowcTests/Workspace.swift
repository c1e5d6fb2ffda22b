import Foundation

/// A temporary directory for one test's spec files, removed when the test ends.
final class Workspace {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowcTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `bytes` to `name` inside the workspace.
  func write(_ name: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: url.appendingPathComponent(name))
  }

  func write(_ name: String, _ text: String) throws {
    try write(name, Array(text.utf8))
  }

  /// Runs flowc with this workspace as the working directory.
  func flowc(_ arguments: String...) throws -> Flowc.Run {
    try Flowc.run(arguments, in: url)
  }

  func flowc(
    _ arguments: [String], standardInput: Data? = nil, environment: [String: String] = [:]
  ) throws -> Flowc.Run {
    try Flowc.run(arguments, in: url, standardInput: standardInput, environment: environment)
  }
}
