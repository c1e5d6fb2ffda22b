import FlowCompiler
import FlowSyntax
import Testing

/// `Compiler.diff` on navigation state saved under `restore tab` and `restore stacks` (FL0518):
/// an update restores it as far as it still decodes and follows the push graph, silently, so the
/// diff is where a team learns that users will lose their place. The runtime's side of each rule
/// is in `RestorationFromAnOlderSpecTests`, whose `Journal` update the first test replays.
@Suite struct SavedStateContractTests {
  private func notes(_ old: String, _ new: String) -> [String] {
    lines(diffed(old, new)).filter { $0.contains("FL0518") }
  }

  private static func spec(restore: String = "stacks", _ body: String) -> String {
    """
    app J {
      scheme "j"
      restore \(restore)
    }
    \(body)
    """
  }

  private static let journal = spec(
    """
    phase main {
      default tab today "Today" icon "t" root Today
      tab history "History" icon "h" root History
      tab plans "Plans" icon "p" root Plans
    }
    screen Today { push Workout }
    screen Workout(id: String) { push Exercise }
    screen Exercise(name: String)
    screen History { push Session }
    screen Session(id: String) { push Session }
    screen Plans { push PlanDetail }
    screen PlanDetail(plan: String)
    """)

  /// The update `RestorationFromAnOlderSpecTests` restores from: a tab removed, a `String` value
  /// become an `Int` and a `UUID`, and a value with a default added (which still reads).
  @Test func theJournalUpdateNamesEachCut() {
    let updated = Self.spec(
      """
      phase main {
        default tab today "Today" icon "t" root Today
        tab history "History" icon "h" root History
      }
      screen Today { push Workout }
      screen Workout(id: Int) { push Exercise }
      screen Exercise(name: String, reps: Int)
      screen History { push Session }
      screen Session(id: UUID, note: String = "") { push Session }
      """)
    #expect(
      notes(Self.journal, updated) == [
        "old:8:7 FL0518 tab 'plans' saved by the old spec no longer restores: phase 'main' has no "
          + "tab 'plans' now, so users who had it selected start on tab 'today', and its saved "
          + "stack is dropped",
        "new:10:8 FL0518 stacks saved by the old spec in tab 'today' restore without 'Workout' and "
          + "the screens above it: its saved values no longer decode: 'id' was String and is now Int",
        "new:13:8 FL0518 stacks saved by the old spec in tab 'history' may restore without "
          + "'Session' and the screens above it: its saved values may no longer decode: 'id' was "
          + "String and is now UUID, which reads only saved UUIDs",
      ])
    #expect(diffed(Self.journal, updated).diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test func aRenamedPhaseRestoresNothing() {
    let renamed = Self.journal.replacingOccurrences(of: "phase main", with: "phase home")
    #expect(
      notes(Self.journal, renamed) == [
        "old:5:7 FL0518 the selected tab and the stacks saved in phase 'main' by the old spec no "
          + "longer restore: the new spec has no phase 'main', so users who update start as on a "
          + "first launch"
      ])
    let tabOnly = { (text: String) in
      text.replacingOccurrences(of: "restore stacks", with: "restore tab")
    }
    #expect(
      notes(tabOnly(Self.journal), tabOnly(renamed)) == [
        "old:5:7 FL0518 the selected tab saved in phase 'main' by the old spec no longer restores: "
          + "the new spec has no phase 'main', so users who update start as on a first launch"
      ])
    let rootOnly = Self.spec(
      """
      phase main { root Today }
      phase other {
        default tab today "Today" icon "t" root Today
      }
      screen Today { push Workout }
      screen Workout(id: String)
      """)
    #expect(
      notes(Self.journal, rootOnly).first
        == "old:5:7 FL0518 the selected tab and the stacks saved in phase 'main' by the old spec "
        + "no longer restore: phase 'main' shows no tabs now, so users who update start as on a "
        + "first launch")
  }

  /// Saved state names a phase and its tabs by their names in the spec (the generated enums' raw
  /// values), so a name respelled as the same Swift case loses what was saved, which the diff says;
  /// where links land is compared by Swift case, so no link reads as moved (the restoration round:
  /// the diff was silent on the state and reported FL0504 errors for links that land the same).
  @Test func aNameRespelledAsTheSameSwiftCaseIsACutButMovesNoLink() {
    let old = Self.journal.replacingOccurrences(of: "tab history", with: "tab past-sessions")
      .replacingOccurrences(of: "phase main", with: "phase signed-in")
      .replacingOccurrences(
        of: "screen Plans", with: "route \"/plans\" -> Plans\nscreen Plans")
    let tabRespelled = old.replacingOccurrences(of: "past-sessions", with: "past_sessions")
    #expect(
      notes(old, tabRespelled) == [
        "old:7:7 FL0518 tab 'past-sessions' saved by the old spec no longer restores: tab "
          + "'past-sessions' is now spelled 'past_sessions', the same Swift case, but saved state "
          + "names a tab as the spec does, so users who had it selected start on tab 'today', and "
          + "its saved stack is dropped"
      ])
    // The route lands in the respelled tab: no link moved (FL0504 said it did).
    let route = "\nroute \"/h\" -> History\n"
    #expect(
      lines(diffed(old + route, tabRespelled + route)).filter { !$0.contains("FL0518") } == [])
    let phaseRespelled = old.replacingOccurrences(of: "signed-in", with: "signed_in")
    #expect(
      lines(diffed(old, phaseRespelled)) == [
        "old:5:7 FL0518 the selected tab and the stacks saved in phase 'signed-in' by the old spec "
          + "no longer restore: phase 'signed-in' is now spelled 'signed_in', the same Swift case, "
          + "but saved state names a phase as the spec does, so users who update start as on a "
          + "first launch"
      ])
  }

  /// A restored stack is cut at its first screen whose guard fails, and a tab whose guard fails
  /// is neither selected nor restored (docs/Runtime.md, "Restoration"): a new guard cuts what
  /// users without its condition saved (the restoration round: the diff said nothing).
  @Test func aNewGuardCutsWhatUsersWithoutItsConditionSaved() {
    let guarded = { (text: String, old: String, new: String) in
      "condition premium\ncondition staff\n" + text.replacingOccurrences(of: old, with: new)
    }
    let base = guarded(Self.journal, "", "")
    #expect(
      notes(
        base,
        guarded(
          Self.journal, "screen Workout(id: String)", "screen Workout(id: String) requires premium")
      )
        == [
          "new:13:8 FL0518 stacks saved by the old spec in tab 'today' restore without 'Workout' "
            + "and the screens above it for users without 'premium', which it requires now"
        ])
    #expect(
      notes(
        base,
        guarded(
          Self.journal, "root Plans", "root Plans requires premium"))
        == [
          "new:10:7 FL0518 tab 'plans' requires 'premium' now: users without it lose the stack "
            + "they saved in it, and those who had it selected start on another tab"
        ])
    // A guard moved to another condition cuts for users without the new one.
    let premiumWorkout = guarded(
      Self.journal, "screen Workout(id: String)", "screen Workout(id: String) requires premium")
    #expect(
      notes(
        premiumWorkout,
        premiumWorkout.replacingOccurrences(of: "requires premium", with: "requires staff"))
        == [
          "new:13:8 FL0518 stacks saved by the old spec in tab 'today' restore without 'Workout' "
            + "and the screens above it for users without 'staff', which it requires now"
        ])
    // What the tab, or a screen beneath, asked for already cuts nothing new.
    let premiumTab = guarded(Self.journal, "root Today", "root Today requires premium")
    #expect(
      notes(
        premiumTab,
        premiumTab.replacingOccurrences(
          of: "screen Workout(id: String)", with: "screen Workout(id: String) requires premium"))
        == [])
    #expect(
      notes(
        premiumWorkout,
        premiumWorkout.replacingOccurrences(
          of: "screen Exercise(name: String)",
          with: "screen Exercise(name: String) requires premium"))
        == [])
  }

  /// Conditions pair by Swift case, as the app's conditions closure reads them: respelled, a
  /// condition guards nothing new. A phase's new guard is one note, and no tab or screen under it
  /// names that condition again; a screen above one the new spec cuts for the same condition is
  /// not named; several conditions are each enough to cut (the review of this change).
  @Test func newGuardsPairConditionsBySwiftCaseAndNameTheLowestCut() {
    let guarded = "condition is-premium\ncondition verified\n" + Self.journal
    let both = guarded.replacingOccurrences(
      of: "screen Workout(id: String)", with: "screen Workout(id: String) requires is-premium")
    #expect(notes(both, both.replacingOccurrences(of: "is-premium", with: "is_premium")) == [])
    let launch = guarded.replacingOccurrences(
      of: "phase main {",
      with:
        "phase launch { check verified ? main : welcome }\nphase welcome { root Plans }\nphase main {"
    )
    let phase = launch.replacingOccurrences(
      of: "phase main {", with: "phase main requires verified {")
    #expect(
      notes(
        launch,
        phase.replacingOccurrences(
          of: "screen Workout(id: String)", with: "screen Workout(id: String) requires verified"))
        == [
          "new:9:7 FL0518 phase 'main' requires 'verified' now: a launch without it shows another "
            + "phase, which clears the selected tab and the stacks saved in it"
        ])
    let lower = guarded.replacingOccurrences(
      of: "screen Workout(id: String)", with: "screen Workout(id: String) requires is-premium"
    )
    .replacingOccurrences(
      of: "screen Exercise(name: String)",
      with: "screen Exercise(name: String) requires is-premium, verified")
    #expect(
      notes(guarded, lower) == [
        "new:13:8 FL0518 stacks saved by the old spec in tab 'today' restore without 'Workout' "
          + "and the screens above it for users without 'is-premium', which it requires now",
        "new:14:8 FL0518 stacks saved by the old spec in tab 'today' restore without 'Exercise' "
          + "and the screens above it for users without 'verified', which it requires now",
      ])
  }

  /// Users whose saved tab is gone start on the default tab, or without what it requires, on the
  /// first tab they may see (`Navigator.entryTab(of:)`): the note said the default tab alone.
  @Test func aGoneTabsNoteSaysWhenTheDefaultTabIsGuarded() {
    let guardedDefault = ("condition premium\n" + Self.journal)
      .replacingOccurrences(
        of: "default tab today \"Today\" icon \"t\"", with: "tab today \"Today\" icon \"t\""
      )
      .replacingOccurrences(
        of: "tab history \"History\" icon \"h\" root History",
        with: "default tab history \"History\" icon \"h\" root History requires premium")
    #expect(
      notes(
        "condition premium\n" + Self.journal,
        guardedDefault.replacingOccurrences(
          of: "  tab plans \"Plans\" icon \"p\" root Plans\n", with: ""))
        == [
          "old:9:7 FL0518 tab 'plans' saved by the old spec no longer restores: phase 'main' has "
            + "no tab 'plans' now, so users who had it selected start on tab 'history' if they "
            + "have 'premium', else on the first tab they may see, and its saved stack is dropped",
          "new:8:15 FL0518 tab 'history' requires 'premium' now: users without it lose the stack "
            + "they saved in it, and those who had it selected start on another tab",
        ])
  }

  /// A push moved from one screen to another cuts only the stacks without the new pusher beneath
  /// the screen, so the note says "may" (the restoration round: every stack through the new
  /// pusher kept the screen, though the note said each lost it).
  @Test func aPushMovedToAnotherScreenMayCutSomeStacks() {
    let spec = { (home: String, list: String) in
      Self.spec(
        """
        phase main {
          default tab home "Home" icon "h" root Home
        }
        screen Home { push \(home) }
        screen List { push \(list) }
        screen Item(id: Int) { push Review }
        screen Review
        """)
    }
    #expect(
      notes(spec("List, Item", "Item"), spec("List, Item", "Item, Review")) == [])
    let moved = spec("List, Item", "Item, Review").replacingOccurrences(
      of: "screen Item(id: Int) { push Review }", with: "screen Item(id: Int)")
    #expect(
      notes(spec("List, Item", "Item"), moved) == [
        "new:10:8 FL0518 stacks saved by the old spec in tab 'home' may restore without 'Review' "
          + "and the screens above it: 'Item' no longer pushes it"
      ])
  }

  /// A stack saved as `[Workout, Exercise]` is cut at `Exercise` once `Workout` stops pushing it,
  /// as `Navigator.allowedPrefix` cuts it; a tab whose new root does not push the first screen
  /// keeps none.
  @Test func aPushNoLongerInTheGraphCutsTheStack() {
    let noPush = Self.journal.replacingOccurrences(
      of: "screen Workout(id: String) { push Exercise }", with: "screen Workout(id: String)")
    #expect(
      notes(Self.journal, noPush) == [
        "new:11:8 FL0518 stacks saved by the old spec in tab 'today' restore without 'Exercise' "
          + "and the screens above it: 'Workout' no longer pushes it"
      ])
    let newRoot =
      Self.journal.replacingOccurrences(of: "root Today", with: "root Feed") + "\nscreen Feed\n"
    #expect(
      notes(Self.journal, newRoot) == [
        "new:6:15 FL0518 stacks saved by the old spec in tab 'today' restore without 'Workout' "
          + "and the screens above it: the tab's root is now 'Feed', which does not push it"
      ])
  }

  /// A saved screen restores when anything below it pushes it, as the runtime reads a stack
  /// (`NavigationGraph.firstBreak`): `[List, Order]` keeps Order while Home pushes it, though
  /// List no longer does (the review of FL0518's first version).
  @Test func aScreenAnythingBelowStillPushesRestores() {
    let spec = { (list: String) in
      Self.spec(
        """
        phase main {
          default tab home "Home" icon "h" root Home
        }
        screen Home { push List, Order }
        screen List\(list)
        screen Order(id: Int)
        """)
    }
    #expect(notes(spec(" { push Order }"), spec("")) == [])
    // Nothing below pushes it any more: cut, and the screen that pushed it is named.
    let onlyList = { (list: String) in
      spec(list).replacingOccurrences(of: "push List, Order", with: "push List")
    }
    #expect(
      notes(onlyList(" { push Order }"), onlyList("")) == [
        "new:9:8 FL0518 stacks saved by the old spec in tab 'home' restore without 'Order' and "
          + "the screens above it: 'List' no longer pushes it"
      ])
  }

  /// A value only some saved values fail (`String` to `UUID`: a UUID saved as text still reads)
  /// names its screen, and the walk goes on above it: a stack that kept `Order` is cut at `Item`
  /// (the restoration review saw that cut at run time, unnamed).
  @Test func aCutAboveAScreenSomeSavedValuesPassIsNamedToo() {
    let spec = { (order: String, item: String) in
      Self.spec(
        """
        phase main {
          default tab home "Home" icon "h" root Home
        }
        screen Home { push Order }
        screen Order(id: \(order)) { push Item }
        screen Item(sku: \(item))
        """)
    }
    #expect(
      notes(spec("String", "Int"), spec("UUID", "String")) == [
        "new:9:8 FL0518 stacks saved by the old spec in tab 'home' may restore without 'Order' "
          + "and the screens above it: its saved values may no longer decode: 'id' was String and "
          + "is now UUID, which reads only saved UUIDs",
        "new:10:8 FL0518 stacks saved by the old spec in tab 'home' restore without 'Item' and "
          + "the screens above it: its saved values no longer decode: 'sku' was Int and is now "
          + "String",
      ])
    // `Double` to `Int` reads a saved whole number, which is saved without a fraction.
    let wholeNumbers: [String] = [
      "new:9:8 FL0518 stacks saved by the old spec in tab 'home' may restore without 'Order' "
        + "and the screens above it: its saved values may no longer decode: 'id' was Double and "
        + "is now Int, which reads only saved whole numbers within Int's range"
    ]
    #expect(notes(spec("Double", "Int"), spec("Int", "Int")) == wholeNumbers)
    // Optional to optional of a type that reads none: only a saved `nil` (left out) still reads.
    let nils: [String] = [
      "new:9:8 FL0518 stacks saved by the old spec in tab 'home' may restore without 'Order' "
        + "and the screens above it: its saved values may no longer decode: 'id' was Int and is "
        + "now String, which reads only saved nils"
    ]
    #expect(notes(spec("Int?", "Int"), spec("String?", "Int")) == nils)
    let wholeNumbersAndNils: [String] = [
      "new:9:8 FL0518 stacks saved by the old spec in tab 'home' may restore without 'Order' "
        + "and the screens above it: its saved values may no longer decode: 'id' was Double and "
        + "is now Int, which reads only saved whole numbers within Int's range and nils"
    ]
    #expect(notes(spec("Double?", "Int"), spec("Int?", "Int")) == wholeNumbersAndNils)
    // `Int` to `String` reads no saved value: nothing above it is restored to be cut.
    #expect(notes(spec("Int", "Int"), spec("String", "String")).count == 1)
    // Nor does an optional become a required value of another type: a saved `nil` is left out,
    // which a required value does not read (the review of the walk named a cut above it).
    #expect(notes(spec("Bool?", "Int"), spec("Int", "String")).count == 1)
    #expect(notes(spec("Bool?", "Int"), spec("Int?", "String")).count == 2)
  }

  /// A stack is saved at most `RestorationLimits.maximumStackDepth` screens deep: a screen only
  /// deeper than that is never in one.
  @Test func aScreenDeeperThanAnySavedStackIsNotNamed() {
    var lines = ["phase main {", "  default tab home \"Home\" icon \"h\" root S0", "}"]
    for position in 0..<120 { lines.append("screen S\(position) { push S\(position + 1) }") }
    let old = Self.spec((lines + ["screen S120(id: Int)"]).joined(separator: "\n"))
    let deep = Self.spec((lines + ["screen S120(id: String)"]).joined(separator: "\n"))
    #expect(notes(old, deep) == [])
    let shallow = old.replacingOccurrences(of: "screen S50 {", with: "screen S50(id: Int) {")
    #expect(notes(old, shallow).count == 1)
  }

  /// A screen pushed in two tabs is one note naming both; one that became a sheet is named so.
  @Test func oneCauseIsOneNoteWithEveryTabItCuts() {
    let shared = Self.spec(
      """
      phase main {
        default tab a "A" icon "a" root A
        tab b "B" icon "b" root B
      }
      screen A { push Item }
      screen B { push Item }
      screen Item(id: Int)
      """)
    #expect(
      notes(
        shared,
        shared.replacingOccurrences(of: "screen Item(id: Int)", with: "screen Item(id: Bool)")) == [
          "new:11:8 FL0518 stacks saved by the old spec in tabs 'a' and 'b' restore without 'Item' and "
            + "the screens above it: its saved values no longer decode: 'id' was Int and is now Bool"
        ])
    let sheet = shared.replacingOccurrences(of: "screen Item(id: Int)", with: "sheet Item(id: Int)")
      .replacingOccurrences(of: "push Item", with: "present Item")
    #expect(
      notes(shared, sheet) == [
        "new:11:7 FL0518 stacks saved by the old spec in tabs 'a' and 'b' restore without 'Item' and "
          + "the screens above it: 'Item' is now a sheet"
      ])
  }

  /// A screen respelled as it became a sheet is named as the new spec spells it, where the note
  /// points (the review of the saved-state change read the old spelling at the new place).
  @Test func aScreenRespelledAsItBecameASheetIsNamedByItsNewSpelling() {
    let old = Self.journal.replacingOccurrences(of: "PlanDetail", with: "Plan-Detail")
    let new = Self.journal.replacingOccurrences(of: "screen PlanDetail", with: "sheet Plan_Detail")
      .replacingOccurrences(of: "push PlanDetail", with: "present Plan_Detail")
    #expect(
      notes(old, new) == [
        "new:16:7 FL0518 stacks saved by the old spec in tab 'plans' restore without "
          + "'Plan_Detail' and the screens above it: 'Plan_Detail' is now a sheet"
      ])
  }

  /// A value with a default renamed is no cut: the screen restores, with the new value at its
  /// default and the saved one ignored, which the note says (the tools round).
  @Test func aRenamedValueWithADefaultRestoresAtItsDefault() {
    let renamed = Self.journal.replacingOccurrences(
      of: "screen PlanDetail(plan: String)", with: "screen PlanDetail(name: String = \"\")")
    #expect(
      notes(Self.journal, renamed) == [
        "new:16:8 FL0518 stacks saved by the old spec in tab 'plans' restore 'PlanDetail', but its "
          + "saved 'plan' is no longer read, and the new 'name' takes its default"
      ])
  }

  /// What still restores, or was never saved, says nothing.
  @Test(arguments: [
    // A value added with a default, or optional; a value removed; a wider type.
    ("screen PlanDetail(plan: String)", "screen PlanDetail(plan: String, week: Int = 1)"),
    ("screen PlanDetail(plan: String)", "screen PlanDetail(plan: String, week: Int?)"),
    ("screen PlanDetail(plan: String)", "screen PlanDetail"),
    ("screen Workout(id: String)", "screen Workout(id: String, note: String = \"\")"),
    // A new push, a new tab, a new screen.
    ("screen Plans { push PlanDetail }", "screen Plans { push PlanDetail, Plans }"),
    ("  tab plans", "  tab more \"More\" icon \"m\" root Plans\n  tab plans"),
    // `restore tab` saves no stack; `restore nothing` saves nothing.
    ("restore stacks", "restore tab"),
    ("restore stacks", "restore nothing"),
  ])
  func whatStillRestoresIsQuiet(old: String, new: String) {
    #expect(notes(Self.journal, Self.journal.replacingOccurrences(of: old, with: new)) == [])
  }

  @Test func nothingSavedNothingReported() {
    let never = Self.journal.replacingOccurrences(of: "restore stacks", with: "restore nothing")
    #expect(notes(never, Self.spec("phase home { root Today }\nscreen Today")) == [])
  }

  /// A phase entered by an event alone (a staff mode) saves nothing (docs/Runtime.md,
  /// "Restoration"), so nothing saved in it is cut: the new-users round got notes for a driver
  /// mode's tab and stacks that no user ever had saved.
  @Test func aPhaseEnteredByAnEventAloneSavedNothingToCut() {
    let staff = { (ticket: String, tab: String) in
      Self.spec(
        """
        event toStaff
        phase main {
          default tab home "H" icon "h" root Home
          on toStaff -> staff
        }
        phase staff {
          default tab \(tab) "D" icon "d" root Desk
        }
        screen Home
        screen Desk { push Ticket }
        screen Ticket(id: \(ticket))
        """)
    }
    #expect(notes(staff("Int", "desk"), staff("String", "desk")) == [])
    #expect(notes(staff("Int", "desk"), staff("Int", "counter")) == [])
  }

  /// A phase no launch shows first any more is one no launch restores into: what it saved is
  /// lost, though it still has every tab.
  @Test func aPhaseNoLaunchShowsFirstNowRestoresNothing() {
    let launch = { (check: String) in
      Self.spec(
        """
        condition session
        event toMain
        phase launch { check session ? \(check) : welcome }
        phase welcome { root Home }
        phase home {
          root Home
          on toMain -> main
        }
        phase main requires session {
          default tab home "H" icon "h" root Home
        }
        screen Home
        """)
    }
    #expect(
      notes(launch("main"), launch("home")) == [
        "old:13:7 FL0518 the selected tab and the stacks saved in phase 'main' by the old spec no "
          + "longer restore: no launch shows phase 'main' first now, which restoring needs, so "
          + "users who update start as on a first launch"
      ])
  }

  @Test func archonAgainstItselfIsQuiet() throws {
    let archon = try archonText()
    #expect(notes(archon, archon) == [])
  }
}
