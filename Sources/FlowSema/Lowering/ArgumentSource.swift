/// Where one screen argument of a route's landing gets its value at run time.
///
/// This is the one answer to "what does a link put into this parameter": generated Swift prints it
/// and `flowc resolve` instantiates it, so an app and the compiler's tools cannot disagree.
public enum ArgumentSource: Hashable, Sendable {
  /// The value of a placeholder every matching link carries (a path parameter, a required query
  /// item).
  case placeholder(String)
  /// The value of an optional query item, or `whenAbsent` when the link leaves the item out: the
  /// parameter's default (`.null` for an optional parameter without one).
  case optionalPlaceholder(String, whenAbsent: ConstantValue)
  /// A value the spec fixes: a constant written in the route, or the parameter's default.
  case constant(ConstantValue)
}
