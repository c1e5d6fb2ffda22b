/// One dictionary of the flow's definition (its guards, the graph's pushes, ...): written as a
/// literal, or past what one literal should hold, read from a chunked builder. The choice is made
/// here once, for both the argument and the builder it calls: made apart, the two could disagree.
struct DefinitionDictionary {
  /// The argument's label, such as `pushes`.
  var label: String
  /// The builder's name, such as `graphPushes`.
  var builder: String
  /// The dictionary's type, such as `[Destination: Set<Destination>]`.
  var type: String
  /// The builder's variable, such as `edges`.
  var variable: String
  var entries: [SwiftDictionaryEntry]
  /// How many entries each entry writes out (a sheet's handlers); empty when each writes one.
  var weights: [Int] = []

  private var isLarge: Bool { ChunkedBuild.isLarge(entryCount: entries.count, weights: weights) }

  /// `label: [...]`, a dictionary literal an entry a line, or `label: builder()`; `nil` for no
  /// entries, which every dictionary the runtime takes defaults to.
  var argument: SwiftArgument? {
    guard !entries.isEmpty else { return nil }
    guard isLarge else { return SwiftArgument(label, .multiline(.dictionary(entries))) }
    return SwiftArgument(label, .call(builder, []))
  }

  /// The chunked builder `argument` calls, when it calls one.
  var builders: [SwiftDeclaration] {
    guard isLarge else { return [] }
    return ChunkedBuild.dictionary(
      name: builder, type: type, variable: variable, entries: entries, weights: weights
    ).declarations
  }
}
