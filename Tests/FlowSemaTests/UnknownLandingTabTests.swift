import FlowSema
import FlowSyntax
import Testing

/// An `in` that names no tab and nothing close to one says in its help where the landing can be
/// shown, as `in` names it (found by a new-user review: "unknown tab 'nowhere'" said nothing more).
struct UnknownLandingTabTests {
  static let spec = """
    app A { scheme "a" }
    event skip
    phase main {
      default tab feed "Feed" icon "a" root Feed
      tab search "Search" icon "b" root Search
      tab profile "Profile" icon "c" root Profile
      on skip -> intro
    }
    phase intro { root Intro }
    screen Feed { push Article }
    screen Search { push Article }
    screen Profile
    screen Intro { push Lonely }
    screen Article
    screen Lonely
    """

  private func diagnostics(_ route: String) -> [(String, String?)] {
    let (result, source, _) = check(Self.spec + "\n" + route + "\n")
    return result.diagnostics.map { (render($0, source), $0.help) }
  }

  @Test func theHelpNamesTheTabsThatShowTheLanding() throws {
    let found = diagnostics(#"route "/a" -> Article in nowhere"#)
    #expect(found.map(\.0) == ["16:26 FL0100 unknown tab 'nowhere'"])
    #expect(
      found.map(\.1) == [
        "'Article' can be shown in tab 'feed' or tab 'search'; write one of them after `in`, "
          + "such as `in feed`"
      ])
  }

  /// `in profil` is one letter from `profile`, but Profile's tab does not reach Article: no
  /// "did you mean 'profile'?" whose fix-it would give FL0307 (the CLI review); the help names
  /// the tabs that do.
  @Test func aNameSpeltLikeATabThatCannotShowTheLandingIsNotSuggested() throws {
    let found = diagnostics(#"route "/a" -> Article in profil"#)
    #expect(found.map(\.0) == ["16:26 FL0100 unknown tab 'profil'"])
    #expect(
      found.map(\.1) == [
        "'Article' can be shown in tab 'feed' or tab 'search'; write one of them after `in`, "
          + "such as `in feed`"
      ])
    // A tab that reaches it is still suggested.
    #expect(
      diagnostics(#"route "/a" -> Article in serch"#).map(\.0) == [
        "16:26 FL0100 unknown tab 'serch'; did you mean 'search'?"
      ])
  }

  @Test func oneTabOrPhaseIsNamedAsTheOnlyChoice() throws {
    let found = diagnostics(#"route "/l" -> Lonely in nowhere"#)
    #expect(found.map(\.0) == ["16:25 FL0100 unknown tab 'nowhere'"])
    #expect(
      found.map(\.1) == [
        "'Lonely' can be shown in phase 'intro'; write `in intro`, or leave `in` out"
      ])
  }

  @Test func anUnknownScreenListsEveryTabAndRootPhase() throws {
    let found = diagnostics(#"route "/x" -> Unknown in nowhere"#)
    #expect(
      found.map(\.1).contains(
        "`in` names a tab, or a phase that shows a root: 'feed', 'search', 'profile', 'intro'"))
  }

  /// A phase with tabs is a name of the wrong kind, in one error: the landing is not also called
  /// unreachable from a root that phase does not have (found by a new-user review).
  @Test func aPhaseWithTabsIsTheWrongKindWithTheChoices() throws {
    let found = diagnostics(#"route "/a" -> Article in main"#)
    #expect(
      found.map(\.0) == [
        "16:26 FL0108 'main' is a phase with tabs, but `in` needs a tab, or a phase that shows "
          + "one root"
      ])
    #expect(
      found.map(\.1) == [
        "'Article' can be shown in tab 'feed' or tab 'search'; write one of them after `in`, "
          + "such as `in feed`"
      ])
  }

  /// `Feed` the screen for `feed` the tab: the tab differing only in case is offered as the fix.
  @Test func aScreenNamedLikeATabGetsTheTabAsItsFix() throws {
    let (result, _, _) = check(Self.spec + "\n" + #"route "/a" -> Article in Feed"# + "\n")
    #expect(
      result.diagnostics.map(\.message) == [
        "'Feed' is a screen, but `in` needs a tab, or a phase that shows one root"
      ])
    #expect(result.diagnostics.map(\.fixIt?.replacement) == ["feed"])
  }

  /// A close name still gets the "did you mean" fix-it, not the list.
  @Test func aCloseNameIsSuggestedInstead() throws {
    let found = diagnostics(#"route "/a" -> Article in serch"#)
    #expect(found.map(\.0) == ["16:26 FL0100 unknown tab 'serch'; did you mean 'search'?"])
    #expect(found.map(\.1) == [nil])
  }
}
