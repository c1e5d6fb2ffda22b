import FlowSema
import FlowSyntax
import Testing

/// A "did you mean" more than 2 edits away is said, not offered as an edit that `--fix` applies:
/// the mutation review found a forgotten `event signedIn` fixed to `signedOut`, its opposite, in a
/// spec that then checked clean.
struct FarSuggestionTests {
  static func spec(_ handled: String) -> String {
    """
    app A { scheme "a" }
    event signedOut
    phase onboarding {
      root Welcome
      on \(handled) -> main
    }
    phase main {
      root Home
      on signedOut -> onboarding
    }
    screen Welcome
    screen Home

    """
  }

  @Test func aFarGuessHasNoFixItButSaysHowToDeclare() throws {
    let (result, _, _) = check(Self.spec("signedIn"))
    let unknown = try #require(result.diagnostics.first { $0.code == .unknownName })
    #expect(unknown.message.contains("did you mean 'signedOut'?"))
    #expect(unknown.fixIt == nil)
    #expect(unknown.help?.contains("event signedIn") == true, "\(unknown.help ?? "")")
  }

  /// A name that is the other with a negating prefix is its opposite, however close: never
  /// applied (`--fix` turned `requires verified` into `requires unverified`, the fourteenth
  /// new-users review), nor offered as "did you mean" (the twenty-eighth review was sent to the
  /// negation of what it meant): the help says how to have the opposite.
  @Test(arguments: [
    ("unverified", "verified"), ("verified", "unverified"), ("unlocked", "locked"),
    ("isVerified", "isUnverified"), ("active", "inactive"), ("hasPlan", "hasNoPlan"),
    ("member", "nonMember"),
  ])
  func anOppositeHasNoFixIt(declared: String, written: String) throws {
    let text = """
      app A { scheme "a" }
      condition \(declared)
      phase main { root Home }
      screen Home { push Payouts }
      screen Payouts requires \(written)

      """
    let (result, _, _) = check(text)
    let unknown = try #require(result.diagnostics.first { $0.code == .unknownName })
    #expect(unknown.message == "unknown condition '\(written)'")
    #expect(unknown.fixIt == nil)
    #expect(
      unknown.help
        == "'\(written)' reads as the opposite of '\(declared)', and a guard cannot negate: "
        + "declare `condition \(written)`, which the app keeps as the opposite of '\(declared)'")
  }

  @Test func aNearTypoKeepsItsFixIt() throws {
    let (result, _, _) = check(Self.spec("signedOtu"))
    let unknown = try #require(result.diagnostics.first { $0.code == .unknownName })
    #expect(unknown.fixIt?.replacement == "signedOut")
  }
}
