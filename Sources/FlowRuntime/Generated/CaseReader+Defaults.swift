import Foundation

/// Values with a default: absent, they read as the default rather than making the read incomplete.
///
/// Saved state is the reason. A screen that gains `ref: String = ""` in an update reads saved
/// values that have no `ref`; the restored stack keeps that screen, with the default a link or
/// `.item(id:)` would give it, where it used to be cut there. (An optional value with a default is
/// not read this way: coding leaves a `nil` out, so an absent one is the `nil` that was saved.)
extension CaseReader {
  /// The `String` at `position`, or `defaultValue` when absent.
  public func string(at position: Int, default defaultValue: String) -> String {
    optionalString(at: position) ?? defaultValue
  }

  /// The `Int` at `position`, or `defaultValue` when absent.
  public func int(at position: Int, default defaultValue: Int) -> Int {
    optionalInt(at: position) ?? defaultValue
  }

  /// The `Double` at `position`, or `defaultValue` when absent.
  public func double(at position: Int, default defaultValue: Double) -> Double {
    optionalDouble(at: position) ?? defaultValue
  }

  /// The `Bool` at `position`, or `defaultValue` when absent.
  public func bool(at position: Int, default defaultValue: Bool) -> Bool {
    optionalBool(at: position) ?? defaultValue
  }

  /// The `UUID` at `position`, or `defaultValue` when absent.
  public func uuid(at position: Int, default defaultValue: UUID) -> UUID {
    optionalUUID(at: position) ?? defaultValue
  }
}
