import Foundation
import Testing

/// Compares output with a checked-in golden file, or records it under `FLOWKIT_RECORD=1`.
///
/// Recording always records an issue, so that a recording run can never pass: the new files are
/// reviewed with `git diff` and the tests run again (`Tests/update-goldens` does both steps' first half).
enum GoldenFile {
  static var isRecording: Bool { ProcessInfo.processInfo.environment["FLOWKIT_RECORD"] == "1" }

  static func check(
    _ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let name = url.lastPathComponent
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if isRecording {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      let change = expected == actual ? "unchanged" : "rewritten"
      Issue.record(
        "FLOWKIT_RECORD=1: \(name) \(change); review with git diff, then rerun",
        sourceLocation: sourceLocation)
      return
    }
    guard let expected else {
      Issue.record(
        "missing \(name); record it with Tests/update-goldens", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "output no longer matches \(name)", sourceLocation: sourceLocation)
  }
}
