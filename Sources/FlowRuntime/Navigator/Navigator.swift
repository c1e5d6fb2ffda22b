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
      write(.phase) {
        $0.storedPhase = newValue
        $0.storedPhaseDefinition = $0.phaseDefinitions[newValue]
      }
    }
  }
  /// Whether the last phase change asked to be animated (`-> main animated`).
  public internal(set) var phaseChangeIsAnimated: Bool {
    get { read(keys.phaseChangeIsAnimated, storedPhaseChangeIsAnimated) }
    set { write(.phaseChangeIsAnimated) { $0.storedPhaseChangeIsAnimated = newValue } }
  }
  /// Each tab's stack above its root; a tab at its root has no entry.
  public internal(set) var stacks: [Flow.Tab: [Flow.Screen]] {
    get { read(keys.stacks, storedStacks) }
    set { write(.stacks) { $0.storedStacks = newValue } }
  }
  /// The stack above the root screen of a phase declared with `root`.
  public internal(set) var rootStack: [Flow.Screen] {
    get { read(keys.rootStack, storedRootStack) }
    set { write(.rootStack) { $0.storedRootStack = newValue } }
  }
  /// Open sheets and covers, bottom first; each presents the next one.
  public internal(set) var presentations: [Presentation<Flow>] {
    get { read(keys.presentations, storedPresentations) }
    set { write(.presentations) { $0.storedPresentations = newValue } }
  }
  /// The deep link held until its guards hold; a newer one replaces it.
  public internal(set) var pendingLink: PendingLink<Flow>? {
    get { read(keys.pendingLink, storedPendingLink) }
    set { write(.pendingLink) { $0.storedPendingLink = newValue } }
  }
  /// The push, presentation or tab selection held until its guard holds (`requires c else ...`);
  /// a newer held link or entry replaces it.
  public internal(set) var heldEntry: HeldEntry<Flow>? {
    get { read(keys.heldEntry, storedHeldEntry) }
    set { write(.heldEntry) { $0.storedHeldEntry = newValue } }
  }

  /// Storage behind `selectedTab`, whose setter validates.
  var tabSelection: Flow.Tab? {
    get { read(keys.tabSelection, storedTabSelection) }
    set { write(.tabSelection) { $0.storedTabSelection = newValue } }
  }

  /// Counts the calls after which conditions may read differently (`start`, an `open` that
  /// accepts its link, `send`, `conditionsDidChange`): conditions come from a closure observation
  /// cannot see, so views of what depends on them (the available tabs) read this to be drawn again.
  var conditionsEpoch: Int {
    get { read(keys.conditionsEpoch, storedConditionsEpoch) }
    set { write(.conditionsEpoch) { $0.storedConditionsEpoch = newValue } }
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
  /// How deep in public calls the navigator is: 0 outside any.
  private var callDepth = 0
  /// The observed properties changed in the current outermost call, not yet told to observers.
  private var unannouncedChanges: ObservedProperties = []

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

  /// Changes an observed property. Inside a public call its observers are told when the
  /// outermost call ends (`leaveCall()`), not before the change as Observation would: an observer
  /// that called the navigator from there ran in the middle of the change, whose value was worked
  /// out before it, and the outer call then wrote over what the observer's call did (the second
  /// docs audit: a cart sheet a link opened vanished under the sign-in sheet being presented, and a
  /// sign-in sheet stayed up for a link the observer's link had replaced).
  private func write(_ property: ObservedProperties, _ change: (Navigator) -> Void) {
    guard callDepth == 0 else {
      change(self)
      unannouncedChanges.insert(property)
      return
    }
    withMutation(of: property) { change(self) }
  }

  /// Runs `change` telling the observers of `property` before and after, as Observation does.
  private func withMutation(of property: ObservedProperties, _ change: () -> Void) {
    switch property {
    case .phase: registrar.withMutation(of: self, keyPath: keys.phase, change)
    case .phaseChangeIsAnimated:
      registrar.withMutation(of: self, keyPath: keys.phaseChangeIsAnimated, change)
    case .stacks: registrar.withMutation(of: self, keyPath: keys.stacks, change)
    case .rootStack: registrar.withMutation(of: self, keyPath: keys.rootStack, change)
    case .presentations: registrar.withMutation(of: self, keyPath: keys.presentations, change)
    case .pendingLink: registrar.withMutation(of: self, keyPath: keys.pendingLink, change)
    case .heldEntry: registrar.withMutation(of: self, keyPath: keys.heldEntry, change)
    case .tabSelection: registrar.withMutation(of: self, keyPath: keys.tabSelection, change)
    default:  // `.conditionsEpoch`, the last: one property at a time is asked for.
      registrar.withMutation(of: self, keyPath: keys.conditionsEpoch, change)
    }
  }

  /// Starts a public call (or one the SwiftUI layer makes): what it changes is told to observers
  /// when the outermost call ends. Pair with `defer { leaveCall() }`.
  func enterCall() {
    callDepth += 1
  }

  /// Ends a public call; the outermost tells the observers of each property it changed, in a fixed
  /// order, after the whole change. An observer may call the navigator from there: that call is a
  /// call of its own, made after this one, as if made next.
  func leaveCall() {
    callDepth -= 1
    guard callDepth == 0 else { return }
    dropHeldEntryWithoutItsPlace()
    let changed = unannouncedChanges
    unannouncedChanges = []
    for property in ObservedProperties.inOrder where changed.contains(property) {
      withMutation(of: property) {}
    }
  }

  /// Tells the observers of `stack` that it changed, though a write left it other than written:
  /// a control bound to it (`NavigationStack(path:)`) already shows what the user pushed or went
  /// back to, and reads the navigator's path again only when told, so a push refused or held
  /// behind a guard's `else` would otherwise stay on screen without its condition.
  func reflectUnappliedWrite(to stack: StackID<Flow>) {
    switch stack {
    case .root: notifyObservers(of: .rootStack)
    case .tab: notifyObservers(of: .stacks)
    case .presentation: notifyObservers(of: .presentations)
    }
  }

  /// `reflectUnappliedWrite(to:)` for the tab selection (`TabView(selection:)`): a tab picked and
  /// refused, or held behind its guard's `else`, would otherwise stay selected on screen.
  func reflectUnappliedTabSelection() {
    notifyObservers(of: .tabSelection)
  }

  private func notifyObservers(of property: ObservedProperties) {
    write(property) { _ in }
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

/// The properties a `Navigator` tells observers of, one bit each, so that a call collects what it
/// changed without allocating.
private struct ObservedProperties: OptionSet {
  let rawValue: UInt16
  static let phase = Self(rawValue: 1 << 0)
  static let phaseChangeIsAnimated = Self(rawValue: 1 << 1)
  static let stacks = Self(rawValue: 1 << 2)
  static let rootStack = Self(rawValue: 1 << 3)
  static let presentations = Self(rawValue: 1 << 4)
  static let pendingLink = Self(rawValue: 1 << 5)
  static let heldEntry = Self(rawValue: 1 << 6)
  static let tabSelection = Self(rawValue: 1 << 7)
  static let conditionsEpoch = Self(rawValue: 1 << 8)
  /// The order observers are told in: the order the properties are declared.
  static let inOrder: [Self] = [
    .phase, .phaseChangeIsAnimated, .stacks, .rootStack, .presentations, .pendingLink,
    .heldEntry, .tabSelection, .conditionsEpoch,
  ]
}
