extension String {
  /// Calls `body` with the string's UTF-8 where the string keeps it, which every native and small
  /// string does, and with a copy only for another kind (a bridged string on Apple platforms).
  ///
  /// `withUTF8` asks for a mutable string, so calling it on a parameter copies the string first,
  /// retaining and releasing it: on hot paths (a literal of each of the trie's routes, each of the
  /// checker's 85,000 name hashes) that was most of the cost of reading the bytes.
  @inlinable
  package func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
