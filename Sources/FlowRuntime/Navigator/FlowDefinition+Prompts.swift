extension FlowDefinition {
  /// The sheets and covers some failed guard's `else present` names (a screen's, sheet's, cover's
  /// or tab's): prompts open wherever their guard fails, not only where the graph presents them.
  var promptModals: Set<Modal<Flow>> {
    var prompts: Set<Modal<Flow>> = []
    func add(_ action: FlowAction<Flow>?) {
      if case .present(let modal)? = action { prompts.insert(modal) }
    }
    for action in guardFailures.values { add(action) }
    for phase in phases {
      for tab in phase.tabs { add(tab.guardFailure) }
    }
    return prompts
  }
}
