/// A dictionary extended one key at a time without copying what it was extended from: the values
/// built from one another share their entries, held in immutable layers.
///
/// The launch checks' facts are of this shape: each check on a chain knows what every check before
/// it found, plus its own. As a `Dictionary` copied per check, a chain of N checks held N²/2 facts
/// (50 M for a chain of 10,000). The layers are kept like the digits of a binary counter, each
/// larger than the one above it, so a value has about log₂ N of them (a lookup asks each) and an
/// entry is copied into a new layer at most log₂ N times.
struct LayeredDictionary<Key: Hashable, Value> {
  /// Entries no value changes, and the layer they extend.
  fileprivate final class Layer {
    let entries: [Key: Value]
    let below: Layer?

    init(_ entries: [Key: Value], below: Layer?) {
      self.entries = entries
      self.below = below
    }
  }

  /// The newest layer; the layers below it hold keys none above them holds.
  private var top: Layer?
  /// How many keys the layers hold together.
  private(set) var count = 0

  /// An empty dictionary.
  init() {}

  /// The entries of `dictionary`, in one layer.
  init(_ dictionary: [Key: Value]) {
    if !dictionary.isEmpty { top = Layer(dictionary, below: nil) }
    count = dictionary.count
  }

  /// The value for `key`, from the one layer that holds it.
  subscript(key: Key) -> Value? {
    var layer = top
    while let current = layer {
      if let value = current.entries[key] { return value }
      layer = current.below
    }
    return nil
  }

  /// This dictionary with `value` for `key`, which it has no value for; this one is unchanged.
  ///
  /// The new entry starts a layer, which takes in each layer below no larger than it: like a
  /// carry, so a chain of N extensions copies N log₂ N entries in all, however long it grows.
  func adding(_ value: Value, for key: Key) -> Self {
    assert(self[key] == nil, "a layered dictionary extends only with a new key")
    var entries = [key: value]
    var below = top
    while let layer = below, layer.entries.count <= entries.count {
      entries.merge(layer.entries) { new, _ in new }
      below = layer.below
    }
    var extended = self
    extended.top = Layer(entries, below: below)
    extended.count = count + 1
    return extended
  }

  /// The entries `isIncluded` keeps, in one layer of their own.
  func filter(_ isIncluded: ((key: Key, value: Value)) -> Bool) -> Self {
    var kept: [Key: Value] = [:]
    for entry in self where isIncluded(entry) { kept[entry.key] = entry.value }
    return Self(kept)
  }
}

extension LayeredDictionary: Sequence {
  /// Each entry once, the newest layer's first, in no particular order within a layer.
  struct Iterator: IteratorProtocol {
    fileprivate var layer: Layer?
    fileprivate var entries: Dictionary<Key, Value>.Iterator?

    mutating func next() -> (key: Key, value: Value)? {
      while true {
        if let entry = entries?.next() { return entry }
        guard let current = layer else { return nil }
        entries = current.entries.makeIterator()
        layer = current.below
      }
    }
  }

  func makeIterator() -> Iterator { Iterator(layer: top) }

  var underestimatedCount: Int { count }
}
