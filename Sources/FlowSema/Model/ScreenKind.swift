/// How a screen is shown: pushed onto a stack, or presented modally as the root of its own stack.
public enum ScreenKind: String, Hashable, Sendable, Codable, CaseIterable {
  case screen
  case sheet
  case cover

  /// Whether this kind is presented modally rather than pushed.
  public var isPresentation: Bool { self != .screen }
}
