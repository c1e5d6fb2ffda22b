import FlowSema
import FlowSyntax

/// A landing as an `expect` writes it, checked against the spec: the screens with their values, the
/// place its `in` names (a tab, or a phase that shows one root, as a route's `in` may), and whether
/// it says `over current`. The probe and the navigator paths compare with it alike.
struct ExpectedLanding {
  var screens: [ExpectedScreen]
  /// The `in` name, if any.
  var place: String?
  /// Whether `place` names a tab rather than a phase with a root.
  var placeIsTab: Bool
  var overCurrent: Bool

  /// The landing `written` states, or `nil` after recording each screen, value or place that does
  /// not fit the spec. An `in` that names no place has its diagnostic in `placeProblems`, by the
  /// name's offset: the checker's, in the words it uses for a route's `in`.
  init?(
    _ written: Landing, model: FlowModel, names: FlowModel.NameIndex,
    placeProblems: [Int: Diagnostic], source: SourceFile, problems: inout [Diagnostic]
  ) {
    let count = problems.count
    screens = written.steps.compactMap {
      ExpectationChecker.expectedScreen(
        $0, model: model, names: names, source: source, problems: &problems)
    }
    place = written.tab?.text
    placeIsTab = true
    overCurrent = written.overCurrent != nil
    if let tab = written.tab, names.tabID(named: tab.text) == nil {
      // Not a tab: a phase that shows a root, or a name the checker reported.
      if let problem = placeProblems[tab.range.start] {
        problems.append(problem)
      } else {
        placeIsTab = false
      }
    }
    guard problems.count == count else { return nil }
  }

  /// `ProjectList > ProjectDetail(id: 42) in projects over current`, as messages quote it.
  var description: String {
    screens.map(\.description).joined(separator: " > ") + (place.map { " in \($0)" } ?? "")
      + (overCurrent ? " over current" : "")
  }

  /// This landing with `over current`, as an expect writes it: several screens as a list
  /// (`[Home, Help, Q] in home over current`); `Home > Help > Q`, as messages quote a stack, does not
  /// parse (the twenty-first new-users review pasted it).
  var writtenOverCurrent: String {
    let written = screens.map(\.description)
    let list = written.count == 1 ? written[0] : "[" + written.joined(separator: ", ") + "]"
    return list + (place.map { " in \($0)" } ?? "") + " over current"
  }

  /// Whether `landing` shows these screens last, in the named tab (or the named phase, with no
  /// tab), opened over current exactly when the expect says so.
  func matches(_ landing: VisibleLanding) -> Bool {
    showsSameScreens(landing) && overCurrent == landing.overCurrent
  }

  /// A note for a failed `expect` whose screens and place match `landing`, and only `over current`
  /// differs: the message, which quotes the whole stack, read as a wrong stack (the seventeenth
  /// new-users review).
  func overCurrentNote(_ landing: VisibleLanding) -> Diagnostic.Note? {
    guard showsSameScreens(landing), overCurrent != landing.overCurrent else { return nil }
    return Diagnostic.Note(
      landing.overCurrent
        ? ExpectationMessages.openedOverCurrent(writtenOverCurrent)
        : ExpectationMessages.didNotOpenOverCurrent)
  }

  private func showsSameScreens(_ landing: VisibleLanding) -> Bool {
    let tail = landing.screens.suffix(screens.count)
    let sameScreens =
      tail.count == screens.count && zip(screens, tail).allSatisfy { $0.matches($1) }
    let samePlace: Bool =
      switch (place, placeIsTab) {
      case (nil, _): true
      case (let name?, true): landing.tab == name
      case (let name?, false): landing.phase == name && landing.tab == nil
      }
    return sameScreens && samePlace
  }
}
