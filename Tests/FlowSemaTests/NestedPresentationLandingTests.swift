import FlowSema
import Testing

/// Presentations inside presentations (`sheet S { present C }`): reachable, routable, landed with the
/// whole chain. And `over current` landings: where they open over the user, and what is refused.
@Suite struct NestedPresentationLandingTests {
  static let nested = """
    app A { scheme "a" }
    phase main {
      default tab one "One" icon "1.circle" root One
      tab two "Two" icon "2.circle" root Two
    }
    screen One { present Compose }
    screen Two { present Compose }
    sheet Compose(to: String = "") {
      push Recipients
      present Camera
    }
    screen Recipients
    cover Camera { push Album }
    screen Album

    """

  private func sheet(
    _ id: NamedIDs, _ name: String, _ stack: [String] = [], to: ArgumentBinding = .defaultValue
  ) -> PresentationLanding {
    PresentationLanding(
      kind: name == "Compose" ? .sheet : .cover,
      screen: ScreenInstance(
        screen: id.screen(name),
        arguments: name == "Compose" ? [BoundArgument(parameter: "to", binding: to)] : []),
      stack: stack.map { ScreenInstance(screen: id.screen($0), arguments: []) })
  }

  @Test func aCoverPresentedOnlyFromASheetIsShown() {
    // Once FL0210 "cover 'Camera' is never shown", with help asking for the `present` already there.
    #expect(rendered(Self.nested) == [])
  }

  @Test func derivedAndExplicitRoutesLandTheWholeChain() throws {
    let text =
      Self.nested + """
        route "/camera" -> Camera in two
        route "/album" -> [Compose(to: "me"), Camera, Album] in one
        """
    let (result, _, _) = check(text)
    #expect(result.diagnostics.isEmpty)
    let routes = try #require(result.model?.routes)
    let id = NamedIDs(result.model)
    #expect(
      routes[0].landing
        == LandingModel(
          phase: id.phase("main"), tab: id.tab("two"), root: id.screen("Two"), stack: [],
          presentation: sheet(id, "Compose"), nestedPresentations: [sheet(id, "Camera")],
          requires: []))
    #expect(routes[0].caseName == "camera")
    #expect(
      routes[1].landing
        == LandingModel(
          phase: id.phase("main"), tab: id.tab("one"), root: id.screen("One"), stack: [],
          presentation: sheet(id, "Compose", to: .literal(.string("me"))),
          nestedPresentations: [sheet(id, "Camera", ["Album"])], requires: []))
    #expect(routes[1].caseName == "album")
  }

  @Test func aPresentationTheSheetDoesNotPresentIsStillRefused() {
    let text =
      Self.nested + "cover Other\nscreen Three { present Other }\n"
      + "route \"/x\" -> [Compose, Other] in one\n"
    #expect(
      rendered(text).filter { $0.contains("FL0305") } == [
        "17:25 FL0305 'Other' cannot follow 'Compose': 'Compose' does not present it"
      ])
  }

  @Test func aLandingOpensAtMostEightPresentationsOneOverAnother() {
    let sheets = (1...9).map { "sheet S\($0)" + ($0 < 9 ? " { present S\($0 + 1) }" : "") }
    let text =
      "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home { present S1 }\n"
      + sheets.joined(separator: "\n") + "\n"
      + "route \"/deep\" -> [" + (1...9).map { "S\($0)" }.joined(separator: ", ") + "]\n"
    #expect(
      rendered(text) == [
        "13:51 FL0305 'S9' cannot be presented from 'S8': a landing opens at most 8 sheets and covers, one over another"
      ])
  }

  /// Ten sheets, each presenting the next from the tab's root: the app shows them all by hand, so
  /// none is "never shown" (FL0210, once said of S9 and S10); a link opens at most eight, which is
  /// what a route to the ninth is told (FL0307, once "no tab or phase root reaches 'S9'").
  @Test func presentationsPastTheDepthALinkOpensAreShownButNotRouted() {
    let sheets = (1...10).map { "sheet S\($0)" + ($0 < 10 ? " { present S\($0 + 1) }" : "") }
    let text =
      "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home { present S1 }\n"
      + sheets.joined(separator: "\n") + "\n"
    #expect(rendered(text) == [])
    #expect(
      rendered(text + "route \"/eight\" -> S8\nroute \"/nine\" -> S9\n") == [
        "15:18 FL0307 'S9' is shown only inside more than 8 nested presentations, deeper than a link opens"
      ])
  }

  /// The same with `in` naming the tab that reaches them: too deep is still the reason (new-user
  /// review: it said "cannot be reached from the root of 'a'").
  @Test func aRouteInATabToAPresentationTooDeepSaysItIsTooDeep() {
    let sheets = (1...10).map { "sheet S\($0)" + ($0 < 10 ? " { present S\($0 + 1) }" : "") }
    let text =
      "app A { scheme \"a\" }\nphase main { default tab a \"A\" icon \"a\" root Home }\n"
      + "screen Home { present S1 }\n" + sheets.joined(separator: "\n") + "\n"
      + "route \"/deep\" -> S10 in a\n"
    #expect(
      rendered(text) == [
        "14:18 FL0307 'S10' is shown only inside more than 8 nested presentations, deeper than a link opens"
      ])
  }

  /// Too deep in the tab `in` names, but near in another: the other tab is the fix, not "too deep".
  @Test func aRouteInATabThatReachesItTooDeepIsToldTheNearTab() {
    let sheets = (1...10).map { "sheet S\($0)" + ($0 < 10 ? " { present S\($0 + 1) }" : "") }
    let text =
      "app A { scheme \"a\" }\nphase main {\n  default tab a \"A\" icon \"a\" root Home\n"
      + "  tab b \"B\" icon \"b\" root Other\n}\nscreen Home { present S1 }\n"
      + "screen Other { present S10 }\n" + sheets.joined(separator: "\n") + "\n"
      + "route \"/deep\" -> S10 in a\n"
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "18:18 FL0307 'S10' cannot be reached from the root of 'a'"
      ])
    #expect(result.diagnostics.map(\.fixIt?.replacement) == ["b"])
  }

  @Test func overCurrentOpensInEveryPhaseWhoseRootsAllPresentIt() throws {
    let text = """
      app A { scheme "a" }
      condition session
      event enter
      phase start { check session ? main : welcome }
      phase welcome {
        root Welcome
        present Help
        on enter -> main
      }
      phase main requires session {
        default tab one "One" icon "1.circle" root One
        tab two "Two" icon "2.circle" root Two
        present Help
      }
      screen Welcome
      screen One { present Compose }
      screen Two { present Compose }
      sheet Compose { present Camera }
      cover Camera
      cover Help
      route "/compose" -> Compose over current
      route "/camera" -> [Compose, Camera] over current
      route "/help" -> Help over current
      """
    let (result, _, _) = check(text)
    #expect(result.diagnostics.isEmpty)
    let routes = try #require(result.model?.routes)
    let id = NamedIDs(result.model)
    let (main, welcome) = (id.phase("main"), id.phase("welcome"))
    #expect(routes.map(\.landing.overCurrentPhases) == [[main], [main], [welcome, main]])
    // Where the link goes from a phase it cannot open over: the first tab or root at the fewest steps.
    #expect(routes.map(\.landing.tab) == [id.tab("one"), id.tab("one"), nil])
    #expect(routes.map(\.landing.phase) == [main, main, welcome])
    #expect(
      routes[1].landing.presentations.map(\.screen.screen) == [
        id.screen("Compose"), id.screen("Camera"),
      ])
    #expect(routes.map(\.caseName) == ["compose", "camera", "help"])
  }

  @Test func overCurrentRefusals() throws {
    let text = """
      app A { scheme "a" }
      phase main {
        default tab one "One" icon "1.circle" root One
        tab two "Two" icon "2.circle" root Two
        tab three "Three" icon "3.circle" root Three
      }
      screen One {
        push Item
        present Compose
      }
      screen Two { push Item }
      screen Three
      screen Item
      sheet Compose
      route "/compose" -> Compose over current
      route "/item" -> Item in one over current
      """
    #expect(
      rendered(text) == [
        "15:29 FL0314 `over current` opens 'Compose' over every tab of phase 'main', but tab 'three' cannot: its root 'Three' does not present it",
        "15:29 FL0314 `over current` opens 'Compose' over every tab of phase 'main', but tab 'two' cannot: its root 'Two' does not present it",
        "16:30 FL0313 `over current` opens a sheet or cover over wherever the user is, but 'Item' is shown on a tab's or phase's own stack",
      ])
    let (result, source, _) = check(text)
    let fixIts = result.diagnostics.compactMap(\.fixIt).map { fixIt in
      "\(source.location(of: fixIt.range.start).line):\(source.location(of: fixIt.range.start).column) "
        + "\(fixIt.message): \(fixIt.replacement.debugDescription)"
    }
    // Two roots lacking it: one `present` in the phase fixes both (the new-users review).
    #expect(
      fixIts == [
        #"5:47 add 'present Compose' to phase 'main': "\n  present Compose""#,
        #"5:47 add 'present Compose' to phase 'main': "\n  present Compose""#,
      ])
    #expect(
      result.diagnostics.first?.help
        == "add `present Compose` to 'Three', or to phase 'main' so that every tab presents it, "
        + "or drop `over current` and choose a tab with `in`")
    let pushed = try #require(result.diagnostics.first { $0.code == .overCurrentNeedsPresentation })
    #expect(
      pushed.help
        == "remove `over current`: the link then lands on the stack of the tab or phase that shows "
        + "the screen (`in` chooses which); only a sheet or cover opens over wherever the user is")
    // A screen the compiler put below the route's own is not the one named (the new-users review).
    let derived = text.replacing("screen Item\n", with: "screen Item { push Deep }\nscreen Deep\n")
      .replacing(
        "route \"/item\" -> Item in one over current",
        with: "route \"/deep\" -> Deep in one over current")
    #expect(
      rendered(derived).contains(
        "17:30 FL0313 `over current` opens a sheet or cover over wherever the user is, but 'Deep' "
          + "is shown on a tab's or phase's own stack"))
    // A sheet the route writes, presented only from a pushed screen: said so, with what to do (the
    // second review: it was said to be on a stack itself).
    let fromPushed = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item { present Wallet }
      sheet Wallet
      route "/w" -> Wallet over current
      """
    let (pushedResult, pushedSource, _) = check(fromPushed)
    #expect(
      pushedResult.diagnostics.map { render($0, pushedSource) } == [
        "6:22 FL0313 `over current` opens 'Wallet' over wherever the user is, but only 'Item', a "
          + "screen pushed on a tab's or phase's own stack, presents it"
      ])
    #expect(
      pushedResult.diagnostics.first?.help
        == "add `present Wallet` to the phase, so that it opens over every tab, or remove "
        + "`over current`")
    // One root lacking it: the fix-it adds it to that root.
    let one = text.replacing(
      "screen Two { push Item }", with: "screen Two { push Item; present Compose }")
    let (oneResult, oneSource, _) = check(one)
    let oneFix = try #require(
      oneResult.diagnostics.first { $0.code == .overCurrentNotEverywhere }?.fixIt)
    #expect(oneFix.message == "add 'present Compose' to 'Three'")
    #expect(oneSource.location(of: oneFix.range.start).line == 12)
  }
}
