import FlowCompiler
import FlowSyntax
import Testing

/// `Compiler.diff` on Swift route cases (FL0507) and on old links a new route takes (FL0508).
@Suite struct CaseNameAndCaptureTests {
  /// A small app whose routes start on line 9.
  static func spec(_ routes: String) -> String {
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push ProjectDetail, Profile, Settings, Files, Readme }
    screen ProjectDetail(id: Int) { push Files }
    screen Profile(name: String)
    screen Settings
    screen Files(path: String)
    screen Readme
    \(routes)

    """
  }

  private func diagnostics(_ old: String, _ new: String) -> [Diagnostic] {
    diffed(Self.spec(old), Self.spec(new)).diagnostics
  }

  // MARK: Swift route cases

  /// The issue: adding `/p/{id}` renamed `projectDetail`; now the new route names itself.
  @Test func addingARouteKeepsEveryCase() {
    let old = #"route "/projects/{id}" -> ProjectDetail"#
    let new = old + "\n" + #"route "/p/{id}" -> ProjectDetail as projectShortLink"#
    #expect(
      lines(diffed(Self.spec(old), Self.spec(new))) == [
        "new:10:7 FL0510 new route '/p/{id}' adds the Swift case 'ARoute.projectShortLink': links such as 'a://p/42' land on Home > ProjectDetail(id: 42) in main"
      ])
  }

  @Test func renamedCaseIsAnErrorWhoseFixItKeepsTheOldName() throws {
    let new = Self.spec(#"route "/projects/{id}" -> ProjectDetail as project"#)
    let report = diffed(Self.spec(#"route "/projects/{id}" -> ProjectDetail"#), new)
    #expect(
      lines(report) == [
        "new:9:7 FL0507 route '/projects/{id}' is now the Swift case 'ARoute.project', not 'ARoute.projectDetail': app code and saved routes that use 'ARoute.projectDetail' break"
      ])
    let fixIt = try #require(report.diagnostics.first?.fixIt)
    #expect(fixIt.message == "replace with 'projectDetail'")
    #expect(SourceFile(path: "new", text: new).text(in: fixIt.range) == "project")
    #expect(fixIt.replacement == "projectDetail")
  }

  @Test func caseRenamedByLosingItsAsNameGetsAnInsertion() throws {
    let new = Self.spec(#"route "/projects/{id}" -> ProjectDetail"#)
    let report = diffed(Self.spec(#"route "/projects/{id}" -> ProjectDetail as project"#), new)
    #expect(report.diagnostics.map(\.code) == [.routeCaseRenamed])
    let fixIt = try #require(report.diagnostics.first?.fixIt)
    #expect(fixIt.message == "insert 'as project'")
    #expect(fixIt.range == .point(new.utf8.count - 1))
    #expect(fixIt.replacement == " as project")
  }

  @Test func swappedCasesAreBothRenamedWithoutFixIts() {
    let old = """
      route "/projects/{id}" -> ProjectDetail as first
      route "/p/{id}" -> ProjectDetail as second
      """
    let new = """
      route "/projects/{id}" -> ProjectDetail as second
      route "/p/{id}" -> ProjectDetail as first
      """
    let found = diagnostics(old, new)
    #expect(
      found.map(\.message) == [
        "route '/projects/{id}' is now the Swift case 'ARoute.second', not 'ARoute.first': app code and saved routes that use 'ARoute.first' break",
        "route '/p/{id}' is now the Swift case 'ARoute.first', not 'ARoute.second': app code and saved routes that use 'ARoute.second' break",
      ])
    #expect(found.map(\.fixIt) == [nil, nil])
  }

  @Test func removedCaseWhoseLinksStillOpenIsAnError() {
    let old = """
      route "/projects/{id}" -> ProjectDetail
      route "/projects/7" -> ProjectDetail(id: 7) as seven
      """
    #expect(
      lines(diffed(Self.spec(old), Self.spec(#"route "/projects/{id}" -> ProjectDetail"#))) == [
        "old:10:7 FL0507 the Swift case 'ARoute.seven' of route '/projects/7' was removed: app code and saved routes that use it break",
        "new:9:7 FL0512 route '/projects/7' was removed, but '/projects/{id}' lands links such as 'a://projects/7' the same way",
      ])
  }

  @Test func caseTakenOverByAnotherRouteIsNotRemoved() {
    let old = #"route "/projects/{id}" -> ProjectDetail"#
    let new = #"route "/files/{path...}" -> Files as projectDetail"#
    #expect(
      lines(diffed(Self.spec(old), Self.spec(new))) == [
        "old:9:7 FL0500 'a://projects/42' no longer matches: route '/projects/{id}' was removed",
        "new:9:7 FL0510 new route '/files/{path...}' adds the Swift case 'ARoute.projectDetail': links such as 'a://files/a/b' land on Home > Files(path: \"a/b\") in main",
      ])
  }

  /// An old spec written before `as` is read with the names its compiler gave, so that a diff tells
  /// the `as` names that keep them.
  @Test func oldSpecWrittenBeforeAsIsReadWithItsOldNames() throws {
    let old = """
      route "/projects/{id}" -> ProjectDetail
      route "/p/{id}" -> ProjectDetail
      """
    let new = """
      route "/projects/{id}" -> ProjectDetail
      route "/p/{id}" -> ProjectDetail as projectShortLink
      """
    let report = diffed(Self.spec(old), Self.spec(new))
    #expect(
      lines(report) == [
        "new:9:7 FL0507 route '/projects/{id}' is now the Swift case 'ARoute.projectDetail', not 'ARoute.projectDetailProjects': app code and saved routes that use 'ARoute.projectDetailProjects' break",
        "new:10:7 FL0507 route '/p/{id}' is now the Swift case 'ARoute.projectShortLink', not 'ARoute.projectDetailP': app code and saved routes that use 'ARoute.projectDetailP' break",
      ])
    #expect(
      report.diagnostics.map { $0.fixIt?.replacement } == [
        " as projectDetailProjects", "projectDetailP",
      ])
    let kept = """
      route "/projects/{id}" -> ProjectDetail as projectDetailProjects
      route "/p/{id}" -> ProjectDetail as projectDetailP
      """
    #expect(lines(diffed(Self.spec(old), Self.spec(kept))) == [])
  }

  /// Only a spec without `as` can predate it; otherwise FL0312 is the old spec's own error.
  @Test func oldSpecUsingAsIsNotReadTheOldWay() {
    let old = """
      route "/projects/{id}" -> ProjectDetail
      route "/p/{id}" -> ProjectDetail
      route "/users/{name}" -> Profile as user
      """
    #expect(
      lines(diffed(Self.spec(old), Self.spec(old))).first
        == "old:10:20 FL0312 route '/p/{id}' and route '/projects/{id}' both become the Swift case 'projectDetail'"
    )
  }

  // MARK: Old links a new route takes

  /// The issue: adding `/users/settings` beside `/users/{name}` was only a note.
  @Test func newLiteralRouteTakesAnOldLink() {
    let old = #"route "/users/{name}" -> Profile"#
    let new = old + "\n" + #"route "/users/settings" -> Settings"#
    let report = diffed(Self.spec(old), Self.spec(new))
    #expect(
      lines(report) == [
        "new:10:7 FL0508 'a://users/settings' now lands on Home > Settings in main, not Home > Profile(name: \"settings\") in main: new route '/users/settings' takes it from route '/users/{name}'",
        "new:10:7 FL0510 new route '/users/settings' adds the Swift case 'ARoute.settings': links such as 'a://users/settings' land on Home > Settings in main",
      ])
    #expect(report.errorCount == 1)
  }

  @Test func narrowerTypeTakesTheOldLinksItReads() {
    let old = #"route "/users/{name}" -> Profile"#
    let new = old + "\n" + #"route "/users/{id: Int}" -> ProjectDetail"#
    #expect(
      diagnostics(old, new).map(\.message).first
        == "'a://users/42' now lands on Home > ProjectDetail(id: 42) in main, not Home > Profile(name: \"42\") in main: new route '/users/{id: Int}' takes it from route '/users/{name}'"
    )
  }

  /// The new route's own example (`a://x/42/abc`) is no old link; the shared one (`a://x/42/b`) is.
  @Test func sharedLinkIsBuiltFromBothPatterns() {
    let old = #"route "/x/{name}/b" -> Profile"#
    let new = old + "\n" + #"route "/x/{id: Int}/{path}" -> [ProjectDetail, Files]"#
    #expect(
      diagnostics(old, new).filter { $0.code == .linkCaptured }.map(\.message) == [
        "'a://x/42/b' now lands on Home > ProjectDetail(id: 42) > Files(path: \"b\") in main, not Home > Profile(name: \"42\") in main: new route '/x/{id: Int}/{path}' takes it from route '/x/{name}/b'"
      ])
  }

  @Test func literalTakesALinkFromACatchAll() {
    let old = #"route "/files/{path...}" -> Files"#
    let new = old + "\n" + #"route "/files/readme" -> Readme"#
    #expect(
      diagnostics(old, new).filter { $0.code == .linkCaptured }.map(\.message) == [
        "'a://files/readme' now lands on Home > Readme in main, not Home > Files(path: \"readme\") in main: new route '/files/readme' takes it from route '/files/{path...}'"
      ])
  }

  @Test func takingALinkToTheSameScreenIsNoBreak() {
    let old = #"route "/users/{name}" -> Profile"#
    let new = old + "\n" + #"route "/users/me" -> Profile(name: "me") as me"#
    #expect(diagnostics(old, new).map(\.code) == [.routeAdded])
  }

  @Test func lessSpecificNewRouteTakesNothing() {
    let old = #"route "/users/settings" -> Settings"#
    let new = old + "\n" + #"route "/users/{name}" -> Profile"#
    #expect(diagnostics(old, new).map(\.code) == [.routeAdded])
  }
}
