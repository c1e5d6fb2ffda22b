import Foundation

/// Where the navigator keeps its restoration state between launches, as opaque bytes.
///
/// The navigator calls its store on the main actor only, so a store need not be `Sendable`: one
/// the main actor owns (a settings object, a document) conforms with an isolated conformance
/// (Swift 6.2 and later), `extension SettingsStore: @MainActor RestorationStore`, and needs no
/// lock (a runtime audit found such a store could not conform while the protocol required
/// `Sendable`).
public protocol RestorationStore {
  /// The bytes saved last, or nil when there are none or they cannot be read.
  func load() -> Data?
  /// Replaces the saved bytes.
  func save(_ data: Data) throws
  /// Removes the saved bytes, so the next launch restores nothing; the navigator clears when the
  /// state shown cannot be saved, rather than leave an older one to restore.
  func clear() throws
}

extension RestorationStore {
  /// Saves no bytes, which restore nothing: for a store written before `clear()` existed.
  public func clear() throws {
    try save(Data())
  }
}
