#if canImport(SwiftUI)
  import FlowRuntime
  import SwiftUI

  /// Presents what `FlowScene` says one presentation level shows, with the sheet modifier and (where
  /// the platform has it) the cover modifier, each presented view in its own `NavigationStack`; the
  /// next level is presented from inside it, as SwiftUI requires.
  struct PresentationLevel<
    Flow: FlowSpec, ScreenView: View, SheetView: View, CoverView: View, WaitingView: View
  >: ViewModifier where Flow.Tab: FlowTabItem {
    let root: FlowRootView<Flow, ScreenView, SheetView, CoverView, WaitingView>
    let level: Int

    func body(content: Content) -> some View {
      #if os(macOS)
        content
          .sheet(
            item: root.item(at: level, in: .sheet),
            onDismiss: { root.presentationDidEnd(at: level, in: .sheet) },
            content: { modal in presented(modal, in: .sheet) })
      #else
        content
          .sheet(
            item: root.item(at: level, in: .sheet),
            onDismiss: { root.presentationDidEnd(at: level, in: .sheet) },
            content: { modal in presented(modal, in: .sheet) }
          )
          .fullScreenCover(
            item: root.item(at: level, in: .cover),
            onDismiss: { root.presentationDidEnd(at: level, in: .cover) },
            content: { modal in presented(modal, in: .cover) })
      #endif
    }

    /// A presented sheet or cover inside its own stack, able to present the next level.
    private func presented(_ modal: Modal<Flow>, in slot: PresentationSlot) -> some View {
      NavigationStack(path: root.path(.presentation(level))) {
        root.modalView(modal).navigationDestination(for: Flow.Screen.self) { root.screen($0) }
      }
      .modifier(PresentationLevel(root: root, level: level + 1))
      .onDisappear { root.presentationDidEnd(at: level, in: slot) }
    }
  }
#endif
