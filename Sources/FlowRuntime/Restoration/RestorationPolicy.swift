/// `restore tab|stacks|nothing`: what survives a relaunch.
public enum RestorationPolicy: String, Hashable, Codable, Sendable {
  /// Every launch starts from defaults (the default).
  case nothing
  /// The selected tab survives; every stack starts at its root.
  case selectedTab
  /// The selected tab and every tab's stack survive.
  case selectedTabAndStacks
}
