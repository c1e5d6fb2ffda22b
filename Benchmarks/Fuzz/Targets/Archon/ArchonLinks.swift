import FlowRuntime

/// Archon's routes mapped to landings by hand, as the generated matcher would; only as much URL
/// handling as the tests need.
enum ArchonLinks {
  static func resolve(_ url: String) -> LinkResolution<Archon> {
    let rest: Substring
    if url.hasPrefix("archon://") {
      rest = url.dropFirst("archon://".count)
    } else if url.hasPrefix("https://archon.app/") {
      rest = url.dropFirst("https://archon.app/".count)
    } else {
      return .noMatch(reason: "unknown scheme or host")
    }
    let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let segments = parts[0].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let query = parts.count > 1 ? String(parts[1]) : ""
    let line = query.hasPrefix("line=") ? Int(query.dropFirst("line=".count)) : nil
    switch segments.first {
    case "builder": return builder(Array(segments.dropFirst()))
    case "projects": return projects(Array(segments.dropFirst()), line: line)
    case "settings": return settings(Array(segments.dropFirst()))
    default: return .noMatch(reason: "no route matches")
    }
  }

  private static func builder(_ segments: [String]) -> LinkResolution<Archon> {
    switch segments.count {
    case 0: return main(.builder, .builder)
    case 2 where segments[0] == "chat":
      return main(.chat(id: segments[1]), .builder, [.chatSession(id: segments[1])])
    case 2 where segments[0] == "task":
      return main(.task(id: segments[1]), .builder, [.taskDetail(id: segments[1])])
    default: return .noMatch(reason: "no route matches")
    }
  }

  private static func projects(_ segments: [String], line: Int?) -> LinkResolution<Archon> {
    guard let first = segments.first else { return main(.projects, .projects) }
    guard let id = Int(first) else { return .noMatch(reason: "id is not an Int") }
    switch segments.count {
    case 1:
      return main(.project(id: id), .projects, [.projectDetail(id: id)])
    case 2 where segments[1] == "preview":
      return .landing(
        .projectPreview(projectId: id),
        Landing(
          phase: .main, tab: .projects, stack: [.projectDetail(id: id)],
          presentation: .cover(.livePreview(projectId: id)), requires: [.session]))
    case 3... where segments[1] == "code":
      let path = segments.dropFirst(2).joined(separator: "/")
      return main(
        .projectCode(projectId: id, path: path, line: line), .projects,
        [.projectDetail(id: id), .codeBrowser(projectId: id, path: path, line: line)])
    default:
      return .noMatch(reason: "no route matches")
    }
  }

  private static func settings(_ segments: [String]) -> LinkResolution<Archon> {
    switch segments {
    case []: return main(.settings, .settings)
    case ["account"]: return main(.settingsAccount, .settings, [.accountDetail])
    case ["subscription"]: return main(.settingsSubscription, .settings, [.subscriptionDetail])
    case ["labs"]:
      return .landing(
        .settingsLabs,
        Landing(phase: .main, tab: .settings, stack: [.labsPanel], requires: [.session, .labs]))
    default: return .noMatch(reason: "no route matches")
    }
  }

  private static func main(
    _ route: ArchonRoute, _ tab: ArchonTab, _ stack: [ArchonScreen] = []
  ) -> LinkResolution<Archon> {
    .landing(route, Landing(phase: .main, tab: tab, stack: stack, requires: [.session]))
  }
}
