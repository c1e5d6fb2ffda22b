/// A file that could not be read at all (missing, a directory, no permission): a usage problem, not a
/// diagnostic, because there is no source to point into.
public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  /// The operating system's explanation, such as "No such file or directory".
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot read '\(path)': \(reason)" }
}
