import Compose

/// The app side of Compose as the tests drive it: a device that may or may not hold a session, and
/// a navigator built from the generated flow.
@MainActor
final class ComposeApp {
  /// Whether a session is stored; `nil` while it has not been read yet.
  var session: Bool?

  init(session: Bool?) {
    self.session = session
  }

  /// A fresh process: a navigator over the same device.
  func launch() -> Navigator<Compose> {
    let navigator = Compose.makeNavigator { condition in
      switch condition {
      case .session: self.session
      }
    }
    navigator.start()
    return navigator
  }

  /// Signs in as the sign-in screen would: store the session, then tell the navigator.
  func signIn(_ navigator: Navigator<Compose>) {
    session = true
    navigator.send(.signedIn)
  }

  /// A signed-in navigator with a stack pushed in every tab, `tab` selected.
  func mainWithStacks(selecting tab: ComposeTab) -> Navigator<Compose> {
    let navigator = launch()
    for (other, screens) in Self.stacks {
      navigator.select(other)
      for screen in screens { navigator.push(screen) }
    }
    navigator.select(tab)
    return navigator
  }

  /// What `mainWithStacks` pushes in each tab.
  static let stacks: [(ComposeTab, [ComposeScreen])] = [
    (.inbox, [.thread(id: 1)]),
    (.search, [.thread(id: 2)]),
    (.profile, [.settings]),
  ]
}

/// Everything a link may change, to compare before and after.
struct ComposeState: Equatable {
  var phase: ComposePhase
  var tab: ComposeTab?
  var stacks: [ComposeTab: [ComposeScreen]]
  var rootStack: [ComposeScreen]
  var presentations: [Presentation<Compose>]

  @MainActor init(_ navigator: Navigator<Compose>) {
    phase = navigator.phase
    tab = navigator.selectedTab
    stacks = navigator.stacks
    rootStack = navigator.rootStack
    presentations = navigator.presentations
  }
}
