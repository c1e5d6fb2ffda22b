/// An open sheet or cover with the navigation stack of its own that it roots.
public struct Presentation<Flow: FlowSpec>: Hashable, Codable, Sendable {
  /// What is presented.
  public var modal: Modal<Flow>
  /// Screens pushed inside the presentation, above its root.
  public var stack: [Flow.Screen]
  /// Whether a failed guard's `else present` opened it, rather than a `present`, a link or the
  /// app: a prompt opens wherever its guard fails, so it is not closed for standing where nothing
  /// presents it (`closePresentationsNothingPresents()`). Recorded on the presentation rather than
  /// read off the spec (every sheet some `else` names): a help sheet opened from one tab's root
  /// stayed over another tab, and a vault's sheet over the home tab once locked, because a guard
  /// elsewhere named them (the fourth journeys review). How it came, not what shows: neither
  /// compared, hashed nor stored.
  var isPrompt = false
  /// Whether an `over current` link opened it over wherever the user was. An event that moves the
  /// app on to a phase guarded by all its phase was, and more, keeps it open (`reopenOverCurrent`).
  /// How it came, as `isPrompt` is: neither compared, hashed nor stored.
  var isOverCurrentLink = false

  private enum CodingKeys: String, CodingKey {
    case modal, stack
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.modal == rhs.modal && lhs.stack == rhs.stack
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(modal)
    hasher.combine(stack)
  }

  /// `modal`, with `stack` pushed inside it.
  public init(_ modal: Modal<Flow>, stack: [Flow.Screen] = []) {
    self.modal = modal
    self.stack = stack
  }

  /// A sheet with screens pushed inside it, the form generated landings use.
  public static func sheet(_ sheet: Flow.Sheet, stack: [Flow.Screen] = []) -> Self {
    Self(.sheet(sheet), stack: stack)
  }

  /// A cover with screens pushed inside it, the form generated landings use.
  public static func cover(_ cover: Flow.Cover, stack: [Flow.Screen] = []) -> Self {
    Self(.cover(cover), stack: stack)
  }
}
