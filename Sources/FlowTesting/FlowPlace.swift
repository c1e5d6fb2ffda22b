import FlowRuntime

/// Where an app stands, in the terms of the spec's `expect` lines: the phase, the selected tab, the
/// visible stack from its root (`[ProjectList, ProjectDetail(id: 42)]`), and what is presented.
/// Equatable, and printed readably when a test's `#expect(app.place == ...)` fails.
public struct FlowPlace<Flow: FlowSpec>: Hashable, Sendable, CustomStringConvertible {
  /// The current phase.
  public var phase: Flow.Phase
  /// The selected tab, in a phase with tabs.
  public var tab: Flow.Tab?
  /// The stack under the presentations, its root first; empty while the phase shows nothing (a
  /// launch check waiting, or a phase whose guards do not hold), or the selected tab does not (its
  /// guards stopped holding, and the navigator was not told yet).
  public var screens: [Flow.Screen]
  /// Open sheets and covers, bottom first, each with its own stack; none while the phase shows
  /// nothing, as `FlowScene` presents none then.
  public var presentations: [Presentation<Flow>]

  public init(
    _ phase: Flow.Phase, tab: Flow.Tab? = nil, _ screens: [Flow.Screen],
    presenting presentations: [Presentation<Flow>] = []
  ) {
    self.phase = phase
    self.tab = tab
    self.screens = screens
    self.presentations = presentations
  }

  /// Where `navigator` stands now.
  @MainActor
  public init(_ navigator: Navigator<Flow>) {
    var tab: Flow.Tab?
    var screens: [Flow.Screen] = []
    if navigator.isShowingPhase, let phase = navigator.definition.phase(navigator.phase) {
      switch phase.content {
      case .check: break
      case .root(let root): screens = [root] + navigator.path(.root)
      case .tabs(let tabs, _):
        tab = navigator.selectedTab
        // A tab whose guards stopped holding is gone from `FlowScene`'s tab bar, or shows an empty
        // view for its `else` (`showsRoot(of:)`): its stack is not on screen, and a place that
        // listed it let a test pass on what the app does not show (the packages round).
        if let selected = tabs.first(where: { $0.id == tab }), navigator.isAvailable(selected.id) {
          screens = [selected.root] + navigator.path(.tab(selected.id))
        }
      }
    }
    // What the app shows, as `FlowScene` shows it: a phase whose guard stopped holding, before the
    // navigator was told, keeps its presentations in the navigator but on screen shows none (the
    // twenty-eighth new-users review read a sheet here that the app did not show).
    self.init(
      navigator.phase, tab: tab, screens,
      presenting: navigator.isShowingPhase ? navigator.presentations : [])
  }

  /// `main, tab projects: [projectList, projectDetail(id: 42)], presenting [cover livePreview(...)]`.
  public var description: String {
    var text = "\(phase)"
    if let tab { text += ", tab \(tab)" }
    text += ": [\(screens.map(DestinationText.text).joined(separator: ", "))]"
    if !presentations.isEmpty {
      let shown = presentations.map { presentation in
        let modal =
          switch presentation.modal {
          case .sheet(let sheet): "sheet \(DestinationText.text(of: sheet))"
          case .cover(let cover): "cover \(DestinationText.text(of: cover))"
          }
        let stack = presentation.stack.map(DestinationText.text).joined(separator: ", ")
        return stack.isEmpty ? modal : "\(modal) [\(stack)]"
      }
      text += ", presenting \(shown.joined(separator: " > "))"
    }
    return text
  }
}
