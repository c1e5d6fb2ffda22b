extension String {
  /// `String(decoding: bytes, as: UTF8.self)`, made faster for the short names and path segments
  /// the lexer and the pattern parser make by the hundred thousand.
  ///
  /// A string of up to 15 bytes is stored inline, and the standard library checks one written
  /// into such a string in place for ASCII with a mask rather than validating it byte by byte as
  /// `String(decoding:as:)` does; anything else is decoded (and repaired) as that would.
  init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= 15 else {
      self.init(decoding: bytes, as: UTF8.self)
      return
    }
    self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
      _ = buffer.initialize(from: bytes)
      return bytes.count
    }
  }
}
