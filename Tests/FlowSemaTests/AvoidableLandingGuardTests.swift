import FlowSema
import FlowSyntax
import Testing

/// FL0317: a landing without `in` whose nearest place needs a condition that another place reaching
/// the screen does not (the silent-mistakes review found `/books/{id}` held for `premium` in the
/// studio, though the free library shows the book).
struct AvoidableLandingGuardTests {
  static func spec(studio: String = "requires premium", route: String = "") -> String {
    """
    app A { scheme "a" }
    condition premium
    condition session
    phase main {
      default tab library "Library" icon "books" root Library
      tab studio "Studio" icon "wand" root Studio \(studio)
      tab home "Home" icon "house" root Home
    }
    screen Home
    screen Library { push Shelf }
    screen Shelf { push Book }
    screen Studio { push Book }
    screen Book(id: Int)
    route "/books/{id}" -> Book\(route)

    """
  }

  static func warnings(_ text: String) -> [String] {
    rendered(text).filter { $0.contains("FL0317") }
  }

  @Test func aNearerGuardedPlaceIsWarnedNamingTheFreeOne() throws {
    #expect(
      Self.warnings(Self.spec()) == [
        "14:24 FL0317 'Book' lands in tab 'studio', the nearest place that shows it, where a link "
          + "waits for 'premium'; tab 'library' shows it without 'premium'"
      ])
    let (result, _, _) = check(Self.spec())
    let warning = try #require(result.diagnostics.first { $0.code == .landingBehindAvoidableGuard })
    #expect(warning.severity == .warning)
    #expect(warning.fixIt == nil)
    #expect(
      warning.help
        == "write `in library` to land where 'premium' is not needed, or `in studio` to keep this "
        + "landing; if 'Book' must never show without it, add `requires premium` to its "
        + "declaration")
    // The guard of a screen the compiler derives on the way counts too.
    let onTheWay = Self.spec(studio: "")
      .replacingOccurrences(
        of: "screen Studio { push Book }",
        with: "screen Studio { push Gate }\nscreen Gate requires premium { push Book }"
      )
      .replacingOccurrences(
        of: "screen Shelf { push Book }",
        with: "screen Shelf { push Aisle }\nscreen Aisle { push Book }")
    #expect(Self.warnings(onTheWay).count == 1)
  }

  /// Not warned: `in` (either choice), the same guard on both paths, a guard on the screen itself
  /// (every path needs it), a nearest place needing nothing, or another place that needs a
  /// condition the nearest does not.
  @Test(arguments: [
    (spec(route: " in studio"), "in studio"),
    (spec(route: " in library"), "in library"),
    (spec(studio: ""), "no guard"),
    (
      spec(studio: "requires session").replacingOccurrences(
        of: "root Library\n", with: "root Library requires premium\n"), "different guards"
    ),
    (
      spec(studio: "").replacingOccurrences(
        of: "screen Book(id: Int)", with: "screen Book(id: Int) requires premium"), "screen guard"
    ),
  ])
  func notWarned(text: String, why: String) {
    // Nothing but the conditions a case leaves unused (FL0213).
    #expect(rendered(text).filter { !$0.contains("FL0213") }.isEmpty, "\(why)")
  }

  /// The phase's guards hold in every place of it: a tab repeating them needs nothing more (a
  /// review's payments tab `requires session` in a `main` that requires it was told the home tab
  /// shows the screen without 'session'), and one needing more is still compared without them.
  @Test func thePhasesGuardsAreNotCounted() {
    let repeated = Self.spec(studio: "requires session")
      .replacingOccurrences(of: "phase main {", with: "phase main requires session {")
    #expect(Self.warnings(repeated).isEmpty)
    let more = Self.spec(studio: "requires session, premium")
      .replacingOccurrences(of: "phase main {", with: "phase main requires session {")
    #expect(
      Self.warnings(more) == [
        "14:24 FL0317 'Book' lands in tab 'studio', the nearest place that shows it, where a link "
          + "waits for 'premium'; tab 'library' shows it without 'premium'"
      ])
    // The same inside one place: a screen repeating the phase's guard is no guard.
    let path = Self.lessons()
      .replacingOccurrences(of: "requires subscribed {", with: "requires session {")
      .replacingOccurrences(of: "phase main {", with: "phase main requires session {")
    #expect(Self.warnings(path).isEmpty)
  }

  /// Only places of the landing's phase are compared: a guest phase beside a signed-in one shows
  /// the same screens by design, and `in guest` would take signed-in users past the launch check
  /// (FL0315; the diff review found the warning on every route of that shape).
  @Test func anotherPhaseIsNotCompared() {
    let text = """
      app A { scheme "a" }
      condition session
      phase launch { check session ? main : guest }
      phase guest { root Browse }
      phase main requires session { root Home }
      screen Browse { push Shelf }
      screen Shelf { push Item }
      screen Home { push Item }
      screen Item(id: Int)
      route "/items/{id}" -> Item

      """
    #expect(rendered(text) == [])
  }

  /// Several conditions: what the link waits for joined by "and", what the other place does
  /// without by "or".
  @Test func severalConditionsAreListed() {
    let text = Self.spec(studio: "requires premium, session")
      .replacingOccurrences(
        of: "screen Library { push Shelf }", with: "screen Library { push Shelf }"
      )
      .replacingOccurrences(
        of: "screen Book(id: Int)", with: "screen Book(id: Int) requires session"
      )
      .replacingOccurrences(
        of: "tab home \"Home\" icon \"house\" root Home",
        with: "tab home \"Home\" icon \"house\" root Home")
    #expect(
      Self.warnings(text) == [
        "14:24 FL0317 'Book' lands in tab 'studio', the nearest place that shows it, where a link "
          + "waits for 'premium' and 'session'; tab 'library' shows it without 'premium'"
      ])
  }

  /// Inside one place, the search takes the first of the nearest paths in declaration order: `push
  /// PremiumLesson, Lesson` put a free lesson's quiz link behind the paywall, and swapping the two
  /// names took it off again, with nothing said either way (the fifteenth new-users review).
  static func lessons(push: String = "PremiumLesson, Lesson", route: String = "-> Quiz") -> String {
    """
    app Kids { scheme "kids" }
    condition subscribed
    condition session
    phase main { default tab lessons "Lessons" icon "book" root LessonList }
    screen LessonList { push \(push) }
    screen Lesson(id: String) { push Quiz }
    screen PremiumLesson(id: String) requires subscribed { push Quiz }
    screen Quiz(id: String, question: Int = 0)
    route "/lesson/{id}/quiz/{question}" \(route)

    """
  }

  @Test func aNearerPathThroughAGuardIsWarnedNamingTheFreeOne() throws {
    let text = Self.lessons()
    #expect(
      Self.warnings(text) == [
        "9:41 FL0317 'Quiz' lands in tab 'lessons' by the path through 'PremiumLesson', the first "
          + "of the nearest in declaration order, on which a link waits for 'subscribed'; the path "
          + "through 'Lesson' is as near and shows it without 'subscribed'"
      ])
    let warning = try #require(
      check(text).0.diagnostics.first { $0.code == .landingBehindAvoidableGuard })
    #expect(warning.fixIt == nil)
    #expect(
      warning.help
        == "write the path out, `[Lesson, Quiz]` to land where 'subscribed' is not needed, or "
        + "`[PremiumLesson, Quiz]` to keep this landing; if 'Quiz' must never show without it, "
        + "add `requires subscribed` to its declaration")
    // `in` chooses the tab, not the path: still warned.
    #expect(Self.warnings(Self.lessons(route: "-> Quiz in lessons")).count == 1)
  }

  /// Not warned: the free path first in declaration order, a path written out (either one), the same
  /// guard on both paths, and a guarded path shorter than the free one.
  @Test(arguments: [
    (lessons(push: "Lesson, PremiumLesson"), "free path first"),
    (lessons(route: "-> [Lesson, Quiz]"), "free path written"),
    (lessons(route: "-> [PremiumLesson, Quiz]"), "guarded path written"),
    (
      lessons().replacingOccurrences(
        of: "screen Lesson(id: String) {", with: "screen Lesson(id: String) requires subscribed {"),
      "both guarded"
    ),
    (
      lessons(push: "PremiumLesson, Shelf").replacingOccurrences(
        of: "screen Lesson(id: String) {",
        with: "screen Shelf { push Lesson }\nscreen Lesson(id: String) {"),
      "free path longer"
    ),
  ])
  func aPathInsideThePlaceNotWarned(text: String, why: String) {
    #expect(Self.warnings(text).isEmpty, "\(why)")
  }

  /// The tab's guard is on every path of the tab: a screen repeating it needs nothing more, and it
  /// is not named as what the other path does without (the review of this check found both).
  @Test func theTabsGuardIsNotCountedInsideThePlace() {
    let tabbed = Self.lessons().replacingOccurrences(
      of: "root LessonList }", with: "root LessonList requires session }")
    let repeated = tabbed.replacingOccurrences(
      of: "requires subscribed {", with: "requires session {")
    #expect(Self.warnings(repeated).isEmpty)
    #expect(
      Self.warnings(tabbed).first?.hasSuffix(
        "the path through 'Lesson' is as near and shows it without 'subscribed'") == true)
  }

  /// Both forms at once: another tab needs less, and so does another path in the nearest tab. The
  /// second is said too, and FL0301 withholds its fix-it, which picked the paywall's path (the
  /// second review of this check: `in lessons`, as the first help offers, revealed it only then).
  @Test func bothFormsAreSaidAndTheFixItWithheld() throws {
    let text = """
      app Kids { scheme "kids" }
      condition subscribed
      phase main {
        default tab lessons "Lessons" icon "book" root LessonList
        tab other "Other" icon "star" root Other
      }
      screen LessonList { push PremiumLesson, Lesson }
      screen Lesson(lessonId: String) { push Quiz }
      screen PremiumLesson(lessonId: String) requires subscribed { push Quiz }
      screen Other { push Mid }
      screen Mid { push Mid2 }
      screen Mid2 { push Quiz }
      screen Quiz(question: Int)
      route "/quiz/{question}" -> Quiz

      """
    let diagnostics = check(text).0.diagnostics
    #expect(diagnostics.filter { $0.code == .landingBehindAvoidableGuard }.count == 2)
    let missing = try #require(diagnostics.first { $0.code == .routeMissingParameter })
    #expect(missing.fixIt == nil)
  }

  /// Another tab's FL0317 keeps FL0301's fix-it: writing the path out keeps the tab, so it does
  /// not choose between the places.
  @Test func anotherPlacesWarningKeepsTheFixIt() throws {
    let text = Self.spec()
      .replacingOccurrences(
        of: "screen Studio { push Book }",
        with: "screen Studio { push Gate }\nscreen Gate(code: Int) { push Book }"
      )
      .replacingOccurrences(
        of: "screen Shelf { push Book }",
        with: "screen Shelf { push Aisle }\nscreen Aisle { push Book }"
      )
      .replacingOccurrences(of: "/books/{id}", with: "/books/{id}/{code}")
      .replacingOccurrences(of: "screen Gate(code: Int)", with: "screen Gate(gate: Int)")
    let diagnostics = check(text).0.diagnostics
    #expect(diagnostics.contains { $0.code == .landingBehindAvoidableGuard })
    let missing = try #require(diagnostics.first { $0.code == .routeMissingParameter })
    #expect(missing.fixIt != nil)
  }

  /// A fix-it writing the derived path out (FL0301 here) would choose the guarded path for the
  /// author, as the review's `check --fix` did: with FL0317 it offers none, and its help still
  /// shows the path.
  @Test func aMissingParameterOffersNoFixItThroughAnAvoidableGuard() throws {
    let text = Self.lessons(route: "-> Quiz")
      .replacingOccurrences(of: "Quiz(id: String,", with: "Quiz(lessonId: String,")
      .replacingOccurrences(of: "/lesson/{id}/", with: "/lesson/{lessonId}/")
    let diagnostics = check(text).0.diagnostics
    let missing = try #require(diagnostics.first { $0.code == .routeMissingParameter })
    #expect(missing.fixIt == nil)
    #expect(missing.help?.contains("`[PremiumLesson(id: lessonId), Quiz]`") == true)
    #expect(diagnostics.contains { $0.code == .landingBehindAvoidableGuard })
    // With the free path first, the fix-it is offered as before.
    let free = text.replacingOccurrences(
      of: "push PremiumLesson, Lesson", with: "push Lesson, PremiumLesson")
    let offered = try #require(
      check(free).0.diagnostics.first { $0.code == .routeMissingParameter })
    #expect(offered.fixIt?.replacement == "[Lesson(id: lessonId), Quiz]")
  }
}
