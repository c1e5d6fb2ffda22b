/// Every diagnostic the compiler can emit, with its stable code.
///
/// Codes never change meaning once published: tools filter and suppress by them. Each one is documented
/// with an example in `docs/Diagnostics.md`; a test keeps the two in step. Wording lives with the pass
/// that emits it; this list only fixes identity and default severity.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, Comparable {
  // MARK: Reading and lexing (FL00xx)
  /// The file is not valid UTF-8.
  case invalidUTF8 = "FL0001"
  /// A character that cannot start any token, including NUL and control characters.
  case unexpectedCharacter = "FL0002"
  /// A string literal that runs to the end of its line.
  case unterminatedString = "FL0003"
  /// A backslash escape a string literal does not support.
  case invalidEscape = "FL0004"
  /// A `/*` comment that is never closed.
  case unterminatedComment = "FL0005"
  /// A number literal that does not parse or does not fit.
  case invalidNumber = "FL0006"

  // MARK: Parsing (FL001x)
  /// A token is missing where the grammar needs one.
  case expectedToken = "FL0010"
  /// A token that does not belong where it is.
  case unexpectedToken = "FL0011"
  /// Brackets nested deeper than the compiler accepts.
  case nestingTooDeep = "FL0012"
  /// So many errors or warnings that the compiler stopped reporting them.
  case tooManyErrors = "FL0013"
  /// A `check` without its `: elsePhase` branch.
  case checkWithoutElse = "FL0014"
  /// A file larger than the compiler accepts.
  case fileTooLarge = "FL0015"
  /// A `// flowc:ignore` comment, or one code in it, that accepts no warning on its line.
  case unusedIgnore = "FL0016"
  /// A `// flowc:ignore` comment naming a code that does not exist, or no code at all.
  case unknownIgnoredCode = "FL0017"
  /// A `// flowc:ignore` comment naming an error or a note: only warnings can be accepted.
  case unignorableCode = "FL0018"

  // MARK: Route patterns (FL002x)
  /// A route pattern that does not start with `/`.
  case patternMissingLeadingSlash = "FL0020"
  /// A `{placeholder}` that is empty, unclosed or otherwise malformed.
  case malformedPlaceholder = "FL0021"
  /// A `{name...}` catch-all that is not the last path segment.
  case catchAllNotLast = "FL0022"
  /// A character a route pattern may not contain literally.
  case invalidPatternCharacter = "FL0023"
  /// The same placeholder name twice in one pattern.
  case duplicatePlaceholder = "FL0024"
  /// An empty path segment (`//`) in a pattern.
  case emptyPatternSegment = "FL0025"

  // MARK: Names and declarations (FL01xx)
  /// A reference to a name that is not declared (with "did you mean").
  case unknownName = "FL0100"
  /// Two declarations of the same kind with the same name.
  case duplicateDeclaration = "FL0101"
  /// A name that is a Swift keyword or otherwise not usable as a Swift identifier.
  case invalidIdentifier = "FL0102"
  /// Two different names that become the same Swift identifier.
  case swiftNameCollision = "FL0103"
  /// No `app` declaration, or more than one.
  case appDeclarationCount = "FL0104"
  /// An app without any custom URL scheme.
  case missingScheme = "FL0105"
  /// A URL scheme that is not valid under RFC 3986, or is reserved (`http`, `https`, ...).
  case invalidScheme = "FL0106"
  /// A universal-link host that is not a valid DNS host name.
  case invalidHost = "FL0107"
  /// A name of the wrong kind in this position, such as pushing a sheet.
  case wrongKind = "FL0108"
  /// A parameter type FlowKit does not support.
  case unknownType = "FL0109"
  /// A default value that does not fit the parameter's type.
  case defaultValueMismatch = "FL0110"
  /// The same parameter name twice in one screen.
  case duplicateParameter = "FL0111"
  /// The same setting twice in one block, such as two `restore` lines.
  case duplicateSetting = "FL0112"
  /// A scheme, host, or first route segment (a custom-scheme link's host) written with uppercase
  /// letters; they compare case-insensitively.
  case notLowercase = "FL0114"

  // MARK: The flow (FL02xx)
  /// No phase declared: the app has nowhere to start.
  case noPhases = "FL0200"
  /// A phase with neither `check`, `root` nor tabs.
  case emptyPhase = "FL0201"
  /// A phase that mixes `check`, `root` and tabs.
  case mixedPhaseContent = "FL0202"
  /// Condition checks that lead back to themselves without reaching a phase that shows something.
  case transitionCycle = "FL0204"
  /// Tabs without a `default` tab.
  case missingDefaultTab = "FL0205"
  /// More than one `default` tab.
  case multipleDefaultTabs = "FL0206"
  /// A declared event that no phase or presentation handles.
  case unhandledEvent = "FL0207"
  /// Two handlers for the same event in one place.
  case duplicateHandler = "FL0208"
  /// A phase no transition or check ever enters.
  case unreachablePhase = "FL0209"
  /// A screen, sheet or cover that nothing pushes, presents, roots or routes to.
  case unreachableScreen = "FL0210"
  /// A tab or phase root whose screen has required parameters nobody can supply.
  case rootWithRequiredParameters = "FL0211"
  /// A root screen whose guard its phase or tab lacks: it is shown with no navigator operation.
  case guardBypass = "FL0212"
  /// A declared condition that nothing checks or requires.
  case unusedCondition = "FL0213"
  /// The same screen listed twice in one `push` or `present` list.
  case duplicateEdge = "FL0214"
  /// `restore stacks` or `restore tab` in an app whose phases have no tabs.
  case restoreWithoutTabs = "FL0215"
  /// A handler in a pushed screen, which never runs: only phases, sheets and covers handle events.
  case handlerNeverRuns = "FL0216"
  /// A first phase with `requires`: the app starts there before anything is checked.
  case guardedFirstPhase = "FL0217"
  /// A check branch that goes, when its condition does not hold, to a phase that requires it.
  case checkBranchNeedsFalseCondition = "FL0218"
  /// `requires c else present X` where X itself requires `c`, so it cannot be shown either.
  case guardPromptNeedsCondition = "FL0219"
  /// `requires c else -> p` where the phase `p` requires `c`, so it cannot be entered either.
  case guardFailurePhaseNeedsCondition = "FL0220"
  /// `requires c else present X` where X has a required parameter nothing supplies.
  case guardPromptWithRequiredParameters = "FL0221"
  /// Prompts for failed guards whose own `else` clauses lead back to themselves.
  case guardPromptCycle = "FL0222"

  // MARK: Routes (FL03xx)
  /// A placeholder's type disagrees with the screen parameter it binds.
  case routeTypeMismatch = "FL0300"
  /// A required screen parameter that the route does not supply.
  case routeMissingParameter = "FL0301"
  /// A placeholder no screen in the landing uses.
  case unusedPlaceholder = "FL0302"
  /// Two routes that match exactly the same URLs.
  case duplicateRoute = "FL0303"
  /// Two routes that both match some URL; the documented specificity order picks one.
  case overlappingRoutes = "FL0304"
  /// A route landing that is not a path the push graph allows.
  case invalidLanding = "FL0305"
  /// A route whose landing screen is reachable in several tabs at the same distance.
  case ambiguousLanding = "FL0306"
  /// A route whose landing screen is not reachable from any tab root or phase root.
  case unreachableLanding = "FL0307"
  /// A catch-all placeholder bound to a parameter that is not a `String`.
  case catchAllNotString = "FL0308"
  /// A constant argument in a landing that does not fit the parameter's type.
  case argumentValueMismatch = "FL0309"
  /// The same argument label twice in one screen of a landing.
  case duplicateArgument = "FL0310"
  /// A route whose shortest link is longer, or has more segments, than the matcher reads.
  case routeOverLinkLimits = "FL0311"
  /// Two routes with the same Swift case name, whether derived from the screen or written with `as`.
  case duplicateRouteCaseName = "FL0312"
  /// An `over current` landing that does not open a sheet or cover over a tab's or phase's root.
  case overCurrentNeedsPresentation = "FL0313"
  /// An `over current` landing that some tabs of a phase can open and others cannot.
  case overCurrentNotEverywhere = "FL0314"

  // MARK: Expectations (FL04xx)
  /// An `expect` whose URL does not match or land the way it says.
  case expectationFailed = "FL0400"
  /// An `expect` argument that names a placeholder instead of giving a value.
  case expectationNeedsValue = "FL0401"
  /// A condition named twice in an `expect`'s `when`, or twice in its `then`.
  case expectationConditionRepeated = "FL0402"

  // MARK: The URL contract between versions (FL05xx)
  /// A route of the old spec whose URLs no route of the new spec matches.
  case routeRemoved = "FL0500"
  /// A route whose new pattern no longer matches the URLs the old one matched.
  case routePatternChanged = "FL0501"
  /// A placeholder whose new type no longer accepts the values the old type accepted.
  case parameterTypeChanged = "FL0502"
  /// A query item that old links may lack but the new spec requires.
  case queryItemRequired = "FL0503"
  /// Old links still match, but land on another screen, tab or phase.
  case landingChanged = "FL0504"
  /// A custom URL scheme the old spec answered to and the new one does not.
  case schemeRemoved = "FL0505"
  /// A universal-link host the old spec answered to and the new one does not.
  case hostRemoved = "FL0506"
  /// A route whose Swift case the new spec renames or drops: app code and saved routes use it.
  case routeCaseRenamed = "FL0507"
  /// An old link that a new, more specific route now captures and lands elsewhere.
  case linkCaptured = "FL0508"
  /// A route the new spec adds.
  case routeAdded = "FL0510"
  /// An optional query item the new spec adds to a route.
  case queryItemAdded = "FL0511"
  /// A route that accepts more URLs than before: a wider type, a literal became a placeholder, a query
  /// item became optional.
  case routeWidened = "FL0512"
  /// A scheme or universal-link host the new spec adds.
  case linkOriginAdded = "FL0513"
  /// Old links land on the same screen, with a different back stack.
  case backStackChanged = "FL0514"
  /// A query item old links may carry that the new spec ignores.
  case queryItemIgnored = "FL0515"

  /// The severity a diagnostic with this code has unless `--warnings-as-errors` raises it.
  public var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .unhandledEvent, .unreachablePhase, .unreachableScreen, .unusedCondition,
      .overlappingRoutes, .duplicateEdge, .notLowercase, .handlerNeverRuns, .queryItemIgnored,
      .unusedIgnore, .unknownIgnoredCode:
      .warning
    case .routeAdded, .queryItemAdded, .routeWidened, .linkOriginAdded, .backStackChanged:
      .note
    default:
      .error
    }
  }

  public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
