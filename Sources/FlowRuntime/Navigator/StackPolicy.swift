/// `stack replace|push`: what a deep link does to the stack of the tab it lands in.
public enum StackPolicy: String, Hashable, Codable, Sendable {
  /// The link's screens replace the stack (the default).
  case replace
  /// The link's screens are pushed onto what is there.
  case push
}
