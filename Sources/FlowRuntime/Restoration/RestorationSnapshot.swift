import Foundation

/// The versioned JSON the navigator saves: the phase with tabs, its selected tab, and its stacks.
///
/// Decoding is lenient below the version: a tab or stack that no longer decodes (a tab renamed in
/// an update) is dropped alone, so the rest still restores, and a stack keeps its screens up to the
/// first that no longer decodes (a screen removed or renamed, a value's type changed, a value added
/// without a default), at most `RestorationLimits.maximumStackDepth` of them.
///
/// JSON has no number for a `Double` that is not finite, so one is written as the string `"NaN"`,
/// `"Infinity"` or `"-Infinity"` and read back from it (`nonFiniteNames`). The version stays 1: a
/// finite number is written as before, state saved earlier reads unchanged, and a reader that
/// predates the strings drops only the stack holding one.
struct RestorationSnapshot<Flow: FlowSpec>: Equatable, Codable {
  /// Bumped when the layout changes; other versions restore nothing.
  static var currentVersion: Int { 1 }

  var phase: Flow.Phase
  var selectedTab: Flow.Tab?
  var stacks: [TabStack]

  /// One tab's stack.
  struct TabStack: Equatable, Codable {
    var tab: Flow.Tab
    var screens: [Flow.Screen]

    init(tab: Flow.Tab, screens: [Flow.Screen]) {
      self.tab = tab
      self.screens = screens
    }

    private enum CodingKeys: String, CodingKey {
      case tab, screens
    }

    /// Reads the screens one at a time, as an array's decoding does, and stops at the first that
    /// does not decode: the screens below it are still the path the user took to it.
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      tab = try container.decode(Flow.Tab.self, forKey: .tab)
      var saved = try container.nestedUnkeyedContainer(forKey: .screens)
      let depth = RestorationLimits.maximumStackDepth
      screens = []
      screens.reserveCapacity(min(saved.count ?? 0, depth))
      while screens.count < depth, !saved.isAtEnd,
        let screen = try? saved.decode(Flow.Screen.self)
      {
        screens.append(screen)
      }
    }
  }

  init(phase: Flow.Phase, selectedTab: Flow.Tab?, stacks: [TabStack]) {
    self.phase = phase
    self.selectedTab = selectedTab
    self.stacks = stacks
  }

  private enum CodingKeys: String, CodingKey {
    case version, phase, selectedTab, stacks
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container, debugDescription: "Unsupported version \(version)")
    }
    phase = try container.decode(Flow.Phase.self, forKey: .phase)
    selectedTab = try? container.decodeIfPresent(Flow.Tab.self, forKey: .selectedTab)
    let lenient = (try? container.decodeIfPresent([Lenient<TabStack>].self, forKey: .stacks)) ?? []
    stacks = lenient.compactMap(\.value)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentVersion, forKey: .version)
    try container.encode(phase, forKey: .phase)
    try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
    try container.encode(stacks, forKey: .stacks)
  }

  /// The strings that stand for the `Double`s JSON has no number for, the same for writing and
  /// reading.
  private static var nonFiniteNames:
    (positiveInfinity: String, negativeInfinity: String, nan: String)
  {
    ("Infinity", "-Infinity", "NaN")
  }

  /// The snapshot in `data`, or nil for anything unreadable (corrupt, other version, random bytes).
  /// Data over `RestorationLimits.maximumStoredSize` never gets here: the navigator clears it
  /// unread (`armRestoration()`).
  static func decode(_ data: Data) -> Self? {
    guard isWellFormed(data) else { return nil }
    let decoder = JSONDecoder()
    let names = Self.nonFiniteNames
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: names.positiveInfinity, negativeInfinity: names.negativeInfinity,
      nan: names.nan)
    return try? decoder.decode(Self.self, from: data)
  }

  /// Whether `data` is a state saved by a later release in a layout this one cannot read (a
  /// higher `version`): after a downgrade it is kept, not cleared as corrupt, so that upgrading
  /// again restores it. Asked only of data that did not decode.
  static func isFromLaterRelease(_ data: Data) -> Bool {
    guard isWellFormed(data), let saved = try? JSONDecoder().decode(SavedVersion.self, from: data)
    else {
      return false
    }
    return saved.version > currentVersion
  }

  /// Whether `data` is JSON as a whole. `JSONDecoder` reads a string's escapes and a number's
  /// digits only when it decodes that value, so a file damaged inside a stack that `Lenient` drops
  /// (a bad `\5` escape, a raw control byte, invalid UTF-8, a number `03`) decoded, restored the
  /// rest and stayed in the store (the random specs' fifth round, and the second review: a scan of
  /// the strings alone missed the numbers); such a file is unreadable, as the docs say, and is
  /// cleared. `JSONGrammar` reads the whole grammar without building a value.
  private static func isWellFormed(_ data: Data) -> Bool {
    data.withUnsafeBytes { JSONGrammar.isWellFormed($0) }
  }

  /// Deterministic JSON, so an unchanged state gives unchanged bytes and is not saved again; nil
  /// when a value refuses to encode (a hand-written `Codable` that throws) or the JSON is larger
  /// than a launch would read (`RestorationLimits.maximumStoredSize`).
  func encoded() -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let names = Self.nonFiniteNames
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: names.positiveInfinity, negativeInfinity: names.negativeInfinity,
      nan: names.nan)
    guard let data = try? encoder.encode(self),
      data.count <= RestorationLimits.maximumStoredSize
    else { return nil }
    return data
  }
}

/// Decodes an element of an array without failing the whole array when the element is bad.
private struct Lenient<Value: Decodable>: Decodable {
  var value: Value?

  init(from decoder: any Decoder) {
    value = try? Value(from: decoder)
  }
}

/// The one field every layout of saved state keeps, read alone to tell a later release's state
/// from a corrupt one (`RestorationSnapshot.isFromLaterRelease`).
private struct SavedVersion: Decodable {
  var version: Int
}
