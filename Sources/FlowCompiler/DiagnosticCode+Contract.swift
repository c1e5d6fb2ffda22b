import FlowSyntax

/// The URL contract's diagnostics (FL05xx): what a new version of a spec breaks, changes or adds.
extension DiagnosticCode {
  /// A route of the old spec whose URLs no route of the new spec matches.
  public static let routeRemoved = DiagnosticCode(
    "FL0500", .error, summary: "A route whose URLs no longer match any route.")

  /// A route whose new pattern no longer matches the URLs the old one matched.
  public static let routePatternChanged = DiagnosticCode(
    "FL0501", .error, summary: "A route pattern that no longer matches the URLs it matched.")

  /// A placeholder whose new type no longer accepts the values the old type accepted.
  public static let parameterTypeChanged = DiagnosticCode(
    "FL0502", .error, summary: "A placeholder type that no longer accepts the old values.")

  /// A query item that old links may lack but the new spec requires.
  public static let queryItemRequired = DiagnosticCode(
    "FL0503", .error, summary: "A query item old links may lack that is now required.")

  /// Old links still match, but land on another screen, tab or phase.
  public static let landingChanged = DiagnosticCode(
    "FL0504", .error, summary: "Old links that now land on another screen, tab or phase.")

  /// A custom URL scheme the old spec answered to and the new one does not.
  public static let schemeRemoved = DiagnosticCode(
    "FL0505", .error, summary: "A custom URL scheme the app no longer answers to.")

  /// A universal-link host the old spec answered to and the new one does not.
  public static let hostRemoved = DiagnosticCode(
    "FL0506", .error, summary: "A universal-link host the app no longer answers to.")

  /// A route whose Swift case the new spec renames or drops: app code and saved routes use it.
  public static let routeCaseRenamed = DiagnosticCode(
    "FL0507", .error, summary: "A route whose Swift case was renamed or removed.")

  /// An old link that a new, more specific route now captures and lands elsewhere.
  public static let linkCaptured = DiagnosticCode(
    "FL0508", .error, summary: "Old links that a new, more specific route now lands elsewhere.")

  /// A route the new spec adds.
  public static let routeAdded = DiagnosticCode("FL0510", .note, summary: "A new route.")

  /// An optional query item the new spec adds to a route.
  public static let queryItemAdded = DiagnosticCode(
    "FL0511", .note, summary: "A new optional query item.")

  /// A route that accepts more URLs than before: a wider type, a literal became a placeholder, a query
  /// item became optional.
  public static let routeWidened = DiagnosticCode(
    "FL0512", .note, summary: "A route that accepts more URLs than before.")

  /// A scheme or universal-link host the new spec adds.
  public static let linkOriginAdded = DiagnosticCode(
    "FL0513", .note, summary: "A new scheme or universal-link host.")

  /// Old links land on the same screen, with a different back stack, or with a screen on the way
  /// shown another way (pushed, a sheet or a cover): Back, swipe-to-dismiss and what stays visible
  /// beneath change for the user, though the link still opens.
  public static let backStackChanged = DiagnosticCode(
    "FL0514", .note,
    summary: "Old links that land on the same screen with another back stack or presentation.")

  /// A query item old links may carry that the new spec ignores.
  public static let queryItemIgnored = DiagnosticCode(
    "FL0515", .warning, summary: "A query item old links may carry that is now ignored.")

  /// A route that keeps its Swift case but whose saved values the new spec cannot decode.
  public static let savedRouteValuesChanged = DiagnosticCode(
    "FL0516", .warning, summary: "A route case whose saved values no longer decode.")

  /// Old links that still land where they did, but now need a condition they did not: a user
  /// without it is held, or shown the guard's prompt, where the link used to open at once.
  public static let linkNowGuarded = DiagnosticCode(
    "FL0517", .warning, summary: "Old links that now need a condition they did not.")

  /// Navigation state saved by the old spec (`restore tab`, `restore stacks`) that the new one
  /// restores only in part: a phase or tab gone, a stack cut at a screen that no longer decodes
  /// or that the push graph no longer leads to. Nothing breaks; users lose their place.
  public static let savedStateChanged = DiagnosticCode(
    "FL0518", .note, summary: "Saved navigation state that the new spec restores only in part.")

  /// Whether this is a code of the URL contract, which `--against` and `flowc diff` report.
  public var isContract: Bool { Self.contractCodes.contains(self) }

  /// Every code of the URL contract, in code order.
  static let contractCodes: [DiagnosticCode] = [
    .routeRemoved,
    .routePatternChanged,
    .parameterTypeChanged,
    .queryItemRequired,
    .landingChanged,
    .schemeRemoved,
    .hostRemoved,
    .routeCaseRenamed,
    .linkCaptured,
    .routeAdded,
    .queryItemAdded,
    .routeWidened,
    .linkOriginAdded,
    .backStackChanged,
    .queryItemIgnored,
    .savedRouteValuesChanged,
    .linkNowGuarded,
    .savedStateChanged,
  ]
}
