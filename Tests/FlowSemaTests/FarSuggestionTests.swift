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

  @Test func aNearTypoKeepsItsFixIt() throws {
    let (result, _, _) = check(Self.spec("signedOtu"))
    let unknown = try #require(result.diagnostics.first { $0.code == .unknownName })
    #expect(unknown.fixIt?.replacement == "signedOut")
  }
}
