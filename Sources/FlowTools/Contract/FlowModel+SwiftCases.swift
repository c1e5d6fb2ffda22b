import FlowSema

/// How `flowc diff` pairs what two versions of a spec name: by Swift case, as the app's code and the
/// generated enums see them, so a name respelled as the same case (`Order-Detail` to `Order_Detail`,
/// `signed-in` to `signed_in`) is the same screen, phase, tab or condition. Saved state is the one
/// exception, and says so where it pairs (`SavedStateContract`): it writes phases and tabs by name.
extension FlowModel {
  /// The Swift case of the phase named `name`, or `name` when none is.
  func swiftName(ofPhase name: String) -> String {
    phases.first { $0.name == name }?.swiftName ?? name
  }

  /// The Swift case of tab `name` of phase `phase`, or `name` when there is none.
  func swiftName(ofTab name: String, inPhase phase: String) -> String {
    phases.first { $0.name == phase }?.tabs.first { $0.name == name }?.swiftName ?? name
  }

  /// The Swift case of the screen, sheet or cover named `name`, or `name` when none is.
  func swiftName(ofScreen name: String) -> String {
    screens.first { $0.name == name }?.swiftName ?? name
  }

  /// The screen, sheet or cover whose Swift case is `swiftName`.
  func screen(swiftName: String) -> ScreenModel? {
    screens.first { $0.swiftName == swiftName }
  }

  /// The Swift cases of `conditions`, as the app's conditions closure receives them.
  func swiftNames(of conditions: [ConditionID]) -> Set<String> {
    Set(conditions.map { self[$0].swiftName })
  }

  /// The names of `conditions` whose Swift case is not in `held`, in the order `conditions` has
  /// them: what a message names as asked for now.
  func names(of conditions: [ConditionID], notIn held: Set<String>) -> [String] {
    conditions.filter { !held.contains(self[$0].swiftName) }.map { self[$0].name }
  }
}
