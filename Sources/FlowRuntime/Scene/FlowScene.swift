import Observation

/// What one SwiftUI scene shows for a navigator, and what its controls' writes do: the view layer
/// (FlowSwiftUI) only draws what this type says and passes writes back to it, so every decision it
/// makes is tested here, on every platform.
///
/// It adds what a navigator alone cannot know: which modifier (sheet or cover) each presentation
/// level is showing in, so that a level that changes kind is dismissed before the new kind is
/// presented; and a reflection counter, so that a presentation modifier whose write did not take
/// effect reads the navigator's value again instead of keeping the one the user chose (tab and
/// stack writes the navigator reflects itself: `Navigator.select(_:)`, `Navigator.setPath(_:for:)`).
/// One scene per navigator, one navigator per window.
@MainActor
public final class FlowScene<Flow: FlowSpec>: Observable {
  /// The navigator whose state the scene shows.
  public let navigator: Navigator<Flow>
  /// Whether covers are shown with the sheet modifier: true where SwiftUI has no full-screen cover
  /// (macOS), so a cover the navigator reports is always on screen.
  public let coversAsSheets: Bool

  /// Bumped when a presentation write does not take effect or a presentation has ended; every value
  /// a control reads goes through `observeReflections()`, so a bump makes each control read the
  /// navigator's value again.
  public private(set) var reflections: Int {
    get {
      registrar.access(self, keyPath: \.reflections)
      return storedReflections
    }
    set {
      registrar.withMutation(of: self, keyPath: \.reflections) { storedReflections = newValue }
    }
  }

  /// The modifier each presentation level has handed an item to and not yet reported dismissed.
  /// Not observed: it is written while SwiftUI reads a binding, where an observed write would
  /// invalidate the view being drawn.
  var shownSlots: [Int: PresentationSlot] = [:]

  private var storedReflections = 0
  private let registrar = ObservationRegistrar()

  /// - Parameters:
  ///   - navigator: the one navigator of this scene.
  ///   - coversAsSheets: show covers with the sheet modifier; FlowSwiftUI passes true on macOS.
  public init(_ navigator: Navigator<Flow>, coversAsSheets: Bool = false) {
    self.navigator = navigator
    self.coversAsSheets = coversAsSheets
  }

  /// Starts the navigator unless something already did, so the launch happens once however often
  /// the root view appears; a link opened before it is held and lands now. Nil when it had started.
  @discardableResult
  public func startIfNeeded() -> StartOutcome<Flow>? {
    navigator.startIfNeeded()
  }

  /// Reads the reflection counter so that the caller is drawn again after a refusal.
  func observeReflections() {
    _ = reflections
  }

  /// Makes every control read its value again: after a refused write the control still shows what
  /// the user picked, and nothing the navigator holds changed to tell it otherwise.
  func reflect() {
    reflections &+= 1
  }

  /// A write's outcome, reflected back unless the navigator now holds what was written: a refused
  /// write, and one held behind a guard's `else` (`.held`), leave the control showing a value the
  /// navigator does not have.
  func reflecting(_ outcome: ChangeOutcome<Flow>, applied: Bool) -> ChangeOutcome<Flow> {
    if !applied { reflect() }
    return outcome
  }
}
