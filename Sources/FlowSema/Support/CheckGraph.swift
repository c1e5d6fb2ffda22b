import FlowSyntax

/// The phases' `check`s as a graph, and the one rule every walk over it follows: a chain of checks
/// runs in a row, so a condition one check decided is decided the same way by the next, and a
/// branch that needs the other value is never taken.
///
/// FL0204, FL0218 and FL0315 all read this graph, so they agree on which branches a launch can take.
struct CheckGraph {
  /// One branch of a check: taken when `condition` has `value`, it enters phase `target`.
  struct Branch {
    var condition: String
    var value: Bool
    /// The branch's phase name as written, where a diagnostic about the branch points.
    var name: Identifier
    var target: Int
  }

  /// Each phase's deciding check (`PhaseDeclaration.decidingCheck`), for the first declaration of
  /// each name; `nil` for the other phases.
  let checks: [CheckItem?]
  /// Each check's branches that name a declared phase, the `?` branch first.
  let branches: [[Branch]]

  init(_ index: DeclarationIndex) {
    var checks = [CheckItem?](repeating: nil, count: index.phases.count)
    var branches = [[Branch]](repeating: [], count: index.phases.count)
    for position in index.phases.indices
    where index.phaseIndex[index.phases[position].name.text] == position {
      guard let check = index.phases[position].decidingCheck else { continue }
      checks[position] = check
      let condition = check.condition.text
      for (value, name) in [(true, check.then), (false, check.otherwise)] {
        guard let name, let target = index.phaseIndex[name.text] else { continue }
        branches[position].append(
          Branch(condition: condition, value: value, name: name, target: target))
      }
    }
    self.checks = checks
    self.branches = branches
  }

  /// Whether phase `phase` is a check rather than a phase that shows something.
  func isCheck(_ phase: Int) -> Bool { checks[phase] != nil }

  /// The branches of `phase`'s check a launch can take, given the values `known` says the checks
  /// before it found (`nil` for a condition not decided yet).
  func possibleBranches(of phase: Int, known: (String) -> Bool?) -> [Branch] {
    branches[phase].filter { branch in known(branch.condition).map { $0 == branch.value } ?? true }
  }
}
