enum ArchonCondition: String, Hashable, Codable, Sendable, CaseIterable {
  case session
  /// Test only: guards `LabsPanel`.
  case labs
}
