/// What a deep link does to the landing tab's stack (`stack replace|push`).
public enum StackPolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// Replace the stack with the synthesised one.
  case replace
  /// Push the synthesised screens onto what is there.
  case push
}
