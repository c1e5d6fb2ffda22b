import Foundation
import Testing

@testable import FlowSema

/// FL0117: an app whose generated types take a library type's name hides that type from the app's
/// code (generated code spells library types with their module, so it compiles regardless).
struct LibraryTypeNameTests {
  static func spec(app: String) -> String {
    "app \(app) { scheme \"x\" }\nphase main { root Start }\nscreen Start\n"
  }

  @Test func anAppNamedAfterAFoundationTypeIsWarnedWithARename() throws {
    let text = Self.spec(app: "URL")
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "1:5 FL0117 app 'URL' declares the type 'URL', which hides Foundation's 'URL' in the app's "
          + "module, and makes 'URL' ambiguous in files that import that module and Foundation"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.help
        == "the generated types are named after the app; name it for itself, such as 'URLApp'")
    // A warning: the model is built, and the fix-it's name is clean.
    #expect(result.model != nil)
    let fixed = applying(try #require(diagnostic.fixIt), to: text)
    #expect(fixed == Self.spec(app: "URLApp"))
    #expect(rendered(fixed).isEmpty)
  }

  /// The app's type and the types named after it: `Flow` + `Destination` is FlowRuntime's protocol.
  @Test(arguments: [
    ("String", "'String', which hides Swift's"),
    ("Navigator", "'Navigator', which hides FlowRuntime's"),
    ("Flow", "'FlowDestination', which hides FlowRuntime's"),
    ("View", "'View', which hides SwiftUI's"),
    ("FlowHarness", "'FlowHarness', which hides FlowTesting's"),
    // Named by the twenty-eighth new-users review: `app Hasher` broke the app's own `Hashable`
    // code, and `app Decoder` its `Codable` code, with no warning.
    ("Hasher", "'Hasher', which hides Swift's"),
    ("Decoder", "'Decoder', which hides Swift's"),
    ("CodingKey", "'CodingKey', which hides Swift's"),
    ("OptionSet", "'OptionSet', which hides Swift's"),
  ])
  func eachLibraryNamesTheTypeItHides(app: String, says: String) {
    let lines = rendered(Self.spec(app: app))
    #expect(lines.count == 1 && lines[0].contains(says), "\(lines)")
  }

  /// An app whose name hides two library types names both (`app Landing` hid FlowRuntime's
  /// `LandingRoute` too, which app code writes in `where R: LandingRoute`, and named only one).
  @Test func anAppHidingTwoTypesNamesBoth() {
    let both: [String] = [
      "1:5 FL0117 app 'Landing' declares the types 'Landing' and 'LandingRoute', which hide "
        + "FlowRuntime's 'Landing' and 'LandingRoute' in the app's module, and make them "
        + "ambiguous in files that import that module and FlowRuntime"
    ]
    #expect(rendered(Self.spec(app: "Landing")) == both)
    // No listed name hides types of two modules today; the message names each type's module.
    let acrossModules = SemaMessages.appHidesLibraryTypes(
      "Path", [(type: "Path", module: "SwiftUI"), (type: "PathRoute", module: "FlowRuntime")])
    let expected: String =
      "app 'Path' declares the types 'Path' and 'PathRoute', which hide SwiftUI's 'Path' and "
      + "FlowRuntime's 'PathRoute' in the app's module, and make them ambiguous in files that "
      + "import that module and SwiftUI and FlowRuntime"
    #expect(acrossModules == expected)
  }

  @Test(arguments: ["Mail", "Archon", "URLApp", "Strings", "my-app"])
  func anAppNamedForItselfIsNotWarned(app: String) {
    #expect(rendered(Self.spec(app: app)).isEmpty)
  }

  /// The FlowRuntime and FlowTesting lists are the modules' public top-level types, read from
  /// their sources, so a type added to either is covered without anyone remembering the list.
  @Test(arguments: [
    ("FlowRuntime", LibraryTypeNames.flowRuntime), ("FlowTesting", LibraryTypeNames.flowTesting),
  ])
  func theListIsTheModulesPublicTypes(module: String, listed: Set<String>) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/\(module)")
    let declaration = try Regex(
      #"^(?:@\w+ )*(?:nonisolated )?public (?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Z]\w*)"#
    ).anchorsMatchLineEndings()
    var declared: Set<String> = []
    let files = try #require(
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: declaration) {
        if let name = match.output[1].substring { declared.insert(String(name)) }
      }
    }
    #expect(declared.count >= 3)
    #expect(listed == declared)
  }
}
