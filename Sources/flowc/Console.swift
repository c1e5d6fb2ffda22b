import Foundation

/// The process's output streams and environment, gathered so commands do no I/O of their own.
struct Console: Sendable {
  var environment: [String: String]

  /// Whether the human format may use colour on standard error: a terminal, and `NO_COLOR` unset.
  var colorsStandardError: Bool {
    standardErrorIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// Whether a person is likely watching standard error, where the human format goes.
  var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  func write(_ text: String) {
    guard !text.isEmpty else { return }
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  func writeError(_ text: String) {
    guard !text.isEmpty else { return }
    FileHandle.standardError.write(Data(text.utf8))
  }
}
