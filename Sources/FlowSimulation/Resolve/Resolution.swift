/// What opening one URL does from a fresh launch under given condition values, as `flowc resolve`
/// reports it: the route and values it matched, then whether it lands, is held, or is refused.
public struct Resolution: Hashable, Sendable {
  public var url: String
  /// Every condition the spec declares with the value the launch assumed, in declaration order.
  public var conditions: [Condition]
  /// The route's pattern, when the URL matched one.
  public var route: String?
  /// The values the URL carried, by placeholder name, as canonical text.
  public var parameters: [String: String]
  /// The same values as a spec writes them (strings and UUIDs quoted), for text output, where a
  /// space or '=' in a raw value would read as the next value.
  public var writtenParameters: [String: String] = [:]
  public var outcome: Outcome

  /// A condition and its value at launch.
  public struct Condition: Hashable, Sendable {
    public var name: String
    public var value: ConditionValue
    /// Whether `--given` (or `when`) stated it, rather than the default.
    public var isGiven: Bool
  }

  /// Where opening the URL leaves the app.
  public indirect enum Outcome: Hashable, Sendable {
    /// The URL matched no route: nothing changes, and there is no landing to show.
    case noMatch(reason: String)
    /// The link landed; what the user sees now.
    case lands(Shown)
    /// The link is held until `waitingFor` hold (sorted by name); what the app shows meanwhile, and
    /// what happens once the conditions it waits for become true.
    case held(waitingFor: [String], showing: Shown, then: FollowUp?)
    /// The route matched but its landing cannot be shown in this flow.
    case refused(reason: String, showing: Shown)
    /// Only as a held link's follow-up: the navigator let the link go (a sign-out, the prompt it
    /// waited behind declined, an event that led away from its phase); what the app shows then.
    /// An expect says `dropped`, and this is not the matcher or the flow refusing the link.
    case dropped(showing: Shown)
  }

  /// What a held link does once the conditions it waited for become true and the app says so
  /// (`conditionsDidChange()`), repeated while it then waits for others; or, for an expect's
  /// `then`, after its steps.
  public struct FollowUp: Hashable, Sendable {
    /// The conditions made true, sorted by name; empty when `steps` were given.
    public var conditions: [String]
    /// The steps taken, as written, when they were given (an expect's `then`, `--then`).
    public var steps: [String]?
    /// `lands`, or `held` when it still waits, or `dropped` when the navigator let it go.
    public var outcome: Outcome
    /// The steps up to the one the link landed at, when a later step then changed what shows (a
    /// sign-out after the sign-in that landed it): `outcome` is what shows after the last step, as
    /// an expect compares it, and would otherwise read as where the link landed. `nil` otherwise.
    public var landedAfter: [String]? = nil
    /// The step after which the navigator let a `dropped` link go, with what it still waited for:
    /// an event that closed the prompt before its condition was told drops it, and saying so
    /// points at the order of the steps (a new-users review read a bare "dropped"). `nil` when
    /// steps were not given, or the link was not dropped by one.
    public var droppedAt: Drop? = nil
  }

  /// The step a held link was dropped at, and the conditions it waited for then, sorted by name,
  /// that did not hold after it.
  public struct Drop: Hashable, Sendable {
    /// The event sent, or the condition changes told together in one `conditionsDidChange()`:
    /// naming the first of them blamed whichever the expect wrote first (the nineteenth new-users
    /// review's wallet, "dropped once walletCreated is told" for `walletCreated, !unlocked`).
    public var steps: [HeldLinkStep]
    public var waitingFor: [String]

    /// The steps as an expect writes them, `walletCreated, !unlocked`.
    public var text: String { steps.map(\.text).joined(separator: ", ") }
  }

  /// What the navigator shows: the phase, the selected tab, the stack above its root, and every
  /// open presentation with the stack inside it.
  public struct Shown: Hashable, Sendable {
    public var phase: String
    /// The selected tab, or `nil` when the phase shows one root (or nothing yet).
    public var tab: String?
    /// The phase's or selected tab's root screen, such as `"Projects"`; `nil` while nothing of
    /// the spec shows (a check deciding, no tab selected).
    public var root: String?
    /// The stack above the root, bottom first, such as `["ProjectDetail(id: 42)"]`.
    public var stack: [String]
    /// The bottom sheet or cover, presented over the tab or root.
    public var presentation: PresentationState?
    /// Sheets and covers open on top of `presentation`, each presented by the one below it.
    public var nestedPresentations: [PresentationState] = []
    /// Whether the link that landed opened its presentations over where the user was (`over
    /// current`) instead of moving to the route's own phase and tab; false for what a held or
    /// refused link leaves on screen.
    public var overCurrent = false
    /// Every screen the user sees, as the navigator holds them: the phase's or tab's root, the stack
    /// above it, then each presentation and the stack inside it, bottom first; what `expect`
    /// compares with.
    public var screens: [DynamicScreen]
    /// Whether the phase is a `check` still deciding (its condition not known yet): nothing of the
    /// spec shows, the app's waiting view does.
    public var isDeciding = false
    /// For a `check` that decided for a phase refused now (its guards fail), that phase and the
    /// conditions it misses, sorted by name: nothing shows either, and not for the same reason.
    public var refusedChoice: RefusedChoice?
  }

  /// The phase a `check` chose and the navigator refuses to enter, and why.
  public struct RefusedChoice: Hashable, Sendable {
    public var phase: String
    /// The conditions its guards miss, sorted by name; empty for another refusal.
    public var missing: [String]
  }

  /// A sheet or cover that is open, with the stack inside it.
  public struct PresentationState: Hashable, Sendable {
    /// `sheet` or `cover`.
    public var kind: String
    public var screen: String
    public var stack: [String]
  }

  public var matched: Bool { route != nil }

  /// What the user sees when the link landed at once; `nil` when it was held, refused or matched
  /// nothing.
  public var landed: Shown? {
    guard case .lands(let shown) = outcome else { return nil }
    return shown
  }
}
