/// The wording of every lexer and parser diagnostic, in one place so that it stays consistent.
enum SyntaxMessages {
  static let nulByte = "unexpected NUL byte; .flow files are text"
  static let unterminatedString = "unterminated string; a string ends with '\"' on the same line"
  static let danglingEscape = "a '\\' at the end of a line escapes nothing"
  static let unterminatedComment = "unterminated '/*' comment"
  static let loneCarriageReturn =
    "this file ends its lines with a carriage return alone: .flow files end lines with '\\n' or "
    + "'\\r\\n', so it reads as one line"
  static let strayCarriageReturn =
    "a carriage return without a line feed: editors start a new line here and flowc does not, so "
    + "the text after it belongs to this line (after a `//`, it is comment, though the editor "
    + "shows it as code)"
  static let strayCarriageReturnHelp =
    "replace it with a line break, or remove it; until then the lines flowc reports after it "
    + "differ from the editor's"
  static let replaceWithLineBreak = "replace with a line break"
  static let loneCarriageReturnHelp =
    "convert the file's line endings to LF (or CRLF); lines and columns after this point are wrong "
    + "until then"

  static func controlCharacter(_ byte: UInt8) -> String {
    "unexpected control character \(hex(byte)); .flow files are text"
  }

  static func invalidByte(_ byte: UInt8) -> String {
    "byte \(hex(byte)) is not valid UTF-8"
  }

  static func unexpectedCharacter(_ character: String, isASCII: Bool) -> String {
    isASCII
      ? "unexpected character '\(character)'"
      : "unexpected character '\(character)'; names use ASCII letters, digits, '_' and '-'"
  }

  static let plusBeforeNumber = "a number is written without '+'"
  static let numberStartingWithDot = "a number starts with a digit: write '0' before its '.'"
  static let numberEndingWithDot = "a number ends with a digit: write '0' after its '.'"
  static func invalidNumber(_ text: String) -> String {
    "'\(text)' is not a valid number (or does not fit in 64 bits)"
  }

  static func nonASCIIName(_ text: String) -> String {
    "'\(text)' is not a valid name: names use ASCII letters, digits, '_' and '-', and start with "
      + "a letter or '_'"
  }

  static let nonASCIINameHelp =
    "rename it with ASCII letters only; a name becomes a Swift identifier in the generated code"

  static func intOutOfRange(_ text: String) -> String {
    "'\(text)' does not fit in an Int, which has 64 bits"
  }

  /// A whole number is read as an Int before the parameter's type is known: a `Double` default
  /// written without a point (`= 10000000000000000000`) lands here too, so the help says how to
  /// write that one.
  static func intRangeHelp(_ text: String) -> String {
    "an Int is from -9223372036854775808 to 9223372036854775807; for a Double, write it with a "
      + "point ('\(text).0'); for a longer number, use a String parameter and write the value in "
      + "quotes"
  }

  static func doubleOutOfRange(_ text: String) -> String {
    "'\(text)' does not fit in a Double"
  }

  static let doubleRangeHelp =
    "a Double is at most about 1.8e308 either side of zero (1.7976931348623157e308); "
    + "write a smaller exponent"

  static let doubleUnderflowHelp =
    "a Double closer to zero than about 5e-324 rounds to 0; write 0.0 if zero is meant, or an "
    + "exponent nearer zero (1e-300)"

  static func unquotedUUID(_ text: String) -> String {
    "'\(text)' is a UUID without quotes; a UUID is written as a string: \"\(text)\""
  }

  static func invalidEscape(_ text: String) -> String {
    "unknown escape '\(text)'; strings support \\\\, \\\", \\n, \\t, \\r and \\u{...}"
  }

  static func invalidUnicodeEscape(_ text: String) -> String {
    "'\(text)' is not a valid Unicode escape; write \\u{1F600} with 1 to 8 hex digits"
  }

  static func backtickedName(_ name: String) -> String {
    "names are plain identifiers, written without backticks: write '\(name)', not '`\(name)`'"
  }

  /// A Swift keyword in backticks: telling the author to write it bare led straight to FL0102
  /// (the third new-users review).
  /// `keyword` is the Swift keyword `name` becomes as a case name, when it is not one itself.
  static func backtickedSwiftKeyword(_ name: String, becoming keyword: String?) -> String {
    let what =
      keyword.map { "'\(name)' becomes the Swift keyword '\($0)'" }
      ?? "'\(name)' is a Swift keyword"
    return what + ", which cannot be a name, in backticks or not"
  }

  static let backtickedNameHelp =
    "FlowKit's own keywords are names wherever the grammar expects a name, so no name needs "
    + "backticks"

  static func backtickedKeywordHelp(_ name: String) -> String {
    "choose another name than '\(name)': generated Swift cannot use it, and backticks in a spec "
      + "do not change that"
  }
  static let removeBackticks = "remove the backticks"

  static let singleQuotedString = "strings are written in double quotes, not single quotes"
  static let curlyQuotedString =
    "strings are written in straight double quotes (\"), not curly quotes, which a word processor "
    + "or chat app may have put in"
  static let useDoubleQuotes = "use double quotes"

  static let followUpNothing =
    "'nothing' says a URL matches no route; a held link the navigator lets go is 'dropped'"
  static let followUpNothingHelp =
    "after 'then ... ->' write where the link lands ('[Home, Detail]'), 'held' if it still "
    + "waits, or 'dropped' if the navigator lets it go"

  static func notAScalar(_ text: String, code: UInt32) -> String {
    let what =
      (0xD800...0xDFFF).contains(code)
      ? "a UTF-16 surrogate, half of a pair, not a character" : "past U+10FFFF, the last code point"
    return "'\(text)' is \(what); write the character's own code point, like \\u{1F600}"
  }

  static func expected(_ what: String, after context: String, found: TokenKind) -> String {
    "expected \(what) after \(context), found \(found.description)"
  }

  static func expectedOnTheSameLine(
    _ what: String, after context: String, found: TokenKind, linesBelow: Int
  ) -> String {
    "expected \(what) after \(context) on the same line, found \(found.description) "
      + (linesBelow == 1 ? "on the next line" : "\(linesBelow) lines below")
  }
  static let joinTheLines = "join the lines"

  /// `event a, b`: `keyword` is `event` or `condition`.
  static func listedNames(keyword: String) -> String {
    "',' does not list \(keyword)s: each \(keyword) is declared on its own line, as '\(keyword) name'"
  }

  static func secondName(keyword: String, first: String) -> String {
    "a second name after '\(keyword) \(first)': each \(keyword) is declared on its own line, as "
      + "'\(keyword) name'"
  }

  static func conditionRequires(_ name: String) -> String {
    "a condition cannot require anything: '\(name)' is a Boolean the app reports, so whatever it "
      + "depends on is the app's to decide when it reports it"
  }
  static func conditionRequiresHelp(_ name: String, others: [String]) -> String {
    guard !others.isEmpty else {
      return "remove this clause, and list every condition on what needs them (`requires a, "
        + "\(name)`)"
    }
    let listed = others.joined(separator: ", ")
    let all = others.count == 1 ? "both with both" : "them all with all"
    return "remove this clause, and guard what needs \(all) (`requires \(listed), "
      + "\(name)`); to ask for \(WordList.joined(others.map { "'\($0)'" }, "and")) before "
      + "'\(name)', guard the prompt for '\(name)' with \(others.count == 1 ? "it" : "them") "
      + "(`sheet Ask requires \(listed) else present ...`)"
  }
  static let secondPrompt =
    "a guard has one `requires` list and one `else`, which presents one sheet or cover"
  /// How prompts ask for `conditions` in turn: the guard presents the last prompt, which requires
  /// the conditions before it and presents the prompt before it. `firstPromptAsksFor`, when the
  /// guards were written in pairs (`requires a else present A, b else present B`), is what the
  /// first of two prompts was written to ask for: the rest is the second's.
  static func secondPromptHelp(
    _ conditions: [String], _ prompts: [String], firstPromptAsksFor: [String]? = nil
  ) -> String {
    if conditions.count == 1, prompts.count >= 2 {
      return
        "one condition, '\(conditions[0])', is asked for by one prompt: keep the one that asks "
        + "for it (" + prompts.map { "`else present \($0)`" }.joined(separator: " or ") + ")"
    }
    guard conditions.count >= 2, prompts.count >= 2 else {
      return "list every condition in one `requires`, and let its prompt require the first "
        + "and present that one's prompt when it fails"
    }
    let all = conditions.joined(separator: ", ")
    let earlier = conditions.dropLast().joined(separator: ", ")
    let handOn =
      "; if their own guards already hand on from one to the other, present only the "
      + "one that hands on"
    if let asked = firstPromptAsksFor, prompts.count == 2, prompts[0] != prompts[1],
      case let later = conditions.filter({ !asked.contains($0) }), !later.isEmpty
    {
      // Paired as written (the twelfth new-users review got `present ...` twice for its named
      // `SignIn` and `Verify`).
      let (first, last) = (prompts[0], prompts[1])
      let quoted = { (names: [String]) in WordList.joined(names.map { "'\($0)'" }, "and") }
      return "list every condition in one guard and present the last prompt "
        + "(`requires \(all) else present \(last)`), and let it ask for the ones before in turn: "
        + "give '\(last)' the guard `requires \(asked.joined(separator: ", ")) else present "
        + "\(first)` (as written, '\(first)' asks for \(quoted(asked)) and '\(last)' for "
        + "\(quoted(later)))" + handOn
    }
    guard let paired = promptsAsking(for: conditions, among: prompts) else {
      // Nothing in a spec says which prompt asks for which condition: a guess from the order
      // they are written in led the twenty-fifth new-users review to a sign-in asked of a user
      // signed in already, and the check was clean.
      let asked = conditions[conditions.count - 1]
      return "list every condition in one guard and present the prompt that asks for '\(asked)' "
        + "(`requires \(all) else present ...`), and let that prompt ask for the ones before in "
        + "turn: give it the guard `requires \(earlier) else present ...`, naming the prompt that "
        + "asks for \(WordList.joined(conditions.dropLast().map { "'\($0)'" }, "and"))" + handOn
    }
    let last = paired[paired.count - 1]
    let before = paired[paired.count - 2]
    return "list every condition in one guard and present the last prompt "
      + "(`requires \(all) else present \(last)`), and let it ask for the ones before in turn: "
      + "give '\(last)' the guard `requires \(earlier) else present \(before)` (as their names "
      + "read, \(WordList.joined(zip(paired, conditions).map { "'\($0)' asks for '\($1)'" }, "and")))"
      + handOn
  }

  /// The prompts in the order of the conditions they ask for, as their names read (`NameWords`):
  /// each condition's one prompt named for it, and when one condition and one prompt are left,
  /// each other's. Nil unless every condition gets a prompt of its own.
  private static func promptsAsking(for conditions: [String], among prompts: [String]) -> [String]?
  {
    guard conditions.count == prompts.count else { return nil }
    var paired = [String?](repeating: nil, count: conditions.count)
    var free = prompts
    for (position, condition) in conditions.enumerated() {
      let named = free.filter { NameWords.prompt($0, readsAsAskingFor: condition) }
      guard named.count == 1, let prompt = named.first else { continue }
      paired[position] = prompt
      free.removeAll { $0 == prompt }
    }
    if free.count == 1, let position = paired.firstIndex(of: nil) { paired[position] = free[0] }
    let all = paired.compactMap { $0 }
    return all.count == conditions.count ? all : nil
  }
  static func commaAfterPrompt(_ prompt: String) -> String {
    "a failed guard presents one sheet or cover, '\(prompt)': nothing follows this ','"
  }
  static func overCurrentOnDeclaration(kind: String?) -> String {
    "`over current` is an option of a route, not of a \(kind ?? "declaration"): a link opens a sheet "
      + "or cover over wherever the user is when its route says so"
  }
  static func overCurrentOnDeclarationHelp(name: String?) -> String {
    guard let name else {
      return "remove it here: a route to a sheet or cover may say `over current`"
    }
    return "remove it here, present the sheet or cover from every tab's root or from the phase, "
      + "and write it on the route (`route \"/\(name.lowercased())\" -> \(name) over current`)"
  }
  static func expectedDeclaration(found: TokenKind) -> String {
    "expected a declaration (app, condition, event, phase, screen, sheet, cover, route or expect), "
      + "found \(found.description)"
  }

  static func misspeltRouteClause(_ word: String, _ clause: String) -> String {
    "'\(word)' is not a route clause; did you mean '\(clause)'? (after a landing come `in`, "
      + "`over current`, `as`, `stack` and `presentation`)"
  }

  static func unexpectedInBlock(_ block: String, found: TokenKind, allowed: String) -> String {
    "\(found.description) cannot appear in \(block); expected \(allowed)"
  }

  static func missingClosingBrace(_ block: String) -> String {
    "expected '}' to close \(block)"
  }

  static let fatArrow = "'=>' is not an arrow in a spec: write '->'"

  static let elseInCheck =
    "a check separates its branches with ':', not 'else': 'check session ? main : welcome'"

  static func checkMissingColon(_ then: String, _ otherwise: String) -> String {
    "expected ':' between '\(then)' and '\(otherwise)': a check's branches are 'check condition ? "
      + "thenPhase : elsePhase'"
  }

  static let checkWithoutElse =
    "'check' needs an else branch: 'check condition ? thenPhase : elsePhase'"

  static func nestingTooDeep(limit: Int) -> String {
    "brackets are nested more than \(limit) deep; the compiler skipped the rest of this declaration"
  }

  static func unknownSetting(_ word: String, allowed: String) -> String {
    "'\(word)' is not an app setting; expected \(allowed)"
  }

  static func invalidValue(_ word: String, for setting: String, allowed: String) -> String {
    "'\(word)' is not a valid value for '\(setting)'; expected \(allowed)"
  }

  /// `restore presentations`: what a team that wants a cover back on relaunch writes (a new-users
  /// review's turn-by-turn navigation), told only which values exist.
  static let presentationsAreNotRestored =
    "sheets and covers are never restored: `restore tab` brings back the tab they were open over, "
    + "and `restore stacks` its stack too; keep what the app needs to reopen one in its own state"

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" + digits : digits)
  }
}
