/// The exit statuses flowc promises: scripts and build systems branch on them.
enum ExitCode: Int32 {
  /// Nothing wrong (warnings allowed).
  case success = 0
  /// The specs have errors, or warnings under `--warnings-as-errors`.
  case failure = 1
  /// The command line was wrong or a file could not be read.
  case usage = 2
  /// `flowc resolve`: at least one URL matched no route.
  case noMatch = 3
}
