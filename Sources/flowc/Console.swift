import FlowTools
import Foundation

/// The process's output streams and environment, gathered so commands do no I/O of their own.
struct Console: Sendable {
  var environment: [String: String]

  /// Whether the human format may use colour on standard error: a terminal that is not `dumb`,
  /// and `NO_COLOR` unset or empty (no-color.org).
  var colorsStandardError: Bool {
    standardErrorIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
      && environment["TERM"] != "dumb"
  }

  /// Whether a person is likely watching standard error, where the human format goes.
  var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Writes to standard output. Output that cannot be written (a full disk, a closed descriptor)
  /// ends the process with exit status 2 and says why on standard error, as `cat` does: the
  /// output is the command's result, so going on would report success for text nobody got.
  func write(_ text: String) {
    guard !text.isEmpty else { return }
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch {
      writeError("error: cannot write standard output: \(Self.reason(error))\n")
      exit(ExitCode.usage.rawValue)
    }
  }

  /// Writes to standard error; a failure is ignored, since there is nowhere left to report it and
  /// the exit status still tells the outcome.
  func writeError(_ text: String) {
    guard !text.isEmpty else { return }
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }

  /// The system's words for a failed write ("No space left on device"), without Foundation's
  /// "The operation could not be completed." wrapper when the error carries an errno.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
    guard
      let posix = [nsError, underlying].compactMap({ $0 }).first(where: {
        $0.domain == NSPOSIXErrorDomain
      })
    else { return error.localizedDescription }
    return WriteTarget.reason(for: Int32(posix.code))
  }
}
