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
  private struct Slot {
    var hash: UInt64
    /// The position; `empty` when the slot holds no name.
    var position: Int
    var name: String
  }

  private static let empty = -1
  private var slots: [Slot] = []
  private var count = 0

  init() {}

  /// The position of the declaration first registered with `name`.
  subscript(name: String) -> Int? {
    guard !slots.isEmpty else { return nil }
    let found = slot(of: name, hash: Self.hash(name))
    return slots[found].position == Self.empty ? nil : slots[found].position
  }

  /// Makes room for `capacity` names without growing again.
  mutating func reserveCapacity(_ capacity: Int) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    if size > slots.count { rehash(size: size) }
  }

  /// Maps `name` to `position` unless it is mapped already, and returns the position it was
  /// mapped to before, if any: one lookup both registers a new name and finds a duplicate.
  mutating func insert(_ name: String, at position: Int) -> Int? {
    if 2 * (count + 1) > slots.count { rehash(size: max(16, 2 * slots.count)) }
    let hash = Self.hash(name)
    let found = slot(of: name, hash: hash)
    if slots[found].position != Self.empty { return slots[found].position }
    slots[found] = Slot(hash: hash, position: position, name: name)
    count += 1
    return nil
  }

  /// The slot holding `name`, or the empty slot where it would go. The table is never more than
  /// half full, so probing ends.
  private func slot(of name: String, hash: UInt64) -> Int {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash >> 32) & mask
    while slots[slot].position != Self.empty {
      if slots[slot].hash == hash, slots[slot].name == name { return slot }
      slot = (slot + 1) & mask
    }
    return slot
  }

  private mutating func rehash(size: Int) {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, position: Self.empty, name: ""), count: size)
    for entry in old where entry.position != Self.empty {
      slots[slot(of: entry.name, hash: entry.hash)] = entry
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
  /// that the slot, taken from the high half, depends on every byte.
  private static func hash(_ name: String) -> UInt64 {
    var name = name
    let basis = Self.basis
    let fnv = name.withUTF8 { bytes in
      var hash = basis
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
      return hash
    }
    return fnv &* 0x9E37_79B9_7F4A_7C15
  }
}
