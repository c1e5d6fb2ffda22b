import FlowSema

/// The IDs of a checked model's declarations by name, for writing expected values as the spec
/// reads; a name the model lacks gives an ID no declaration has, so the expectation fails.
struct NamedIDs {
  let model: FlowModel?

  init(_ model: FlowModel?) {
    self.model = model
  }

  func screen(_ name: String) -> ScreenID { model?.screenID(named: name) ?? ScreenID(-1) }
  func phase(_ name: String) -> PhaseID { model?.phaseID(named: name) ?? PhaseID(-1) }
  func condition(_ name: String) -> ConditionID {
    model?.conditionID(named: name) ?? ConditionID(-1)
  }
  func event(_ name: String) -> EventID { model?.eventID(named: name) ?? EventID(-1) }
  func tab(_ name: String) -> TabID { model?.tabID(named: name) ?? TabID(-1) }

  /// The screen `name`, declared in the model.
  func screenModel(_ name: String) -> ScreenModel? {
    model.flatMap { model in model.screenID(named: name).map { model[$0] } }
  }

  /// The phase `name`, declared in the model.
  func phaseModel(_ name: String) -> PhaseModel? {
    model.flatMap { model in model.phaseID(named: name).map { model[$0] } }
  }
}
