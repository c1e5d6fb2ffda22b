import FlowCompiler
import FlowRuntime
import FlowSema
import FlowSyntax

/// What going from one version of a spec to the next does to the navigation state its users saved
/// under `restore tab` or `restore stacks` (docs/Runtime.md, "Restoration").
///
/// Only a phase a launch can show first saves (the initial phase, or one its checks lead to: not
/// one entered by an event alone), and saved state is restored only into the phase a launch shows
/// first. The navigator restores saved state as far as it still reads and fits, and drops the rest
/// without an error: a phase that is gone (or respelled: saved state names a phase and its tabs
/// by their names in the spec), shows no tabs, or that no launch shows first any more restores
/// nothing; a tab that is gone is dropped with its stack; a stack is cut at its first screen that
/// no longer decodes (by case name and value labels), that the push graph no longer leads to, or
/// whose guard fails; a phase or tab whose guard fails restores nothing for that user. Nothing
/// breaks, so each is a note (FL0518): users who update find a tab at its root rather than where
/// they were, which a team wants to know before a release, and which no link would show.
enum SavedStateContract {
  static func compare(old: ContractSide, new: ContractSide) -> [Diagnostic] {
    let oldPolicy = old.model.app.restoration
    let newPolicy = new.model.app.restoration
    // `restore nothing` saves nothing, or clears what was saved: that is the author's choice.
    guard oldPolicy != .nothing, newPolicy != .nothing else { return [] }
    let comparesStacks = oldPolicy == .stacks && newPolicy == .stacks
    var diagnostics: [Diagnostic] = []
    var cuts = StackCuts(new: new.model)
    // A phase entered by an event alone (a staff mode) saves nothing: no cut in it is anyone's.
    let saving = old.probe.phasesALaunchShowsFirst
    let restoring = new.probe.phasesALaunchShowsFirst
    for phase in old.model.phases where !phase.tabs.isEmpty && saving.contains(phase.name) {
      // Saved state names its phase and tabs by their names in the spec (the raw values of the
      // generated enums, so that a Swift rename keeps them), its screens by their Swift case.
      let named = new.model.phases.first { $0.name == phase.name }
      guard let successor = named, !successor.tabs.isEmpty, restoring.contains(successor.name)
      else {
        let loss: ContractMessages.SavedPhaseLoss =
          if let named {
            named.tabs.isEmpty ? .showsNoTabs : .notShownFirst
          } else if let respelled = new.model.phases.first(where: {
            $0.swiftName == phase.swiftName
          }) {
            .respelled(respelled.name)
          } else {
            .gone
          }
        diagnostics.append(
          note(
            old, old.range(ofPhase: phase.name),
            ContractMessages.savedPhaseLost(phase.name, withStacks: comparesStacks, loss)))
        continue
      }
      // Conditions are the app's by Swift case (its conditions closure reads the generated enum).
      let phaseHeld = old.model.swiftNames(of: phase.requires)
      let phaseAdded = new.model.names(of: successor.requires, notIn: phaseHeld)
      if !phaseAdded.isEmpty {
        // A launch without them shows another phase, which clears what was saved.
        diagnostics.append(
          note(
            new, new.range(ofPhase: successor.name),
            ContractMessages.savedPhaseNewlyGuarded(
              successor.name, withStacks: comparesStacks, conditions: phaseAdded)))
      }
      // What the new phase asks for, its note named: nothing below names it again.
      let phaseGuard = phaseHeld.union(new.model.swiftNames(of: successor.requires))
      for tab in phase.tabs {
        guard let newTab = successor.tabs.first(where: { $0.name == tab.name }) else {
          diagnostics.append(
            note(
              old, old.range(ofTab: tab.name, in: phase.name),
              ContractMessages.savedTabGone(
                tab.name, phase: phase.name, withStack: comparesStacks,
                respelledAs: successor.tabs.first { $0.swiftName == tab.swiftName }?.name,
                start: start(in: successor, of: new.model))))
          continue
        }
        // Conditions a user who saved this tab's stack had (the old phase's and tab's), and
        // those the new phase's note named.
        let held = phaseGuard.union(old.model.swiftNames(of: tab.requires))
        let added = new.model.names(of: newTab.requires, notIn: held)
        if !added.isEmpty {
          diagnostics.append(
            note(
              new, new.range(ofTab: newTab.name, in: successor.name),
              ContractMessages.savedTabNewlyGuarded(
                newTab.name, withStack: comparesStacks, conditions: added)))
        }
        if comparesStacks {
          // A screen's new guard cuts a stack only where neither the phase nor the tab asks for
          // its condition: a user without it either never saved the stack or was told above.
          cuts.follow(
            tab, into: newTab, phase: successor.name,
            held: held.union(new.model.swiftNames(of: newTab.requires)), old: old.model,
            new: new.model)
        }
      }
    }
    return diagnostics
      + cuts.causes.map { cause in
        let tabs = cuts.tabs[cause] ?? []
        switch cause {
        case .screenGone(let screen):
          // Become a sheet or cover, it is pointed at in the new spec, by its new spelling;
          // removed, in the old.
          let twin = new.model.screen(swiftName: old.model[screen].swiftName)
          let name = twin?.name ?? old.model[screen].name
          return note(
            twin == nil ? old : new,
            twin.map { new.range(ofScreen: $0.name) } ?? old.range(ofScreen: name),
            ContractMessages.savedStackCut(
              at: name, tabs: tabs,
              reason: ContractMessages.savedScreenGone(name, nowA: twin?.kind.rawValue)))
        case .valuesUnreadable(let screen, let unread):
          let name = new.model[screen].name
          return note(
            new, new.range(ofScreen: name),
            ContractMessages.savedStackCut(
              at: name, tabs: tabs, reason: ContractMessages.savedScreenValues(unread),
              onlySome: unread.someStillRead))
        case .valuesDropped(let screen, let dropped):
          let name = new.model[screen].name
          return note(
            new, new.range(ofScreen: name),
            ContractMessages.savedStackValuesDropped(at: name, tabs: tabs, dropped))
        case .pushGone(let from, let to):
          return note(
            new, new.range(ofScreen: new.model[from].name),
            ContractMessages.savedStackCut(
              at: new.model[to].name, tabs: tabs,
              reason: ContractMessages.savedPushGone(new.model[from].name),
              onlySome: cuts.spareSome.contains(cause)))
        case .newRootDoesNotPush(let phase, let tab, let root, let to):
          return note(
            new, new.range(ofTab: tab, in: phase),
            ContractMessages.savedStackCut(
              at: new.model[to].name, tabs: tabs,
              reason: ContractMessages.savedTabRootChanged(new.model[root].name),
              onlySome: cuts.spareSome.contains(cause)))
        case .newlyGuarded(let screen, let conditions):
          let name = new.model[screen].name
          return note(
            new, new.range(ofScreen: name),
            ContractMessages.savedStackGuarded(at: name, tabs: tabs, conditions: conditions))
        }
      }
  }

  /// Where a user whose saved tab is gone starts: the phase's default tab, and what it requires
  /// beyond the phase, without which the first tab the user may see is selected instead
  /// (`Navigator.entryTab(of:)`).
  private static func start(in phase: PhaseModel, of model: FlowModel) -> (
    tab: String, unless: [String]
  )? {
    guard let tab = phase.tabs.first(where: \.isDefault) else { return nil }
    return (tab.name, model.names(of: tab.requires, notIn: model.swiftNames(of: phase.requires)))
  }

  private static func note(_ side: ContractSide, _ range: SourceRange, _ message: String)
    -> Diagnostic
  {
    Diagnostic(
      .savedStateChanged, path: side.path, range: range, message: message,
      help: ContractMessages.savedStateHelp)
  }

  /// Where stacks saved by the old spec stop restoring, each cause once with the tabs it cuts,
  /// in the order the walk meets them.
  private struct StackCuts {
    enum Cause: Hashable {
      /// The old screen has no screen of the same Swift case in the new spec.
      case screenGone(ScreenID)
      /// The new screen's values cannot be read from what the old one saved.
      case valuesUnreadable(ScreenID, CaseValueContract.Unreadable)
      /// The new screen restores, but reads new values at their default where old ones were saved.
      case valuesDropped(ScreenID, CaseValueContract.Renaming)
      /// Nothing below `to` pushes it in the new spec; `from` (new) pushed it in the old one.
      case pushGone(from: ScreenID, to: ScreenID)
      /// Tab `tab` of phase `phase` has a new root, which does not push `to`, and nothing below.
      case newRootDoesNotPush(phase: String, tab: String, root: ScreenID, to: ScreenID)
      /// The new screen requires `conditions` (names, in its `requires` order), which nothing
      /// beneath it in the saved stack did: a restored stack is cut at its first screen whose
      /// guard fails.
      case newlyGuarded(ScreenID, conditions: [String])
    }

    private(set) var causes: [Cause] = []
    private(set) var tabs: [Cause: [String]] = [:]
    /// Push cuts that some saved stacks escape: the walk finds a cut on the shortest stack to a
    /// screen, and a longer one with a screen beneath it that still pushes it keeps it (the
    /// restoration round: a push moved from 'Item' to 'Category' kept every stack through
    /// 'Category', though the note said each stack lost it).
    private(set) var spareSome: Set<Cause> = []
    /// Each screen of the new spec (not sheets or covers) by its Swift case, as saved state names it.
    private let newScreens: [String: ScreenID]

    init(new: FlowModel) {
      var screens: [String: ScreenID] = [:]
      for id in new.screenIDs where new[id].kind == .screen && screens[new[id].swiftName] == nil {
        screens[new[id].swiftName] = id
      }
      newScreens = screens
    }

    /// A stack the walk has shown restores in full under the new spec: the old screen on top,
    /// its twin, and the entry below it (`nil` for the tab's root).
    private struct Restorable {
      var screen: ScreenID
      var twin: ScreenID
      var below: Int?
    }

    /// Walks stacks the old spec could save on `tab` as far as the new spec restores them on
    /// `newTab`. A saved screen restores when it decodes and the root or any screen below it
    /// pushes it (`NavigationGraph.firstBreak`, `Navigator.allowedPrefix`); the walk extends, for
    /// each screen, the shortest stack it found restoring in full, by every screen the old spec
    /// allows above it, and stops at `RestorationLimits.maximumStackDepth`, as saving does. A cut
    /// is reported only for such a stack, which the old spec could save: none is made up, though
    /// a cut only another stack to the same screen shows may go unnamed.
    ///
    /// `held` holds the Swift cases of the conditions the phase and the tab ask for: a screen's new
    /// guard cuts a stack only for a condition neither asks for, nor any screen beneath it in
    /// either spec (the old one: no user without it saved the stack; the new one: the stack is
    /// cut lower, where that screen's note says so).
    mutating func follow(
      _ tab: TabModel, into newTab: TabModel, phase: String, held: Set<String>, old: FlowModel,
      new: FlowModel
    ) {
      var walked: [Restorable] = []
      var reached: Set<ScreenID> = []
      var decoding: [ScreenID: ScreenID?] = [:]
      // What the stack being extended allows above it, in each version: marks over the screens,
      // cleared after each stack, not a set built and sorted for each (a spec whose 240 screens
      // each push every one took 48 s).
      var oldAllowed = Marks(count: old.screens.count)
      var newAllowed = Marks(count: new.screens.count)
      var candidates: [ScreenID] = []
      // The entry whose stack is extended, from -1, the empty stack; each is extended once.
      var extended = -1
      while extended < walked.count {
        defer { extended += 1 }
        let top = extended < 0 ? nil : extended
        // The stack up to `top`, top first.
        var stack: [Restorable] = []
        var cursor = top
        while let position = cursor {
          stack.append(walked[position])
          cursor = walked[position].below
        }
        guard stack.count < RestorationLimits.maximumStackDepth else { continue }
        // What the phase, the tab and the stack beneath ask for, in either spec: the same for
        // every screen pushed on this stack, so worked out once for it, not once per screen.
        let heldBeneath = held.union(old.swiftNames(of: stack.flatMap { old[$0.screen].requires }))
          .union(new.swiftNames(of: stack.flatMap { new[$0.twin].requires }))
        oldAllowed.clear()
        newAllowed.clear()
        candidates.removeAll(keepingCapacity: true)
        // The root's pushes, then each screen's from the bottom up: an order the spec fixes.
        for id in old[tab.root].pushes where oldAllowed.insert(id.index) { candidates.append(id) }
        for id in new[newTab.root].pushes { _ = newAllowed.insert(id.index) }
        for entry in stack.reversed() {
          for id in old[entry.screen].pushes where oldAllowed.insert(id.index) {
            candidates.append(id)
          }
          for id in new[entry.twin].pushes { _ = newAllowed.insert(id.index) }
        }
        for pushed in candidates {
          let twin: ScreenID?
          if let known = decoding[pushed] {
            twin = known
          } else {
            twin = decodingTwin(of: pushed, old: old, new: new, tab: tab.name)
            decoding[pushed] = twin
          }
          guard let twin else { continue }
          guard newAllowed.contains(twin.index) else {
            // The nearest screen below that pushed it in the old spec, or the root.
            let pusher = stack.first { old[$0.screen].pushes.contains(pushed) }
            if let pusher {
              record(.pushGone(from: pusher.twin, to: twin), tab: tab.name)
            } else if newScreens[old[tab.root].swiftName] != newTab.root {
              record(
                .newRootDoesNotPush(phase: phase, tab: newTab.name, root: newTab.root, to: twin),
                tab: tab.name)
            } else {
              record(.pushGone(from: newTab.root, to: twin), tab: tab.name)
            }
            continue
          }
          // Users who hold the conditions keep the screen, so the walk goes on above it.
          if !new[twin].requires.isEmpty {
            let guarded = new.names(
              of: new[twin].requires,
              notIn: heldBeneath.union(old.swiftNames(of: old[pushed].requires)))
            if !guarded.isEmpty {
              record(.newlyGuarded(twin, conditions: guarded), tab: tab.name)
            }
          }
          if reached.insert(pushed).inserted {
            walked.append(Restorable(screen: pushed, twin: twin, below: top))
          }
        }
      }
      // A screen that pushes itself is above itself, not beneath: no stack escapes through it.
      for cause in causes where tabs[cause]?.contains(tab.name) == true {
        switch cause {
        case .pushGone(_, let to), .newRootDoesNotPush(_, _, _, let to):
          if walked.contains(where: { $0.twin != to && new[$0.twin].pushes.contains(to) }) {
            spareSome.insert(cause)
          }
        default: continue
        }
      }
    }

    /// A set of small integers that empties in the time it took to fill.
    private struct Marks {
      private var marked: [Bool]
      private var touched: [Int] = []

      init(count: Int) {
        marked = [Bool](repeating: false, count: count)
      }

      /// Marks `position`; false when it was marked already.
      mutating func insert(_ position: Int) -> Bool {
        guard !marked[position] else { return false }
        marked[position] = true
        touched.append(position)
        return true
      }

      func contains(_ position: Int) -> Bool { marked[position] }

      mutating func clear() {
        for position in touched { marked[position] = false }
        touched.removeAll(keepingCapacity: true)
      }
    }

    /// The new screen `screen` decodes as, or `nil` after recording why saved ones do not.
    private mutating func decodingTwin(
      of screen: ScreenID, old: FlowModel, new: FlowModel, tab: String
    ) -> ScreenID? {
      guard let twin = newScreens[old[screen].swiftName] else {
        record(.screenGone(screen), tab: tab)
        return nil
      }
      let unread = CaseValueContract.unreadable(
        saved: Self.values(old[screen], readAs: false),
        reading: Self.values(new[twin], readAs: true), savedAs: "screens")
      if unread.reasons.isEmpty, let dropped = unread.dropped {
        // Not a cut: the screen restores, with a value replaced by its default.
        record(.valuesDropped(twin, dropped), tab: tab)
      }
      guard unread.reasons.isEmpty else {
        record(.valuesUnreadable(twin, unread), tab: tab)
        // Some saved values may still read (a `nil`, a UUID saved as a String): the walk goes
        // on above them, where a stack that kept this screen may be cut again.
        return unread.someStillRead ? twin : nil
      }
      return twin
    }

    private mutating func record(_ cause: Cause, tab: String) {
      if tabs[cause] == nil { causes.append(cause) }
      if tabs[cause]?.contains(tab) != true { tabs[cause, default: []].append(tab) }
    }

    /// A screen's values as saved data has them (`readAs` false: left out only when `nil`) or as
    /// decoding reads them (`readAs` true: an optional or a value with a default may be absent).
    private static func values(_ screen: ScreenModel, readAs reading: Bool) -> [RoutePlaceholder] {
      screen.parameters.map {
        RoutePlaceholder(
          name: $0.swiftName, type: $0.type,
          isOptional: $0.isOptional || (reading && $0.defaultValue != nil))
      }
    }
  }
}
