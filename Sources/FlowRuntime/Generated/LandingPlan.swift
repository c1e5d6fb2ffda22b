/// One route's line of `LandingTable` text as ranges of the flat arrays of `LandingPlans`: what the
/// landing is made of, before a link's values fill it in.
///
/// Ranges rather than arrays of its own, so that a route's plan is a few integers: reading it on
/// every link retains nothing, and reading the table allocates per table, not per route.
@usableFromInline
struct LandingPlan: Sendable {
  /// A screen, sheet or cover: its case's position and where each argument comes from.
  @usableFromInline
  struct Destination: Sendable {
    @usableFromInline var caseIndex: Int
    /// A range of `LandingPlans.arguments`, one per parameter of the case, in order.
    @usableFromInline var arguments: Range<Int>
  }

  /// Where one argument of a destination gets its value.
  @usableFromInline
  enum Argument: Sendable {
    /// The route's value at a position.
    case value(Int)
    /// The route's value at a position, or a constant when the link left it out.
    case valueOrConstant(Int, Int)
    /// A constant.
    case constant(Int)
    /// No value (an optional parameter left empty).
    case none
  }

  /// A sheet or cover with the screens pushed inside it.
  @usableFromInline
  struct Presentation: Sendable {
    @usableFromInline var isCover: Bool
    /// The sheet or cover: an index of `LandingPlans.destinations`.
    @usableFromInline var destination: Int
    /// The screens pushed inside it: a range of `LandingPlans.destinations`.
    @usableFromInline var stack: Range<Int>
  }

  /// An index of the flow's phases.
  @usableFromInline var phase = 0
  /// An index of the flow's tabs.
  @usableFromInline var tab: Int?
  /// The screens pushed on the tab's or phase's root: a range of `LandingPlans.destinations`.
  @usableFromInline var stack: Range<Int>
  /// Sheets and covers, bottom first: a range of `LandingPlans.presentations`.
  @usableFromInline var presentations: Range<Int>
  /// A list of `LandingPlans.requirements`: the conditions required.
  @usableFromInline var requires = 0
  /// A list of `LandingPlans.overCurrentPhases`: the phases the landing opens over.
  @usableFromInline var overCurrentPhases = 0
  @usableFromInline var stackPolicy: StackPolicy?
  @usableFromInline var presentationPolicy: PresentationPolicy?
}
