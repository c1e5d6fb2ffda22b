enum ArchonRoute: Hashable, Codable, Sendable {
  case builder
  case projects
  case project(id: Int)
  case chat(id: String)
  case task(id: String)
  case settings
  case projectCode(projectId: Int, path: String, line: Int?)
  case projectPreview(projectId: Int)
  case settingsAccount
  case settingsSubscription
  case settingsLabs
}
