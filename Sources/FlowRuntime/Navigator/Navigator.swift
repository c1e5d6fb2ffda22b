import Foundation
import Observation

/// Executes a `FlowDefinition`: the current phase, tab, stacks, presentations and held link, shaped
/// for SwiftUI bindings; every operation is valid in any order and reports what it refused.
@MainActor @Observable
public final class Navigator<Flow: FlowSpec> {
  /// The phase the app is in; a transient (`check`) phase means the launch is still deciding.
  public internal(set) var phase: Flow.Phase
  /// Whether the last phase change asked to be animated (`-> main animated`).
  public internal(set) var phaseChangeIsAnimated = false
  /// Each tab's stack above its root; a tab at its root has no entry.
  public internal(set) var stacks: [Flow.Tab: [Flow.Screen]] = [:]
  /// The stack above the root screen of a phase declared with `root`.
  public internal(set) var rootStack: [Flow.Screen] = []
  /// Open sheets and covers, bottom first; each presents the next one.
  public internal(set) var presentations: [Presentation<Flow>] = []
  /// The deep link held until its guards hold; a newer one replaces it.
  public internal(set) var pendingLink: PendingLink<Flow>?

  /// Storage behind `selectedTab`, whose setter validates.
  var tabSelection: Flow.Tab?

  /// The flow being executed.
  public let definition: FlowDefinition<Flow>
  let conditionValue: @MainActor (Flow.Condition) -> Bool?
  let store: (any RestorationStore)?
  /// Restored state waiting for the first phase that shows something at launch.
  @ObservationIgnored var armedRestoration: RestorationSnapshot<Flow>?
  /// The bytes last loaded or saved, so unchanged state is not written again.
  @ObservationIgnored var lastSavedData: Data?
  /// Automatic phase changes made during the current call, capped at `automaticChangeLimit`.
  @ObservationIgnored var automaticChanges = 0

  /// How many automatic phase changes (checks, guard exits) one call may make.
  public nonisolated static var automaticChangeLimit: Int { 16 }

  /// Creates a navigator in the initial phase; call `start(launchURL:)` to follow its checks.
  ///
  /// - Parameters:
  ///   - definition: the flow, usually the generated `Archon.flow` value.
  ///   - store: where restoration state lives; nil restores nothing.
  ///   - conditions: the current value of a condition, or nil while it is not known yet.
  public init(
    definition: FlowDefinition<Flow>, store: (any RestorationStore)? = nil,
    conditions: @escaping @MainActor (Flow.Condition) -> Bool?
  ) {
    self.definition = definition
    self.store = store
    self.conditionValue = conditions
    self.phase = definition.initialPhase.id
    armRestoration()
    enter(definition.initialPhase.id, animated: false)
  }

  /// The definition of the current phase.
  var currentPhase: PhaseDefinition<Flow>? {
    definition.phase(phase)
  }

  /// Starts counting automatic phase changes afresh for one public call.
  func beginCall() {
    automaticChanges = 0
  }
}
