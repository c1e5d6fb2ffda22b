/// A file as it came off the disk, before any validation: its bytes, or the fact that it was too large.
public struct InputFile: Hashable, Sendable {
  /// The path as the user wrote it; diagnostics print it verbatim.
  public var path: String
  public var contents: Contents

  public init(path: String, contents: Contents) {
    self.path = path
    self.contents = contents
  }

  public init(path: String, bytes: [UInt8]) {
    self.init(path: path, contents: .bytes(bytes))
  }

  /// What reading produced; an oversized file is not kept in memory.
  public enum Contents: Hashable, Sendable {
    case bytes([UInt8])
    /// The file is larger than `CompilerOptions.maximumFileSize`; its bytes were not kept.
    case tooLarge
  }
}
