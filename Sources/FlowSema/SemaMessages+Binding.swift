import FlowSyntax

/// FL0301's wording: what a route leaves unsupplied, and the one edit that supplies it.
extension SemaMessages {
  /// Every required parameter the route leaves out of `screens` (one written step, or the screens
  /// on the derived back stack); `derivedBelow` is the first screen the route names when the
  /// compiler put them on the back stack itself.
  static func routeMissingParameters(
    _ screens: [(names: [String], screen: String)], derivedBelow: String?
  ) -> String {
    func what(_ names: [String], _ screen: String) -> String {
      names.count == 1
        ? "'\(names[0])', a required parameter of '\(screen)'"
        : "\(quotedList(names)), required parameters of '\(screen)'"
    }
    guard screens.count > 1 else {
      let base = "the route does not supply \(what(screens[0].names, screens[0].screen))"
      guard let derivedBelow else { return base }
      return base + ", a screen the compiler put on the back stack below '\(derivedBelow)'"
    }
    let each = screens.map { "\(quotedList($0.names)) of '\($0.screen)'" }
    return "the route does not supply required parameters of screens the compiler put on the "
      + "back stack below '\(derivedBelow ?? "the landing")': " + WordList.joined(each, "and")
  }

  /// The help: the edit (`Item(id: x)`, or the path written out from a derived screen), what it
  /// binds, and the placeholders the pattern could carry instead of values written in.
  /// - Parameters:
  ///   - edit: the step or explicit path with the arguments added; `nil` when some parameter's type
  ///     is unknown, so that no constant can be written.
  ///   - fromPlaceholders: the parameters bound to placeholders, quoted (`'id'`, or `'id' of
  ///     'Show'` where another screen's `id` gets a value of its own), with the placeholder for
  ///     each; `boundCount` says how many parameters they are, a value shared by several screens
  ///     counting for each.
  ///   - constants: the parameters given an editor placeholder of their type to fill in, quoted.
  ///   - addable: the parameters a placeholder of the same name added to the pattern would bind.
  ///   - derivedScreen: the screen, when it is on the derived back stack.
  static func routeMissingParametersHelp(
    edit: String?, fromPlaceholders: [(parameter: String, placeholder: String)],
    boundCount: Int? = nil, constants: [String], addable: [String], derivedScreen: String?,
    otherOwners: (placeholder: String, screens: [String], landing: String?)? = nil
  ) -> String? {
    var ways: [String] = []
    if let (placeholder, screens, landing) = otherOwners {
      // First: the path the placeholder's name points at, which only the author can write.
      let take = screens.count == 1 ? "takes" : "take"
      ways.append(
        "\(quotedList(screens)) \(take) a parameter '\(placeholder)': if the link's '\(placeholder)' "
          + "is for \(screens.count == 1 ? "it" : "them"), write the path through "
          + "\(screens.count == 1 ? "it" : "one of them") to '\(landing ?? "the landing")' out")
    }
    if let edit {
      var parts: [String] = []
      if !fromPlaceholders.isEmpty {
        let placeholders = fromPlaceholders.map(\.placeholder)
        let noun = placeholders.count == 1 ? "the placeholder" : "the placeholders"
        let target =
          constants.isEmpty && placeholders.count == 1
          ? pronoun(boundCount ?? 1)
          : WordList.joined(fromPlaceholders.map(\.parameter), "and")
        parts.append("bind \(target) to \(noun) \(quotedList(placeholders))")
      }
      if !constants.isEmpty {
        let target =
          fromPlaceholders.isEmpty ? "" : " for \(WordList.joined(constants, "and"))"
        parts.append((constants.count == 1 ? "fill in a value" : "fill in values") + target)
      }
      let lead = derivedScreen.map { "write the path from '\($0)' out and " } ?? ""
      ways.append(lead + parts.joined(separator: " and ") + ": `\(edit)`")
    }
    if !addable.isEmpty {
      let braces = addable.map { "`{\($0)}`" }
      let list =
        braces.count == 1
        ? braces[0] : braces.dropLast().joined(separator: ", ") + " and " + braces.last!
      ways.append(
        "add \(list) to the pattern so that the link carries \(pronoun(addable.count))")
    }
    return ways.isEmpty ? nil : ways.joined(separator: ", or ")
  }

  /// The fix-it's title for the arguments or path it writes.
  static func writeArguments(_ text: String) -> String { "write '\(text)'" }

  /// `phases`: for an `over current` link that waits in its ordinary landing, the phases it
  /// lands from as any other link (it opens over the rest, where nothing waits).
  static func linkWaitsSilently(
    _ shown: String, from phases: [String], conditions: [String], silent: String, prompt: String
  ) -> String {
    let from =
      phases.isEmpty
      ? ""
      : " opened from phase\(phases.count == 1 ? "" : "s") \(quotedList(phases, "or")), which it "
        + "does not open over,"
    return "a link to '\(shown)'\(from) waits without asking while \(quotedList(conditions, "or")) "
      + "\(conditions.count == 1 ? "does" : "do") not hold: \(silent) requires "
      + "\(conditions.count == 1 ? "it" : "them") without an `else` and is entered first, so the "
      + "`else` of \(prompt) never runs for this link"
  }
  static func requiredWithoutElse(_ destination: String) -> String {
    "\(destination) requires it here, with no `else`"
  }
  static func linkWaitsSilentlyHelp(
    silent: String, prompt: String, promptElse: String, conditions: [String]
  ) -> String {
    "give \(silent) an `else` too (`\(promptElse)`), or land the link where \(prompt) is the "
      + "first to require \(quotedList(conditions, "and"))"
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'` (or another conjunction).
  static func quotedList(_ names: [String], _ conjunction: String = "and") -> String {
    WordList.joined(names.map { "'\($0)'" }, conjunction)
  }

  private static func pronoun(_ count: Int) -> String { count == 1 ? "it" : "them" }

  /// FL0316: `{id}` given to a derived screen and to the landing, while `{projectId}` was meant.
  static func backStackSharesPlaceholder(
    _ parameter: String, screen: String, later: String, own: String
  ) -> String {
    "'{\(parameter)}' gives \(screen) on this link's back stack its '\(parameter)', the value "
      + "\(later) takes too, though the route's '{\(own)}' reads as meant for \(screen)"
  }

  static func unusedPlaceholderForDerivedScreenHelp(_ screen: String) -> String {
    "placeholders bind by name, and the compiler derived \(screen); write the path from \(screen) "
      + "on to give it this placeholder"
  }

  static func backStackSharesID(screen: String, later: String) -> String {
    "'{id}' gives \(screen) on this link's back stack its 'id', the id of the \(later) it opens: "
      + "a link to \(later) 7 opens \(screen) 7 beneath it"
  }

  static func backStackSharesIDHelp(_ screen: String) -> String {
    // Named as Swift names the screen's case (`URLView` -> `urlViewId`), not by its first letter.
    let own = SwiftNaming.caseName(screen) + "Id"
    return "placeholders bind by name, and the compiler derived \(screen); if the link carries "
      + "its id, add a placeholder for it ('{\(own)}') and write the path from \(screen) on "
      + "(`[\(screen)(id: \(own)), ...]`), or add '// flowc:ignore FL0316' if they share one id"
  }

  static func backStackSharesPlaceholderHelp(
    _ screen: String, parameter: String, placeholder: String
  ) -> String {
    "placeholders bind by name, and the compiler derived \(screen); write the path from \(screen) "
      + "on to give it '{\(placeholder)}', or add '// flowc:ignore FL0316' if its "
      + "'\(parameter)' is meant to be '{\(parameter)}'"
  }

}
