import Archon
import FlowRuntime
import FlowSyntax

/// Generated Archon values written the way `flowc resolve` writes them (`ProjectDetail(id: 42)`),
/// spelled out case by case rather than read back through reflection; strings as the spec writes
/// them (`"it's"`, where Swift's `debugDescription` writes `\'`, which a spec refuses).
enum ArchonText {
  static func screen(_ screen: ArchonScreen) -> String {
    switch screen {
    case .chatSession(let id): "ChatSession(id: \(StringLiteral.quoted(id)))"
    case .taskDetail(let id): "TaskDetail(id: \(StringLiteral.quoted(id)))"
    case .projectDetail(let id): "ProjectDetail(id: \(id))"
    case .codeBrowser(let projectId, let path, let line):
      "CodeBrowser(projectId: \(projectId), path: \(StringLiteral.quoted(path)), line: "
        + (line.map { "\($0)" } ?? "nil") + ")"
    case .previewConsole(let projectId): "PreviewConsole(projectId: \(projectId))"
    default: screen.destinationName
    }
  }

  static func modal(_ modal: Modal<Archon>) -> (kind: String, screen: String) {
    switch modal {
    case .sheet(let sheet): ("sheet", sheet.destinationName)
    case .cover(.livePreview(let projectId)): ("cover", "LivePreview(projectId: \(projectId))")
    }
  }

  /// `[kind, presented screen, screens inside it...]`.
  static func presentation(_ presentation: Presentation<Archon>) -> [String] {
    let (kind, screen) = modal(presentation.modal)
    return [kind, screen] + presentation.stack.map(Self.screen)
  }

  /// The route's pattern as the spec writes it, and its values as canonical text.
  static func route(_ route: ArchonRoute) -> (pattern: String, parameters: [String: String]) {
    switch route {
    case .builderHome: ("/builder", [:])
    case .projectList: ("/projects", [:])
    case .projectDetail(let id): ("/projects/{id}", ["id": "\(id)"])
    case .chatSession(let id): ("/builder/chat/{id}", ["id": id])
    case .taskDetail(let id): ("/builder/task/{id}", ["id": id])
    case .settingsHome: ("/settings", [:])
    case .codeBrowser(let projectId, let path, let line):
      (
        "/projects/{projectId}/code/{path...}?line={line}",
        ["projectId": "\(projectId)", "path": path].merging(line.map { ["line": "\($0)"] } ?? [:]) {
          $1
        }
      )
    case .livePreview(let projectId):
      ("/projects/{projectId}/preview", ["projectId": "\(projectId)"])
    case .accountDetail: ("/settings/account", [:])
    case .subscriptionDetail: ("/settings/subscription", [:])
    }
  }
}
