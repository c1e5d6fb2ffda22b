import FlowRuntime

/// The app's conditions as the tests flip them; nil means not known yet.
@MainActor
final class TestConditions {
  var session: Bool?
  var labs: Bool?

  init(session: Bool? = false, labs: Bool? = false) {
    self.session = session
    self.labs = labs
  }

  func value(_ condition: ArchonCondition) -> Bool? {
    switch condition {
    case .session: session
    case .labs: labs
    }
  }

  /// A navigator over `definition` whose conditions are these.
  func navigator(
    _ definition: FlowDefinition<Archon> = Archon.definition, store: (any RestorationStore)? = nil
  ) -> Navigator<Archon> {
    Navigator(definition: definition, store: store) { [self] in value($0) }
  }
}
