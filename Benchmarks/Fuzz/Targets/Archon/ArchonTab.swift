enum ArchonTab: String, Hashable, Codable, Sendable, CaseIterable {
  case builder
  case projects
  case settings

  var title: String {
    switch self {
    case .builder: "Builder"
    case .projects: "Projects"
    case .settings: "Settings"
    }
  }

  var systemImage: String {
    switch self {
    case .builder: "house.fill"
    case .projects: "folder.fill"
    case .settings: "gearshape.fill"
    }
  }
}
