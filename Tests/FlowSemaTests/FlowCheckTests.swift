import Testing

/// Phases, tabs, handlers, events, reachability and guards: each spec with the exact diagnostics the checker reports.
private let flowCheckCases: [SpecCase] = [
  SpecCase(
    "phase-content",
    """
    app A { scheme "a" }
    condition c
    phase start { check c ? shows : empty }
    phase empty { }
    phase shows { root Home
      root Home
      default tab t "T" icon "i" root Home }
    screen Home
    """,
    [
      "4:7 FL0201 phase 'empty' has no `check`, `root` or tab, so it shows nothing",
      "6:3 FL0112 phase 'shows' has more than one `root`",
      "7:3 FL0202 phase 'shows' has both a `root` and tabs; a phase does exactly one of them",
    ]),
  SpecCase(
    "default-tabs",
    """
    app A { scheme "a" }
    condition c
    phase start { check c ? one : two }
    phase one {
      tab x "X" icon "x" root Home
      tab y "Y" icon "y" root Home2
    }
    phase two {
      default tab p "P" icon "p" root Home3
      default tab q "Q" icon "q" root Home4
    }
    screen Home
    screen Home2
    screen Home3
    screen Home4
    """,
    [
      "4:7 FL0205 phase 'one' has tabs but none is marked `default`",
      "10:3 FL0206 phase 'two' has more than one default tab: 'q' is also marked `default`",
    ]),
  SpecCase(
    "check-cycle",
    """
    app A { scheme "a" }
    condition c
    phase start { check c ? a : b }
    phase a { check c ? b : a }
    phase b { check c ? a : b }
    """,
    [
      "4:11 FL0204 the checks 'a' -> 'b' -> 'a' form a cycle that never reaches a phase that shows something"
    ]),
  SpecCase(
    "check-cycle-under-one-condition",
    """
    app A { scheme "a" }
    condition c
    condition d
    phase start { check c ? a : home }
    phase a { check d ? start : home }
    phase home { root Home }
    screen Home
    """,
    [
      "4:15 FL0204 when 'c' holds and 'd' holds, the checks 'start' -> 'a' -> 'start' loop forever"
    ]),
  SpecCase(
    "check-without-else",
    """
    app A { scheme "a" }
    condition c
    phase start { check c ? main }
    phase main { root Home }
    screen Home
    """,
    []),
  SpecCase(
    "events-handlers",
    """
    app A { scheme "a" }
    event used
    event unused
    condition never
    phase main { root Home
      on used -> main
      on used -> main }
    phase lost { root Home }
    screen Home { push Next, Next
      on used -> main }
    screen Next
    screen Orphan
    """,
    [
      "3:7 FL0207 event 'unused' is never handled: no phase, sheet or cover has `on unused`",
      "4:11 FL0213 condition 'never' is never checked or required",
      "7:6 FL0208 phase 'main' handles 'used' more than once",
      "8:7 FL0209 phase 'lost' is never entered: no check, handler or link goes to it",
      "9:26 FL0214 'Next' is listed more than once after `push`",
      "10:3 FL0216 the handler for 'used' in screen 'Home' never runs: only phases, sheets and covers handle events",
      "12:8 FL0210 screen 'Orphan' is never shown: no root, push or present reaches it",
    ]),
  // A condition written twice in one `requires` read as two things required, and said nothing.
  SpecCase(
    "condition-required-twice",
    """
    app A { scheme "a" }
    condition session
    phase launch { check session ? main : welcome }
    phase welcome { root Home }
    phase main requires session, session {
      default tab home "Home" icon "h" root Home requires session, session
    }
    screen Home { push Item }
    screen Item requires session,
      session
    """,
    [
      "5:30 FL0214 'session' is listed more than once after `requires`",
      "6:64 FL0214 'session' is listed more than once after `requires`",
      "10:3 FL0214 'session' is listed more than once after `requires`",
    ]),
  // A review's spec: `present Help` in a launch check phase was accepted, then Help was said to have
  // no present at all.
  SpecCase(
    "presented-only-by-a-check",
    """
    app A { scheme "a" }
    condition session
    phase launch {
      check session ? main : main
      present Help
    }
    phase main { root Home }
    screen Home
    sheet Help
    """,
    [
      "9:7 FL0210 sheet 'Help' is never shown: only phase 'launch' presents it, and a phase with a `check` shows nothing to present it over"
    ]),
  // A review: a handler's `-> present` in a check phase counts too, and so does a second one.
  SpecCase(
    "presented-only-by-two-checks",
    """
    app A { scheme "a" }
    condition session
    event help
    phase launch {
      check session ? main : other
      on help -> present Help
    }
    phase other {
      check session ? main : main
      present Help
    }
    phase main { root Home }
    screen Home
    sheet Help
    """,
    [
      "14:7 FL0210 sheet 'Help' is never shown: only phases 'launch' and 'other' present it, and a phase with a `check` shows nothing to present it over"
    ]),
  // A review: "only phase 'launch'" was false when a screen never shown presents it too; another
  // found "no present reaches it" left the launch's `present` unexplained: both are named.
  SpecCase(
    "presented-by-a-check-and-an-unshown-screen",
    """
    app A { scheme "a" }
    condition session
    phase launch {
      check session ? main : main
      present Help
    }
    phase main { root Home }
    screen Home
    screen Orphan { present Help }
    sheet Help
    """,
    [
      "9:8 FL0210 screen 'Orphan' is never shown: no root, push or present reaches it",
      "10:7 FL0210 sheet 'Help' is never shown: phase 'launch' presents it, and a phase with a "
        + "`check` shows nothing to present it over; 'Orphan', which presents it too, is never "
        + "shown",
    ]),
  SpecCase(
    "guards",
    """
    app A { scheme "a" }
    condition session
    event signIn
    phase main {
      default tab t "T" icon "i" root Locked
      tab u "U" icon "i" root Open
      on signIn -> signedIn
    }
    phase signedIn requires session { root Home }
    screen Home { push Secret
      present Vault }
    screen Open { push Secret }
    screen Secret requires session { push Deeper }
    screen Deeper requires session
    sheet Vault requires session
    screen Locked requires session
    """,
    [
      // Only the root: pushing `Secret` from the unguarded `Open` is checked by the navigator on entry.
      "5:35 FL0212 screen 'Locked' requires 'session', but tab 't' can show it without 'session'"
    ]),
]

@Test(arguments: flowCheckCases)
func flowCheckDiagnostics(_ spec: SpecCase) {
  #expect(rendered(spec.source) == spec.expected)
}

/// A name repeated in a long list is reported 16 times, each at its place, and the last says how
/// many more followed: a screen pushing one name a million times made a million warnings (the
/// tools review). Other names of the list are reported as before.
@Test func aNameRepeatedManyTimesIsReportedSixteenTimesAndCounted() {
  let pushes = Array(repeating: "push X", count: 21).joined(separator: " ") + " push Y push Y"
  let lines = rendered(
    """
    app A { scheme "a" }
    phase main { root H }
    screen H { \(pushes) }
    screen X
    screen Y
    """
  ).filter { $0.contains("FL0214") }
  #expect(lines.count == 17)
  #expect(lines.filter { $0.contains("'X'") }.count == 16)
  #expect(
    lines.last { $0.contains("'X'") }
      == "3:129 FL0214 'X' is listed more than once after `push` (and 4 more times after this, "
      + "not listed)")
  #expect(lines.last == "3:171 FL0214 'Y' is listed more than once after `push`")
}
