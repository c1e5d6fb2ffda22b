extension [Diagnostic] {
  /// Appends what a per-route or per-screen step found, which is nearly always nothing.
  ///
  /// `append(contentsOf:)` takes the copy-on-write path even to append nothing to an empty list (its
  /// shared empty storage is never uniquely referenced): about 150 instructions a call, millions
  /// over the routes and screens of a large spec. The parser's route patterns and the checker's
  /// passes both append through here.
  package mutating func appendUnlessEmpty(_ found: [Diagnostic]) {
    if !found.isEmpty { append(contentsOf: found) }
  }
}
