/// A file that could not be written, with the operating system's reason.
public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write '\(path)': \(reason)" }
}
