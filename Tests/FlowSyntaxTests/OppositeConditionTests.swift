import FlowSyntax
import Testing

/// The name a help suggests for a condition's opposite: `not` added, or taken off a name that
/// already is one (`!notSignedIn` was offered `condition notNotSignedIn`, the fourth review).
@Test(arguments: [
  ("kidsProfile", "notKidsProfile"), ("session", "notSession"), ("notSignedIn", "signedIn"),
  ("notary", "notNotary"), ("not", "notNot"), ("isPremium", "notIsPremium"),
])
func theOppositeOfAConditionIsNamedOnce(_ condition: String, _ opposite: String) {
  #expect(OppositeCondition.name(for: condition) == opposite)
}
