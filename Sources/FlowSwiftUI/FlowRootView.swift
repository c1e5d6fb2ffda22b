#if canImport(SwiftUI)
  import FlowRuntime
  import SwiftUI

  /// The whole app's navigation: shows the navigator's phase (a root stack or a tab bar with one
  /// `NavigationStack` per tab), its sheets and covers, and opens URLs delivered by `onOpenURL`.
  ///
  /// The app supplies the views for screens, sheets and covers, and what to show while a launch
  /// check is waiting (a splash screen).
  public struct FlowRootView<
    Flow: FlowSpec, ScreenView: View, SheetView: View, CoverView: View, WaitingView: View
  >: View where Flow.Tab: FlowTabItem, Flow.Sheet: Identifiable, Flow.Cover: Identifiable {
    let navigator: Navigator<Flow>
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
      self.navigator = navigator
      self.screen = screen
      self.sheet = sheet
      self.cover = cover
      self.waiting = waiting
    }

    public var body: some View {
      phaseContent
        .modifier(presentations(level: 0))
        .animation(navigator.phaseChangeIsAnimated ? .default : nil, value: navigator.phase)
        .onOpenURL { url in _ = navigator.open(url: url) }
    }

    @ViewBuilder private var phaseContent: some View {
      // A phase whose guards do not hold shows what a waiting launch check shows.
      switch navigator.isShowingPhase ? navigator.definition.phase(navigator.phase)?.content : nil {
      case .root(let root):
        stack(.root, root: root)
      case .tabs(let tabs, _):
        TabView(selection: selectedTab) {
          ForEach(tabs, id: \.id) { tab in
            stack(.tab(tab.id), root: tab.root)
              .tabItem { Label(tab.id.title, systemImage: tab.id.systemImage) }
              .tag(Optional(tab.id))
          }
        }
      case .check, nil:
        waiting()
      }
    }

    private var selectedTab: Binding<Flow.Tab?> {
      Binding(
        get: { navigator.selectedTab },
        set: { tab in if let tab { _ = navigator.select(tab) } })
    }

    /// A `NavigationStack` bound to one of the navigator's stacks.
    func stack(_ id: StackID<Flow>, root: Flow.Screen) -> some View {
      NavigationStack(
        path: Binding(get: { navigator.path(id) }, set: { _ = navigator.setPath($0, for: id) })
      ) {
        screen(root).navigationDestination(for: Flow.Screen.self) { screen($0) }
      }
    }

    func presentations(level: Int) -> PresentationModifier<
      Flow, ScreenView, SheetView, CoverView, WaitingView
    > {
      PresentationModifier(root: self, level: level)
    }
  }

  /// Presents the sheet or cover at one level of the navigator's presentation stack, each with its own
  /// `NavigationStack`, and the next level from inside it, as SwiftUI requires.
  struct PresentationModifier<
    Flow: FlowSpec, ScreenView: View, SheetView: View, CoverView: View, WaitingView: View
  >: ViewModifier where Flow.Tab: FlowTabItem, Flow.Sheet: Identifiable, Flow.Cover: Identifiable {
    let root: FlowRootView<Flow, ScreenView, SheetView, CoverView, WaitingView>
    let level: Int

    func body(content: Content) -> some View {
      let navigator = root.navigator
      content
        .sheet(
          item: Binding(
            get: { navigator.sheet(at: level) }, set: { _ = navigator.setSheet($0, at: level) })
        ) { sheet in
          presented(root.sheet(sheet))
        }
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
          .fullScreenCover(
            item: Binding(
              get: { navigator.cover(at: level) }, set: { _ = navigator.setCover($0, at: level) })
          ) { cover in
            presented(root.cover(cover))
          }
        #endif
    }

    /// A presented root inside its own stack, able to present the next level.
    private func presented(_ view: some View) -> some View {
      let navigator = root.navigator
      let id = StackID<Flow>.presentation(level)
      return NavigationStack(
        path: Binding(get: { navigator.path(id) }, set: { _ = navigator.setPath($0, for: id) })
      ) {
        view.navigationDestination(for: Flow.Screen.self) { root.screen($0) }
      }
      .modifier(root.presentations(level: level + 1))
    }
  }
#endif
