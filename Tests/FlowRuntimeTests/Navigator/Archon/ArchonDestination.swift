/// Every screen, sheet and cover of Archon without its values, keyed by declared name as
/// `flowc generate` writes it: what guards, handlers and the graph are keyed by.
enum ArchonDestination: String, Hashable, Codable, Sendable, CaseIterable {
  case onboarding = "Onboarding"
  case createAccount = "CreateAccount"
  case builderHome = "BuilderHome"
  case chatSession = "ChatSession"
  case taskDetail = "TaskDetail"
  case projectList = "ProjectList"
  case projectDetail = "ProjectDetail"
  case codeBrowser = "CodeBrowser"
  case previewConsole = "PreviewConsole"
  case settingsHome = "SettingsHome"
  case accountDetail = "AccountDetail"
  case subscriptionDetail = "SubscriptionDetail"
  /// Test only: a screen guarded by `labs`, pushed from SettingsHome.
  case labsPanel = "LabsPanel"
  case signIn = "SignIn"
  case livePreview = "LivePreview"
}
