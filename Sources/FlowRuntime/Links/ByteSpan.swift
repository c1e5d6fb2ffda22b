/// A half-open range of byte offsets into a link or into its decoded bytes.
struct ByteSpan: Hashable, Sendable {
  var start: Int
  var end: Int

  var count: Int { end - start }
  var isEmpty: Bool { start == end }
}
