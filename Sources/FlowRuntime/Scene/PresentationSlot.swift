/// The SwiftUI modifier a presentation level is shown with.
public enum PresentationSlot: Hashable, Sendable, CaseIterable {
  /// `.sheet(item:onDismiss:content:)`.
  case sheet
  /// `.fullScreenCover(item:onDismiss:content:)`, where the platform has it.
  case cover
}
