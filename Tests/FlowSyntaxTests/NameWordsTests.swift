import Testing

@testable import FlowSyntax

/// Which prompt a name reads as asking for: what pairs the prompts of a two-prompt guard with its
/// conditions (FL0011's help) and keeps FL0232 from judging a prompt named for what it asks.
struct NameWordsTests {
  @Test(arguments: [
    ("Unlock", "unlocked"), ("VerifyPhone", "phoneVerified"), ("VerifyEmail", "emailVerified"),
    ("AddVehicle", "hasVehicle"), ("Onboarding", "onboarded"), ("VerifyLicense", "licenseVerified"),
    ("SubscribeSheet", "subscribed"), ("PremiumUpsell", "premium"),
    ("AddPaymentCard", "hasPaymentCard"),
  ])
  func aPromptNamedForTheConditionReadsAsAskingForIt(_ prompt: String, _ condition: String) {
    #expect(NameWords.prompt(prompt, readsAsAskingFor: condition))
  }

  /// Nothing says `SignIn` asks for `session`; `has`, `is`, `can` and one shared word say nothing.
  @Test(arguments: [
    ("SignIn", "session"), ("Paywall", "premium"), ("AgeCheck", "adult"), ("Gate", "isAdmin"),
    ("VerifyPhone", "session"), ("Canvas", "canEdit"), ("Hasty", "hasAddress"),
    // One shared word is not the condition: the review of the pairing.
    ("PhoneLogin", "phoneVerified"), ("EmailSignIn", "emailVerified"),
    ("UserUpgrade", "userSignedIn"), ("ValidateAge", "sessionValid"),
  ])
  func otherNamesDoNot(_ prompt: String, _ condition: String) {
    #expect(!NameWords.prompt(prompt, readsAsAskingFor: condition))
  }

  @Test func wordsSplitAtCapitalsUnderscoresAndDashes() {
    #expect(NameWords.words("isGPSOn") == ["is", "gps", "on"])
    #expect(NameWords.words("non_member-list") == ["non", "member", "list"])
    #expect(NameWords.words("phoneVerified2FA") == ["phone", "verified2", "fa"])
  }
}
