import Foundation

/// Where the navigator keeps its restoration state between launches, as opaque bytes.
public protocol RestorationStore: Sendable {
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
