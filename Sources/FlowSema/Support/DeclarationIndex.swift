import FlowSyntax

/// The spec's declarations grouped by kind, each name mapped to its first declaration.
///
/// Later passes look names up here; a name that is missing or of the wrong kind was already reported
/// by `NameResolution`, so they skip it silently.
struct DeclarationIndex {
  /// A tab together with the phase it belongs to.
  struct TabEntry {
    var phase: Int
    var item: TabItem
  }

  var apps: [AppDeclaration] = []
  var conditions: [ConditionDeclaration] = []
  var events: [EventDeclaration] = []
  var phases: [PhaseDeclaration] = []
  var screens: [ScreenDeclaration] = []
  var tabs: [TabEntry] = []
  var routes: [RouteDeclaration] = []
  var expectations: [ExpectDeclaration] = []

  /// Screens or routes with no `app` and no phase: most often part of a spec moved out of the file
  /// that declares the app, which one spec cannot be. FL0104's help says so, and nothing else is
  /// checked: every name the other file declares read as unknown, a dozen errors whose help said
  /// to declare them (the fifth new-users review).
  var isPartOfASpec: Bool {
    apps.isEmpty && phases.isEmpty && !(screens.isEmpty && routes.isEmpty)
  }

  var conditionIndex = NameTable()
  var eventIndex = NameTable()
  var phaseIndex = NameTable()
  var screenIndex = NameTable()
  var tabIndex = NameTable()

  /// For each screen, whether it is the first declared with its name (the one `screenIndex` maps
  /// the name to). Passes skip a later duplicate, reported once already, by position rather than
  /// by hashing its name again: a spec has thousands of screens.
  var isFirstScreen: [Bool] = []

  /// Each screen's `SwiftNaming.caseName` and `typeName`, made once: the identifier checks, route
  /// naming and the model builder all read them, and a spec has thousands of screens.
  var screenCaseNames: [String] = []
  var screenTypeNames: [String] = []

  /// The one `app`, when there is exactly one.
  var app: AppDeclaration? { apps.count == 1 ? apps.first : nil }

  func screen(named name: String) -> ScreenDeclaration? {
    screenIndex[name].map { screens[$0] }
  }

  func screen(named name: String, kind: ScreenDeclaration.Kind) -> Int? {
    guard let index = screenIndex[name], screens[index].kind == kind else { return nil }
    return index
  }

  /// The index of the phase with this name when it shows one root rather than tabs: a place an
  /// `in` may name, as a tab is.
  func rootPhase(named name: String) -> Int? {
    guard let index = phaseIndex[name], phases[index].showsRoot else { return nil }
    return index
  }

  /// The index of a sheet or cover with this name.
  func presentation(named name: String) -> Int? {
    guard let index = screenIndex[name], screens[index].kind != .screen else { return nil }
    return index
  }
}
