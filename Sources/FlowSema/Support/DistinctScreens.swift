/// Keeps a list of screens free of repeats in constant time per screen, for lists built one after
/// another (a screen's pushes, then the next screen's).
///
/// `contains` on the list per name made a screen pushing 100,000 others take minutes to check (the
/// tools review); a set per list allocated for each of thousands of screens that push one or two.
/// Each screen instead remembers the number of the last list that took it.
struct DistinctScreens {
  private var lastList: [Int]
  private var list = 0

  init(screenCount: Int) {
    lastList = Array(repeating: -1, count: screenCount)
  }

  /// Starts the next list: every screen may be taken again.
  mutating func startList() {
    list += 1
  }

  /// Whether `screen` (a position in the index) is new to the current list; marks it taken.
  mutating func take(_ screen: Int) -> Bool {
    guard lastList[screen] != list else { return false }
    lastList[screen] = list
    return true
  }
}
