import FlowSyntax

/// Turns the names a spec's declarations write into the model's IDs, once, while `ModelBuilder`
/// builds the model.
///
/// Each lookup reads the table `DeclarationCollection` already filled; a name that resolves to
/// nothing (or to a declaration of another kind) gives `nil`, which only a spec with errors has, and
/// the model is not built for those.
struct ModelReferences {
  let index: DeclarationIndex

  init(_ index: DeclarationIndex) {
    self.index = index
  }

  func screen(_ name: Identifier) -> ScreenID? {
    index.screenIndex[name.text].map(ScreenID.init)
  }

  func phase(_ name: Identifier) -> PhaseID? {
    index.phaseIndex[name.text].map(PhaseID.init)
  }

  func condition(_ name: Identifier) -> ConditionID? {
    index.conditionIndex[name.text].map(ConditionID.init)
  }

  func event(_ name: Identifier) -> EventID? {
    index.eventIndex[name.text].map(EventID.init)
  }

  /// Every name of a `requires` list, in written order; `nil` if one is not a condition.
  func conditions(_ names: [Identifier]) -> [ConditionID]? {
    var ids: [ConditionID] = []
    ids.reserveCapacity(names.count)
    for name in names {
      guard let id = condition(name) else { return nil }
      ids.append(id)
    }
    return ids
  }

  /// Appends each screen of a `push` or `present` list that `ids`, the current list of `distinct`,
  /// does not hold yet; `false` if one is not declared.
  func append(
    _ names: [Identifier], to ids: inout [ScreenID], _ distinct: inout DistinctScreens
  ) -> Bool {
    for name in names {
      guard let position = index.screenIndex[name.text] else { return false }
      if distinct.take(position) { ids.append(ScreenID(position)) }
    }
    return true
  }

  /// `on event -> action` with both resolved.
  func handler(_ handler: EventHandler) -> HandlerModel? {
    guard let event = event(handler.event) else { return nil }
    switch handler.action {
    case .goTo(let phase, let animated):
      return self.phase(phase).map {
        HandlerModel(event: event, action: .goTo(phase: $0, animated: animated))
      }
    case .present(let target):
      return screen(target).map { HandlerModel(event: event, action: .present($0)) }
    case .dismiss: return HandlerModel(event: event, action: .dismiss)
    }
  }

  /// A failed guard's `else` as the action the navigator runs: `.some(nil)` when there is no `else`,
  /// `nil` when its target is not declared.
  func action(_ failure: GuardFailure?) -> HandlerAction?? {
    switch failure?.action {
    case .present(let target): screen(target).map { .present($0) }
    case .goTo(let phase): self.phase(phase).map { .goTo(phase: $0, animated: false) }
    case nil: .some(nil)
    }
  }
}
