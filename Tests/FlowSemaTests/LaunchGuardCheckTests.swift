import FlowSema
import FlowSyntax
import Testing

/// What checks clean launches: a first phase is entered before anything is checked, so it may not
/// require a condition (FL0217), and a check's `:` branch may not go to a phase that requires the
/// very condition just found false (FL0218).
struct LaunchGuardCheckTests {
  /// `text` with the fix-it's replacement applied.
  @Test func aGuardedFirstPhaseWithTabsIsRefusedWithALaunchCheckFixIt() throws {
    let text = """
      app A { scheme "a" }
      condition session
      /// The signed-in app.
      phase main requires session {
        default tab home "Home" icon "house" root Home
      }
      phase welcome { root Welcome }
      screen Home
      screen Welcome
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "4:21 FL0217 the first phase 'main' requires 'session', but the app starts there before anything checks it",
        "7:7 FL0209 phase 'welcome' is never entered: no check, handler or link goes to it",
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.model == nil)
    #expect(
      diagnostic.help
        == "declare a phase that checks first, such as `phase launch { check session ? main : onboarding }` with an unguarded `onboarding`"
    )
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "insert the check phase 'launch'")
    #expect(fixIt.replacement == "phase launch {\n  check session ? main : welcome\n}\n\n")
    // The check goes before the phase's doc comment, and the fixed spec checks clean.
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("}\n\n/// The signed-in app.\nphase main requires session {"))
    #expect(rendered(fixed) == [])
  }

  /// A first phase that checks already: the fix-it removes its `requires` rather than putting a
  /// second check of the same condition in front of it (the new-users review).
  @Test func aGuardedFirstCheckPhaseLosesItsRequires() throws {
    let text = """
      app A { scheme "a" }
      condition onboarded
      phase start requires onboarded {
        check onboarded ? main : onboarding
      }
      phase main { root Home }
      phase onboarding { root Home }
      screen Home
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "3:22 FL0217 the first phase 'start' requires 'onboarded', but the app starts there "
          + "before anything checks it"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.help
        == "phase 'start' checks already, deciding where the launch goes: remove its `requires`")
    let fixed = applying(try #require(diagnostic.fixIt), to: text)
    #expect(fixed.contains("phase start {\n  check onboarded ? main : onboarding\n}"))
    #expect(check(fixed).0.diagnostics.isEmpty)
  }

  @Test func aGuardedFirstPhaseWithoutAnUnguardedPhaseHasOnlyHelp() throws {
    let text = """
      app A { scheme "a" }
      condition session
      phase home requires session { root Secret }
      screen Secret requires session
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "3:21 FL0217 the first phase 'home' requires 'session', but the app starts there before anything checks it"
      ])
    #expect(result.diagnostics.first?.fixIt == nil)
  }

  @Test func aFirstPhaseRequiringTwoConditionsHasOnlyHelp() throws {
    let text = """
      app A { scheme "a" }
      condition session
      condition admin
      phase main requires session, admin { root Home }
      phase welcome { root Welcome }
      screen Home
      screen Welcome
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "4:21 FL0217 the first phase 'main' requires 'session', but the app starts there before anything checks it",
        "5:7 FL0209 phase 'welcome' is never entered: no check, handler or link goes to it",
      ])
    #expect(result.diagnostics.first?.fixIt == nil)
  }

  @Test func aCheckWhoseElseBranchRequiresItsConditionIsRefused() {
    let text = """
      app A { scheme "a" }
      condition session
      phase launch { check session ? intro : main }
      phase intro { root Intro }
      phase main requires session { root Home }
      screen Intro
      screen Home
      """
    #expect(
      rendered(text) == [
        "3:40 FL0218 when 'session' does not hold, the check in phase 'launch' goes to 'main', which requires 'session', so the launch stops there"
      ])
  }

  @Test func aCheckWhoseElseBranchRootRequiresItsConditionIsRefused() {
    // The phase itself is unguarded; its root screen's guard is what the runtime enters it with.
    let text = """
      app A { scheme "a" }
      condition session
      phase launch { check session ? intro : vault }
      phase intro { root Intro }
      phase vault { root Vault }
      screen Intro
      screen Vault requires session
      """
    #expect(
      rendered(text) == [
        "3:40 FL0218 when 'session' does not hold, the check in phase 'launch' goes to 'vault', which requires 'session', so the launch stops there",
        "5:20 FL0212 screen 'Vault' requires 'session', but phase 'vault' can show it without 'session'",
      ])
  }

  @Test func aChainOfChecksRemembersTheConditionsFoundFalse() {
    // `session` is false on the way to `second`, so `main` can never be entered from there.
    let text = """
      app A { scheme "a" }
      condition session
      condition beta
      phase launch { check session ? main : second }
      phase second { check beta ? main : intro }
      phase intro { root Intro }
      phase main requires session { root Home }
      screen Intro
      screen Home
      """
    #expect(
      rendered(text) == [
        "5:29 FL0218 when 'session' does not hold, the check in phase 'second' goes to 'main', which requires 'session', so the launch stops there"
      ])
  }

  @Test func theUsualLaunchCheckAndALongChainCheckClean() throws {
    #expect(rendered(try archonSource()) == [])
    var chain = "app A { scheme \"a\" }\ncondition ready\n"
    for step in 0..<20 {
      chain += "phase step\(step) { check ready ? step\(step + 1) : step\(step + 1) }\n"
    }
    chain += "phase step20 { root Home }\nscreen Home\n"
    #expect(rendered(chain) == [])
  }

  @Test func aFirstPhaseWhoseEveryTabIsGuardedIsRefusedNamingTheDefaultTabsGuard() throws {
    let text = """
      app A { scheme "a" }
      condition session
      phase main {
        default tab home "Home" icon "house" root Home requires session
        tab vault "Vault" icon "lock" root Vault requires session
      }
      phase welcome { root Welcome }
      screen Home
      screen Vault
      screen Welcome
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "4:59 FL0217 every tab of the first phase 'main' is guarded, and its default tab 'home' requires 'session', but the app starts there before anything checks it, with nothing to show",
        "7:7 FL0209 phase 'welcome' is never entered: no check, handler or link goes to it",
      ])
    #expect(result.model == nil)
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    // Once `main` is no longer first, its every tab guarded needs the phase to require it too
    // (FL0227), so the one fix does both.
    #expect(
      fixIt.replacement
        == "phase launch {\n  check session ? main : welcome\n}\n\nphase main requires session")
    #expect(rendered(applying(fixIt, to: text)) == [])
  }

  /// A first phase of two tabs, `home` (the default) and `vault`, with what follows each root, and
  /// a sign-in sheet to ask with.
  static func twoTabs(home: String, vault: String, homeScreen: String = "screen Home") -> String {
    """
    app A { scheme "a" }
    condition session
    phase main {
      default tab home "Home" icon "house" \(home)
      tab vault "Vault" icon "lock" \(vault)
    }
    \(homeScreen)
    screen Vault
    sheet SignIn
    """
  }

  @Test func aFirstPhaseWithOneTabUnguardedChecksClean() {
    // Browsing needs no session; the vault tab asks for one when selected.
    let text = Self.twoTabs(
      home: "root Home", vault: "root Vault requires session else present SignIn")
    #expect(rendered(text) == [])
  }

  /// An `else` runs when its tab is selected, and a launch selects no tab whose guard fails: every
  /// tab guarded, with `else` or not, is refused (the silent-mistakes review found this spec
  /// accepted, and a signed-out launch showing the waiting view with no tab bar and no sign-in).
  @Test(arguments: [
    ("root Home requires session else present SignIn", "root Vault requires session"),
    (
      "root Home requires session else present SignIn",
      "root Vault requires session else present SignIn"
    ),
    ("root Home requires session", "root Vault requires session else present SignIn"),
  ])
  func everyTabGuardedWithElseIsRefusedToo(home: String, vault: String) {
    let lines = rendered(Self.twoTabs(home: home, vault: vault))
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "4:59 FL0217 every tab of the first phase 'main' is guarded, and its default tab 'home' "
          + "requires 'session'") == true)
  }

  /// A tab whose root screen is guarded is FL0212's (the guard belongs on the tab), and not counted
  /// by FL0217 too: one mistake, one error (the diff review found both).
  @Test func aGuardedRootIsFL0212sAlone() {
    let text = Self.twoTabs(
      home: "root Home", vault: "root Vault requires session else present SignIn",
      homeScreen: "screen Home requires session else present SignIn")
    #expect(rendered(text).map { String($0.split(separator: " ")[1]) } == ["FL0212"])
  }

  @Test func aFailedGuardsPhaseIsFollowedKnowingItsConditionFailed() throws {
    // `else -> gate` runs exactly when `session` fails, so `gate` can never reach `main`.
    let text = """
      app A { scheme "a" }
      condition session
      condition beta
      phase home { root Home }
      phase gate { check beta ? main : home }
      phase main requires session { root Vault }
      screen Home { push Account }
      screen Account requires session else -> gate
      screen Vault
      """
    #expect(
      rendered(text) == [
        "5:27 FL0218 the check in phase 'gate' can go to 'main', which requires 'session', when a failed guard's `else` enters it, which happens only without 'session': the navigator then refuses that `else`, and the user stays where they were"
      ])
    // The help names the branch reported, and a note points at the `else` that knows the
    // condition false (a random-spec round found "the launch" and the `:` branch named instead).
    let diagnostic = try #require(check(text).0.diagnostics.first)
    #expect(diagnostic.help == "send the `?` branch to a phase that does not require 'session'")
    let (_, source, _) = check(text)
    #expect(
      diagnostic.notes.map {
        "\($0.range.map { source.location(of: $0.start).line } ?? 0) \($0.message)"
      } == [
        "8 this `else` runs exactly when 'session' does not hold"
      ])
  }
}
