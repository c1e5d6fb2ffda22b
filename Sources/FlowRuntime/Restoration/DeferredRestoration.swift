/// The part of restored state whose guards wait on a condition not known yet at launch (a Keychain
/// read still pending), or of what showed that a trim cut when a condition stopped being known (a
/// token refresh): kept aside and saved as it was, so neither the next launch nor the condition
/// turning true finds it gone; restored once the condition holds, dropped once it is known not
/// to, or once the user has moved on from what the launch or the trim left.
struct DeferredRestoration<Flow: FlowSpec> {
  /// The phase it was restored into; leaving that phase drops it.
  var phase: Flow.Phase
  /// The saved selected tab while its guards wait; nil once restored or dropped.
  var selectedTab: Flow.Tab?
  /// The tab the launch selected instead, and that tab's stack: the saved tab is selected later
  /// only while the user is still there with nothing presented.
  var shownTab: Flow.Tab?
  var shownPath: [Flow.Screen]
  /// Saved stacks that a guard waiting on an unknown condition cut short, by tab.
  var stacks: [Flow.Tab: Stack]

  /// One tab's saved stack, and the part of it that shows now.
  struct Stack {
    var saved: [Flow.Screen]
    var shown: [Flow.Screen]
  }

  /// Whether nothing is kept aside any more.
  var isEmpty: Bool { selectedTab == nil && stacks.isEmpty }
}
