/// Spells a path as GitHub annotations need it: relative to the workspace root (`$GITHUB_WORKSPACE`),
/// without `./` or `..`, so that the annotation lands on the file in the pull request's diff.
///
/// Pure string work on `/`-separated paths; nothing is looked up on disk, so a symbolic link is not
/// resolved. A path outside the workspace keeps its absolute spelling.
public enum WorkspacePath {
  /// `path` (as given on the command line, relative to `workingDirectory`) relative to `workspace`.
  public static func relative(_ path: String, workingDirectory: String, workspace: String)
    -> String
  {
    let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    let components = normalized(absolute)
    let root = normalized(workspace.hasPrefix("/") ? workspace : workingDirectory + "/" + workspace)
    guard components.count > root.count, Array(components.prefix(root.count)) == root else {
      return "/" + components.joined(separator: "/")
    }
    return components.dropFirst(root.count).joined(separator: "/")
  }

  /// The components of an absolute path with `.` and empty ones dropped and `..` applied.
  private static func normalized(_ absolute: String) -> [String] {
    var components: [String] = []
    for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(String(component))
      }
    }
    return components
  }
}
