/// Emptying a small table that a pass fills once per screen or route, keeping its storage.
///
/// Allocating a fresh table for every one of ten thousand routes costs more than filling it. The
/// storage is kept only while it is small: clearing costs its capacity, so one route with a thousand
/// placeholders must not make every later route pay for a thousand slots.
extension Dictionary {
  mutating func removeAllForReuse() {
    removeAll(keepingCapacity: capacity <= reusedTableCapacity)
  }
}

extension Set {
  mutating func removeAllForReuse() {
    removeAll(keepingCapacity: capacity <= reusedTableCapacity)
  }
}

extension Array {
  /// Empties a short list that a pass fills once per screen or route, keeping its storage.
  /// `removeAll(keepingCapacity: true)` goes through the general `replaceSubrange`, which costs
  /// several times what removing the one to four elements such a list holds does.
  mutating func removeAllForReuse() {
    while !isEmpty { removeLast() }
  }
}

/// The largest table `removeAllForReuse` keeps the storage of.
private let reusedTableCapacity = 64
