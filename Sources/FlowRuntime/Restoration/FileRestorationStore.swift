import Foundation

/// A store in one file, written atomically, creating its folder when needed.
public struct FileRestorationStore: RestorationStore {
  /// The file that holds the state.
  public var url: URL

  /// A store in the file at `url`; nothing is read or written until the navigator needs it.
  public init(url: URL) {
    self.url = url
  }

  /// The file's bytes, or `nil` when there is none or it is larger than a launch restores
  /// (`RestorationLimits.maximumStoredSize`). Such a file is removed unread: reading it is the cost
  /// the limit is there to avoid, and the navigator, which clears oversized state at launch, never
  /// sees it to clear it (a launch into a phase that saves nothing would leave it for every launch).
  public func load() -> Data? {
    guard
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size]
        as? NSNumber
    else { return nil }
    guard size.intValue <= RestorationLimits.maximumStoredSize else {
      try? clear()
      return nil
    }
    return try? Data(contentsOf: url)
  }

  public func save(_ data: Data) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  public func clear() throws {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    try FileManager.default.removeItem(at: url)
  }
}
