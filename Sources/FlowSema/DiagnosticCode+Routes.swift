import FlowSyntax

/// The checker's diagnostics about routes and their landings (FL03xx).
extension DiagnosticCode {
  /// A placeholder's type disagrees with the screen parameter it binds.
  public static let routeTypeMismatch = DiagnosticCode(
    "FL0300", .error, summary: "A placeholder's type disagrees with the parameter it binds.")

  /// A required screen parameter that the route does not supply.
  public static let routeMissingParameter = DiagnosticCode(
    "FL0301", .error, summary: "A required screen parameter the route does not supply.")

  /// A placeholder no screen in the landing uses.
  public static let unusedPlaceholder = DiagnosticCode(
    "FL0302", .error, summary: "A placeholder no screen in the landing uses.")

  /// Two routes that match exactly the same URLs.
  public static let duplicateRoute = DiagnosticCode(
    "FL0303", .error, summary: "Two routes that match exactly the same URLs.")

  /// Two routes that both match some URL; the documented specificity order picks one.
  public static let overlappingRoutes = DiagnosticCode(
    "FL0304", .warning, summary: "Two routes that both match some URL.")

  /// A route landing that is not a path the push graph allows.
  public static let invalidLanding = DiagnosticCode(
    "FL0305", .error, summary: "A route landing that the push graph does not allow.")

  /// A route whose landing screen is reachable in several tabs at the same distance.
  public static let ambiguousLanding = DiagnosticCode(
    "FL0306", .error, summary: "A landing screen reachable in several tabs at the same distance.")

  /// A route whose landing screen is not reachable from any tab root or phase root.
  public static let unreachableLanding = DiagnosticCode(
    "FL0307", .error, summary: "A landing screen no tab or phase root reaches.")

  /// A catch-all placeholder bound to a parameter that is not a `String`.
  public static let catchAllNotString = DiagnosticCode(
    "FL0308", .error, summary: "A catch-all placeholder bound to a parameter that is not a String.")

  /// A constant argument in a landing that does not fit the parameter's type.
  public static let argumentValueMismatch = DiagnosticCode(
    "FL0309", .error, summary: "A constant argument that does not fit the parameter's type.")

  /// The same argument label twice in one screen of a landing.
  public static let duplicateArgument = DiagnosticCode(
    "FL0310", .error, summary: "The same argument label twice in one screen of a landing.")

  /// A route whose shortest link is longer, or has more segments, than the matcher reads, or that
  /// has no segment to stand as a custom-scheme link's host in an app with no universal-link host.
  public static let routeOverLinkLimits = DiagnosticCode(
    "FL0311", .error,
    summary: "A route no link can reach: over the matcher's limits, or with no host segment.")

  /// Two routes with the same Swift case name, whether derived from the screen or written with `as`.
  public static let duplicateRouteCaseName = DiagnosticCode(
    "FL0312", .error, summary: "Two routes with the same Swift case name.")

  /// An `over current` landing that does not open a sheet or cover over a tab's or phase's root.
  public static let overCurrentNeedsPresentation = DiagnosticCode(
    "FL0313", .error, summary: "An over-current landing that opens no sheet or cover.")

  /// An `over current` landing that some tabs of a phase can open and others cannot.
  public static let overCurrentNotEverywhere = DiagnosticCode(
    "FL0314", .error, summary: "An over-current landing some tabs of a phase cannot open.")

  /// A route that opens a phase the launch checks reach only when a condition holds, though neither
  /// the phase nor the landing requires it: a link takes a user past that check.
  public static let routeSkipsLaunchCheck = DiagnosticCode(
    "FL0315", .warning,
    summary: "A route into a phase past a launch check that neither it nor the phase requires.")

  /// A screen on a link's derived back stack that takes, by its name, a placeholder a later screen
  /// takes too, while another placeholder reads as its own: `{id}` for `Project(id:)` under
  /// `/projects/{projectId}/files/{id}`.
  public static let backStackSharesPlaceholder = DiagnosticCode(
    "FL0316", .warning,
    summary: "A derived back-stack screen given the landing's placeholder, not one named for it.")

  /// A landing without `in` whose nearest place needs a condition another place reaching the same
  /// screen does not, or a derived path through a guard beside one as short without it: a link
  /// waits for the condition though it could show the screen without.
  public static let landingBehindAvoidableGuard = DiagnosticCode(
    "FL0317", .warning,
    summary:
      "A derived landing that needs a condition another place or path reaching the screen does not."
  )

  /// A route without a literal path segment in an app with universal links: its
  /// apple-app-site-association component matches every path of the site.
  public static let routeClaimsWholeSite = DiagnosticCode(
    "FL0318", .warning,
    summary: "A universal-link route without a literal segment: it claims every path of the site.")

  /// `presentation keep` on a route that lands in a sheet or cover: a link landing in a
  /// presentation always replaces the one open, so the option changes nothing.
  public static let presentationKeepWithoutEffect = DiagnosticCode(
    "FL0319", .warning,
    summary: "`presentation keep` on a route that lands in a sheet or cover, which it cannot keep.")

  /// An `over current` route whose landing, from a phase that cannot open it, is tied between
  /// places in several phases: the link moves the user into the first declared, whichever phase
  /// the launch's checks would have chosen.
  public static let overCurrentFallbackTied = DiagnosticCode(
    "FL0320", .warning,
    summary:
      "An `over current` route that, from a phase it cannot open over, goes to the first of tied phases."
  )

  /// A route whose link waits without asking for a condition a later destination on its path has
  /// an `else` for: the earlier one, without `else`, decides first, so the prompt never runs for
  /// the link.
  public static let linkWaitsSilently = DiagnosticCode(
    "FL0321", .warning,
    summary:
      "A link that waits without asking for a condition a later screen on its path would ask for."
  )

  /// Every code about routes, in code order.
  static let routeCodes: [DiagnosticCode] = [
    .routeTypeMismatch,
    .routeMissingParameter,
    .unusedPlaceholder,
    .duplicateRoute,
    .overlappingRoutes,
    .invalidLanding,
    .ambiguousLanding,
    .unreachableLanding,
    .catchAllNotString,
    .argumentValueMismatch,
    .duplicateArgument,
    .routeOverLinkLimits,
    .duplicateRouteCaseName,
    .overCurrentNeedsPresentation,
    .overCurrentNotEverywhere,
    .routeSkipsLaunchCheck,
    .backStackSharesPlaceholder,
    .landingBehindAvoidableGuard,
    .routeClaimsWholeSite,
    .presentationKeepWithoutEffect,
    .overCurrentFallbackTied,
    .linkWaitsSilently,
  ]
}
