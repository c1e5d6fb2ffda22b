import FlowCompiler

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Replaces a file's contents all at once: a temporary file beside it, then a rename, so a reader or a
/// crash never sees half a file. The file's permission bits are kept. A symbolic link is written
/// through (the file it points to is replaced, the link stays), and anything but a regular file is
/// refused (`WriteTarget`).
///
/// POSIX calls, as in `FileLoader`, so that failures read the same on every platform.
public enum AtomicWriter {
  /// Writes `text` as UTF-8 to `path`, replacing the file in one rename.
  public static func write(_ text: String, to path: String) throws(WriteError) {
    guard let target = WriteTarget.resolvingLinks(path) else {
      throw WriteError(path: path, reason: WriteTarget.reason(for: ELOOP))
    }
    var status = stat()
    var mode: mode_t = 0o644
    if stat(target, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFREG else {
        throw WriteError(path: path, reason: "not a regular file")
      }
      mode = status.st_mode & 0o7777
    }
    var temporary: String?
    for attempt in 0..<100 {
      let candidate = target + ".flowc-\(getpid())-\(attempt)"
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw failure(path)
      }
      temporary = candidate
      defer { close(descriptor) }
      let bytes = Array(text.utf8)
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes {
          systemWrite(descriptor, $0.baseAddress, $0.count)
        }
        if count < 0 {
          if errno == EINTR { continue }
          let error = failure(path)
          unlink(candidate)
          throw error
        }
        written += count
      }
      _ = fchmod(descriptor, mode)
      break
    }
    guard let temporary else { throw WriteError(path: path, reason: "no temporary file name free") }
    if rename(temporary, target) != 0 {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
  }

  private static func failure(_ path: String) -> WriteError {
    WriteError(path: path, reason: WriteTarget.reason(for: errno))
  }
}

/// `write(2)`, named apart from `AtomicWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
  #elseif canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
  #endif
}
