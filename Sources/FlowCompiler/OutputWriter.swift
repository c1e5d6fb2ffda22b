import Foundation

/// Writes generated files, touching them only when their contents change, so an unchanged spec does
/// not make the build recompile the Swift generated from it.
public enum OutputWriter {
  /// Writes `text` to `path` atomically unless the file already holds exactly it.
  /// - Returns: whether the file was written.
  @discardableResult
  public static func write(_ text: String, to path: String) throws -> Bool {
    let data = Data(text.utf8)
    let url = URL(fileURLWithPath: path)
    if let existing = try? Data(contentsOf: url), existing == data { return false }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
    return true
  }
}
