import FlowRuntime

/// Names mapped to positions: declared names to their declarations in `DeclarationIndex`, which
/// every pass asks when it meets a name (tens of thousands of times a check of a large spec), and
/// Swift names (of declarations, of routes' cases) to the first that has each.
///
/// An open-addressed table keyed by a name's bytes, rather than `[String: Int]`: a name is a few
/// ASCII bytes (the lexer admits nothing else in an identifier, and Swift names are made of those),
/// and hashing them with FNV-1a costs a fraction of `Hasher`'s seeded SipHash, which with
/// `String`'s hashing was over 300 instructions a lookup. For ASCII, equal bytes and equal strings
/// are the same thing, so the answers are `Dictionary`'s.
struct NameTable {
  /// A name's place in the table: 8 bytes, so that the table a probe lands in at random is a
  /// quarter of what slots holding the names were (a 10,000-screen spec's table no longer outgrows
  /// the cache), and the name is read from `entries`, in the order the names came, only when the
  /// hashes agree.
  private struct Slot {
    /// The hash's high half, which also picks the first slot probed.
    var hash: UInt32
    /// The index into `entries`; `empty` when the slot holds no name.
    var entry: Int32
  }

  /// A registered name and its position.
  private struct Entry {
    var name: String
    var position: Int
  }

  private static let empty: Int32 = -1
  private var slots: [Slot] = []
  private var entries: [Entry] = []

  init() {}

  /// The position of the declaration first registered with `name`.
  subscript(name: String) -> Int? {
    guard !slots.isEmpty else { return nil }
    let entry = slots[slot(of: name, hash: Self.hash(name))].entry
    return entry == Self.empty ? nil : entries[Int(entry)].position
  }

  /// Makes room for `capacity` names without growing again.
  mutating func reserveCapacity(_ capacity: Int) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    if size > slots.count { rehash(size: size) }
    entries.reserveCapacity(capacity)
  }

  /// Maps `name` to `position` unless it is mapped already, and returns the position it was
  /// mapped to before, if any: one lookup both registers a new name and finds a duplicate.
  mutating func insert(_ name: String, at position: Int) -> Int? {
    if 2 * (entries.count + 1) > slots.count { rehash(size: max(16, 2 * slots.count)) }
    let hash = Self.hash(name)
    let found = slot(of: name, hash: hash)
    let entry = slots[found].entry
    if entry != Self.empty { return entries[Int(entry)].position }
    slots[found] = Slot(hash: hash, entry: Int32(entries.count))
    entries.append(Entry(name: name, position: position))
    return nil
  }

  /// The slot holding `name`, or the empty slot where it would go. The table is never more than
  /// half full, so probing ends.
  private func slot(of name: String, hash: UInt32) -> Int {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot].entry != Self.empty {
      if slots[slot].hash == hash, entries[Int(slots[slot].entry)].name == name { return slot }
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// Spreads the slots over a table of `size`; every name is distinct, so none is compared.
  private mutating func rehash(size: Int) {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, entry: Self.empty), count: size)
    let mask = size - 1
    for moved in old where moved.entry != Self.empty {
      var slot = Int(moved.hash) & mask
      while slots[slot].entry != Self.empty { slot = (slot + 1) & mask }
      slots[slot] = moved
    }
  }

  /// FNV-1a's starting value, made different in every process from the seed Swift's own
  /// `Hasher` draws: a spec cannot be written whose names all land in one run of slots (linear
  /// probing would then make a check quadratic), as none can for `Dictionary`. With
  /// `SWIFT_DETERMINISTIC_HASHING` set, as for benchmarks under callgrind, it is fixed like `Hasher`.
  private static let basis: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0xCBF2_9CE4_8422_2325 as UInt64)
    return UInt64(truncatingIfNeeded: hasher.finalize())
  }()

  /// FNV-1a over the name's UTF-8 from the process's `basis`, its bits then spread by a multiply so
  /// that the high half, kept, depends on every byte.
  ///
  /// The bytes are read where the string keeps them (`withUTF8Buffer`): copying the name to make
  /// it mutable, as `withUTF8` asks, retained and released it on each of the 85,000 hashes of the
  /// 10,000-route check.
  private static func hash(_ name: String) -> UInt32 {
    let fnv = name.withUTF8Buffer(fnv1a)
    return UInt32(truncatingIfNeeded: (fnv &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }

  /// FNV-1a over `bytes` from `basis`.
  private static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = basis
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return hash
  }
}
