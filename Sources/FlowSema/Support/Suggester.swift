import FlowSyntax

/// "Did you mean" for one check of a whole spec, with bounded work: a generated spec with 16,000
/// unknown names among 16,000 declared ones once took minutes, comparing every pair.
///
/// Each kind of candidate list (screens, phases, ...) is built and indexed by length once; each
/// unknown name is answered once per list; and after `budget` edit distances the check stops
/// suggesting, so the work grows with the spec's size, not its square. Real specs stay far below the
/// budget, where answers are exactly `SpellingSuggestion.closest`'s.
final class Suggester {
  /// Edit distances one check may measure: thousands of typos' worth, a fraction of a second.
  static let defaultBudget = 200_000

  let budget: Int
  private var remaining: Int
  private var lists: [String: SpellingCandidates] = [:]
  private var answers: [String: [String: String?]] = [:]

  init(budget: Int = Suggester.defaultBudget) {
    self.budget = budget
    remaining = budget
  }

  /// The edit distances measured so far, for tests that bound the work.
  var distancesMeasured: Int { budget - remaining }

  /// The closest name in the candidate list called `list`, built by `candidates` the first time.
  func closest(to name: String, inList list: String, _ candidates: () -> [String]) -> String? {
    if let answer = answers[list]?[name] { return answer }
    let indexed = lists[list] ?? SpellingCandidates(candidates())
    lists[list] = indexed
    let answer = indexed.closest(to: name, budget: &remaining)
    answers[list, default: [:]][name] = .some(answer)
    return answer
  }
}
