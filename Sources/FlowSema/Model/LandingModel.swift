/// Where a route lands: the phase, the tab, the stack after the root, and an optional chain of
/// presentations; or, `over current`, the chain alone, opened over wherever the user is.
public struct LandingModel: Hashable, Sendable, Codable {
  public var phase: PhaseID
  /// The tab, or `nil` when the phase shows a single root.
  public var tab: TabID?
  /// The tab's or phase's root screen, which is not part of `stack`.
  public var root: ScreenID
  /// The screens pushed after the root, bottom first.
  public var stack: [ScreenInstance]
  /// The sheet or cover opened on top of the stack, if the landing ends in one.
  public var presentation: PresentationLanding?
  /// Sheets and covers opened on top of `presentation`, each presented by the one below it
  /// (`sheet Compose { present Camera }`: Camera).
  public var nestedPresentations: [PresentationLanding]
  /// For `over current`, the phases in which the presentations open over wherever the user is,
  /// keeping the phase, tab and stacks; in any other phase the link lands in `phase` and `tab`.
  /// Empty for a landing that always moves the user.
  public var overCurrentPhases: [PhaseID]
  /// Every condition guarding the path: the phase's, the tab's, then each screen's, without repeats.
  public var requires: [ConditionID]

  public init(
    phase: PhaseID, tab: TabID?, root: ScreenID, stack: [ScreenInstance],
    presentation: PresentationLanding?, nestedPresentations: [PresentationLanding] = [],
    overCurrentPhases: [PhaseID] = [], requires: [ConditionID]
  ) {
    self.phase = phase
    self.tab = tab
    self.root = root
    self.stack = stack
    self.presentation = presentation
    self.nestedPresentations = nestedPresentations
    self.overCurrentPhases = overCurrentPhases
    self.requires = requires
  }
}

extension LandingModel {
  /// Every sheet and cover the landing opens, bottom first.
  public var presentations: [PresentationLanding] {
    (presentation.map { [$0] } ?? []) + nestedPresentations
  }

  /// The screen the landing shows on top: the top of its topmost presentation, else of its stack;
  /// `nil` when it shows the root alone, which is no instance (a root always has its defaults).
  public var top: ScreenInstance? {
    // The last of `presentations` without the list it builds.
    if let last = nestedPresentations.last ?? presentation { return last.stack.last ?? last.screen }
    return stack.last
  }

  /// Whether the landing opens over wherever the user is in some phase (`over current`).
  public var isOverCurrent: Bool { !overCurrentPhases.isEmpty }
}
