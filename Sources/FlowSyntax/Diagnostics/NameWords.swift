/// What the words of a name say, for the diagnostics that read names as an engineer would: which
/// are opposites (`OppositeNames`), and which prompt reads as asking for which condition.
package enum NameWords {
  /// The lowercased words of a name: split at `_`, `-`, before a capital that follows a lowercase
  /// letter or a digit (`isUnverified` -> `is`, `unverified`), and before the last capital of a
  /// run that a lowercase letter follows (`isGPSOn` -> `is`, `gps`, `on`).
  package static func words(_ name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (position, character) in characters.enumerated() {
      if character == "_" || character == "-" {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty, position > 0 {
        let previous = characters[position - 1]
        let next = position + 1 < characters.count ? characters[position + 1] : nil
        if previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
        {
          words.append(current)
          current = ""
        }
      }
      current += character.lowercased()
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// Whether a prompt's name reads as asking for `condition`: every word of the condition's of
  /// three letters or more, past `has`, `is` or `can` and read without a past tense, begins a word
  /// of the prompt's, in any case (`Unlock` for `unlocked`, `VerifyPhone` for `phoneVerified`,
  /// `AddVehicle` for `hasVehicle`, `Onboarding` for `onboarded`). One shared word is not enough:
  /// `PhoneLogin` (the sign-in) does not ask for `phoneVerified`, nor `UserUpgrade` for
  /// `userSignedIn` (the review of the pairing). `SignIn` does not read as asking for `session`:
  /// nothing in a spec says so, and a guess would be as likely wrong.
  package static func prompt(_ prompt: String, readsAsAskingFor condition: String) -> Bool {
    let promptWords = words(prompt)
    let conditionWords = words(condition).filter {
      $0.count >= 3 && !["has", "is", "can"].contains($0)
    }
    return !conditionWords.isEmpty
      && conditionWords.allSatisfy { word in
        var stems = [word]
        if word.hasSuffix("ied") {
          stems.append(String(word.dropLast(3)) + "y")
        } else if word.hasSuffix("ed") {
          stems += [String(word.dropLast(2)), String(word.dropLast(1))]
        }
        return stems.contains { stem in
          stem.count >= 3 && promptWords.contains { $0.hasPrefix(stem) }
        }
      }
  }
}
