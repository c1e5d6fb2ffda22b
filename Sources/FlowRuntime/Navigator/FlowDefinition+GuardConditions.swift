extension FlowDefinition {
  /// Every condition a guard names: a phase's, a tab's, a screen's, sheet's or cover's. While all
  /// of them hold, no guard can fail, which lets the navigator skip looking guards up one by one
  /// on every change (`Navigator.everyGuardHolds`).
  var guardConditions: Set<Flow.Condition> {
    var conditions: Set<Flow.Condition> = []
    for phase in phases {
      conditions.formUnion(phase.requires)
      for tab in phase.tabs { conditions.formUnion(tab.requires) }
    }
    for required in guards.values { conditions.formUnion(required) }
    return conditions
  }
}
