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

  var kind: ArchonDestination {
    switch self {
    case .onboarding: .onboarding
    case .createAccount: .createAccount
    case .builderHome: .builderHome
    case .chatSession: .chatSession
    case .taskDetail: .taskDetail
    case .projectList: .projectList
    case .projectDetail: .projectDetail
    case .codeBrowser: .codeBrowser
    case .previewConsole: .previewConsole
    case .settingsHome: .settingsHome
    case .accountDetail: .accountDetail
    case .subscriptionDetail: .subscriptionDetail
    case .labsPanel: .labsPanel
    }
  }
}
