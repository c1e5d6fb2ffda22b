import Foundation

/// A store under one key of `UserDefaults`, as the seed app keeps its last tab.
public struct UserDefaultsRestorationStore: RestorationStore, Sendable {
  /// The defaults key.
  public var key: String
  /// The suite, or nil for `UserDefaults.standard`.
  public var suiteName: String?

  /// A store under `key` in the suite `suiteName`, or in `UserDefaults.standard`.
  public init(key: String = "FlowRuntime.restoration", suiteName: String? = nil) {
    self.key = key
    self.suiteName = suiteName
  }

  public func load() -> Data? {
    defaults?.data(forKey: key)
  }

  public func save(_ data: Data) {
    defaults?.set(data, forKey: key)
  }

  public func clear() {
    defaults?.removeObject(forKey: key)
  }

  // Looked up per call: UserDefaults is not Sendable on every platform.
  private var defaults: UserDefaults? {
    guard let suiteName else { return .standard }
    return UserDefaults(suiteName: suiteName)
  }
}
