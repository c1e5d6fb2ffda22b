import FlowSyntax

/// The checker's diagnostics about names and declarations (FL01xx).
extension DiagnosticCode {
  /// A reference to a name that is not declared (with "did you mean").
  public static let unknownName = DiagnosticCode(
    "FL0100", .error, summary: "A reference to a name that is not declared.")

  /// Two declarations of the same kind with the same name.
  public static let duplicateDeclaration = DiagnosticCode(
    "FL0101", .error, summary: "Two declarations of the same kind with the same name.")

  /// A name that is a Swift keyword or otherwise not usable as a Swift identifier.
  public static let invalidIdentifier = DiagnosticCode(
    "FL0102", .error, summary: "A name that cannot be a Swift identifier.")

  /// Two different names that become the same Swift identifier.
  public static let swiftNameCollision = DiagnosticCode(
    "FL0103", .error, summary: "Two names that become the same Swift identifier.")

  /// No `app` declaration, or more than one.
  public static let appDeclarationCount = DiagnosticCode(
    "FL0104", .error, summary: "No app declaration, or more than one.")

  /// An app without any custom URL scheme.
  public static let missingScheme = DiagnosticCode(
    "FL0105", .error, summary: "An app without any custom URL scheme.")

  /// A URL scheme that is not valid under RFC 3986, or is reserved (`http`, `https`, ...).
  public static let invalidScheme = DiagnosticCode(
    "FL0106", .error, summary: "A URL scheme that is invalid or reserved.")

  /// A universal-link host that is not a valid DNS host name.
  public static let invalidHost = DiagnosticCode(
    "FL0107", .error, summary: "A universal-link host that is not a valid DNS host name.")

  /// A name of the wrong kind in this position, such as pushing a sheet.
  public static let wrongKind = DiagnosticCode(
    "FL0108", .error, summary: "A name of the wrong kind in this position.")

  /// A parameter type FlowKit does not support.
  public static let unknownType = DiagnosticCode(
    "FL0109", .error, summary: "A parameter type FlowKit does not support.")

  /// A default value that does not fit the parameter's type.
  public static let defaultValueMismatch = DiagnosticCode(
    "FL0110", .error, summary: "A default value that does not fit the parameter's type.")

  /// The same parameter name twice in one screen.
  public static let duplicateParameter = DiagnosticCode(
    "FL0111", .error, summary: "The same parameter name twice in one screen.")

  /// The same setting twice in one block, such as two `restore` lines.
  public static let duplicateSetting = DiagnosticCode(
    "FL0112", .error, summary: "The same setting twice in one block.")

  /// A scheme, host, or first route segment (a custom-scheme link's host) written with uppercase
  /// letters; they compare case-insensitively.
  public static let notLowercase = DiagnosticCode(
    "FL0114", .warning, summary: "A scheme or host written with uppercase letters.")

  /// A screen with more parameters than generated code can be compiled with in reasonable time
  /// and memory (`ParameterChecks.maximumParameters`).
  public static let tooManyParameters = DiagnosticCode(
    "FL0116", .error, summary: "A screen with more than 128 parameters.")

  /// An app whose type, or a type named after it, is a library type the app's code uses (`app URL`
  /// declares `public enum URL`): it hides that type in the app's module and makes it ambiguous in
  /// modules importing both.
  public static let appHidesLibraryType = DiagnosticCode(
    "FL0117", .warning, summary: "An app whose generated types take a library type's name.")

  /// An event with a condition's name: an expect's or `flowc resolve --then`'s step with that
  /// name is the condition, so none of them can send the event.
  public static let eventNamedAsCondition = DiagnosticCode(
    "FL0118", .warning, summary: "An event named as a condition is.")

  /// Every code about names and declarations, in code order.
  static let nameCodes: [DiagnosticCode] = [
    .unknownName,
    .duplicateDeclaration,
    .invalidIdentifier,
    .swiftNameCollision,
    .appDeclarationCount,
    .missingScheme,
    .invalidScheme,
    .invalidHost,
    .wrongKind,
    .unknownType,
    .defaultValueMismatch,
    .duplicateParameter,
    .duplicateSetting,
    .notLowercase,
    .tooManyParameters,
    .appHidesLibraryType,
    .eventNamedAsCondition,
  ]
}
