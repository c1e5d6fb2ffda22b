/// What survives a relaunch (`restore tab|stacks|nothing`).
public enum RestorationPolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// Keep the selected tab; stacks start at their roots.
  case tab
  /// Keep the selected tab and every tab's stack.
  case stacks
  /// Start fresh every launch.
  case nothing
}
