import Testing

/// `flowc resolve --then` takes a held link through steps, as an expect's `then` does, so what an
/// expect would say can be seen before it is written (a random-spec review found no way to).
@Suite struct ResolveThenTests {
  static let spec = ResolveUnknownConditionTests.store

  private func resolve(_ arguments: String...) throws -> (status: Int32, out: String, err: String) {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.spec)
    let run = try workspace.flowc(["resolve", "Shop.flow", "shop://orders/5"] + arguments)
    return (run.status, run.stdout, run.stderr)
  }

  @Test func stepsInOrderLandTheLink() throws {
    let run = try resolve("--given", "session=false", "--then", "session, signedIn")
    #expect(run.err == "")
    #expect(run.status == 0)
    #expect(
      run.out == """
        shop://orders/5
          given:  session=false
          route:  /orders/{id}  id=5
          held:   until session
          shows:  main / shop
          stack:  Catalog
          sheet:  SignIn
          then:   after session, signedIn
            lands:  main / account
            stack:  AccountHome > Order(id: 5)

        """)
  }

  /// Declining the sign-in lets the link go; JSON names the steps, not conditions made true.
  @Test func dismissingThePromptDropsTheLinkAndJSONNamesTheSteps() throws {
    let run = try resolve("--given", "session=false", "--then", "signedIn", "--format", "json")
    #expect(run.status == 0)
    #expect(run.out.contains(#""steps": ["#))
    #expect(run.out.contains(#""outcome": "dropped""#))
    #expect(!run.out.contains(#""outcome": "refused""#))
    // In text too: let go by the navigator, not refused as a link the matcher or flow turns down.
    let text = try resolve("--given", "session=false", "--then", "signedIn")
    #expect(
      text.out.contains(
        "\n    dropped: the navigator let the held link go at signedIn, while it waited for "
          + "session\n    shows:  main / shop\n"))
    #expect(!text.out.contains("refused"))
    #expect(!run.out.contains(#""conditions": ["#))
  }

  /// Landed after the sign-in, then signed out: resolve says where it landed and what shows after
  /// the last step, in text and in JSON (`landedAfter`); it said "lands: welcome".
  @Test func aLinkMovedOnAfterLandingSaysWhereItLandedAndWhatShows() throws {
    let workspace = try Workspace()
    try workspace.write(
      "Out.flow",
      """
      app A { scheme "a" }
      condition session
      event signOut
      phase launch { check session ? main : welcome }
      phase welcome { root Welcome }
      phase main requires session {
        root Home
        on signOut -> welcome
      }
      screen Welcome
      screen Home { push Detail }
      screen Detail
      route "/d" -> Detail

      """)
    let arguments = ["resolve", "Out.flow", "a://d", "--given", "session=false"]
    let run = try workspace.flowc(arguments + ["--then", "session, signOut"])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasSuffix(
        """
          then:   after session, signOut
            landed: after session
            shows:  welcome
            stack:  Welcome

        """))
    let json = try workspace.flowc(arguments + ["--then", "session, signOut", "--format", "json"])
    #expect(json.stdout.contains(#""landedAfter": ["#))
    let landed = try workspace.flowc(arguments + ["--then", "session", "--format", "json"])
    #expect(!landed.stdout.contains("landedAfter"))
  }

  /// Landed, then the session undecided: main requires it, the launch check waits, nothing
  /// shows; resolve says it as the expect's message does (review of the change), and after which
  /// step it landed, as when something shows (a random-spec review found that line missing).
  @Test func aLandingLeftForAWaitingCheckSaysNothingShows() throws {
    let workspace = try Workspace()
    try workspace.write(
      "Lock.flow",
      """
      app A { scheme "a" }
      condition session
      event ping
      phase launch { check session ? main : welcome }
      phase welcome {
        root Welcome
        on ping -> welcome
      }
      phase main requires session { root Home }
      screen Welcome
      screen Home { push Detail }
      screen Detail
      route "/d" -> Detail

      """)
    let run = try workspace.flowc(
      "resolve", "Lock.flow", "a://d", "--given", "session=unknown", "--then",
      "session, ping, ?session")
    #expect(run.status == 0)
    #expect(
      run.stdout.hasSuffix(
        """
          then:   after session, ping, ?session
            landed: after session, but nothing shows now: phase 'launch' waits for its check \
        (the app's waiting view)

        """))
  }

  /// `! session` reads as `!session`, as the parser reads an expect's step.
  @Test func aSpaceAfterThePrefixIsRead() throws {
    let run = try resolve("--given", "session=false", "--then", "! session, !session")
    #expect(run.status == 2)
    #expect(run.err.hasPrefix("error: condition 'session' is given the same value again"))
  }

  /// A condition named again with another value is told apart: `?session, session` is a token
  /// refresh and its end, with no event needed between them (the twenty-seventh new-users review
  /// sent one the spec did not handle, and got FL0207 for it).
  @Test func aConditionNamedAgainWithAnotherValueIsToldApart() throws {
    let run = try resolve("--given", "session=false", "--then", "session, ?session, session")
    #expect(run.status == 0)
    #expect(run.err == "")
    #expect(run.out.contains("then:   after session, ?session, session"))
  }

  @Test(arguments: [
    (
      "sesion",
      "error: unknown condition or event 'sesion' in '--then' (the spec declares conditions: "
        + "session; events: signedIn)\ndid you mean 'session'?"
    ),
    ("!signedIn", "error: 'signedIn' is an event: it is sent, and takes no '!' or '?' in '--then'"),
    (
      "session,session",
      "error: condition 'session' is given the same value again in '--then' before anything "
        + "changed it: a run of conditions with no event between them changes together, so name "
        + "it once, or send an event between the two"
    ),
  ])
  func aStepTheSpecCannotTakeIsAUsageError(steps: String, message: String) throws {
    let run = try resolve("--given", "session=false", "--then", steps)
    #expect(run.status == 2)
    #expect(run.out == "")
    #expect(run.err.hasPrefix(message + "\n"))
  }

  /// Another condition between the two does not part them: with no event between, all three
  /// change together, so the message does not say "in a row" (the last new-users round).
  @Test func aConditionRepeatedPastAnotherIsStillOneChange() throws {
    let workspace = try Workspace()
    try workspace.write(
      "Reel.flow",
      """
      app Reel { scheme "reel" }
      condition session
      condition premium
      phase launch { check session ? main : signedOut }
      phase main requires session {
        default tab home "Home" icon "h" root Home
      }
      phase signedOut { root Welcome }
      screen Home { push Movie }
      screen Movie requires premium
      screen Welcome
      route "/movie" -> Movie
      """)
    let run = try workspace.flowc([
      "resolve", "Reel.flow", "reel://movie", "--given", "session=false", "--then",
      "session, premium, session",
    ])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "error: condition 'session' is given the same value again in '--then' before anything "
          + "changed it"))
  }
}
