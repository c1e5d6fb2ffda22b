import Foundation

/// A store that lives as long as the object, for tests and previews; share one instance across
/// navigators to simulate a relaunch.
public final class InMemoryRestorationStore: RestorationStore, @unchecked Sendable {
  // Guarded by `lock`; Mutex would need macOS 15.
  private let lock = NSLock()
  private var data: Data?

  /// A store holding `data`, as a previous launch would have saved it.
  public init(data: Data? = nil) {
    self.data = data
  }

  public func load() -> Data? {
    lock.lock()
    defer { lock.unlock() }
    return data
  }

  public func save(_ data: Data) {
    lock.lock()
    defer { lock.unlock() }
    self.data = data
  }

  public func clear() {
    lock.lock()
    defer { lock.unlock() }
    data = nil
  }
}
