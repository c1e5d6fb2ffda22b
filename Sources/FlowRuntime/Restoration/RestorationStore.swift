import Foundation

/// Where the navigator keeps its restoration state between launches, as opaque bytes.
public protocol RestorationStore: Sendable {
  /// The bytes saved last, or nil when there are none or they cannot be read.
  func load() -> Data?
  /// Replaces the saved bytes.
  func save(_ data: Data) throws
}
