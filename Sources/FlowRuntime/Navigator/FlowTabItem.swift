/// What a tab bar shows for a tab; generated tab enums conform, so UI layers need no per-app code.
public protocol FlowTabItem {
  /// The tab's title, as written in the spec.
  var title: String { get }
  /// The SF Symbol name of the tab's icon.
  var systemImage: String { get }
}
