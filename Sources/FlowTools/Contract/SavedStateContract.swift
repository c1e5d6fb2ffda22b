import FlowCompiler
import FlowSema
import FlowSyntax

/// What going from one version of a spec to the next does to the navigation state its users saved
/// under `restore tab` or `restore stacks` (docs/Runtime.md, "Restoration").
///
/// The navigator restores saved state as far as it still reads and fits, and drops the rest
/// without an error: a phase that is gone, or shows no tabs, restores nothing; a tab that is gone
/// is dropped with its stack; a stack is cut at its first screen that no longer decodes (by case
/// name and value labels) or that the push graph no longer leads to. Nothing breaks, so each is
/// a note (FL0518): users who update find a tab at its root rather than where they were, which a
/// team wants to know before a release, and which no link would show.
enum SavedStateContract {
  static func compare(old: ContractSide, new: ContractSide) -> [Diagnostic] {
    let oldPolicy = old.model.app.restoration
    let newPolicy = new.model.app.restoration
    // `restore nothing` saves nothing, or clears what was saved: that is the author's choice.
    guard oldPolicy != .nothing, newPolicy != .nothing else { return [] }
    let comparesStacks = oldPolicy == .stacks && newPolicy == .stacks
    var diagnostics: [Diagnostic] = []
    var cuts = StackCuts()
    for phase in old.model.phases where !phase.tabs.isEmpty {
      // Saved state names its phase and tabs by their Swift case, as the generated enums do.
      guard
        let successor = new.model.phases.first(where: { $0.swiftName == phase.swiftName }),
        !successor.tabs.isEmpty
      else {
        diagnostics.append(
          note(
            old, old.range(ofPhase: phase.name),
            ContractMessages.savedPhaseGone(
              phase.name, withStacks: comparesStacks,
              stillAPhase: new.model.phases.contains { $0.swiftName == phase.swiftName })))
        continue
      }
      for tab in phase.tabs {
        guard let newTab = successor.tabs.first(where: { $0.swiftName == tab.swiftName }) else {
          diagnostics.append(
            note(
              old, old.range(ofTab: tab.name, in: phase.name),
              ContractMessages.savedTabGone(
                tab.name, phase: phase.name, withStack: comparesStacks,
                defaultTab: successor.tabs.first(where: \.isDefault)?.name)))
          continue
        }
        if comparesStacks {
          cuts.follow(tab, into: newTab, phase: successor.name, old: old.model, new: new.model)
        }
      }
    }
    return diagnostics
      + cuts.causes.map { cause in
        let tabs = cuts.tabs[cause] ?? []
        switch cause {
        case .screenGone(let screen):
          let name = old.model[screen].name
          let twin = new.model.screens.first { $0.swiftName == old.model[screen].swiftName }
          return note(
            old, old.range(ofScreen: name),
            ContractMessages.savedStackCut(
              at: name, tabs: tabs,
              reason: ContractMessages.savedScreenGone(name, nowA: twin?.kind.rawValue)))
        case .valuesUnreadable(let screen, let reasons):
          let name = new.model[screen].name
          return note(
            new, new.range(ofScreen: name),
            ContractMessages.savedStackCut(
              at: name, tabs: tabs, reason: ContractMessages.savedScreenValues(reasons)))
        case .pushGone(let from, let to):
          return note(
            new, new.range(ofScreen: new.model[from].name),
            ContractMessages.savedStackCut(
              at: new.model[to].name, tabs: tabs,
              reason: ContractMessages.savedPushGone(new.model[from].name)))
        case .newRootDoesNotPush(let phase, let tab, let root, let to):
          return note(
            new, new.range(ofTab: tab, in: phase),
            ContractMessages.savedStackCut(
              at: new.model[to].name, tabs: tabs,
              reason: ContractMessages.savedTabRootChanged(new.model[root].name)))
        }
      }
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
      case valuesUnreadable(ScreenID, reasons: [String])
      /// The new spec's screen `from` no longer pushes `to`.
      case pushGone(from: ScreenID, to: ScreenID)
      /// Tab `tab` of phase `phase` has a new root, which does not push `to`.
      case newRootDoesNotPush(phase: String, tab: String, root: ScreenID, to: ScreenID)
    }

    private(set) var causes: [Cause] = []
    private(set) var tabs: [Cause: [String]] = [:]

    /// Walks every stack the old spec could save on `tab`, as far as the new spec restores it
    /// on `newTab`: from the root along pushes, stopping at each screen a saved stack would be
    /// cut at (`Navigator.allowedPrefix`, and the stack's decoding).
    mutating func follow(
      _ tab: TabModel, into newTab: TabModel, phase: String, old: FlowModel, new: FlowModel
    ) {
      var twins: [ScreenID: ScreenID?] = [:]
      func twin(_ screen: ScreenID) -> ScreenID? {
        if let known = twins[screen] { return known }
        let found = new.screenIDs.first {
          new[$0].kind == .screen && new[$0].swiftName == old[screen].swiftName
        }
        twins[screen] = found
        return found
      }
      // Each old screen a restorable stack reaches, with its twin; each is walked from once.
      var restorable: Set<ScreenID> = []
      var next: [(pusher: ScreenID?, newPusher: ScreenID)] = [(nil, newTab.root)]
      while !next.isEmpty {
        let (pusher, newPusher) = next.removeFirst()
        for pushed in old[pusher ?? tab.root].pushes {
          guard let newPushed = twin(pushed) else {
            record(.screenGone(pushed), tab: tab.name)
            continue
          }
          let reasons = CaseValueContract.unreadable(
            saved: Self.values(old[pushed], readAs: false),
            reading: Self.values(new[newPushed], readAs: true), savedAs: "screens")
          guard reasons.isEmpty else {
            record(.valuesUnreadable(newPushed, reasons: reasons), tab: tab.name)
            continue
          }
          guard new[newPusher].pushes.contains(newPushed) else {
            let rootChanged = pusher == nil && twin(tab.root) != newTab.root
            record(
              rootChanged
                ? .newRootDoesNotPush(
                  phase: phase, tab: newTab.name, root: newPusher, to: newPushed)
                : .pushGone(from: newPusher, to: newPushed),
              tab: tab.name)
            continue
          }
          if restorable.insert(pushed).inserted { next.append((pushed, newPushed)) }
        }
      }
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
