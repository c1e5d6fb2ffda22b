/// State armed to restore into the next phase that shows tabs: what a launch loaded, or a phase's
/// place kept aside while a condition its guards need is not known. One value, so that the state
/// and how much of it comes back are set and cleared together.
struct ArmedRestoration<Flow: FlowSpec> {
  var snapshot: RestorationSnapshot<Flow>
  /// Whether the stacks come back whatever the policy: a place kept aside in this process, where
  /// the policy (what survives a relaunch) does not apply.
  var keepsStacks: Bool
}
