enum ArchonPhase: String, Hashable, Codable, Sendable, CaseIterable {
  case launch
  case onboarding
  case main
}
