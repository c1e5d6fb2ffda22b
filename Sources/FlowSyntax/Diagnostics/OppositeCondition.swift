/// The name a help suggests for a condition that holds exactly when another does not
/// (`notKidsProfile` for `kidsProfile`): a guard cannot negate, so the app keeps that one too.
/// One spelling for every help that offers it, so that they suggest the same name. A name that is
/// itself a `not` loses it (`notSignedIn` gives `signedIn`, not `notNotSignedIn`: the fourth
/// review).
package enum OppositeCondition {
  package static func name(for condition: String) -> String {
    let rest = condition.dropFirst(3)
    if condition.hasPrefix("not"), let first = rest.first, first.isUppercase {
      return first.lowercased() + rest.dropFirst()
    }
    return "not" + condition.prefix(1).uppercased() + condition.dropFirst()
  }
}
