import Foundation

/// Writes generated files, touching them only when their contents change, so an unchanged spec does
/// not make the build recompile the Swift generated from it.
public enum OutputWriter {
  /// Writes `text` to `path` atomically unless the file already holds exactly it, through a symbolic
  /// link, and never over anything but a regular file (`AtomicWriter`).
  /// - Returns: whether the file was written.
  @discardableResult
  public static func write(_ text: String, to path: String) throws -> Bool {
    // Checked before reading: reading a device such as /dev/zero to compare would never end.
    if let problem = WriteTarget.problem(writing: path) {
      throw WriteError(path: path, reason: problem)
    }
    let data = Data(text.utf8)
    let url = URL(fileURLWithPath: path)
    if let existing = try? Data(contentsOf: url), existing == data { return false }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicWriter.write(text, to: path)
    return true
  }
}
