import Foundation

/// How many cases a property test runs: its base count times `FLOWKIT_PROPERTY_SCALE` (default 1),
/// so a nightly run can ask for more without changing the seeds.
public enum PropertyScale {
  public static let factor: Double = {
    guard let text = ProcessInfo.processInfo.environment["FLOWKIT_PROPERTY_SCALE"],
      let factor = Double(text), factor.isFinite, factor > 0
    else { return 1 }
    return min(factor, 1000)
  }()

  /// `base` scaled, at least 1.
  public static func count(_ base: Int) -> Int {
    max(1, Int((Double(base) * factor).rounded()))
  }
}
