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
    let navigator: Navigator<Flow>
    let views: FlowViews<Flow, ScreenView, SheetView, CoverView>
    let waiting: () -> WaitingView

    public init(
      _ navigator: Navigator<Flow>,
      @ViewBuilder screen: @escaping (Flow.Screen) -> ScreenView,
      @ViewBuilder sheet: @escaping (Flow.Sheet) -> SheetView,
      @ViewBuilder cover: @escaping (Flow.Cover) -> CoverView,
      @ViewBuilder waiting: @escaping () -> WaitingView
    ) {
      self.navigator = navigator
      self.views = FlowViews(screen: screen, sheet: sheet, cover: cover)
      self.waiting = waiting
    }

    /// A scene per navigator: SwiftUI keeps a view's `@State` for as long as the view stays where
    /// it is, so an app that hands this view another navigator (one per account, as the README
    /// suggests) would otherwise go on drawing the first one, and opening links into it (a runtime
    /// audit).
    public var body: some View {
      SceneRootView(navigator, views: views, waiting: waiting)
        .id(ObjectIdentifier(navigator))
    }
  }

  /// `FlowRootView` for one navigator, whose scene it keeps.
  struct SceneRootView<
    Flow: FlowSpec, ScreenView: View, SheetView: View, CoverView: View, WaitingView: View
  >: View where Flow.Tab: FlowTabItem {
    @State private var scene: FlowScene<Flow>
    let views: FlowViews<Flow, ScreenView, SheetView, CoverView>
    let waiting: () -> WaitingView

    init(
      _ navigator: Navigator<Flow>, views: FlowViews<Flow, ScreenView, SheetView, CoverView>,
      waiting: @escaping () -> WaitingView
    ) {
      _scene = State(initialValue: FlowScene(navigator, coversAsSheets: Self.coversAsSheets))
      self.views = views
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

    var body: some View {
      let scene = scene
      let navigator = scene.navigator
      let bindings = SceneBindings(scene: scene)
      phaseContent(scene.content, bindings: bindings)
        .modifier(PresentationLevel(bindings: bindings, views: views, level: 0))
        .animation(navigator.phaseChangeIsAnimated ? .default : nil, value: navigator.phase)
        .onOpenURL { url in _ = navigator.open(url: url) }
        .task { @MainActor in _ = scene.startIfNeeded() }
    }

    @ViewBuilder private func phaseContent(
      _ content: SceneContent<Flow>, bindings: SceneBindings<Flow>
    ) -> some View {
      switch content {
      case .root(let root):
        views.stack(root, path: bindings.path(.root))
      case .tabs(let tabs):
        TabView(selection: bindings.selectedTab) {
          ForEach(tabs, id: \.id) { tab in
            tabContent(tab, bindings: bindings)
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

    /// A tab's stack, or an empty view for a tab in the bar only for its guard's `else`, so the
    /// view of a guarded root is never made without its condition (`FlowScene.showsRoot(of:)`).
    @ViewBuilder private func tabContent(
      _ tab: TabDefinition<Flow>, bindings: SceneBindings<Flow>
    ) -> some View {
      if scene.showsRoot(of: tab.id) {
        views.stack(tab.root, path: bindings.path(.tab(tab.id)))
      } else {
        Color.clear
      }
    }
  }

  /// The app's views for screens, sheets and covers.
  struct FlowViews<Flow: FlowSpec, ScreenView: View, SheetView: View, CoverView: View> {
    let screen: (Flow.Screen) -> ScreenView
    let sheet: (Flow.Sheet) -> SheetView
    let cover: (Flow.Cover) -> CoverView

    /// A `NavigationStack` over `root`, bound to one of the navigator's stacks.
    @MainActor func stack(_ root: Flow.Screen, path: Binding<[Flow.Screen]>) -> some View {
      NavigationStack(path: path) {
        screen(root).navigationDestination(for: Flow.Screen.self) { screen($0) }
      }
    }

    /// The view for a sheet or a cover, inside its own `NavigationStack`.
    @MainActor func stack(_ modal: Modal<Flow>, path: Binding<[Flow.Screen]>) -> some View {
      NavigationStack(path: path) {
        presented(modal).navigationDestination(for: Flow.Screen.self) { screen($0) }
      }
    }

    @MainActor @ViewBuilder private func presented(_ modal: Modal<Flow>) -> some View {
      switch modal {
      case .sheet(let presented): sheet(presented)
      case .cover(let presented): cover(presented)
      }
    }
  }
#endif
