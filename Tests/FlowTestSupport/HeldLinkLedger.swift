/// What a random walk expects of a navigator's held link: the one it holds, and one that a call
/// returning no update (a tap, a binding write, `open`) dropped or replaced, which the next
/// update's `droppedLink` must report (docs/Runtime.md, "Held links"). The walks over Archon,
/// Storefront and random definitions keep their books with it.
public struct HeldLinkLedger<Route: Equatable>: Sendable where Route: Sendable {
  /// The held link, as the walk expects it from what the navigator reported.
  public var held: Route?
  /// A held link dropped or replaced by a call without an update, which the next update reports.
  public private(set) var unreported: Route?

  public init() {}

  /// A relaunch: nothing held, nothing owed.
  public mutating func reset() {
    held = nil
    unreported = nil
  }

  /// A link matched (it landed, or is held now) and replaced the held one, which the next update
  /// then reports, unless it is the same route, which is not lost.
  public mutating func matched(_ route: Route) {
    if let replaced = held, replaced != route { unreported = replaced }
    if unreported == route { unreported = nil }
  }

  /// A link opened and matched `route`: it replaced the held link (`matched(_:)`), and is held
  /// now unless it landed at once.
  public mutating func opened(_ route: Route, landed: Bool) {
    matched(route)
    held = landed ? nil : route
  }

  /// Settles an update's `completedLink`: the held link landed. The failure if it was another.
  public mutating func completed(_ route: Route) -> String? {
    defer { held = nil }
    return route == held ? nil : "completed \(route), but held \(String(describing: held))"
  }

  /// A call that returns no update dropped the held link.
  public mutating func droppedWithoutUpdate() {
    unreported = held
    held = nil
  }

  /// Settles an update's `droppedLink`: the held link or the one owed; the failure if it is
  /// neither, or if a link was owed and none was reported.
  public mutating func record(dropped route: Route?) -> String? {
    defer { unreported = nil }
    if let route {
      if route == held {
        held = nil
      } else if route != unreported {
        return "dropped \(route), but held \(String(describing: held))"
      }
      return nil
    }
    if let unreported {
      return "\(unreported) was dropped by a call without an update, and no update reported it"
    }
    return nil
  }
}
