import FlowSema
import FlowSyntax

/// The values of a Swift route case between two versions of a spec.
///
/// A saved route is decoded by its case name and its values' labels (`{"item":{"id":42}}`), so a
/// route that keeps its case but renames a placeholder, changes its type, or adds a required value
/// still opens its links while routes an app saved with the old version no longer decode (FL0516):
/// every one of them, or only some ("may"), when the new type still reads some saved values.
/// Swift reports what app code must change; nothing else would report the saved data.
enum CaseValueContract {
  /// FL0516 for each route followed through `pairs` that keeps its case name but whose saved
  /// values the new version cannot read; when `diagnostics[index]` already hold an error (its
  /// links break too), a note on that error instead.
  static func compare(
    old: ContractSide, new: ContractSide, pairs: [Int: Int], diagnostics: inout [[Diagnostic]]
  ) {
    for (index, route) in old.model.routes.enumerated() {
      guard let successor = pairs[index],
        new.model.routes[successor].caseName == route.caseName
      else { continue }
      let unread = unreadable(
        saved: LoweredRoute.placeholders(of: route),
        reading: LoweredRoute.placeholders(of: new.model.routes[successor]), savedAs: "routes")
      guard !unread.reasons.isEmpty || unread.dropped != nil else { continue }
      let message = ContractMessages.savedValuesUnreadable(
        new.qualifiedCaseName(successor), unread)
      if let error = diagnostics[index].firstIndex(where: { $0.severity == .error }) {
        diagnostics[index][error].notes.append(.init(message))
        continue
      }
      diagnostics[index].append(
        Diagnostic(
          .savedRouteValuesChanged, path: new.path, range: new.range(ofRoute: successor),
          message: message, help: ContractMessages.savedValuesUnreadableHelp))
    }
  }

  /// Why values saved as `saved` do not all decode as `reading`, and whether some still do.
  struct Unreadable: Hashable {
    /// One reason per value that some saved data cannot give; empty when every saved one decodes.
    var reasons: [String] = []
    /// Whether some saved values still decode: none when a value is new and required, or retyped
    /// so that no saved value reads (an `Int` saved as a number, read as a `String`); some when the
    /// old value may have been `nil` (left out) and the new one may be absent, or its type reads
    /// some of them (`String` to `UUID`; `Double` to `Int`, a whole number being saved without a
    /// fraction). The messages say "may" for these, and FL0518's walk goes on above them.
    var someStillRead = true
    /// Saved values the new version no longer reads, beside new ones it reads without them, which
    /// take their default (or `nil`): most likely a value renamed, whose saved data is silently
    /// replaced (the tools round: `note: "hello"` came back as `text: ""`). A value removed, or
    /// one added, alone is the author's choice and says nothing.
    var dropped: Renaming?
  }

  /// Saved values no longer read (`saved`) and the new values read without them (`reading`).
  struct Renaming: Hashable {
    var saved: [String]
    var reading: [String]
  }

  /// Why values saved with `saved` do not all decode as `reading`: a value now required that old
  /// data may lack, or a value whose saved JSON the new type does not read (each reason says what
  /// still reads, if anything); and whether some saved values still decode. A removed value is
  /// ignored when decoding, and a wider type (`Int` to `Double`, `UUID` to `String`) reads it.
  /// `isOptional` means "may be absent": on the saved side, left out of the JSON (a `nil`); on
  /// the reading side, read without it (an optional, or a screen value with a default).
  /// `savedAs` names what the data is, in plural (`routes`, `screens`). Values pair by their Swift
  /// labels (`SwiftNaming.caseName`), what the saved JSON is keyed by.
  static func unreadable(
    saved: [RoutePlaceholder], reading: [RoutePlaceholder], savedAs kind: String
  ) -> Unreadable {
    // Saved data is keyed by each value's Swift label, not its spec name: `{ID}` and `{id}` are
    // both `id` (the review of the change that spelled route labels as parameters are).
    let savedByLabel = Dictionary(
      saved.map { (SwiftNaming.caseName($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    var result = Unreadable()
    var absentNow: [String] = []
    var readLabels: Set<String> = []
    for value in reading {
      let label = SwiftNaming.caseName(value.name)
      readLabels.insert(label)
      guard let old = savedByLabel[label] else {
        if !value.isOptional {
          result.reasons.append(ContractMessages.valueNowRequired(value.name, saved: kind))
          result.someStillRead = false
        } else {
          absentNow.append(value.name)
        }
        continue
      }
      if old.type != value.type, !reads(old.type, as: value.type) {
        // A saved `nil` is left out, which reads only where the value may be absent now.
        let stillRead = [
          partlyReads(old.type, as: value.type),
          old.isOptional && value.isOptional ? "nils" : nil,
        ].compactMap { $0 }
        result.reasons.append(
          ContractMessages.valueTypeChanged(value.name, old.type, value.type, stillRead: stillRead))
        if stillRead.isEmpty { result.someStillRead = false }
      } else if old.isOptional, !value.isOptional {
        result.reasons.append(ContractMessages.valueNoLongerOptional(value.name, saved: kind))
      }
    }
    let unread = saved.filter { !readLabels.contains(SwiftNaming.caseName($0.name)) }.map(\.name)
    if !unread.isEmpty, !absentNow.isEmpty {
      result.dropped = Renaming(saved: unread, reading: absentNow)
    }
    return result
  }

  /// The saved values of `saved` type that still decode as `reading` when not all do, in plural
  /// words for a message: a `Double` saved whole is written without a fraction (`2.0` as `2`),
  /// which an `Int` reads while it is in range, and a `UUID` reads a String that spells one.
  /// Not counted: non-finite Doubles, saved as the strings `"NaN"` and `"Infinity"`, which a
  /// `String` reads (and a `Double` reads back from one), rare enough to leave the verdict alone.
  static func partlyReads(_ saved: ValueType, as reading: ValueType) -> String? {
    switch (saved, reading) {
    case (.double, .int): "whole numbers within Int's range"
    case (.string, .uuid): "UUIDs"
    default: nil
    }
  }

  /// Whether every value of `saved` type, as JSON, decodes as `reading`.
  static func reads(_ saved: ValueType, as reading: ValueType) -> Bool {
    switch (saved, reading) {
    case (.int, .double), (.uuid, .string): true
    default: false
    }
  }
}
