#if canImport(SwiftUI)
  import FlowRuntime
  import SwiftUI

  /// The SwiftUI bindings of one `FlowScene`: each reads the scene and hands writes back to it, which
  /// reflects a refused write. The closures are `@MainActor`, as `Binding(get:set:)` takes
  /// `@isolated(any) @Sendable` closures and the scene lives on the main actor.
  @MainActor
  struct SceneBindings<Flow: FlowSpec> {
    let scene: FlowScene<Flow>

    /// `TabView(selection:)`.
    var selectedTab: Binding<Flow.Tab?> {
      let scene = scene
      return Binding(
        get: { @MainActor in scene.selectedTab },
        set: { @MainActor tab in _ = scene.selectTab(tab) })
    }

    /// `NavigationStack(path:)` of one stack.
    func path(_ id: StackID<Flow>) -> Binding<[Flow.Screen]> {
      let scene = scene
      return Binding(
        get: { @MainActor in scene.path(id) },
        set: { @MainActor screens in _ = scene.setPath(screens, for: id) })
    }

    /// The `item:` of the `slot` modifier at presentation `level`.
    func item(at level: Int, in slot: PresentationSlot) -> Binding<Modal<Flow>?> {
      let scene = scene
      return Binding(
        get: { @MainActor in scene.item(at: level, in: slot) },
        set: { @MainActor modal in _ = scene.setItem(modal, at: level, in: slot) })
    }
  }
#endif
