#if canImport(SwiftUI)
  import FlowRuntime
  import SwiftUI

  /// Presents what `FlowScene` says one presentation level shows, with the sheet modifier and (where
  /// the platform has it) the cover modifier, each presented view in its own `NavigationStack`; the
  /// next level is presented from inside it, as SwiftUI requires.
  struct PresentationLevel<Flow: FlowSpec, ScreenView: View, SheetView: View, CoverView: View>:
    ViewModifier
  {
    let bindings: SceneBindings<Flow>
    let views: FlowViews<Flow, ScreenView, SheetView, CoverView>
    let level: Int

    func body(content: Content) -> some View {
      #if os(macOS)
        content
          .sheet(
            item: bindings.item(at: level, in: .sheet),
            onDismiss: { presentationDidEnd(in: .sheet) },
            content: { modal in presented(modal, in: .sheet) })
      #else
        content
          .sheet(
            item: bindings.item(at: level, in: .sheet),
            onDismiss: { presentationDidEnd(in: .sheet) },
            content: { modal in presented(modal, in: .sheet) }
          )
          .fullScreenCover(
            item: bindings.item(at: level, in: .cover),
            onDismiss: { presentationDidEnd(in: .cover) },
            content: { modal in presented(modal, in: .cover) })
      #endif
    }

    /// A presented sheet or cover inside its own stack, able to present the next level.
    private func presented(_ modal: Modal<Flow>, in slot: PresentationSlot) -> some View {
      views.stack(modal, path: bindings.path(.presentation(level)))
        .modifier(PresentationLevel(bindings: bindings, views: views, level: level + 1))
        .onDisappear { presentationDidEnd(in: slot) }
    }

    /// Tells the scene that this level's `slot` modifier has finished dismissing.
    private func presentationDidEnd(in slot: PresentationSlot) {
      bindings.scene.presentationDidEnd(at: level, in: slot)
    }
  }
#endif
