extension HeldLinkStep {
  /// Reads `flowc resolve --then` (`session, signedIn` or `!session`): steps separated by commas,
  /// read as an expect's `then` reads them (`HeldLinkStepReader`).
  public static func parse(_ text: String, conditions: [String], events: [String])
    throws(ConditionAssignment.Problem) -> [HeldLinkStep]
  {
    var written: [(name: String, value: ConditionValue)] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      var word = part.drop(while: \.isWhitespace)
      while word.last?.isWhitespace == true { word = word.dropLast() }
      let (value, name) = ConditionValue.marked(word)
      word = name.drop(while: \.isWhitespace)
      // `session signedIn`: two steps with a blank between them, not one name with a space.
      guard !word.isEmpty, !word.contains(where: \.isWhitespace) else {
        throw .init(
          message: "'--then' takes conditions and events separated by commas, such as "
            + "'session,signedIn'; not '\(text)'")
      }
      written.append((String(word), value))
    }
    let reader = HeldLinkStepReader(conditions: conditions, events: events)
    var steps: [HeldLinkStep] = []
    for (term, reading) in zip(written, reader.read(written)) {
      switch reading {
      case .step(let step):
        steps.append(step)
      case .problem(.unknownName(let suggestion)):
        throw .init(
          message: "unknown condition or event '\(term.name)' in '--then' (the spec declares "
            + declared(conditions, events) + ")",
          suggestion: suggestion)
      case .problem(.eventWithValue):
        throw .init(
          message: "'\(term.name)' is an event: it is sent, and takes no '!' or '?' in '--then'")
      case .problem(.conditionRepeated):
        throw .init(
          message: "condition '\(term.name)' is given the same value again in '--then' before "
            + "anything changed it: a run of conditions with no event between them changes "
            + "together, so name it once, or send an event between the two")
      }
    }
    return steps
  }

  private static func declared(_ conditions: [String], _ events: [String]) -> String {
    let lists = [("conditions", conditions), ("events", events)].filter { !$0.1.isEmpty }
    guard !lists.isEmpty else { return "no conditions and no events" }
    return lists.map { "\($0.0): " + $0.1.joined(separator: ", ") }.joined(separator: "; ")
  }
}
