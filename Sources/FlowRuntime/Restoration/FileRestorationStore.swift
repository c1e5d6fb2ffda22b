import Foundation

/// A store in one file, written atomically, creating its folder when needed.
public struct FileRestorationStore: RestorationStore {
  /// The file that holds the state.
  public var url: URL

  /// A store in the file at `url`; nothing is read or written until the navigator needs it.
  public init(url: URL) {
    self.url = url
  }

  public func load() -> Data? {
    try? Data(contentsOf: url)
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
