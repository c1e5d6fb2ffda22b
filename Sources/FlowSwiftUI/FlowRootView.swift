#if canImport(SwiftUI)
  import FlowRuntime
  import SwiftUI

  /// The whole app's navigation for one scene: what `FlowScene` says the navigator shows (a root
  /// stack, or a tab bar of the available tabs with one `NavigationStack` each), its sheets and
  /// covers, the links `onOpenURL` delivers, and the launch (`start()`, once).
  ///
  /// Every decision lives in `FlowScene` (FlowRuntime), tested there; this view only draws it and
  /// hands writes back. The app supplies the views for screens, sheets and covers, and what to show
  /// while the launch is deciding (a splash screen). One navigator per scene.
  public struct FlowRootView<
    Flow: FlowSpec, ScreenView: View, SheetView: View, CoverView: View, WaitingView: View
  >: View where Flow.Tab: FlowTabItem {
    @State private var scene: FlowScene<Flow>
    let screen: (Flow.Screen) -> ScreenView
    let sheet: (Flow.Sheet) -> SheetView
    let cover: (Flow.Cover) -> CoverView
    let waiting: () -> WaitingView

    public init(
      _ navigator: Navigator<Flow>,
      @ViewBuilder screen: @escaping (Flow.Screen) -> ScreenView,
      @ViewBuilder sheet: @escaping (Flow.Sheet) -> SheetView,
      @ViewBuilder cover: @escaping (Flow.Cover) -> CoverView,
      @ViewBuilder waiting: @escaping () -> WaitingView
    ) {
      _scene = State(initialValue: FlowScene(navigator, coversAsSheets: Self.coversAsSheets))
      self.screen = screen
      self.sheet = sheet
      self.cover = cover
      self.waiting = waiting
    }

    /// macOS has no full-screen cover; there a cover is presented as a sheet, so it is seen.
    static var coversAsSheets: Bool {
      #if os(macOS)
        true
      #else
        false
      #endif
    }

    public var body: some View {
      let scene = scene
      let navigator = scene.navigator
      phaseContent
        .modifier(PresentationLevel(root: self, level: 0))
        .animation(navigator.phaseChangeIsAnimated ? .default : nil, value: navigator.phase)
        .onOpenURL { url in _ = navigator.open(url: url) }
        .task { @MainActor in _ = scene.startIfNeeded() }
    }

    @ViewBuilder private var phaseContent: some View {
      switch scene.content {
      case .root(let root):
        stack(.root, root: root)
      case .tabs(let tabs):
        TabView(selection: selectedTab) {
          ForEach(tabs, id: \.id) { tab in
            stack(.tab(tab.id), root: tab.root)
              .tabItem {
                Label {
                  Text(tab.id.title)
                } icon: {
                  Image(systemName: tab.id.systemImage)
                }
              }
              .tag(Optional(tab.id))
          }
        }
      case .waiting:
        waiting()
      }
    }

    private var selectedTab: Binding<Flow.Tab?> {
      let scene = scene
      return Binding(
        get: { @MainActor in scene.selectedTab },
        set: { @MainActor tab in _ = scene.selectTab(tab) })
    }

    /// A `NavigationStack` bound to one of the navigator's stacks.
    func stack(_ id: StackID<Flow>, root: Flow.Screen) -> some View {
      NavigationStack(path: path(id)) {
        screen(root).navigationDestination(for: Flow.Screen.self) { screen($0) }
      }
    }

    /// The binding of one stack's path; a refused write is reflected back.
    func path(_ id: StackID<Flow>) -> Binding<[Flow.Screen]> {
      let scene = scene
      return Binding(
        get: { @MainActor in scene.path(id) },
        set: { @MainActor screens in _ = scene.setPath(screens, for: id) })
    }

    /// The binding of the `slot` modifier's item at presentation `level`.
    func item(at level: Int, in slot: PresentationSlot) -> Binding<Modal<Flow>?> {
      let scene = scene
      return Binding(
        get: { @MainActor in scene.item(at: level, in: slot) },
        set: { @MainActor modal in _ = scene.setItem(modal, at: level, in: slot) })
    }

    /// Tells the scene that the `slot` modifier at `level` has finished dismissing.
    func presentationDidEnd(at level: Int, in slot: PresentationSlot) {
      scene.presentationDidEnd(at: level, in: slot)
    }

    /// The app's view for a sheet or a cover.
    @ViewBuilder func modalView(_ modal: Modal<Flow>) -> some View {
      switch modal {
      case .sheet(let presented): sheet(presented)
      case .cover(let presented): cover(presented)
      }
    }
  }
#endif
