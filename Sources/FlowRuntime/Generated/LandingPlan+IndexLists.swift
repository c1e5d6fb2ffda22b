extension LandingPlan {
  /// Lists of indices (a landing's conditions, or the phases it opens over), each distinct list
  /// stored once however many routes name it, so that a table builds the set of each list once
  /// and every landing naming it shares that set.
  struct IndexLists: Sendable {
    /// Each list as a range of `indices`; list 0 is the empty list.
    private(set) var ranges: [Range<Int>] = [0..<0]
    private(set) var indices: [Int] = []
    /// The position of every list read so far; only needed while reading.
    private var positions: [[Int]: Int] = [[]: 0]

    /// The position of `list`, added if it is new.
    mutating func position(of list: [Int]) -> Int {
      if let position = positions[list] { return position }
      let start = indices.count
      indices += list
      ranges.append(start..<indices.count)
      positions[list] = ranges.count - 1
      return ranges.count - 1
    }

    /// Drops what only reading needed.
    mutating func finishReading() {
      positions = [:]
    }

    /// The indices of list `position`.
    func list(_ position: Int) -> ArraySlice<Int> {
      indices[ranges[position]]
    }
  }
}
