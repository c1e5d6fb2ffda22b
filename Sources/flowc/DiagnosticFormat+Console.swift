import FlowCompiler
import Foundation

extension DiagnosticFormat {
  /// The renderer for output to standard output or a file: github annotations name files relative to
  /// `$GITHUB_WORKSPACE`, or to the current directory outside a workflow, as GitHub matches them.
  func renderer(for console: Console) -> any DiagnosticRenderer {
    guard self == .github else { return renderer() }
    let workingDirectory = FileManager.default.currentDirectoryPath
    let workspace = console.environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
    return GitHubRenderer(
      workspace: workspace ?? workingDirectory, workingDirectory: workingDirectory)
  }
}
