/// An open sheet or cover with the navigation stack of its own that it roots.
public struct Presentation<Flow: FlowSpec>: Hashable, Codable, Sendable {
  /// What is presented.
  public var modal: Modal<Flow>
  /// Screens pushed inside the presentation, above its root.
  public var stack: [Flow.Screen]

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
