import FlowRuntime
import Foundation

/// A navigator for an app's unit tests: conditions the test sets, the same calls the app makes,
/// where the app stands as one comparable value (`place`), and every held link that landed, so a
/// test reads like the spec's `expect` lines:
///
/// ```swift
/// let app = FlowHarness(Archon.definition, conditions: [.session: false])
/// app.start()
/// app.open("archon://projects/42")
/// app.conditions[.session] = true
/// app.send(.signedIn)
/// #expect(app.place == FlowPlace(.main, tab: .projects, [.projectList, .projectDetail(id: 42)]))
/// #expect(app.landedLinks == [.projectDetail(id: 42)])
/// ```
///
/// It depends on neither XCTest nor Swift Testing, so it works with both.
@MainActor
public final class FlowHarness<Flow: FlowSpec> {
  /// What the conditions report; a missing entry is not known yet (nil), as before a Keychain read.
  /// Changing one tells the navigator nothing: call `conditionsDidChange()` or `send(_:)`, as the
  /// app would.
  public var conditions: [Flow.Condition: Bool] {
    get { values.conditions }
    set { values.conditions = newValue }
  }
  /// The navigator under test.
  public let navigator: Navigator<Flow>
  /// Every link that landed, in order, whether at once or after being held: a link lands once, so
  /// a route appears once per open.
  public private(set) var landedLinks: [Flow.Route] = []

  /// Where the conditions live, shared with the navigator's condition closure.
  private let values: ConditionValues<Flow.Condition>

  public init(
    _ definition: FlowDefinition<Flow>, conditions: [Flow.Condition: Bool] = [:],
    store: (any RestorationStore)? = nil
  ) {
    let values = ConditionValues(conditions)
    self.values = values
    navigator = Navigator(definition: definition, store: store) { values.conditions[$0] }
  }

  /// Where the app stands now.
  public var place: FlowPlace<Flow> {
    FlowPlace(navigator)
  }

  /// The route of the link held until its guards hold, if any.
  public var heldLink: Flow.Route? {
    navigator.pendingLink?.route
  }

  /// Launches the app, as the root view does, optionally with a launch link.
  @discardableResult
  public func start(launchURL: String? = nil) -> StartOutcome<Flow> {
    recorded(navigator.start(launchURL: launchURL))
  }

  /// `start(launchURL:)` with the launch link as a `URL`, read as the navigator reads one: the text
  /// it was made from, so a link Foundation repaired is refused as its text is. Not optional, so
  /// that `start(launchURL: nil)` still means the `String` one (the second review).
  @discardableResult
  public func start(launchURL: URL) -> StartOutcome<Flow> {
    recorded(navigator.start(launchURL: launchURL))
  }

  /// Launches the app unless it has launched, as the root view's `.task` does each time the view
  /// appears; nil, changing nothing, once it has.
  @discardableResult
  public func startIfNeeded() -> StartOutcome<Flow>? {
    navigator.startIfNeeded().map(recorded)
  }

  /// A launch's outcome, with the links it landed recorded.
  private func recorded(_ outcome: StartOutcome<Flow>) -> StartOutcome<Flow> {
    record(outcome.update)
    if case .handled(let route) = outcome.launchLink, outcome.update.completedLink != route {
      landedLinks.append(route)
    }
    return outcome
  }

  /// Opens a link, as `onOpenURL` does.
  @discardableResult
  public func open(_ url: String) -> OpenOutcome<Flow> {
    recorded(navigator.open(url: url))
  }

  /// Opens a link given as a `URL`, the type `onOpenURL` hands the app, read as the navigator
  /// reads one; a landing is recorded in `landedLinks` as a string's is (a new-users review had to
  /// call the navigator's `open(url:)`, whose landing the harness did not see).
  @discardableResult
  public func open(_ url: URL) -> OpenOutcome<Flow> {
    recorded(navigator.open(url: url))
  }

  /// A link's outcome, with its landing recorded.
  private func recorded(_ outcome: OpenOutcome<Flow>) -> OpenOutcome<Flow> {
    if case .handled(let route) = outcome { landedLinks.append(route) }
    return outcome
  }

  /// Tells the navigator that something happened.
  @discardableResult
  public func send(_ event: Flow.Event) -> EventOutcome<Flow> {
    let outcome = navigator.send(event)
    switch outcome {
    case .handled(_, let update), .landedHeldLink(let update): record(update)
    case .ignored, .refused: break
    }
    return outcome
  }

  /// Tells the navigator that `conditions` changed.
  @discardableResult
  public func conditionsDidChange() -> FlowUpdate<Flow> {
    let update = navigator.conditionsDidChange()
    record(update)
    return update
  }

  private func record(_ update: FlowUpdate<Flow>) {
    if let route = update.completedLink { landedLinks.append(route) }
  }
}

extension FlowHarness where Flow.Route: LandingRoute, Flow.Route.Spec == Flow {
  /// Opens a route the app holds rather than a link (a notification's, a widget's), as
  /// `Navigator.open(_:)` does; a landing is recorded in `landedLinks` as a link's is (a runtime
  /// audit's notification journey had to call the navigator, whose landing the harness missed).
  @discardableResult
  public func open(_ route: Flow.Route) -> OpenOutcome<Flow> {
    recorded(navigator.open(route))
  }
}

/// The conditions a `FlowHarness` reports, by reference so the navigator reads the current ones.
@MainActor
private final class ConditionValues<Condition: Hashable> {
  var conditions: [Condition: Bool]

  init(_ conditions: [Condition: Bool]) {
    self.conditions = conditions
  }
}
