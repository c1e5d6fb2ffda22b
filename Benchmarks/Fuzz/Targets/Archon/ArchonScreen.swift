import FlowRuntime

enum ArchonScreen: FlowDestination {
  case onboarding
  case createAccount
  case builderHome
  case chatSession(id: String)
  case taskDetail(id: String)
  case projectList
  case projectDetail(id: Int)
  case codeBrowser(projectId: Int, path: String = "", line: Int? = nil)
  case previewConsole(projectId: Int)
  case settingsHome
  case accountDetail
  case subscriptionDetail
  /// Test only: a screen guarded by `labs`, pushed from SettingsHome.
  case labsPanel

  var destinationName: String {
    switch self {
    case .onboarding: "Onboarding"
    case .createAccount: "CreateAccount"
    case .builderHome: "BuilderHome"
    case .chatSession: "ChatSession"
    case .taskDetail: "TaskDetail"
    case .projectList: "ProjectList"
    case .projectDetail: "ProjectDetail"
    case .codeBrowser: "CodeBrowser"
    case .previewConsole: "PreviewConsole"
    case .settingsHome: "SettingsHome"
    case .accountDetail: "AccountDetail"
    case .subscriptionDetail: "SubscriptionDetail"
    case .labsPanel: "LabsPanel"
    }
  }
}
