/// The knobs of one compilation, with the defaults `flowc` uses.
public struct CompilerOptions: Hashable, Sendable {
  /// Reports warnings as errors, so that they fail the build (`--warnings-as-errors`).
  public var warningsAsErrors: Bool
  /// Errors reported per file before the compiler stops, and warnings (and notes) shown per file;
  /// one FL0013 counts what either limit left out.
  public var errorLimit: Int
  /// The largest file, in bytes, the compiler reads; larger files get FL0015.
  public var maximumFileSize: Int

  /// 8 MiB: far above any real spec, low enough that garbage input cannot exhaust memory.
  public static let defaultMaximumFileSize = 8 * 1024 * 1024

  public init(
    warningsAsErrors: Bool = false,
    errorLimit: Int = 100,
    maximumFileSize: Int = CompilerOptions.defaultMaximumFileSize
  ) {
    self.warningsAsErrors = warningsAsErrors
    self.errorLimit = max(1, errorLimit)
    self.maximumFileSize = max(0, maximumFileSize)
  }
}
