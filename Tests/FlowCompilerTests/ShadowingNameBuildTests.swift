import FlowCompiler
import FlowSema
import FlowSyntax
import FlowTestSupport
import Testing

/// A spec whose names are those of the library types and the locals generated code uses: an app
/// called `String`, screens called `URL`, `Optional`, `Hashable`, `FlowDefinition`, `Int`, and `Kind`
/// and `Destination` (the destination enums' `kind` and its type), parameters called `hasher`,
/// `decoder`, `values`, `link`, `match`, `table`. The checker accepts all of them,
/// so the generated Swift must build with them, warning-free, in every mode an app target uses.
@Suite struct ShadowingNameBuildTests {
  static let spec = """
    app String {
      scheme "names"
    }

    condition navigator
    condition Foundation
    event link

    phase main {
      default tab UUID "U" icon "a" root Int
      tab Bool "B" icon "b" root FlowDefinition requires navigator else present CodingKeys
      tab Landing "L" icon "c" root Double requires Foundation else present CodingKeys // flowc:ignore FL0232
    }

    screen Int(id: Int = 1) {
      push URL, Optional, Hasher, Decoder, Encoder, RouteTable, Kind, Destination
      present CodingKeys, Sendable
    }
    screen FlowDefinition
    screen Double(v: Double = 1.5, b: Bool?)
    screen URL(id: UUID, other: Double?)
    screen Optional(url: String, link: Int, match: Double?, bytes: UUID?)
    screen Hasher(hasher: Int, into: String?, lhs: Int?, rhs: Int?)
    screen Decoder(decoder: String, container: Int?, from: Bool?)
    screen Encoder(encoder: String, values: String?, parameters: String?)
    screen RouteTable(table: Int, index: Int?, scanner: Int?, route: String?, result: Int?)
    sheet CodingKeys(key: String?, value: String?) {
      on link -> dismiss
    }
    cover Sendable(id: Int) {
      push Codable
    }
    screen Codable(id: Int, kind: String)
    screen Kind(kind: Int)
    screen Destination

    route "/u/{id}?o={other}" -> URL
    route "/o/{url}/{link}?match={match}&bytes={bytes}" -> Optional
    route "/h/{hasher}?into={into}&lhs={lhs}&rhs={rhs}" -> Hasher
    route "/d/{decoder}?container={container}&from={from}" -> Decoder
    route "/e/{encoder}?values={values}&parameters={parameters}" -> Encoder
    route "/r/{table}?index={index}&scanner={scanner}&route={route}&result={result}" -> RouteTable
    route "/k?key={key}&value={value}" -> CodingKeys
    route "/c/{id}/{kind}" -> Codable
    route "/f" -> FlowDefinition
    route "/v" -> Double
    route "/kind/{kind}" -> Kind
    route "/destination" -> Destination
    """

  /// An app named after the associated type its route enum provides (`LandingRoute.Spec`), with
  /// screens named after the protocol and its requirements' types: a `typealias Spec = Spec` once
  /// referred to itself.
  static let specNamedSpec = """
    app Spec {
      scheme "spec"
    }

    phase main {
      root LandingRoute
    }

    screen LandingRoute {
      push Landing
    }
    screen Landing(url: String?)

    route "/l?url={url}" -> Landing

    """

  /// Screens, sheets and covers named like the types generated for the app (`HomeScreen`,
  /// `HomeRoute` in app `Home`) or like types Swift reserves (`Type`, `Any`): a screen becomes a
  /// case, never a type, so the checker accepts them (the twenty-eighth new-users review found
  /// them refused).
  static let specNamedLikeGeneratedTypes = """
    app Home {
      scheme "home"
    }

    event HomeEvent

    phase main {
      default tab rooms "Rooms" icon "r" root HomeScreen
    }

    screen HomeScreen {
      push HomeRoute, HomeTab, HomeDestination, HomePhase, HomeNavigator, HomeLanding, HomeFlow
      push Type
      present HomeSheet, HomeCover, HomePresentation, Any
    }
    screen Type(id: Int?)
    cover Any {
      push HomeTab
    }
    screen HomeRoute(id: Int)
    screen HomeTab
    screen HomeDestination
    screen HomePhase
    screen HomeNavigator
    screen HomeLanding
    screen HomeFlow
    sheet HomeSheet {
      push HomeConditions, HomeRoutes
      on HomeEvent -> dismiss
    }
    screen HomeConditions
    screen HomeRoutes(id: Int)
    cover HomeCover
    sheet HomePresentation

    route "/r/{id}" -> HomeRoute
    route "/s/{id}" -> [HomeSheet, HomeRoutes]
    route "/c" -> HomeCover
    """

  /// Conditions, events, phases, tabs, screens and a sheet named like the members the generated
  /// enums declare (`rawValue`, `id`, `description`, `hashValue`, `hash`, `encode`, `kind`,
  /// `caseShapes`, `caseValues`, `screenCases`) or `none`: a case and an instance member may share
  /// a name, so the checker accepts them, and the generated Swift must build with them.
  static let specNamedLikeMembers = """
    app Members {
      scheme "members"
      restore stacks
    }

    condition none
    condition rawValue
    condition description
    event hash
    event encode
    event hashValue

    phase launch {
      check none ? rawValue : description
    }

    phase rawValue requires none {
      default tab id "I" icon "i" root Kind
      tab none "N" icon "n" root RawValue
      tab description "D" icon "d" root CaseShapes requires rawValue
      on hash -> description
    }

    phase description {
      root None
      present Id
      on encode -> rawValue
      on hashValue -> present Id
    }

    screen Kind { push CaseValues, ScreenCases, HashValue }
    screen RawValue
    screen CaseShapes
    screen None
    screen CaseValues(id: Int)
    screen ScreenCases(kind: String, description: String?)
    screen HashValue requires description
    sheet Id(rawValue: String = "x") {
      on hash -> dismiss
    }

    route "/k/{id}" -> CaseValues
    route "/s/{kind}?d={description}" -> ScreenCases
    route "/n" -> None
    route "/i" -> Id
    """

  @Test(
    arguments: [spec, specNamedSpec, specNamedLikeGeneratedTypes, specNamedLikeMembers],
    GeneratedSwiftBuild.Mode.appModes
  )
  func generatedCodeBuildsWarningFree(_ spec: String, _ mode: GeneratedSwiftBuild.Mode) throws {
    let compiler = Compiler()
    let report = compiler.check(SourceFile(path: "Names.flow", text: spec))
    // `app String` hides Swift's String from the app's own code (FL0117, a warning): generated
    // code spells library types with their module, and must build regardless.
    #expect(report.diagnostics.filter { $0.code != .appHidesLibraryType }.map(\.message) == [])
    let swift = try #require(compiler.generate(report))
    let outcome = try GeneratedSwiftBuild.build([swift], moduleName: "Names", mode: mode)
    #expect(outcome.diagnostics == "")
    #expect(outcome.status == 0)
  }
}
