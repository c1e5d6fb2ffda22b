import FlowCompiler
import FlowSyntax
import Testing

/// A note in another spec of the module (FL0115's earlier declaration) is shown at its own file's
/// line and column in every format, so Xcode, SwiftPM and CI can go there (the multi-spec review
/// found it printed at the later spec's position, with the place only in its text).
struct CrossFileNoteRenderingTests {
  let later = SourceFile(path: "b/Shop.flow", text: "app Shop { scheme \"b\" }\n")
  let earlier = SourceFile(path: "Shop.flow", text: "// the shop\napp Shop { scheme \"a\" }\n")
  var diagnostic: Diagnostic {
    Diagnostic(
      .moduleTypeCollision, path: "b/Shop.flow", range: SourceRange(start: 4, end: 8),
      message: "app 'Shop' clashes",
      notes: [
        .init("also generated for app 'Shop'", at: SourceRange(start: 16, end: 20), in: "Shop.flow")
      ])
  }

  @Test func gnuAndGitHubPlaceTheNoteInItsOwnFile() {
    #expect(
      GNURenderer().render([diagnostic], files: [later, earlier]) == """
        b/Shop.flow:1:5: error: app 'Shop' clashes [FL0115]
        Shop.flow:2:5: note: also generated for app 'Shop'

        """)
    #expect(
      GitHubRenderer().render([diagnostic], files: [later, earlier]).contains(
        "%0Anote: Shop.flow:2:5: also generated for app 'Shop'"))
  }

  @Test func humanShowsTheOtherFilesLine() {
    let text = HumanRenderer().render([diagnostic], files: [later, earlier])
    #expect(
      text.contains(
        "Shop.flow:2:5: note: also generated for app 'Shop'\napp Shop { scheme \"a\" }\n"))
  }

  @Test func jsonAndSARIFNameTheOtherFile() {
    let json = JSONRenderer().render([diagnostic], files: [later, earlier])
    #expect(json.contains("\"path\": \"Shop.flow\""))
    #expect(json.contains("\"start\": {\"line\": 2, \"column\": 5, \"offset\": 16}"))
    let sarif = SARIFRenderer().render([diagnostic], files: [later, earlier])
    #expect(sarif.contains("\"uri\": \"Shop.flow\""))
  }
}
