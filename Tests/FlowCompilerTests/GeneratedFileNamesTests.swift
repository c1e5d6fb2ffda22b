import FlowCompiler
import Testing

/// The Swift file names of a module's specs (what `flowc generate --output-directory` writes and the
/// build plugin declares): unique, and the same for the same paths in any order.
struct GeneratedFileNamesTests {
  @Test func aUniqueFileNameKeepsItsPlainName() {
    #expect(
      GeneratedFileNames.names(for: ["/p/Sources/Nav/Home.flow", "/p/Sources/Nav/Mail.flow"])
        == ["Home.flow.swift", "Mail.flow.swift"])
  }

  @Test func sameNamedSpecsAreToldApartByTheirFolders() {
    #expect(
      GeneratedFileNames.names(for: [
        "/p/Sources/Nav/b/Same.flow", "/p/Sources/Nav/Home.flow", "/p/Sources/Nav/a/Same.flow",
      ]) == ["b_Same.flow.swift", "Home.flow.swift", "a_Same.flow.swift"])
    #expect(
      GeneratedFileNames.names(for: ["x/a/Same.flow", "y/a/Same.flow", "Same.flow"])
        == ["x_a_Same.flow.swift", "y_a_Same.flow.swift", "Same.flow.swift"])
  }

  /// What a generated file's header says it came from: as its file is named, with `/`.
  @Test func specNamesTellSameNamedSpecsApartAsTheirFilesDo() {
    #expect(
      GeneratedFileNames.specNames(for: [
        "/p/Sources/Nav/b/Same.flow", "/p/Sources/Nav/Home.flow", "/p/Sources/Nav/a/Same.flow",
        "x/a/Other.flow", "y/a/Other.flow",
      ]) == ["b/Same.flow", "Home.flow", "a/Same.flow", "x/a/Other.flow", "y/a/Other.flow"])
  }

  /// macOS file systems ignore case: `Home.flow.swift` and `home.flow.swift` would be one file.
  /// What the build shows for its step: no `/`, which SwiftPM shortens a description at (the
  /// multi-spec review saw "Generating Same.flow, _.flow, x_.flow" for five specs).
  @Test func theBuildStepSaysEverySpecWithoutASlash() {
    #expect(
      GeneratedFileNames.buildStepDescription(for: ["/p/Nav/Home.flow"])
        == "Generating Home.flow.swift from Home.flow")
    let description = GeneratedFileNames.buildStepDescription(for: [
      "/p/Nav/b/Same.flow", "/p/Nav/Home.flow", "/p/Nav/a/Same.flow", "x/a/Other.flow",
      "y/a/Other.flow",
    ])
    #expect(
      description
        == "Generating b_Same.flow.swift, Home.flow.swift, a_Same.flow.swift, "
        + "x_a_Other.flow.swift, y_a_Other.flow.swift from Same.flow in b, Home.flow, "
        + "Same.flow in a, Other.flow in x:a, Other.flow in y:a")
    #expect(!description.contains("/"))
  }

  @Test func fileNamesThatDifferOnlyInCaseAreToldApart() {
    #expect(
      GeneratedFileNames.names(for: ["a/Home.flow", "b/home.flow"])
        == ["a_Home.flow.swift", "b_home.flow.swift"])
  }

  /// A folder-qualified name that another spec's plain name already has gets a number.
  @Test func aQualifiedNameNeverTakesAPlainOne() {
    #expect(
      GeneratedFileNames.names(for: ["a/Same.flow", "b/Same.flow", "c/a_Same.flow"])
        == ["a_Same.flow.2.swift", "b_Same.flow.swift", "a_Same.flow.swift"])
  }

  @Test func theSamePathsGetTheSameNamesInAnyOrder() {
    let paths = ["a/Same.flow", "b/Same.flow", "c/a_Same.flow", "Home.flow", "d/e/Same.flow"]
    let expected = Dictionary(
      uniqueKeysWithValues: zip(paths, GeneratedFileNames.names(for: paths)))
    #expect(Set(expected.values).count == paths.count)
    for shift in paths.indices {
      let rotated = Array(paths[shift...] + paths[..<shift]).reversed().map { $0 }
      let names = GeneratedFileNames.names(for: rotated)
      #expect(Dictionary(uniqueKeysWithValues: zip(rotated, names)) == expected)
    }
  }
}
