import AllocationCounter

/// Heap allocations per call, counted by the process-wide `malloc`, `calloc` and `realloc` wrappers
/// of `Benchmarks/AllocationCounter` (Linux with glibc; elsewhere nothing is counted).
enum AllocationCount {
  /// Whether allocations are being counted in this process.
  static let isAvailable: Bool = {
    let before = flow_allocation_count()
    blackHole(heapArray())
    return flow_allocation_count() > before
  }()

  /// An array returned from a function the optimiser may not inline, so it must be on the heap.
  @inline(never)
  private static func heapArray() -> [Int] {
    Array(repeating: 1, count: 64)
  }

  /// The allocations per call of `body` over `items`, after one uncounted pass that lets lazily
  /// built state (route tables, caches) come into being.
  static func perCall<Item>(_ items: [Item], _ body: (Item) -> Void) -> Double {
    guard !items.isEmpty else { return 0 }
    for item in items { body(item) }
    let before = flow_allocation_count()
    for item in items { body(item) }
    return Double(flow_allocation_count() - before) / Double(items.count)
  }
}
