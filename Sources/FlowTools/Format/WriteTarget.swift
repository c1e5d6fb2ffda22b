#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a write to a path really lands, and whether it may: `flowc` writes through symbolic links
/// (replacing a link with a regular file would cut it from what it pointed at), refuses anything but a
/// regular file (as root, a rename over `/dev/null` would replace the device), and compares files by
/// device and inode, never by the text of their paths.
public enum WriteTarget {
  /// Links followed before giving up, as the kernel's `MAXSYMLINKS`.
  static let maximumLinks = 40

  /// The file `path` names once every symbolic link in its last component is followed; a dangling
  /// link gives the path it points to, which a write creates. `nil` for a loop of links.
  static func resolvingLinks(_ path: String) -> String? {
    var current = path
    for _ in 0...maximumLinks {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { return current }
      let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + target
      } else {
        current = target
      }
    }
    return nil
  }

  /// Why `path` cannot be replaced by a regular file's new contents, or `nil` when it can: it does not
  /// exist yet, or it is (a link to) a regular file.
  public static func problem(writing path: String) -> String? {
    guard let target = resolvingLinks(path) else { return reason(for: ELOOP) }
    var status = stat()
    guard stat(target, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFREG ? nil : "not a regular file"
  }

  /// Whether two paths name the same existing file, after following links: same device and inode.
  public static func sameFile(_ lhs: String, _ rhs: String) -> Bool {
    var left = stat()
    var right = stat()
    guard stat(lhs, &left) == 0, stat(rhs, &right) == 0 else { return false }
    return left.st_dev == right.st_dev && left.st_ino == right.st_ino
  }

  /// The operating system's words for an `errno` ("No space left on device").
  public static func reason(for code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}
