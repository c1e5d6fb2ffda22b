import FlowSema
import FlowTools
import Foundation
import Testing

@testable import FlowCompiler
@testable import FlowSimulation

/// `expect ... over current` holds exactly when the link opens over where the launch left the user,
/// `resolve` says so, and the probe that `expect` uses agrees with the resolver's navigator on nested
/// and over-current landings.
@Suite struct OverCurrentExpectationTests {
  static let spec = """
    app A { scheme "a" }
    phase main {
      default tab one "One" icon "1.circle" root One
      tab two "Two" icon "2.circle" root Two
    }
    screen One { present Compose }
    screen Two { present Compose }
    sheet Compose { present Camera }
    cover Camera
    route "/compose" -> Compose over current
    route "/camera" -> [Compose, Camera] over current
    route "/two/camera" -> Camera in two as twoCamera

    """

  static func diagnostics(_ expectation: String) -> [String] {
    lines(checked(spec + expectation + "\n"))
  }

  @Test(arguments: [
    #"expect "a://compose" -> Compose over current"#,
    #"expect "a://compose" -> [One, Compose] over current"#,
    #"expect "a://camera" -> [Compose, Camera] over current"#,
    #"expect "a://two/camera" -> [Two, Compose, Camera] in two"#,
  ])
  func heldExpectationIsSilent(_ expectation: String) {
    #expect(Self.diagnostics(expectation) == [])
  }

  @Test(arguments: [
    (
      #"expect "a://compose" -> Compose in one"#,
      [
        "test.flow:13:8 FL0400 'a://compose' lands on One > Compose over current, not Compose in one",
        "  note: route '/compose' matched it",
        "  note: only `over current` differs: the link opens over wherever the user is, and an "
          + "expect holds that only when it says so (`-> Compose in one over current`)",
      ]
    ),
    (
      #"expect "a://two/camera" -> Camera over current"#,
      [
        "test.flow:13:8 FL0400 'a://two/camera' lands on Two > Compose > Camera in two, not Camera over current",
        "  note: route '/two/camera' matched it",
        "  note: only `over current` differs: the link moves the user to its landing's place "
          + "rather than opening over wherever they are",
      ]
    ),
    (
      #"expect "a://camera" -> Camera"#,
      [
        "test.flow:13:8 FL0400 'a://camera' lands on One > Compose > Camera over current, not Camera",
        "  note: route '/camera' matched it",
        "  note: only `over current` differs: the link opens over wherever the user is, and an "
          + "expect holds that only when it says so (`-> Camera over current`)",
      ]
    ),
  ])
  /// Where only `over current` differs, a note says so: the message's whole stack read as a
  /// wrong stack (the seventeenth new-users review).
  func failedExpectationSaysWhereItLands(_ expectation: String, _ expected: [String]) {
    #expect(Self.diagnostics(expectation) == expected)
  }

  /// A link held for a sign-in gets the same note when only `over current` differs once it lands
  /// (nuR: "lands on A > V over current, not V" read as a wrong stack).
  @Test func aHeldLinkThatLandsSaysWhenOnlyOverCurrentDiffers() {
    let spec = """
      app M { scheme "m" }
      condition session
      event signedIn
      phase main {
        default tab a "A" icon "a" root A
        present V, SignIn
      }
      screen A
      cover V requires session else present SignIn
      sheet SignIn { on signedIn -> dismiss }
      route "/v" -> V over current

      """
    let held = #"expect "m://v" when !session -> held, then session, signedIn -> "#
    #expect(lines(checked(spec + held + "V over current\n")) == [])
    #expect(
      lines(checked(spec + held + "V\n")) == [
        "test.flow:12:8 FL0400 after session holds, then signedIn is sent, 'm://v' lands on "
          + "A > V over current, not V",
        "  note: route '/v' matched it",
        "  note: only `over current` differs: the link opens over wherever the user is, and an "
          + "expect holds that only when it says so (`-> V over current`)",
      ])
  }

  @MainActor @Test func resolveSaysOverCurrentAndListsEveryPresentation() throws {
    let model = try #require(checked(Self.spec).files[0].model)
    let resolutions = ["a://camera", "a://two/camera"].map { Resolver(model: model).resolve($0) }
    #expect(
      ResolutionRenderer.text(resolutions) == """
        a://camera
          route:  /camera
          lands:  main / one (over current)
          stack:  One
          sheet:  Compose
          cover:  Camera
        a://two/camera
          route:  /two/camera
          lands:  main / two
          stack:  Two
          sheet:  Compose
          cover:  Camera

        """)
    #expect(
      ResolutionRenderer.json(Array(resolutions.prefix(1))) == """
        [
          {
            "url": "a://camera",
            "conditions": {},
            "match": true,
            "route": "/camera",
            "params": {},
            "outcome": "lands",
            "phase": "main",
            "tab": "one",
            "stack": [],
            "presentation": {
              "kind": "sheet",
              "screen": "Compose",
              "stack": []
            },
            "nestedPresentations": [
              {
                "kind": "cover",
                "screen": "Camera",
                "stack": []
              }
            ],
            "overCurrent": true
          }
        ]

        """)
  }

  @MainActor @Test func probeAgreesWithTheResolverOnCompose() throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("Specs/Compose/Compose.flow"), encoding: .utf8)
    let model = try #require(checked(text).files[0].model)
    let probe = LinkProbe(model: model)
    let resolver = Resolver(model: model)
    for url in model.expectations.map(\.url) + ["compose://help?topic=a", "compose://search"] {
      let resolution = resolver.resolve(url)
      switch probe.open(url) {
      case .noMatch(let reason):
        #expect(resolution.outcome == .noMatch(reason: reason), "\(url)")
      case .landed(let landing):
        #expect(resolution.route == landing.route, "\(url)")
        let shown = try #require(resolution.landed, "\(url)")
        #expect(shown.phase == landing.phase, "\(url)")
        #expect(shown.tab == landing.tab, "\(url)")
        #expect(shown.overCurrent == landing.overCurrent, "\(url)")
        #expect(shown.screens == landing.screens, "\(url)")
        let presented =
          ([shown.presentation].compactMap { $0 } + shown.nestedPresentations)
          .flatMap { [$0.screen] + $0.stack }
        #expect(
          shown.stack + presented == landing.screens.dropFirst().map(\.description), "\(url)")
      }
    }
  }
}
