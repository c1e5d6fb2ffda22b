import Foundation

extension Workspace {
  /// The text of `name` inside the workspace, to see what a command wrote.
  func read(_ name: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
  }
}
