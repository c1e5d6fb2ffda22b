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
  /// (`RestorationLimits.maximumStoredSize`): such a file is not read at all, as reading it is the
  /// cost the limit is there to avoid.
  public func load() -> Data? {
    guard
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size]
        as? NSNumber,
      size.intValue <= RestorationLimits.maximumStoredSize
    else { return nil }
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
