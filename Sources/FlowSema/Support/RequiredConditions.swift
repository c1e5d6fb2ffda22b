import FlowSyntax

/// The conditions each of a list of declarations `requires`, resolved once, in order and without
/// the names that resolve to nothing (reported by `NameResolution`).
///
/// A landing gathers the conditions of its phase, its tab and every screen on its path, so looking
/// each name up on every route hashed the same few names once per screen of every route.
struct RequiredConditions {
  /// Per declaration, its conditions' range of `conditions`.
  private var ranges: [Range<Int>] = []
  private var conditions: [ConditionID] = []

  /// The conditions of `count` declarations, declaration `position` requiring `requires(position)`.
  init(count: Int, _ conditionIndex: NameTable, requires: (Int) -> [Identifier]) {
    ranges.reserveCapacity(count)
    for position in 0..<count {
      let start = conditions.count
      for name in requires(position) {
        if let condition = conditionIndex[name.text] { conditions.append(ConditionID(condition)) }
      }
      ranges.append(start..<conditions.count)
    }
  }

  /// The conditions declaration `position` requires.
  subscript(position: Int) -> ArraySlice<ConditionID> { conditions[ranges[position]] }
}

/// What every phase, tab and screen requires, resolved once per check and read by each route: the
/// guards a landing gathers (`Binder`) and the comparison of places that reach its screen (FL0317).
///
/// A class, so that each route's landing and FL0317 share the one made: as a struct, every
/// route copied its six lists several times (retained, then released).
final class DeclaredRequirements {
  let phases: RequiredConditions
  let tabs: RequiredConditions
  let screens: RequiredConditions

  init(_ index: DeclarationIndex) {
    phases = RequiredConditions(count: index.phases.count, index.conditionIndex) {
      index.phases[$0].requires
    }
    tabs = RequiredConditions(count: index.tabs.count, index.conditionIndex) {
      index.tabs[$0].item.requires
    }
    screens = RequiredConditions(count: index.screens.count, index.conditionIndex) {
      index.screens[$0].requires
    }
  }
}
