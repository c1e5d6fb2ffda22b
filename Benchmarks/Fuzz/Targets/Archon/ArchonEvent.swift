enum ArchonEvent: String, Hashable, Codable, Sendable, CaseIterable {
  case getStarted
  case signedIn
  case signedOut
  case closePreview
}
