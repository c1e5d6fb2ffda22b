import FlowSema

extension LandingModel {
  /// The screen the user ends on: the top of the topmost presentation's stack, else of the tab's or
  /// phase's.
  var destination: ScreenID {
    presentations.last.map { $0.stack.last?.screen ?? $0.screen.screen } ?? stack.last?.screen
      ?? root
  }
}
