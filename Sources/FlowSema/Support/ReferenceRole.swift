/// Where a name is used, which fixes the kind of declaration it must name.
enum ReferenceRole {
  /// `requires session` on a phase, tab or screen.
  case requires
  /// The condition of `check cond ? a : b`.
  case checkCondition
  /// A branch of `check cond ? a : b`.
  case checkBranch
  /// `on event -> phase`.
  case goTo
  /// `requires c else -> phase` on a tab, screen, sheet or cover.
  case elseGoTo
  /// The event of `on event -> ...`.
  case handlerEvent
  /// `root Screen` in a phase or tab.
  case root
  /// `push Screen`.
  case push
  /// `present Sheet`, in a list or a handler.
  case present
  /// `requires c else present Sheet` on a tab, screen, sheet or cover.
  case elsePresent
  /// A screen in a route's landing.
  case landingStep
  /// `in tab` after a route's landing.
  case landingTab

  /// Whether the name is an edge or a root of the navigation graph that landings are derived from.
  var isNavigation: Bool {
    switch self {
    case .root, .push, .present, .elsePresent: true
    case .requires, .checkCondition, .checkBranch, .goTo, .elseGoTo, .handlerEvent, .landingStep,
      .landingTab:
      false
    }
  }

  /// The kind of declaration the name must have, in words.
  var expected: String {
    switch self {
    case .requires, .checkCondition: "condition"
    case .checkBranch, .goTo, .elseGoTo: "phase"
    case .handlerEvent: "event"
    case .root, .push: "screen"
    case .present, .elsePresent: "sheet or cover"
    case .landingStep: "screen, sheet or cover"
    case .landingTab: "tab"
    }
  }

  /// The construct that needs the name, in words.
  var construct: String {
    switch self {
    case .requires: "`requires`"
    case .checkCondition: "`check`"
    case .checkBranch: "a `check` branch"
    case .goTo: "`on ... ->`"
    case .elseGoTo: "`else ->`"
    case .handlerEvent: "`on`"
    case .root: "`root`"
    case .push: "`push`"
    case .present: "`present`"
    case .elsePresent: "`else present`"
    case .landingStep: "a route landing"
    case .landingTab: "`in`"
    }
  }
}
