/// A fixed array whose first element starts a cache line, so that elements of half a line never
/// straddle two: an `Array`'s elements start 32 bytes into a 16-byte aligned allocation, which for
/// a large one (mapped, page-aligned plus malloc's 16-byte header) puts every other 32-byte
/// element across a line boundary, and a walk reading one node then misses twice.
package final class CacheAlignedArray<Element: BitwiseCopyable>: RandomAccessCollection,
  @unchecked Sendable
{
  /// Written once, in `init`, and only read after: sharing it across threads is safe.
  private let storage: UnsafeMutableBufferPointer<Element>

  /// A cache line on x86-64; Apple silicon's lines are 128 bytes, a multiple, so an element of half
  /// this size starting on a multiple of it never straddles a line there either.
  static var lineSize: Int { 64 }

  init(_ elements: [Element]) {
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: Swift.max(elements.count * MemoryLayout<Element>.stride, 1),
      alignment: Self.lineSize)
    storage = UnsafeMutableBufferPointer(
      start: raw.bindMemory(to: Element.self, capacity: elements.count), count: elements.count)
    _ = storage.initialize(fromContentsOf: elements)
  }

  deinit {
    UnsafeMutableRawPointer(storage.baseAddress)?.deallocate()
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { storage.count }

  /// Checked, as an `Array` is: indices come from the trie, never from a link, but a wrong one
  /// must still stop rather than read outside the storage.
  package subscript(position: Int) -> Element {
    precondition(position >= 0 && position < storage.count, "CacheAlignedArray index out of range")
    return storage[position]
  }

  /// Runs `body` on the elements in place.
  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    try body(UnsafeBufferPointer(storage))
  }
}
