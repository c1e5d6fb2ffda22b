/// The name a help suggests for a condition that holds exactly when another does not
/// (`notKidsProfile` for `kidsProfile`): a guard cannot negate, so the app keeps that one too.
/// One spelling for every help that offers it, so that they suggest the same name.
package enum OppositeCondition {
  package static func name(for condition: String) -> String {
    "not" + condition.prefix(1).uppercased() + condition.dropFirst()
  }
}
