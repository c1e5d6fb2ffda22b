import Foundation
import Observation

/// Executes a `FlowDefinition`: the current phase, tab, stacks, presentations and held link, shaped
/// for SwiftUI bindings; every operation is valid in any order and reports what it refused.
///
/// Observable by hand rather than with `@Observable`: the macro builds a key path on every access,
/// which for a generic class costs more than the navigation itself; these are built once per
/// navigator (`ObservedKeys`).
@MainActor
public final class Navigator<Flow: FlowSpec>: Observable {
  /// The phase the app is in; a transient (`check`) phase means the launch is still deciding.
  public internal(set) var phase: Flow.Phase {
    get { read(keys.phase, storedPhase) }
    set {
      write(keys.phase) {
        $0.storedPhase = newValue
        $0.storedPhaseDefinition = $0.phaseDefinitions[newValue]
      }
    }
  }
  /// Whether the last phase change asked to be animated (`-> main animated`).
  public internal(set) var phaseChangeIsAnimated: Bool {
    get { read(keys.phaseChangeIsAnimated, storedPhaseChangeIsAnimated) }
    set { write(keys.phaseChangeIsAnimated) { $0.storedPhaseChangeIsAnimated = newValue } }
  }
  /// Each tab's stack above its root; a tab at its root has no entry.
  public internal(set) var stacks: [Flow.Tab: [Flow.Screen]] {
    get { read(keys.stacks, storedStacks) }
    set { write(keys.stacks) { $0.storedStacks = newValue } }
  }
  /// The stack above the root screen of a phase declared with `root`.
  public internal(set) var rootStack: [Flow.Screen] {
    get { read(keys.rootStack, storedRootStack) }
    set { write(keys.rootStack) { $0.storedRootStack = newValue } }
  }
  /// Open sheets and covers, bottom first; each presents the next one.
  public internal(set) var presentations: [Presentation<Flow>] {
    get { read(keys.presentations, storedPresentations) }
    set { write(keys.presentations) { $0.storedPresentations = newValue } }
  }
  /// The deep link held until its guards hold; a newer one replaces it.
  public internal(set) var pendingLink: PendingLink<Flow>? {
    get { read(keys.pendingLink, storedPendingLink) }
    set { write(keys.pendingLink) { $0.storedPendingLink = newValue } }
  }
  /// The push, presentation or tab selection held until its guard holds (`requires c else ...`);
  /// a newer held link or entry replaces it.
  public internal(set) var heldEntry: HeldEntry<Flow>? {
    get { read(keys.heldEntry, storedHeldEntry) }
    set { write(keys.heldEntry) { $0.storedHeldEntry = newValue } }
  }

  /// Storage behind `selectedTab`, whose setter validates.
  var tabSelection: Flow.Tab? {
    get { read(keys.tabSelection, storedTabSelection) }
    set { write(keys.tabSelection) { $0.storedTabSelection = newValue } }
  }

  /// Counts the calls after which conditions may read differently (`start`, an `open` that
  /// accepts its link, `send`, `conditionsDidChange`): conditions come from a closure observation
  /// cannot see, so views of what depends on them (the available tabs) read this to be drawn again.
  var conditionsEpoch: Int {
    get { read(keys.conditionsEpoch, storedConditionsEpoch) }
    set { write(keys.conditionsEpoch) { $0.storedConditionsEpoch = newValue } }
  }

  private var storedPhase: Flow.Phase
  /// The definition of `storedPhase`, looked up when the phase changes rather than on every read:
  /// every change reads it (the trim before it, then the change), and looking it up scans the
  /// phases and copies the one it finds.
  private var storedPhaseDefinition: PhaseDefinition<Flow>?
  private var storedPhaseChangeIsAnimated = false
  private var storedStacks: [Flow.Tab: [Flow.Screen]] = [:]
  private var storedRootStack: [Flow.Screen] = []
  private var storedPresentations: [Presentation<Flow>] = []
  private var storedPendingLink: PendingLink<Flow>?
  private var storedHeldEntry: HeldEntry<Flow>?
  private var storedTabSelection: Flow.Tab?
  private var storedConditionsEpoch = 0
  private let registrar = ObservationRegistrar()
  private let keys = ObservedKeys()

  /// The key paths observers are told about, made once per navigator.
  @MainActor private struct ObservedKeys {
    let phase = \Navigator<Flow>.phase
    let phaseChangeIsAnimated = \Navigator<Flow>.phaseChangeIsAnimated
    let stacks = \Navigator<Flow>.stacks
    let rootStack = \Navigator<Flow>.rootStack
    let presentations = \Navigator<Flow>.presentations
    let pendingLink = \Navigator<Flow>.pendingLink
    let heldEntry = \Navigator<Flow>.heldEntry
    let tabSelection = \Navigator<Flow>.tabSelection
    let conditionsEpoch = \Navigator<Flow>.conditionsEpoch
  }

  /// Reports a read of an observed property to the observation registrar.
  private func read<Value>(_ keyPath: KeyPath<Navigator, Value>, _ value: Value) -> Value {
    registrar.access(self, keyPath: keyPath)
    return value
  }

  /// Changes an observed property, telling observers before and after.
  private func write<Value>(_ keyPath: KeyPath<Navigator, Value>, _ change: (Navigator) -> Void) {
    registrar.withMutation(of: self, keyPath: keyPath) { change(self) }
  }

  /// Tells the observers of `stack` that it changed, though a write left it other than written:
  /// a control bound to it (`NavigationStack(path:)`) already shows what the user pushed or went
  /// back to, and reads the navigator's path again only when told, so a push refused or held
  /// behind a guard's `else` would otherwise stay on screen without its condition.
  func reflectUnappliedWrite(to stack: StackID<Flow>) {
    switch stack {
    case .root: notifyObservers(of: keys.rootStack)
    case .tab: notifyObservers(of: keys.stacks)
    case .presentation: notifyObservers(of: keys.presentations)
    }
  }

  /// `reflectUnappliedWrite(to:)` for the tab selection (`TabView(selection:)`): a tab picked and
  /// refused, or held behind its guard's `else`, would otherwise stay selected on screen.
  func reflectUnappliedTabSelection() {
    notifyObservers(of: keys.tabSelection)
  }

  private func notifyObservers<Value>(of keyPath: KeyPath<Navigator, Value>) {
    registrar.withMutation(of: self, keyPath: keyPath) {}
  }

  /// The flow being executed.
  public let definition: FlowDefinition<Flow>
  let conditionValue: @MainActor (Flow.Condition) -> Bool?
  let store: (any RestorationStore)?
  /// Called when the store throws from a save or a clear, which the navigator tries again at the
  /// next change. Set it to log the error, or to act on a clear that failed after a sign-out.
  /// A clear at `init` (under `restore nothing`, or of state too large) is asked again by
  /// `start(launchURL:)`, once this can be set.
  public var onRestorationStoreFailure: (@MainActor (RestorationStoreFailure) -> Void)?
  /// Restored state waiting for the first phase that shows something at launch, or a phase's place
  /// kept aside while a condition its guards need is not known (`keepPhaseAside()`).
  var armedRestoration: ArmedRestoration<Flow>?
  /// Restored state that waits on a condition not known yet, kept aside (and saved) until it is.
  var deferredRestoration: DeferredRestoration<Flow>?
  /// The held link dropped or replaced since the last `FlowUpdate`, which reports it: a direct
  /// change or `open` returns no update, and the app must still learn the link is gone.
  var unreportedDroppedLink: Flow.Route?
  /// The bytes last loaded or saved, so unchanged state is not written again.
  var lastSavedData: Data?
  /// The bytes last decoded at launch and what they decoded to: `init` and `start()` both arm
  /// restoration, and the same saved state is decoded once, not at each (a 940 KB file took 0.2 s
  /// a decode in the restoration review).
  var lastDecodedSave: (data: Data, snapshot: RestorationSnapshot<Flow>?)?
  /// The conditions the state last loaded or saved needs to show, and those an earlier state
  /// needed while they stay known false (a trim saved that part away): a phase without tabs
  /// clears the saved state once one of them is known false (a sign-out).
  var lastSavedRequirements: Set<Flow.Condition> = []
  /// Automatic phase changes made during the current call, capped at `changeLimit`.
  var automaticChanges = 0
  /// The definition's `automaticChangeLimit`, worked out once.
  let changeLimit: Int
  /// The definition's `guardConditions`, worked out once, in a fixed order.
  let guardConditions: [Flow.Condition]
  /// The definition's `phasesByID`, worked out once: a phase is looked up at every phase change.
  let phaseDefinitions: [Flow.Phase: PhaseDefinition<Flow>]
  /// The definition's `phasesALaunchShowsFirst`, worked out once: the phases that save state.
  let phasesALaunchShowsFirst: Set<Flow.Phase>
  /// Whether `start(launchURL:)` has run: until then a link is only held, because the launch would
  /// reset whatever it showed (`onOpenURL` can fire before `.task { startIfNeeded() }`).
  var hasStarted = false
  /// The sheet or cover a failed guard opened for the held link or entry, while that matters.
  var guardPrompt: GuardPrompt<Flow>?
  /// Whether the last link that landed opened over where the user was (`over current`) rather
  /// than moving them to its own phase and tab: what `flowc resolve` and `expect` report, read
  /// from the navigator that decided it rather than worked out again beside it.
  package internal(set) var lastLandingOpenedOverCurrent = false
  /// Whether what is presented is what an `over current` link opened, still open (over the phase
  /// it opened over, or one an event moved to since): `flowc resolve` and `expect` say so.
  package var presentsWhatALinkOpenedOverCurrent: Bool {
    presentations.first?.isOverCurrentLink == true
  }

  /// How many automatic phase changes (checks, guard exits) one call may make at least; a definition
  /// with more `check` phases allows one more than it has (`FlowDefinition.automaticChangeLimit`).
  public nonisolated static var automaticChangeLimit: Int { 16 }

  /// Creates a navigator in the initial phase; call `start(launchURL:)` to follow its checks.
  ///
  /// - Parameters:
  ///   - definition: the flow, usually the generated `Archon.definition` value.
  ///   - store: where restoration state lives; nil restores nothing.
  ///   - conditions: the current value of a condition, or nil while it is not known yet.
  public init(
    definition: FlowDefinition<Flow>, store: (any RestorationStore)? = nil,
    conditions: @escaping @MainActor (Flow.Condition) -> Bool?
  ) {
    self.definition = definition
    self.store = store
    self.conditionValue = conditions
    self.changeLimit = definition.automaticChangeLimit
    self.guardConditions = Array(definition.guardConditions)
    self.phaseDefinitions = definition.phasesByID
    self.phasesALaunchShowsFirst = definition.phasesALaunchShowsFirst
    self.storedPhase = definition.initialPhase.id
    self.storedPhaseDefinition = definition.initialPhase
    armRestoration()
    enter(definition.initialPhase.id, animated: false)
  }

  /// The definition of the current phase; reading it counts as reading `phase` for observers.
  var currentPhase: PhaseDefinition<Flow>? {
    registrar.access(self, keyPath: keys.phase)
    return storedPhaseDefinition
  }

  /// Reads `conditionsEpoch`, so that the caller is told after each call that may follow a change
  /// in the conditions: what depends on them (a guard holding) is read through a closure.
  func observeConditions() {
    _ = conditionsEpoch
  }

  /// Starts counting automatic phase changes afresh for one public call.
  func beginCall() {
    automaticChanges = 0
    conditionsEpoch &+= 1
  }
}
