/// What a tab bar shows for a tab; generated tab enums conform, so UI layers need no per-app code.
public protocol FlowTabItem {
  /// The tab's title: the spec's text, localized with the spec's text as the key.
  var title: FlowText { get }
  /// The SF Symbol name of the tab's icon.
  var systemImage: String { get }
}
