/// Keeps values alive until the process exits, for a process that is about to exit anyway.
///
/// Freeing a large tree (a parsed 10,000-route spec, its report) object by object costs tens of millions
/// of instructions, while the operating system reclaims the whole heap at exit at once; so `flowc`
/// skips the frees, as clang's `-disable-free` does. Only a process's last work may use this: what is
/// kept is never freed.
package enum ProcessLifetime {
  /// Keeps `value` until the process exits.
  package static func keepUntilExit<Value>(_ value: consuming Value) {
    _ = Unmanaged.passRetained(Kept(value))
  }

  /// The box a kept value lives in: `Unmanaged` holds only class instances.
  private final class Kept<Value> {
    let value: Value

    init(_ value: consuming Value) {
      self.value = value
    }
  }
}
