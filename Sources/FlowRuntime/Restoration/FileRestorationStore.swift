import Foundation

/// A store in one file, written atomically, creating its folder when needed. It reads, replaces and
/// removes only a regular file of its own: a path that names a folder or a device (`/dev/null`) is
/// left alone, its saves and clears throwing `NotARegularFile`. A test that pointed a store at
/// `/dev/null` had the atomic write replace the device with a file, for every other program on the
/// machine (the twenty-eighth new-users review). A symbolic link to a regular file counts as that
/// file: the store reads, replaces and removes the file it leads to, and the link stays.
public struct FileRestorationStore: RestorationStore, Sendable {
  /// The file that holds the state.
  public var url: URL

  /// Thrown by `save(_:)` and `clear()` when the store's path names something other than a regular
  /// file (a folder, a device, a socket), which the store does not replace or remove.
  public struct NotARegularFile: Error, Equatable {
    /// The path that names it.
    public var path: String

    public init(path: String) {
      self.path = path
    }
  }

  /// A store in the file at `url`; nothing is read or written until the navigator needs it.
  public init(url: URL) {
    self.url = url
  }

  /// The file's bytes, or `nil` when there is none or it is larger than a launch restores
  /// (`RestorationLimits.maximumStoredSize`). Such a file is removed unread: reading it is the cost
  /// the limit is there to avoid, and the navigator, which clears oversized state at launch, never
  /// sees it to clear it (a launch into a phase that saves nothing would leave it for every launch).
  public func load() -> Data? {
    let file = self.file
    guard !holdsSomethingElse(file) else { return nil }
    guard
      let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size]
        as? NSNumber
    else { return nil }
    guard size.intValue <= RestorationLimits.maximumStoredSize else {
      try? clear()
      return nil
    }
    return try? Data(contentsOf: file)
  }

  public func save(_ data: Data) throws {
    let file = self.file
    guard !holdsSomethingElse(file) else { throw NotARegularFile(path: url.path) }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file, options: .atomic)
  }

  public func clear() throws {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    let file = self.file
    guard !holdsSomethingElse(file) else { throw NotARegularFile(path: url.path) }
    try FileManager.default.removeItem(at: file)
  }

  /// The file the path names, symbolic links followed (at most `linkHops` of them, relative to the
  /// folder of each), whether or not it exists. Read through a link, the size was the link's own, so
  /// a file past the limit was read whole, and the atomic write replaced the link with a file
  /// (the public-API round). Foundation's `resolvingSymlinksInPath()` leaves a link to a missing
  /// file as it is, which after a `clear()` turned the link into a file at the next save.
  private var file: URL {
    var file = url
    for _ in 0..<Self.linkHops {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)
      else { break }
      file =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : file.deletingLastPathComponent().appendingPathComponent(destination)
    }
    return file.standardizedFileURL
  }

  /// How many symbolic links `file` follows: a loop of links ends there.
  private static let linkHops = 32

  /// Whether the path names something that exists and is not a regular file (a link to one counts
  /// as one); `file` is the path's `file`, worked out once by the caller.
  private func holdsSomethingElse(_ file: URL) -> Bool {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return false
    }
    guard !isFolder.boolValue,
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      let type = attributes[.type] as? FileAttributeType
    else { return true }
    return type != .typeRegular
  }
}
