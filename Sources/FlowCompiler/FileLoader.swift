#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads files with POSIX calls, so that error reasons and limits behave the same on every platform.
///
/// This is the only code in the compiler that touches the file system.
public enum FileLoader {
  /// Reads at most `byteLimit + 1` bytes of `path`; a longer file comes back as `.tooLarge`.
  public static func load(path: String, byteLimit: Int) throws(ReadError) -> InputFile {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadError(path: path, reason: lastErrorReason()) }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ReadError(path: path, reason: lastErrorReason())
    }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFDIR { throw ReadError(path: path, reason: reason(for: EISDIR)) }
    if kind == S_IFREG, status.st_size > byteLimit {
      return InputFile(path: path, contents: .tooLarge)
    }
    return try read(descriptor, path: path, byteLimit: byteLimit)
  }

  /// The name standard input goes by in diagnostics, as in swift-format and clang.
  public static let standardInputName = "<stdin>"

  /// A spec named on the command line: standard input for `-`, the spelling every tool reads it by
  /// (docs/Tools.md), otherwise `load(path:byteLimit:)`.
  public static func load(specPath path: String, byteLimit: Int) throws(ReadError) -> InputFile {
    path == "-"
      ? try loadStandardInput(byteLimit: byteLimit) : try load(path: path, byteLimit: byteLimit)
  }

  /// Reads standard input to its end (`flowc format -`, for editors), with the same limit as files.
  public static func loadStandardInput(byteLimit: Int) throws(ReadError) -> InputFile {
    try read(STDIN_FILENO, path: standardInputName, byteLimit: byteLimit)
  }

  /// Reads an open descriptor to its end, keeping at most `byteLimit + 1` bytes.
  private static func read(_ descriptor: Int32, path: String, byteLimit: Int) throws(ReadError)
    -> InputFile
  {
    // Pipes and device files report no size, so the limit is also enforced while reading.
    let (capacity, overflow) = byteLimit.addingReportingOverflow(1)
    let wanted = overflow ? Int.max : capacity
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < wanted {
      let request = min(chunk.count, wanted - bytes.count)
      let count = chunk.withUnsafeMutableBytes { buffer in
        #if canImport(Darwin)
          Darwin.read(descriptor, buffer.baseAddress, request)
        #elseif canImport(Glibc)
          Glibc.read(descriptor, buffer.baseAddress, request)
        #else
          Musl.read(descriptor, buffer.baseAddress, request)
        #endif
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(path: path, reason: lastErrorReason())
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    if bytes.count > byteLimit { return InputFile(path: path, contents: .tooLarge) }
    return InputFile(path: path, bytes: bytes)
  }

  private static func lastErrorReason() -> String { reason(for: errno) }

  private static func reason(for code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}
