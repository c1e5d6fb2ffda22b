import FlowRuntime
import FlowSema
import FlowSimulation
import FlowSyntax

/// The wording of every URL-contract diagnostic, in one place.
enum ContractMessages {
  // MARK: Why a pattern no longer matches, or matches more

  static let needsMoreSegments = "old links lack its new path segment"
  static let fewerSegments = "it takes fewer path segments"

  static func segmentInserted(_ segment: String, before next: String) -> String {
    "'\(segment)' was inserted before '\(next)'"
  }
  static func segmentRemoved(_ segment: String, before next: String) -> String {
    "'\(segment)' before '\(next)' was removed"
  }
  static func literalChanged(_ old: String, _ new: String) -> String {
    "'\(old)' became '\(new)'"
  }
  static func hostSegmentLowered(_ old: String, _ new: String) -> String {
    "'\(old)' became '\(new)': universal links compare the path exactly; custom-scheme links, "
      + "whose host it is, still open"
  }
  static func literalRejected(_ old: String, _ name: String, _ type: ValueType) -> String {
    "'\(old)' became '{\(name)}', which is \(type.withArticle)"
  }
  static func placeholderBecameLiteral(_ name: String, _ text: String) -> String {
    "'{\(name)}' became '\(text)'"
  }
  static func catchAllRemoved(_ name: String) -> String {
    "the catch-all '{\(name)...}' was removed"
  }
  static func typeChanged(_ name: String, _ old: ValueType, _ new: ValueType) -> String {
    "'{\(name)}' is now \(new.withArticle), not \(old.withArticle)"
  }
  static func queryTypeChanged(_ key: String, _ old: ValueType, _ new: ValueType) -> String {
    "query item '\(key)' is now \(new.withArticle), not \(old.withArticle)"
  }
  static func newRequiredItem(_ key: String) -> String {
    "it now requires the query item '\(key)'"
  }
  static func itemBecameRequired(_ key: String) -> String {
    "the query item '\(key)' is now required"
  }

  // MARK: Ways a pattern accepts more

  static func catchAllRefusesEmptyPart(_ placeholder: String, catchAll: String) -> String {
    "'{\(placeholder)}' read a value with a '/' at its start or end or two in a row whole, "
      + "and the catch-all '{\(catchAll)...}' refuses it: none of its parts may be empty"
  }
  static func restBecameCatchAll(_ name: String) -> String {
    "the rest of the path is now the catch-all '{\(name)...}'"
  }
  static func literalBecamePlaceholder(_ text: String, _ name: String) -> String {
    "'\(text)' became '{\(name)}'"
  }
  static func typeWidened(_ name: String, _ old: ValueType, _ new: ValueType) -> String {
    "'{\(name)}' is now \(new.withArticle), was \(old.withArticle)"
  }
  static func queryTypeWidened(_ key: String, _ old: ValueType, _ new: ValueType) -> String {
    "query item '\(key)' is now \(new.withArticle), was \(old.withArticle)"
  }
  static func itemBecameOptional(_ key: String) -> String {
    "query item '\(key)' is now optional"
  }

  // MARK: Diagnostics

  static func removed(_ url: String, route: String) -> String {
    "'\(url)' no longer matches: route '\(route)' was removed"
  }
  static func removedRoute(_ route: String) -> String {
    "links to route '\(route)' no longer match: it was removed"
  }
  static func changed(_ url: String, old: String, new: String, reason: String) -> String {
    old == new
      ? "'\(url)' no longer matches route '\(new)': \(reason)"
      : "'\(url)' no longer matches: route '\(old)' is now '\(new)' (\(reason))"
  }
  static func noLongerMatches(_ url: String, route: String, reason: String) -> String {
    "'\(url)' no longer matches route '\(route)' (\(reason))"
  }
  /// Both stacks whole, as every message about where a link lands says it (the fifth review read
  /// FL0504 without the root beside FL0510 with it, for one URL).
  static func landingChanged(_ url: String, old: VisibleLanding, new: VisibleLanding) -> String {
    // In another phase, a tab is named with its phase: a renamed phase read "now lands on
    // Item(id: 42) in one, not Item(id: 42) in one" (the docs review).
    let phases = old.phase != new.phase
    return
      "'\(url)' now lands on \(new.stack)\(place(new, withPhase: phases)), not "
      + "\(old.stack)\(place(old, withPhase: phases))"
  }

  /// Where a landing is, as `landingChanged` says it: its place clause, and its phase after a tab.
  private static func place(_ landing: VisibleLanding, withPhase: Bool) -> String {
    guard withPhase, !landing.overCurrent, landing.tab != nil else { return landing.placeClause }
    return landing.placeClause + " of phase '\(landing.phase)'"
  }
  static func nowMatchedBy(_ route: String, old: String) -> String {
    "route '\(route)' now matches it, not '\(old)'"
  }
  static func backStackChanged(_ url: String, old: VisibleLanding, new: VisibleLanding) -> String {
    let names = { (landing: VisibleLanding) in
      landing.screens.map(\.name).joined(separator: " > ")
    }
    return
      "'\(url)' still lands on \(new.topName)\(new.placeClause), with the back stack \(names(new)) instead of \(names(old))"
  }
  static func shownAnotherWay(
    _ url: String, landing: VisibleLanding, screen: String, old: ScreenKind, new: ScreenKind
  ) -> String {
    let shown = { (kind: ScreenKind) in
      switch kind {
      case .screen: "pushed"
      case .sheet: "a sheet"
      case .cover: "a cover"
      }
    }
    return
      "'\(url)' still lands on \(landing.topName)\(landing.placeClause), but \(screen) is now \(shown(new)), where it was \(shown(old))"
  }
  static func nowGuarded(_ url: String, landing: VisibleLanding, conditions: [String]) -> String {
    "'\(url)' still lands on \(landing.topName)\(landing.placeClause), but now needs \(quoted(conditions)), which it did not: a user without \(pronoun(conditions)) is held, or shown the guard's prompt, rather than taken there"
  }
  static func replacedByWiderRoute(_ url: String, old: String, new: String) -> String {
    "route '\(old)' was removed, but '\(new)' lands links such as '\(url)' the same way"
  }
  static func widened(_ route: String, _ reasons: [String]) -> String {
    "route '\(route)' accepts more URLs: " + reasons.joined(separator: "; ")
  }
  static func queryItemAdded(_ route: String, _ key: String) -> String {
    "route '\(route)' takes a new optional query item '\(key)'"
  }
  static func queryItemIgnored(_ url: String, route: String, key: String) -> String {
    "'\(url)' still opens, but route '\(route)' now ignores its query item '\(key)'"
  }
  static func added(_ route: String, caseName: String, url: String?, landing: VisibleLanding?)
    -> String
  {
    let head = "new route '\(route)' adds the Swift case '\(caseName)'"
    guard let url, let landing else { return head }
    // `over current` says the link opens over wherever the user is (a new-users review read
    // "in discover" of a player cover that opens over every tab).
    return head + ": links such as '\(url)' land on \(landing.stack)\(landing.placeClause)"
  }
  static func captured(
    _ url: String, old: VisibleLanding, new: VisibleLanding, route: String, from oldRoute: String
  ) -> String {
    landingChanged(url, old: old, new: new)
      + ": new route '\(route)' takes it from route '\(oldRoute)'"
  }

  // MARK: Swift route cases

  static func caseRenamed(_ route: String, old: String, new: String) -> String {
    "route '\(route)' is now the Swift case '\(new)', not '\(old)': app code and saved routes that use '\(old)' break"
  }
  static func caseRemoved(_ route: String, old: String) -> String {
    "the Swift case '\(old)' of route '\(route)' was removed: app code and saved routes that use it break"
  }
  static func caseRemovedToo(_ old: String) -> String {
    "its Swift case '\(old)' was removed too"
  }
  static func savedValuesUnreadable(
    _ caseName: String, _ unread: CaseValueContract.Unreadable
  ) -> String {
    guard !unread.reasons.isEmpty else {
      return "routes saved as '\(caseName)' by the old spec decode, but "
        + (unread.dropped.map { savedValuesDropped($0, whose: "their") } ?? "")
    }
    return "routes saved as '\(caseName)' by the old spec " + noLongerDecode(unread, whose: "their")
  }
  /// "their saved 'note' is no longer read, and the new 'text' takes its default": said of saved
  /// data that still decodes (beside a "may no longer decode", of the part that does).
  private static func savedValuesDropped(_ dropped: CaseValueContract.Renaming, whose: String)
    -> String
  {
    let one = dropped.saved.count == 1
    let oneNew = dropped.reading.count == 1
    return "\(whose) saved \(quoted(dropped.saved)) \(one ? "is" : "are") no longer read, and the "
      + "new \(quoted(dropped.reading)) \(oneNew ? "takes its" : "take their") default"
  }
  /// "no longer decode", or "may" when some saved values still do, and why, with, for those that
  /// do, the values they lose (`whose`: "their" routes', "its" screen's): one phrase for saved
  /// routes (FL0516) and saved stacks (FL0518).
  private static func noLongerDecode(_ unread: CaseValueContract.Unreadable, whose: String)
    -> String
  {
    let dropped = unread.someStillRead ? unread.dropped : nil
    return "\(unread.someStillRead ? "may " : "")no longer decode: "
      + unread.reasons.joined(separator: "; ")
      + (dropped.map { "; and " + savedValuesDropped($0, whose: whose) } ?? "")
  }
  static let savedValuesUnreadableHelp =
    "this is about route values an app stored (Codable data), not links: keep each value's name "
    + "and type, make a new value optional, or give the new shape a case of its own with 'as'"
  static func valueNowRequired(_ name: String, saved kind: String) -> String {
    "'\(name)' is new and required, and saved \(kind) have none"
  }
  /// `stillRead`: what the new type still reads of the saved values (`CaseValueContract`).
  static func valueTypeChanged(
    _ name: String, _ old: ValueType, _ new: ValueType, stillRead: [String]
  ) -> String {
    let changed = "'\(name)' was \(old.rawValue) and is now \(new.rawValue)"
    guard !stillRead.isEmpty else { return changed }
    return changed + ", which reads only saved " + WordList.joined(stillRead, "and")
  }
  static func valueNoLongerOptional(_ name: String, saved kind: String) -> String {
    "'\(name)' was optional and is now required, and saved \(kind) may have none"
  }

  // MARK: Saved navigation state (`restore tab`, `restore stacks`)

  /// Why a phase's saved state restores nothing under the new spec.
  enum SavedPhaseLoss {
    case gone, showsNoTabs
    /// Entered by an event alone now: a launch restores only into a phase it shows first.
    case notShownFirst
    /// Renamed to this, a name of the same Swift case: saved state names a phase as the spec does.
    case respelled(String)
  }

  static func savedPhaseLost(_ phase: String, withStacks: Bool, _ loss: SavedPhaseLoss) -> String {
    let what = withStacks ? "the selected tab and the stacks" : "the selected tab"
    let why =
      switch loss {
      case .gone: "the new spec has no phase '\(phase)'"
      case .showsNoTabs: "phase '\(phase)' shows no tabs now"
      case .notShownFirst: "no launch shows phase '\(phase)' first now, which restoring needs"
      case .respelled(let name): respelled("phase", phase, as: name)
      }
    return
      "\(what) saved in phase '\(phase)' by the old spec no longer restore\(withStacks ? "" : "s"): "
      + "\(why), so users who update start as on a first launch"
  }
  /// `start`: the phase's default tab, and the conditions it requires beyond the phase, without
  /// which users start on the first tab they may see.
  static func savedTabGone(
    _ tab: String, phase: String, withStack: Bool, respelledAs respelling: String?,
    start: (tab: String, unless: [String])?
  ) -> String {
    let why =
      respelling.map { respelled("tab", tab, as: $0) }
      ?? "phase '\(phase)' has no tab '\(tab)' now"
    let starting =
      if let start {
        "tab '\(start.tab)'"
          + (start.unless.isEmpty
            ? ""
            : " if they have \(quoted(start.unless))"
              + ", else on the first tab they may see")
      } else {
        "the default tab"
      }
    return "tab '\(tab)' saved by the old spec no longer restores: \(why), so users who had it "
      + "selected start on \(starting)" + (withStack ? ", and its saved stack is dropped" : "")
  }
  /// A phase or tab renamed to a name of the same Swift case (`signed-in` to `signed_in`): the
  /// generated code reads the same, but saved state names it as the spec does.
  private static func respelled(_ kind: String, _ name: String, as newName: String) -> String {
    "\(kind) '\(name)' is now spelled '\(newName)', the same Swift case, but saved state names a "
      + "\(kind) as the spec does"
  }
  static func savedPhaseNewlyGuarded(_ phase: String, withStacks: Bool, conditions: [String])
    -> String
  {
    "phase '\(phase)' requires \(quoted(conditions)) now: a launch without "
      + "\(lacking(conditions)) shows another phase, which clears the selected tab"
      + "\(withStacks ? " and the stacks" : "") saved in it"
  }
  static func savedTabNewlyGuarded(_ tab: String, withStack: Bool, conditions: [String])
    -> String
  {
    "tab '\(tab)' requires \(quoted(conditions)) now: users without \(lacking(conditions))"
      + (withStack ? " lose the stack they saved in it, and those" : "")
      + " who had it selected start on another tab"
  }
  static func savedStackGuarded(at screen: String, tabs: [String], conditions: [String])
    -> String
  {
    savedStacks(inTabs: tabs) + " restore without '\(screen)' and the screens above it for users "
      + "without \(quoted(conditions, "or")), which it requires now"
  }
  /// "'a'", "'a' and 'b'": conditions or values, as messages name them.
  private static func quoted(_ names: [String], _ conjunction: String = "and") -> String {
    WordList.joined(names.map { "'\($0)'" }, conjunction)
  }
  /// "it", or for several "'a' or 'b'": a user without any one of them is cut.
  private static func lacking(_ conditions: [String]) -> String {
    conditions.count == 1 ? "it" : quoted(conditions, "or")
  }
  private static func pronoun(_ names: [String]) -> String { names.count == 1 ? "it" : "them" }
  /// `onlySome`: only some saved stacks are cut there, since some saved values still read.
  static func savedStackCut(
    at screen: String, tabs: [String], reason: String, onlySome: Bool = false
  ) -> String {
    savedStacks(inTabs: tabs)
      + " \(onlySome ? "may " : "")restore without '\(screen)' and the screens above it: \(reason)"
  }
  static func savedScreenGone(_ screen: String, nowA kind: String?) -> String {
    kind.map { "'\(screen)' is now a \($0)" } ?? "the new spec has no screen '\(screen)'"
  }
  static func savedScreenValues(_ unread: CaseValueContract.Unreadable) -> String {
    "its saved values " + noLongerDecode(unread, whose: "its")
  }
  static func savedStackValuesDropped(
    at screen: String, tabs: [String], _ dropped: CaseValueContract.Renaming
  ) -> String {
    savedStacks(inTabs: tabs) + " restore '\(screen)', but "
      + savedValuesDropped(dropped, whose: "its")
  }
  /// "stacks saved by the old spec in tabs 'home' and 'more'".
  private static func savedStacks(inTabs tabs: [String]) -> String {
    "stacks saved by the old spec in tab\(tabs.count == 1 ? "" : "s") "
      + WordList.joined(tabs.map { "'\($0)'" }, "and")
  }
  static func savedPushGone(_ pusher: String) -> String { "'\(pusher)' no longer pushes it" }
  static func savedTabRootChanged(_ root: String) -> String {
    "the tab's root is now '\(root)', which does not push it"
  }
  static let savedStateHelp =
    "saved navigation state restores as far as it still decodes and follows the push graph "
    + "(docs/Runtime.md, \"Restoration\"): nothing breaks, but users who update lose their place; "
    + "keep the names, values and pushes, or accept the reset"

  static func schemeRemoved(_ scheme: String, url: String?) -> String {
    let what = url.map { "'\($0)'" } ?? "links with it"
    return "\(what) no longer opens: scheme '\(scheme)' was removed"
  }
  static func hostRemoved(_ host: String, url: String?) -> String {
    let what = url.map { "'\($0)'" } ?? "links to it"
    return "\(what) no longer opens: host '\(host)' was removed"
  }
  static func schemeAdded(_ scheme: String) -> String {
    "links with the new scheme '\(scheme)' open too"
  }
  static func hostAdded(_ host: String) -> String {
    "universal links to the new host '\(host)' open too"
  }
}
