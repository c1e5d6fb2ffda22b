/// Prints each figure twice: a line for people, then `key = value` for scripts.
struct Report {
  /// Goals that did not hold, printed again at the end.
  private(set) var failedGoals: [String] = []

  /// A section heading.
  func section(_ title: String) {
    print("\n== \(title)")
  }

  /// One figure: the human line, then its machine-readable line.
  func figure(_ human: String, key: String, _ value: Double) {
    print(human)
    print("\(key) = \(Self.format(value))")
  }

  /// A goal: prints whether it holds and remembers it when it does not.
  mutating func goal(_ description: String, holds: Bool) {
    print("  goal \(holds ? "met" : "MISSED"): \(description)")
    if !holds { failedGoals.append(description) }
  }

  /// A number with three significant digits past the point, at most.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "nan" }
    if abs(value) >= 100 { return String(Int(value.rounded())) }
    if abs(value) >= 10 { return String((value * 10).rounded() / 10) }
    return String((value * 100).rounded() / 100)
  }
}
