import Testing

/// Names, kinds, duplicates and Swift identifiers: each spec with the exact diagnostics the checker reports.
private let nameCheckCases: [SpecCase] = [
  SpecCase(
    "unknown-names",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Detial }
    screen Detail
    """,
    [
      "3:20 FL0100 unknown screen 'Detial'; did you mean 'Detail'?"
    ]),
  SpecCase(
    "unknown-condition-event",
    """
    app A { scheme "a" }
    condition session
    event signedIn
    phase main requires sesion { root Home
      on signedOut -> main }
    screen Home
    """,
    [
      "4:21 FL0100 unknown condition 'sesion'; did you mean 'session'?",
      "5:6 FL0100 unknown event 'signedOut'; did you mean 'signedIn'?",
    ]),
  SpecCase(
    "wrong-kinds",
    """
    app A { scheme "a" }
    phase main { root Login
      on go -> Home }
    event go
    screen Home { push Login
      present Other }
    sheet Login
    screen Other
    """,
    [
      "2:19 FL0108 'Login' is a sheet, but `root` needs a screen",
      "3:12 FL0108 'Home' is a screen, but `on ... ->` needs a phase",
      "5:20 FL0108 'Login' is a sheet, but `push` needs a screen",
      "6:11 FL0108 'Other' is a screen, but `present` needs a sheet or cover",
    ]),
  SpecCase(
    "duplicates",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home
    sheet Home
    """,
    [
      "4:7 FL0101 'Home' is already declared as a screen"
    ]),
  SpecCase(
    "no-app",
    """
    phase main { root Home }
    screen Home
    """,
    [
      "1:1 FL0104 the spec has no `app` declaration"
    ]),
  SpecCase(
    "two-apps",
    """
    app A { scheme "a" }
    app B { scheme "b" }
    phase main { root Home }
    screen Home
    """,
    [
      "2:5 FL0104 a spec declares exactly one `app`"
    ]),
  SpecCase(
    "keywords",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Class, Detail }
    screen Class
    screen Detail(default: Int = 0, self: Int = 0)
    """,
    [
      "4:8 FL0102 screen 'Class' becomes 'class' in Swift, which is a Swift keyword",
      "5:15 FL0102 parameter 'default' is a Swift keyword, which the generated Swift cannot use as a name",
      "5:33 FL0102 parameter 'self' is a Swift keyword, which the generated Swift cannot use as a name",
    ]),
  // An event or condition Swift cannot name is not also unused, whose help would say to write its
  // name again (`on default -> ...`: nuS).
  SpecCase(
    "keyword event and condition",
    """
    app A { scheme "a" }
    event default
    condition self
    phase main { root Home }
    screen Home
    """,
    [
      "2:7 FL0102 event 'default' is a Swift keyword, which the generated Swift cannot use as a name",
      "3:11 FL0102 condition 'self' is a Swift keyword, which the generated Swift cannot use as a name",
    ]),
  // `Type` is no keyword but names a metatype (`X.Type`): a new-users review was told otherwise.
  // As a parameter it is an argument label, which Swift accepts.
  SpecCase(
    "metatype",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Detail }
    screen Detail(Type: Int = 0)
    route "/d" -> Detail as Type
    """,
    [
      "5:25 FL0102 route case name 'Type' is the member Swift names a type's metatype with "
        + "(`X.Type`)"
    ]),
  // `await` made `case .item(let await): return .item(await: await)`, which does not parse; of
  // Swift 6.3's other contextual keywords (`async`, `some`, `any`, `consume`, `copy`, `each`,
  // `borrowing`, `consuming`, `discard`, `macro`, `package`, `isolated`, `nonisolated`,
  // `sending`, `unsafe`, ...) none broke generated code as a parameter, screen, route, event,
  // condition, phase or tab name.
  SpecCase(
    "await",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item, Await }
    screen Item(await: Int)
    screen Await
    route "/item/{await}" -> Item as await
    """,
    [
      "4:13 FL0102 parameter 'await' is a Swift keyword, which the generated Swift cannot use as a name",
      "5:8 FL0102 screen 'Await' becomes 'await' in Swift, which is a Swift keyword",
      "6:34 FL0102 route case name 'await' is a Swift keyword",
    ]),
  // A sheet named `Type` becomes the case `type`, which is legal: a screen, sheet or cover names
  // no type of its own (the twenty-eighth new-users review found it refused for one).
  SpecCase(
    "sheet-type-name",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { present Type }
    sheet Type(id: Int = 0)
    """,
    []),
  SpecCase(
    "collisions",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Foo-Bar, Foo_Bar, projectDetail, ProjectDetail, ATab }
    screen Foo-Bar
    screen Foo_Bar
    screen projectDetail
    screen ProjectDetail
    screen ATab
    """,
    [
      "5:8 FL0103 screen 'Foo_Bar' and screen 'Foo-Bar' both become 'foo_Bar' in Swift",
      "7:8 FL0103 screen 'ProjectDetail' and screen 'projectDetail' both become 'projectDetail' in Swift",
    ]),
  // `CaseIterable` gives the enums of conditions, events, phases, tabs and destinations a static
  // `allCases`; a case of that name made generated code fail to compile although the check passed.
  SpecCase(
    "case-list-name",
    """
    app A { scheme "a" }
    condition allCases
    event allCases
    phase main {
      default tab allCases "A" icon "a" root AllCases
      on allCases -> allCases
    }
    phase allCases requires allCases { root Other }
    screen AllCases
    screen Other
    """,
    [
      "2:11 FL0102 condition 'allCases' becomes the case 'allCases', the name of the list of every case its generated enum already has",
      "3:7 FL0102 event 'allCases' becomes the case 'allCases', the name of the list of every case its generated enum already has",
      "3:7 FL0118 event 'allCases' has the name of condition 'allCases': an expect's or `flowc resolve --then`'s step 'allCases' means the condition, so none of them can send the event",
      "5:15 FL0102 tab 'allCases' becomes the case 'allCases', the name of the list of every case its generated enum already has",
      "8:7 FL0102 phase 'allCases' becomes the case 'allCases', the name of the list of every case its generated enum already has",
      "9:8 FL0102 screen 'AllCases' becomes the case 'allCases', the name of the list of every case its generated enum already has",
    ]),
  // `StackID.root` is the stack above a phase's root: a tab case `root` made the generated setter
  // of a `root` phase's stack (`setPath(_:for: .root)`) ambiguous although the check passed. Other
  // kinds named `root` are in other enums, never passed where a stack is.
  SpecCase(
    "tab-named-root",
    """
    app A { scheme "a" }
    condition root
    event go
    phase welcome {
      root Welcome
      on go -> root
    }
    phase root requires root {
      default tab root "Root" icon "house" root Root
    }
    screen Welcome { push Page }
    screen Page
    screen Root
    """,
    [
      "9:15 FL0102 tab 'root' becomes the case 'root', which is also the stack above a phase's root (StackID.root), so 'setPath(_:for: .root)' could not tell them apart"
    ]),
]

/// Generated code spells library types `Swift.String`, `Foundation.URL`, `FlowRuntime.Navigator`; an
/// app type of one of these names would hide the module in the whole app target.
private let appModuleNameCases: [SpecCase] = ["Swift", "Foundation", "FlowRuntime", "swift"].map {
  let typeName = $0.prefix(1).uppercased() + $0.dropFirst()
  return SpecCase(
    "app-named-\($0)",
    """
    app \($0) { scheme "a" }
    phase main { root Home }
    screen Home
    """,
    [
      "1:5 FL0103 app '\($0)' becomes the type '\(typeName)', which hides the \(typeName) module "
        + "that generated code names its types with"
    ])
}

/// A route's `as` name is a case of the route enum, whose generated members spell
/// `Swift.DecodingError` and `FlowRuntime.RouteTable`: inside the enum, the case would hide the
/// module (a review found all three accepted, and none compiled).
private let routeModuleNameCases: [SpecCase] = ["Swift", "Foundation", "FlowRuntime"].map {
  SpecCase(
    "route-named-\($0)",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home
    route "/home" -> Home as \($0)
    """,
    [
      "4:26 FL0103 route case name '\($0)' hides the \($0) module inside the generated route enum, "
        + "which names its types with it"
    ])
}

/// Every generated file declares a private `_FlowKitVersionCheck`; an app type of that name made it
/// ambiguous.
private let versionCheckNameCase = SpecCase(
  "app-named-version-check",
  """
  app _FlowKitVersionCheck { scheme "a" }
  phase main { root Home }
  screen Home
  """,
  [
    "1:5 FL0103 app '_FlowKitVersionCheck' becomes the type '_FlowKitVersionCheck', which every "
      + "generated file declares to check the FlowRuntime version"
  ])

@Test(
  arguments: nameCheckCases + appModuleNameCases + routeModuleNameCases + [versionCheckNameCase])
func nameCheckDiagnostics(_ spec: SpecCase) {
  #expect(rendered(spec.source) == spec.expected)
}

/// A file of routes with no `app` and no phase is a spec split across files, which one spec cannot
/// be: the help says so, and that is its one error, not one per name the other file declares
/// (the fifth new-users review); a file that has a phase is told only to add the app.
@Test func aSpecSplitAcrossFilesIsToldOneSpecIsOneFile() {
  let diagnostics = check(
    """
    route "/articles/{slug}" -> Article in home
    screen Saved { push Article }
    """
  ).0.diagnostics
  #expect(diagnostics.map(\.code) == [.appDeclarationCount])
  let routesOnly = diagnostics.first
  #expect(
    routesOnly?.help
      == "each .flow file is a whole spec, its app with its phases, screens and routes, and one "
      + "spec cannot span several files: move these declarations into the file that declares the "
      + "app, or add `app Name { scheme \"name\" }` here")
  let noApp = check("phase main { root Home }\nscreen Home").0.diagnostics.first {
    $0.code == .appDeclarationCount
  }
  #expect(noApp?.help == "add `app Name { scheme \"name\" }`")
}

/// The opposite of a declared condition is no typo of it: "did you mean 'online'?" for `offline`
/// sent the reader to the negation of what they meant (the twenty-eighth new-users review). The
/// help says how to have the opposite: a condition of its own, or, in a check, swapped branches.
@Test func theOppositeOfAConditionIsNotSuggestedForIt() {
  let spec = """
    app A { scheme "a" }
    condition online
    phase launch { check offline ? main : main }
    phase main { root Home }
    screen Home { push Trip }
    screen Trip requires offline

    """
  let diagnostics = check(spec).0.diagnostics.filter { $0.code == .unknownName }
  #expect(
    diagnostics.map(\.message) == [
      "unknown condition 'offline'", "unknown condition 'offline'",
    ])
  #expect(diagnostics.allSatisfy { $0.fixIt == nil })
  #expect(
    diagnostics.map(\.help) == [
      "'offline' reads as the opposite of 'online': check 'online' with the branches swapped, or "
        + "declare `condition offline`, which the app keeps as the opposite of 'online'",
      "'offline' reads as the opposite of 'online', and a guard cannot negate: declare "
        + "`condition offline`, which the app keeps as the opposite of 'online'",
    ])
}
