import FlowSema
import FlowSyntax
import Testing

/// FL0315: a link enters its phase without running the launch's checks, so a route into a phase
/// the checks reach only when a condition holds must require it, on the phase or on its landing.
struct LaunchCheckSkipTests {
  /// Launch checks `onboarded`, then `session`; `main` requires only `session`. `{main}` is
  /// replaced by main's header, `{item}` by Item's guard.
  static let media = """
    app Media { scheme "media" }
    condition session
    condition onboarded
    event finishedOnboarding
    phase launch { check onboarded ? gate : onboarding }
    phase gate { check session ? main : guest }
    phase onboarding {
      root Intro
      on finishedOnboarding -> gate animated
    }
    phase guest { root Intro }
    phase main{main} {
      default tab browse "Browse" icon "film" root Browse
    }
    screen Intro
    screen Browse { push Show }
    screen Show(id: Int){item}
    route "/shows/{id}" -> Show in browse

    """

  static func media(main: String = " requires session", item: String = "") -> String {
    media.replacing("{main}", with: main).replacing("{item}", with: item)
  }

  static let mainWarning =
    "18:7 FL0315 route '/shows/{id}' opens phase 'main' whenever a link arrives, but the launch "
    + "checks reach 'main' only when 'onboarded' holds (phase 'launch': check onboarded ? gate : "
    + "onboarding); a link takes a user for whom it does not hold into 'main', where the checks "
    + "take them to 'onboarding'"

  @Test func aRouteIntoAPhasePastAnOnboardingCheckIsReported() throws {
    let (result, source, _) = check(Self.media())
    #expect(result.diagnostics.map { render($0, source) } == [Self.mainWarning])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.help
        == "add `requires session, onboarded` to phase 'main', so that a link waits for it; or "
        + "route to a screen outside 'main'")
    let note = try #require(diagnostic.notes.first)
    #expect(note.message == "the launch check is here")
    #expect(note.range.map { source.location(of: $0.start).line } == 5)
    #expect(note.range.map { source.location(of: $0.start).column } == 16)
    // A warning: the model is still built.
    #expect(result.model != nil)
  }

  @Test func aPhaseWithoutRequiresGetsEveryMissingCondition() throws {
    let (result, _, _) = check(Self.media(main: ""))
    // Both conditions hold on the one chain into main, and neither is required: the first one
    // checked is named, and the help lists both.
    #expect(result.diagnostics.map(\.code) == [.routeSkipsLaunchCheck])
    #expect(result.diagnostics.first?.message.contains("only when 'onboarded' holds") == true)
    #expect(
      result.diagnostics.first?.help
        == "add `requires onboarded, session` to phase 'main', so that a link waits for it; or "
        + "route to a screen outside 'main'")
  }

  @Test func aPhaseRequiringEveryCheckedConditionIsClean() {
    #expect(rendered(Self.media(main: " requires session, onboarded")) == [])
  }

  @Test func aLandingThatRequiresTheConditionIsClean() {
    // On the landing screen, with or without `else`: the link waits, or shows the prompt.
    #expect(rendered(Self.media(item: " requires onboarded")) == [])
    // With a second tab that needs nothing: a phase whose every tab is guarded is FL0227's.
    let onTab = Self.media().replacing(
      "root Browse\n",
      with: "root Browse requires onboarded\n  tab more \"More\" icon \"m\" root Intro\n")
    #expect(rendered(onTab) == [])
  }

  @Test func aPhaseReachedBothWithAndWithoutTheConditionIsClean() {
    // `launch` reaches main with `onboarded`; `gate` reaches it with `onboarded` false.
    let text = """
      app Media { scheme "media" }
      condition session
      condition onboarded
      phase launch { check onboarded ? main : gate }
      phase gate { check session ? main : onboarding }
      phase onboarding { root Intro }
      phase main { root Browse }
      screen Intro
      screen Browse { push Show }
      screen Show(id: Int)
      route "/shows/{id}" -> Show

      """
    #expect(rendered(text) == [])
  }

  /// `check needsUpdate ? update : main`: main is reached only while `needsUpdate` does not
  /// hold, so a link into it skips the update, exactly as a link past `check upToDate ? main :
  /// update` would. `{main}` is replaced by main's header, `{extra}` by more lines.
  static let update = """
    app A { scheme "a" }
    condition needsUpdate
    condition upToDate
    event updated
    phase launch { check needsUpdate ? update : main }
    phase update { root Update{updated} }
    phase main{main} { root Home }
    screen Update
    screen Home { push Item }
    screen Item(id: Int)
    route "/items/{id}" -> Item
    {extra}
    """

  static func update(main: String = "", updated: String = "", extra: String = "") -> String {
    update.replacing("{main}", with: main).replacing("{updated}", with: updated)
      .replacing("{extra}", with: extra)
  }

  /// The spec's FL0315s only: its other conditions and event are there to be named.
  static func skips(_ text: String) -> [Diagnostic] {
    check(text).0.diagnostics.filter { $0.code == .routeSkipsLaunchCheck }
  }

  @Test func aConditionFoundFalseIsAStepToSkipToo() throws {
    let source = SourceFile(path: "test.flow", text: Self.update())
    let found = Self.skips(Self.update())
    #expect(
      found.map { render($0, source) } == [
        "11:7 FL0315 route '/items/{id}' opens phase 'main' whenever a link arrives, but the "
          + "launch checks reach 'main' only when 'needsUpdate' does not hold (phase 'launch': "
          + "check needsUpdate ? update : main); a link takes a user for whom it holds into "
          + "'main', where the checks take them to 'update'"
      ])
    // No guard says "not": the help names the condition for what must hold.
    #expect(
      found.first?.help
        == "a guard cannot require that 'needsUpdate' does not hold: declare a condition that "
        + "holds exactly when it does not (such as 'condition notNeedsUpdate'), check it instead, "
        + "'check notNeedsUpdate ? main : update', and add `requires notNeedsUpdate` to phase "
        + "'main', so that a link waits for it; or route to a screen outside 'main'")
    #expect(found.first?.notes.first?.range.map { source.location(of: $0.start).line } == 5)
    // Requiring the condition itself guards nothing about its absence: still reported.
    #expect(Self.skips(Self.update(main: " requires needsUpdate")).count == 1)
  }

  @Test func theHelpsPositiveRewriteIsClean() {
    // The help's own fix: the condition named for the positive case, checked and required.
    let text = Self.update(main: " requires upToDate").replacing(
      "check needsUpdate ? update : main", with: "check upToDate ? main : update")
    #expect(Self.skips(text).isEmpty)
  }

  @Test func aWayIntoThePhaseWithoutTheNegativeFactIsClean() {
    // `on updated -> main` enters main from update, where `needsUpdate` held: main is reached
    // both ways, so the checks do not decide it for a link.
    #expect(Self.skips(Self.update(updated: " on updated -> main")).isEmpty)
    // So does a second check that reaches main while the condition holds.
    let again =
      Self.update().replacing(
        "check needsUpdate ? update : main", with: "check needsUpdate ? recheck : main"
      ) + "phase recheck { check upToDate ? main : update }\n"
    #expect(Self.skips(again).isEmpty)
  }

  @Test func aNegativeAndAPositiveFactNameTheFirstCheck() {
    // `needsUpdate` is decided first; the help still adds the missing positive condition.
    let text =
      Self.update().replacing(
        "check needsUpdate ? update : main", with: "check needsUpdate ? update : gate"
      ) + "phase gate { check upToDate ? main : update }\n"
    let found = Self.skips(text)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("'needsUpdate' does not hold") == true)
    #expect(found.first?.help?.contains("`requires upToDate, notNeedsUpdate`") == true)
  }

  @Test func anEventOutOfOnboardingIsNoEntryWithoutTheCondition() {
    // The checks reach main with both conditions, and `on finishedOnboarding` enters it from
    // onboarding, where `onboarded` was found false: the app may report it just before sending
    // the event, and a link opened during onboarding skips it either way. `session`, not known
    // in onboarding, is not named.
    let text = Self.media(main: "").replacing("-> gate animated", with: "-> main animated")
    #expect(
      rendered(text) == [
        "18:7 FL0315 route '/shows/{id}' opens phase 'main' whenever a link arrives, but the "
          + "launch checks reach 'main' only when 'onboarded' holds (phase 'launch': check "
          + "onboarded ? gate : onboarding), and otherwise only `on finishedOnboarding` in "
          + "'onboarding' leads there: a link opened before that event skips the steps up to it"
      ])
    // Required on the phase, as the help says: the link waits until onboarding ends.
    #expect(
      rendered(text.replacing("phase main {", with: "phase main requires onboarded {")) == [])
  }

  /// The fifth and sixth new-users reviews' shape: onboarding in two phases whose last event
  /// enters main. Each review wrote it and shipped links that skip it.
  static let steps = """
    app A { scheme "a" }
    condition onboarded
    event next
    event done
    event skip
    phase launch { check onboarded ? main : intro }
    phase intro {
      root Intro
      on next -> prefs{skip}
    }
    phase prefs {
      root Prefs
      on done -> main
    }
    phase main{main} { root Home }
    screen Intro
    screen Prefs
    screen Home { push Item }
    screen Item(id: Int)
    route "/items/{id}" -> Item

    """

  @Test func anEventEndingAMultiStepOnboardingIsReported() throws {
    let text = Self.steps.replacing("{skip}", with: "").replacing("{main}", with: "")
    let source = SourceFile(path: "test.flow", text: text)
    let found = Self.skips(text)
    #expect(
      found.map { render($0, source) } == [
        "20:7 FL0315 route '/items/{id}' opens phase 'main' whenever a link arrives, but the "
          + "launch checks reach 'main' only when 'onboarded' holds (phase 'launch': check "
          + "onboarded ? main : intro), and otherwise only `on done` in 'prefs' leads there: a "
          + "link opened before that event skips the steps up to it"
      ])
    let diagnostic = try #require(found.first)
    #expect(
      diagnostic.help
        == "if the app reports 'onboarded' before sending `done`, add `requires onboarded` to "
        + "phase 'main', so that a link waits for it; if users may enter 'main' without it (as a "
        + "guest, or skipping a step), a link may too: silence this with `// flowc:ignore FL0315`")
    #expect(diagnostic.notes.first?.range.map { source.location(of: $0.start).line } == 6)
    // The help's first choice is offered as a guess: `--fix` leaves it, as only the team knows
    // whether the app reports the condition before the event (the new-apps round).
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "add `requires onboarded` to phase 'main'")
    #expect(fixIt.isGuess)
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("phase main requires onboarded { root Home }"))
    #expect(Self.skips(fixed).isEmpty)
    // A `skip` from the first step is one more way in, named beside `done`.
    let skipping = Self.skips(
      Self.steps.replacing("{skip}", with: "\n  on skip -> main").replacing("{main}", with: ""))
    #expect(
      skipping.first?.message.hasSuffix(
        "and otherwise only `on skip` in 'intro' and `on done` in 'prefs' lead there: a link "
          + "opened before those events skips the steps up to them") == true)
    #expect(skipping.first?.help?.contains("before sending `skip` or `done`") == true)
    // Two events from one phase name the phase once.
    let twice = Self.skips(
      Self.steps.replacing("{skip}", with: "").replacing("{main}", with: "").replacing(
        "  on done -> main\n", with: "  on done -> main\n  on skip -> main\n"))
    #expect(
      twice.first?.message.contains("only `on done` and `on skip` in 'prefs' lead there") == true)
    // A handler of 'main' into 'main' (a sign-out that resets it) is no way in: it is not named
    // (the fifteenth new-users review read "before sending `signedOut`" in onboarding's help).
    let reset = Self.skips(
      Self.steps.replacing("{skip}", with: "").replacing(
        "phase main{main} { root Home }", with: "phase main {\n  root Home\n  on skip -> main\n}"))
    #expect(reset.count == 1)
    #expect(reset.first?.message.contains("only `on done` in 'prefs' leads there") == true)
    #expect(reset.first?.help?.contains("before sending `done`, add") == true)
    // The help's fix is clean, and so is a landing that requires the condition itself.
    #expect(
      Self.skips(
        Self.steps.replacing("{skip}", with: "").replacing("{main}", with: " requires onboarded")
      ).isEmpty)
    #expect(
      Self.skips(
        Self.steps.replacing("{skip}", with: "").replacing("{main}", with: "").replacing(
          "screen Item(id: Int)", with: "screen Item(id: Int) requires onboarded")
      ).isEmpty)
  }

  /// The usual shape: a sign-out from main back to the signed-out phase, whose sign-in enters
  /// main. The sign-out brings `session` into welcome by the must-analysis, but welcome is still
  /// where the launch sends users without it (the review found the warning gone with it).
  @Test func aSignOutBackIntoTheStepsKeepsTheWarning() {
    let text = """
      app A { scheme "a" }
      condition session
      event signedIn
      event signedOut
      phase launch { check session ? main : welcome }
      phase welcome {
        root Welcome
        on signedIn -> main
      }
      phase main {
        root Home
        on signedOut -> welcome
      }
      screen Welcome
      screen Home { push Detail }
      screen Detail(id: Int)
      route "/d/{id}" -> Detail

      """
    #expect(
      Self.skips(text).map(\.message) == [
        "route '/d/{id}' opens phase 'main' whenever a link arrives, but the launch checks reach "
          + "'main' only when 'session' holds (phase 'launch': check session ? main : welcome), "
          + "and otherwise only `on signedIn` in 'welcome' leads there: a link opened before that "
          + "event skips the steps up to it"
      ])
    #expect(
      Self.skips(text.replacing("phase main {", with: "phase main requires session {")).isEmpty)
    // A condition not declared is FL0100's alone, as the checks' own skips are.
    let undeclared = text.replacing("condition session\n", with: "")
    #expect(check(undeclared).0.diagnostics.map(\.code).contains(.unknownName))
    #expect(Self.skips(undeclared).isEmpty)
    // So is a misspelt `requires` on the phase: the warning once copied the typo into its help
    // (`add \`requires sesion, session\``, the seventh new-users review).
    let misspelt = text.replacing("phase main {", with: "phase main requires sesion {")
    #expect(check(misspelt).0.diagnostics.map(\.code) == [.unknownName])
  }

  /// An event from a phase users reach only through the warned one (a workout entered from
  /// `main` and left back to it) is no way past the steps, and is not named (a new-users review's
  /// fitness app was told `on stop` skipped its permission step); one a link can open is.
  @Test func anEventFromAPhaseReachedOnlyThroughThePhaseIsNoWayPast() {
    let text = """
      app F { scheme "f" }
      condition ok
      event granted
      event start
      event stop
      phase launch { check ok ? main : ask }
      phase ask {
        root Ask
        on granted -> main
      }
      phase main {
        default tab home "Home" icon "house" root Home
        on start -> workout
      }
      phase workout {
        root Workout
        on stop -> main
      }
      screen Ask
      screen Home { push Item }
      screen Item(id: Int)
      screen Workout { push Lap }
      screen Lap
      route "/i/{id}" -> Item

      """
    #expect(
      Self.skips(text).map(\.message) == [
        "route '/i/{id}' opens phase 'main' whenever a link arrives, but the launch checks reach "
          + "'main' only when 'ok' holds (phase 'launch': check ok ? main : ask), and otherwise "
          + "only `on granted` in 'ask' leads there: a link opened before that event skips the "
          + "steps up to it"
      ])
    let linked = text + #"route "/lap" -> Lap"# + "\n"
    #expect(
      Self.skips(linked).first?.message.contains(
        "only `on granted` in 'ask' and `on stop` in 'workout' lead there") == true)
  }

  @Test func aUserEnteringThePhaseWithoutTheConditionSomeOtherWayIsClean() {
    // A tab's `else -> main` from prefs is no event the app sends: users do enter main without
    // `onboarded`, so a link may too.
    let text = Self.steps.replacing("{skip}", with: "").replacing("{main}", with: "").replacing(
      "  root Prefs\n",
      with: "  default tab a \"A\" icon \"a\" root Prefs\n"
        + "  tab b \"B\" icon \"b\" root Intro requires onboarded else -> main\n")
    #expect(Self.skips(text).isEmpty)
  }

  @Test func anEventFromAPhaseWhereTheConditionHoldsKeepsIt() {
    // guest is reached only when `onboarded` holds (and `session` does not): its event into main
    // establishes `onboarded`, so main is still reached only with it.
    let text = Self.media().replacing(
      "phase guest { root Intro }", with: "phase guest {\n  root Intro\n  on signedIn -> main\n}"
    ).replacing("event finishedOnboarding", with: "event finishedOnboarding\nevent signedIn")
    #expect(
      rendered(text) == [
        Self.mainWarning.replacing("18:7", with: "22:7")
      ])
  }

  @Test func anEventIntoACheckPhaseEstablishesNothingThere() {
    // onboarding's event enters gate, which the launch reaches only when `onboarded` holds; the
    // check runs again there, and gate keeps what the checks found (the first test's warning).
    let (result, _, _) = check(Self.media())
    #expect(result.diagnostics.map(\.code) == [.routeSkipsLaunchCheck])
  }

  @Test func aGuardElseFromAPhaseWithoutTheConditionIsAnEntryWithoutIt() {
    // A tab's `else -> main` in intro, where `onboarded` is false, enters main without it.
    let text = """
      app A { scheme "a" }
      condition onboarded
      condition session
      phase launch { check onboarded ? main : intro }
      phase intro {
        default tab start "Start" icon "a" root Intro
        tab more "More" icon "b" root More requires session else -> main
      }
      phase main { root Home }
      screen Intro
      screen More
      screen Home { push Item }
      screen Item(id: Int)
      route "/items/{id}" -> Item

      """
    #expect(rendered(text) == [])
    // From guest, where `onboarded` holds, the same tab keeps it: the warning stays.
    let fromGuest = Self.media(main: "").replacing(
      "phase guest { root Intro }",
      with: "phase guest {\n  default tab start \"Start\" icon \"a\" root Intro\n"
        + "  tab more \"More\" icon \"b\" root Intro requires session else -> main\n}")
    #expect(rendered(fromGuest) == [Self.mainWarning.replacing("18:7", with: "21:7")])
    // A guard on the condition itself fails exactly when it does not hold.
    let onItself = fromGuest.replacing(
      "requires session else -> main", with: "requires onboarded else -> main")
    #expect(rendered(onItself) == [])
  }

  @Test func aScreenGuardElseEstablishesNothing() {
    // A screen may show in more than one phase (Intro shows in onboarding and in guest): its
    // `else -> main` is an entry knowing nothing.
    let text = Self.media(main: "").replacing(
      "screen Show(id: Int)\n",
      with: "screen Show(id: Int)\nscreen Extra requires session else -> main\n"
    ).replacing("screen Intro\n", with: "screen Intro { push Extra }\n")
    #expect(rendered(text) == [])
  }

  /// `gate` is a check of its own, which shows nothing: the checks take the user on through it.
  @Test func aRouteIntoTheOtherBranchOfACheckIsReportedToo() {
    // `onboarding` is reached only when `onboarded` is false, just as it would be past
    // `check needsOnboarding ? onboarding : gate`, which names the condition the other way round.
    let text = Self.media(main: " requires session, onboarded").replacing(
      "route \"/shows/{id}\" -> Show in browse",
      with: "route \"/shows/{id}\" -> Show in browse\nroute \"/intro\" -> Intro in onboarding")
    #expect(
      rendered(text) == [
        "19:7 FL0315 route '/intro' opens phase 'onboarding' whenever a link arrives, but the "
          + "launch checks reach 'onboarding' only when 'onboarded' does not hold (phase "
          + "'launch': check onboarded ? gate : onboarding); a link takes a user for whom it "
          + "holds into 'onboarding', where the checks take them on through 'gate'"
      ])
  }

  @Test func anOverCurrentRouteIsReportedForThePhaseItFallsBackTo() {
    // Player opens over guest and main, not over onboarding, where a link lands it in guest.
    let text =
      Self.media(main: " requires session, onboarded").replacing(
        "phase guest { root Intro }", with: "phase guest { root Intro present Player }"
      ).replacing(
        "default tab browse", with: "present Player\n  default tab browse"
      ) + "cover Player\nroute \"/play\" -> Player over current\n"
    #expect(
      rendered(text) == [
        "21:7 FL0315 route '/play' opens phase 'guest' when a link arrives in a phase it cannot "
          + "open over, but the launch checks reach 'guest' only when 'onboarded' holds (phase "
          + "'launch': check onboarded ? gate : onboarding); a link takes a user for whom it does "
          + "not hold into 'guest', where the checks take them to 'onboarding'"
      ])
    // Presenting the cover where the link cannot open over keeps the user there (a new-users
    // review's help offered only a new condition, or another landing).
    #expect(
      check(text).0.diagnostics.first?.help
        == "add `requires onboarded` to phase 'guest', so that a link waits for it; or add "
        + "`present Player` to phase 'onboarding', so that a link opens over it; or route to a "
        + "screen outside 'guest'")
    // Opened over every phase, it never enters one.
    let everywhere = text.replacing("root Intro\n  on", with: "root Intro\n  present Player\n  on")
    #expect(rendered(everywhere) == [])
  }

  /// Player opens over home and intro, not over extra: a link arriving in extra lands in home,
  /// which the launch reaches only when `onboarded` holds. `{intro}` and `{extra}` are replaced.
  static let overExtra = """
    app A { scheme "a" }
    condition onboarded
    event more
    phase launch { check onboarded ? home : intro }
    phase home {
      root Home
      present Player
      on more -> extra
    }
    phase intro {
      root Intro
      present Player{intro}
    }
    phase extra{extra} { root Other }
    screen Home
    screen Intro
    screen Other
    cover Player
    route "/play" -> Player over current

    """

  static func overExtra(intro: String = "", extra: String = "") -> String {
    overExtra.replacing("{intro}", with: intro).replacing("{extra}", with: extra)
  }

  @Test func anOverCurrentRouteFromPhasesWhereTheConditionHoldsIsClean() {
    // Entered only from home, extra keeps `onboarded`: a link there skips no check.
    #expect(rendered(Self.overExtra()) == [])
    // Entered from intro too, it holds nothing, but its `requires` makes a link there wait.
    let fromIntro = "\n  on more -> extra"
    #expect(rendered(Self.overExtra(intro: fromIntro, extra: " requires onboarded")) == [])
    #expect(
      rendered(Self.overExtra(intro: fromIntro)) == [
        "20:7 FL0315 route '/play' opens phase 'home' when a link arrives in a phase it cannot "
          + "open over, but the launch checks reach 'home' only when 'onboarded' holds (phase "
          + "'launch': check onboarded ? home : intro); a link takes a user for whom it does not "
          + "hold into 'home', where the checks take them to 'intro'"
      ])
  }

  /// An `over current` link opened during the topics step, which cannot open the player, lands
  /// in `main` before `topicsDone`: it skips the rest of onboarding as any link does, and is
  /// reported so (the ninth new-users review's news app, unwarned). Opened over topics too, it
  /// enters no phase.
  @Test func anOverCurrentRouteFromAStepBeforeTheEventIsReported() throws {
    let text = """
      app N { scheme "n" }
      condition onboarded
      event topicsDone
      phase launch { check onboarded ? main : topics }
      phase topics {
        root TopicPicker
        on topicsDone -> main
      }
      phase main {
        default tab home "Home" icon "house" root Home
        present Player
      }
      screen TopicPicker
      screen Home
      cover Player
      route "/player" -> Player over current
      """
    #expect(
      rendered(text) == [
        "16:7 FL0315 route '/player' opens phase 'main' when a link arrives in a phase it cannot "
          + "open over, but the launch checks reach 'main' only when 'onboarded' holds (phase "
          + "'launch': check onboarded ? main : topics), and otherwise only `on topicsDone` in "
          + "'topics' leads there: a link opened before that event skips the steps up to it"
      ])
    let overTopics = text.replacing(
      "root TopicPicker\n", with: "root TopicPicker\n  present Player\n")
    #expect(rendered(overTopics) == [])
    // Two steps, the last able to open the player: a link opened on the first still lands in
    // main, past both (the fourth review), and the help names the step to present it from.
    let twoSteps = """
      app N { scheme "n" }
      condition onboarded
      event next
      event topicsDone
      phase launch { check onboarded ? main : intro }
      phase main {
        default tab home "Home" icon "house" root Home
        present Player
      }
      phase intro {
        root Intro
        on next -> topics
      }
      phase topics {
        root TopicPicker
        present Player
        on topicsDone -> main
      }
      screen Intro
      screen TopicPicker
      screen Home
      cover Player
      route "/player" -> Player over current
      """
    let (result, _, _) = check(twoSteps)
    let warning = try #require(result.diagnostics.first { $0.code == .routeSkipsLaunchCheck })
    #expect(
      warning.help?.contains(
        "or add `present Player` to phase 'intro', so that a link opens over it") == true)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
  }

  @Test func aBranchAConditionAlreadyDecidedRulesOutIsNotFollowed() {
    // y runs only when `a` is false, so its `?` branch never enters main: main is reached only
    // through x, with `a` and `b`, and main requires only `a`.
    let text = """
      app A { scheme "a" }
      condition a
      condition b
      phase launch { check a ? x : y }
      phase y { check a ? main : intro }
      phase x { check b ? main : z }
      phase intro { root Intro }
      phase z { root Intro }
      phase main requires a { root Home }
      screen Intro
      screen Home { push Item }
      screen Item(id: Int)
      route "/items/{id}" -> Item

      """
    #expect(
      rendered(text) == [
        "13:7 FL0315 route '/items/{id}' opens phase 'main' whenever a link arrives, but the "
          + "launch checks reach 'main' only when 'b' holds (phase 'x': check b ? main : z); a "
          + "link takes a user for whom it does not hold into 'main', where the checks take them "
          + "to 'z'"
      ])
    let (result, _, _) = check(text)
    #expect(
      result.diagnostics.first?.help
        == "add `requires a, b` to phase 'main', so that a link waits for it; or route to a "
        + "screen outside 'main'")
  }

  /// A chain of 40 checks, `main` requiring all but the fourth condition and the thirty-eighth:
  /// each check's facts extend the one before it (shared, not copied), and both are still found,
  /// the first named and the fix-it adding both.
  @Test func aLongChainNamesEveryConditionThePhaseLacks() throws {
    let checks = (0..<40).map { position in
      let name = position == 0 ? "launch" : "c\(position)"
      let then = position == 39 ? "main" : "c\(position + 1)"
      return "phase \(name) { check k\(position) ? \(then) : out }\n"
    }
    let required = (0..<40).filter { $0 != 3 && $0 != 37 }.map { "k\($0)" }
    let text =
      "app A { scheme \"a\" }\n" + (0..<40).map { "condition k\($0)\n" }.joined()
      + checks.joined() + "phase out { root Welcome }\n"
      + "phase main requires \(required.joined(separator: ", ")) { root Home }\n"
      + "screen Welcome\nscreen Home\nroute \"/home\" -> Home\n"
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "86:7 FL0315 route '/home' opens phase 'main' whenever a link arrives, but the launch "
          + "checks reach 'main' only when 'k3' holds (phase 'c3': check k3 ? c4 : out); a link "
          + "takes a user for whom it does not hold into 'main', where the checks take them to "
          + "'out'"
      ])
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    #expect(fixIt.message == "add 'k3, k37' to the `requires` of phase 'main'")
    #expect(rendered(applying(fixIt, to: text)) == [])
  }
}

/// FL0315 names at once every condition the phase must require: the checks' and the one an event
/// into the phase skips (the twenty-eighth new-users review's bank was told `requires session`,
/// then, once that was written, `requires unlocked` on every route again), and its fix-it writes
/// them on the phase, so that `check --fix` leaves a clean spec.
@Test func aSkippedCheckAndAnEventSkipAreOneRequirementWithItsFixIt() throws {
  let text = """
    app B { scheme "b" }
    condition session
    condition unlocked
    event signedIn
    event unlockSucceeded
    phase launch { check session ? gate : welcome }
    phase gate { check unlocked ? main : lock }
    phase welcome { root Welcome  on signedIn -> gate }
    phase lock requires session { root PinPad  on unlockSucceeded -> main }
    phase main { root Home }
    screen Welcome
    screen PinPad
    screen Home { push A }
    screen A
    route "/a" -> A

    """
  let (result, _, _) = check(text)
  let diagnostic = try #require(result.diagnostics.first)
  #expect(result.diagnostics.count == 1)
  #expect(
    diagnostic.help
      == "add `requires session, unlocked` to phase 'main', so that a link waits for it; or "
      + "route to a screen outside 'main'")
  let fixIt = try #require(diagnostic.fixIt)
  #expect(fixIt.message == "add `requires session, unlocked` to phase 'main'")
  let fixed = applying(fixIt, to: text)
  #expect(fixed.contains("phase main requires session, unlocked { root Home }"))
  #expect(rendered(fixed) == [])
}
