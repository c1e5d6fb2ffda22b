import FlowSyntax
import Testing

/// One test per construct of docs/Language.md, checking the tree the parser builds.
@Suite struct DeclarationParseTests {
  @Test func appSettings() throws {
    let result = parse(
      """
      /// The app.
      app Archon {
        scheme "archon"; scheme "archon-dev"
        host "archon.app"
        restore stacks
        stack push
        presentation keep
      }
      """)
    #expect(result.diagnostics.isEmpty)
    guard case .app(let app) = try #require(result.file.declarations.first) else {
      Issue.record("expected an app")
      return
    }
    #expect(app.name.text == "Archon")
    #expect(app.docs?.lines == ["The app."])
    let settings = app.settings.map { setting -> String in
      switch setting.kind {
      case .scheme(let value): "scheme=\(value.value)"
      case .host(let value): "host=\(value.value)"
      case .restore(let value): "restore=\(value.text)"
      case .stack(let value): "stack=\(value.text)"
      case .presentation(let value): "presentation=\(value.text)"
      }
    }
    #expect(
      settings == [
        "scheme=archon", "scheme=archon-dev", "host=archon.app", "restore=stacks", "stack=push",
        "presentation=keep",
      ])
  }

  @Test func conditionAndEvent() {
    let result = parse("condition session\n/// Tapped.\nevent getStarted")
    #expect(result.diagnostics.isEmpty)
    guard case .condition(let condition) = result.file.declarations[0],
      case .event(let event) = result.file.declarations[1]
    else {
      Issue.record("wrong declarations")
      return
    }
    #expect(condition.name.text == "session")
    #expect(event.name.text == "getStarted")
    #expect(event.docs?.lines == ["Tapped."])
  }

  @Test func checkPhase() {
    let result = parse("phase launch {\n  check session ? main : onboarding\n}")
    #expect(result.diagnostics.isEmpty)
    guard case .phase(let phase) = result.file.declarations[0],
      case .check(let check) = phase.items[0]
    else {
      Issue.record("expected a check phase")
      return
    }
    #expect(
      [check.condition.text, check.then.text, check.otherwise?.text] == [
        "session", "main", "onboarding",
      ])
  }

  @Test func phaseWithTabsHandlersAndPresentations() {
    let result = parse(
      """
      phase main requires session, paid {
        /// Builder.
        default tab builder "Builder" icon "house.fill" root BuilderHome
        tab settings "Settings" icon "gearshape.fill" root SettingsHome requires admin
        on signedOut -> onboarding
        on signedIn -> main animated
        on help -> present Help
        on close -> dismiss
        present Help, Feedback
      }
      """)
    #expect(result.diagnostics.isEmpty)
    guard case .phase(let phase) = result.file.declarations[0] else {
      Issue.record("expected a phase")
      return
    }
    #expect(phase.requires.map(\.text) == ["session", "paid"])
    var described: [String] = []
    for item in phase.items {
      switch item {
      case .tab(let tab):
        described.append(
          "tab \(tab.name.text) \(tab.title.value) \(tab.icon.value) \(tab.root.text) default=\(tab.isDefault) "
            + "requires=\(tab.requires.map(\.text)) docs=\(tab.docs?.lines ?? [])")
      case .handler(let handler):
        switch handler.action {
        case .goTo(let target, let animated):
          described.append("on \(handler.event.text) go \(target.text) \(animated)")
        case .present(let target):
          described.append("on \(handler.event.text) present \(target.text)")
        case .dismiss: described.append("on \(handler.event.text) dismiss")
        }
      case .present(let names, _): described.append("present \(names.map(\.text))")
      case .check, .root: described.append("other")
      }
    }
    #expect(
      described == [
        "tab builder Builder house.fill BuilderHome default=true requires=[] docs=[\"Builder.\"]",
        "tab settings Settings gearshape.fill SettingsHome default=false requires=[\"admin\"] docs=[]",
        "on signedOut go onboarding false",
        "on signedIn go main true",
        "on help present Help",
        "on close dismiss",
        "present [\"Help\", \"Feedback\"]",
      ])
  }

  /// Keywords are contextual: a parameter named after a declaration keyword is a parameter at the
  /// start of a line too, where a documented parameter must stand (a random-spec review found
  /// `route: Int` refused there as a route declaration, so such a parameter had no doc comment).
  @Test func parametersNamedAfterDeclarationKeywordsStartTheirLines() {
    let keywords = ["app", "condition", "event", "phase", "screen", "sheet", "cover", "route"]
    let result = parse(
      "screen X(\n"
        + keywords.map { "  /// The \($0).\n  \($0): Int = 1,\n" }.joined() + "  expect: Bool\n)")
    #expect(result.diagnostics.isEmpty)
    guard case .screen(let screen) = result.file.declarations.first else {
      Issue.record("expected a screen")
      return
    }
    #expect(screen.parameters.map(\.name.text) == keywords + ["expect"])
    #expect(
      screen.parameters.map { $0.docs?.lines ?? [] } == keywords.map { ["The \($0)."] } + [[]])
  }

  /// A name missing after a ',' says so (it said "after '('" for every parameter).
  @Test func aMissingParameterNameSaysWhatItFollows() {
    #expect(
      diagnosticLines("screen X(a: Int, = 1)")
        == ["1:18: FL0010 expected a parameter name or ')' after ',', found '='"])
  }

  @Test func screenWithParameters() {
    let result = parse(
      """
      screen CodeBrowser(
        /// The project.
        projectId: Int,
        path: String = "",
        line: Int? = nil,
        ratio: Double = -1.5,
        wrap: Bool = true,
        id: UUID?,
      ) requires session {
        push Other, Another
        present Preview
      }
      """)
    #expect(result.diagnostics.isEmpty)
    guard case .screen(let screen) = result.file.declarations[0] else {
      Issue.record("expected a screen")
      return
    }
    #expect(screen.kind == .screen)
    #expect(screen.requires.map(\.text) == ["session"])
    let parameters = screen.parameters.map { parameter in
      "\(parameter.name.text): \(parameter.type.name.text)\(parameter.type.isOptional ? "?" : "")"
        + (parameter.defaultValue.map { " = \($0.value)" } ?? "")
    }
    #expect(
      parameters == [
        "projectId: Int", "path: String = string(\"\")", "line: Int? = null",
        "ratio: Double = float(-1.5)",
        "wrap: Bool = bool(true)", "id: UUID?",
      ])
    #expect(screen.parameters[0].docs?.lines == ["The project."])
    guard case .push(let pushed, _) = screen.items[0],
      case .present(let presented, _) = screen.items[1]
    else {
      Issue.record("expected push and present")
      return
    }
    #expect(pushed.map(\.text) == ["Other", "Another"])
    #expect(presented.map(\.text) == ["Preview"])
  }

  @Test func sheetAndCoverKinds() {
    let result = parse(
      "sheet SignIn { push CreateAccount }\ncover Preview(id: Int) { on close -> dismiss }")
    #expect(result.diagnostics.isEmpty)
    let kinds = result.file.declarations.compactMap { declaration -> ScreenDeclaration.Kind? in
      if case .screen(let screen) = declaration { return screen.kind }
      return nil
    }
    #expect(kinds == [.sheet, .cover])
  }

  @Test func routeWithDerivedLanding() {
    let result = parse(#"route "/projects/{id}" -> ProjectDetail"#)
    #expect(result.diagnostics.isEmpty)
    guard case .route(let route) = result.file.declarations[0] else {
      Issue.record("expected a route")
      return
    }
    #expect(route.landing.steps.map(\.name.text) == ["ProjectDetail"])
    #expect(route.landing.isExplicitPath == false)
    #expect(route.pattern?.placeholderNames.map(\.text) == ["id"])
  }

  @Test func routeWithCaseName() {
    let result = parse(
      #"route "/p/{id}" -> ProjectDetail in projects as projectShortLink stack push"#)
    #expect(result.diagnostics.isEmpty)
    guard case .route(let route) = result.file.declarations[0] else {
      Issue.record("expected a route")
      return
    }
    #expect(route.landing.tab?.text == "projects")
    #expect(route.caseName?.text == "projectShortLink")
    #expect(route.options.map { "\($0.keyword.text) \($0.value.text)" } == ["stack push"])
  }

  @Test func routeWithoutCaseNameHasNone() {
    guard case .route(let route) = parse(#"route "/p/{id}" -> ProjectDetail"#).file.declarations[0]
    else {
      Issue.record("expected a route")
      return
    }
    #expect(route.caseName == nil)
  }

  @Test func routeCaseNameMissingAfterAs() {
    #expect(
      diagnosticLines(
        """
        route "/p/{id}" -> ProjectDetail as
        screen ProjectDetail
        """) == ["1:36: FL0010 expected a Swift case name after 'as', found 'screen'"])
  }

  @Test func routeWithExplicitPathTabAndOptions() {
    let result = parse(
      #"route "/p/{projectId}/code/{path...}?line={line: Int}" -> [ProjectDetail(id: projectId), CodeBrowser(mode: "raw", wrap: false)] in projects stack push presentation keep"#
    )
    #expect(result.diagnostics.isEmpty)
    guard case .route(let route) = result.file.declarations[0] else {
      Issue.record("expected a route")
      return
    }
    #expect(route.landing.isExplicitPath)
    #expect(route.landing.tab?.text == "projects")
    #expect(route.landing.steps.map(\.name.text) == ["ProjectDetail", "CodeBrowser"])
    let arguments = route.landing.steps.flatMap(\.arguments).map { argument -> String in
      switch argument.value {
      case .placeholder(let name): "\(argument.label.text)=$\(name.text)"
      case .literal(let literal): "\(argument.label.text)=\(literal.value)"
      }
    }
    #expect(arguments == ["id=$projectId", "mode=string(\"raw\")", "wrap=bool(false)"])
    #expect(
      route.options.map { "\($0.keyword.text) \($0.value.text)" } == [
        "stack push", "presentation keep",
      ])
  }

  @Test func expectations() {
    let result = parse(
      #"expect "archon://projects/42" -> ProjectDetail(id: 42)"# + "\n"
        + #"expect "archon://projects/abc" -> nothing"#)
    #expect(result.diagnostics.isEmpty)
    guard case .expect(let lands) = result.file.declarations[0],
      case .expect(let nothing) = result.file.declarations[1]
    else {
      Issue.record("expected two expectations")
      return
    }
    guard case .lands(let landing) = lands.outcome, case .nothing = nothing.outcome else {
      Issue.record("wrong outcomes")
      return
    }
    #expect(landing.steps[0].arguments.count == 1)
    #expect(lands.url.value == "archon://projects/42")
  }

  @Test func expectationsWithConditionsAndAFollowUp() {
    let result = parse(
      #"expect "a://o/1" when !session, ?check, premium -> held, then session, check -> [O, D(id: 1)] in t"#
        + "\n" + #"expect "a://o/1" when !session -> held"# + "\n"
        + #"expect "a://o/1" when premium -> D(id: 1)"#)
    #expect(result.diagnostics.isEmpty)
    guard result.file.declarations.count == 3,
      case .expect(let followed) = result.file.declarations[0],
      case .expect(let held) = result.file.declarations[1],
      case .expect(let lands) = result.file.declarations[2],
      case .held(_, let followUps) = followed.outcome, let followUp = followUps.first,
      followUps.count == 1, case .held(_, let none) = held.outcome, none.isEmpty,
      case .lands(let landing) = lands.outcome
    else {
      Issue.record("expected a followed-up held link, a held link and a landing")
      return
    }
    #expect(followed.conditions.map(\.text) == ["!session", "?check", "premium"])
    #expect(followed.conditions.map(\.value) == [.fails, .unknown, .holds])
    #expect(followUp.steps.map(\.text) == ["session", "check"])
    #expect(followUp.landing?.steps.map(\.name.text) == ["O", "D"])
    #expect(followUp.landing?.tab?.text == "t")
    #expect(held.conditions.map(\.text) == ["!session"])
    #expect(lands.conditions.map(\.text) == ["premium"])
    #expect(landing.steps.map(\.name.text) == ["D"])
  }

  @Test func followUpStepsAreConditionsAndEventsAndItsOutcomeMayBeHeldOrDropped() {
    let result = parse(
      #"expect "a://o/1" when !session -> held, then !onboarded, next, session, signedIn -> held"#
        + "\n" + #"expect "a://o/1" when !session -> held, then back -> dropped"#)
    #expect(result.diagnostics.isEmpty)
    guard result.file.declarations.count == 2,
      case .expect(let stillHeld) = result.file.declarations[0],
      case .expect(let dropped) = result.file.declarations[1],
      case .held(_, let heldFollowUps) = stillHeld.outcome, let heldFollowUp = heldFollowUps.first,
      case .held(_, let droppedFollowUps) = dropped.outcome,
      let droppedFollowUp = droppedFollowUps.first,
      case .held = heldFollowUp.outcome, case .dropped = droppedFollowUp.outcome
    else {
      Issue.record("expected a follow-up that stays held and one that is dropped")
      return
    }
    #expect(
      heldFollowUp.steps.map(\.text) == ["!onboarded", "next", "session", "signedIn"])
    #expect(heldFollowUp.landing == nil)
    #expect(droppedFollowUp.steps.map(\.text) == ["back"])
  }

  @Test func commentsAreKeptAndNested() {
    let result = parse("// one\n/* two /* nested */ still */\ncondition c // three")
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.file.comments.map(\.text) == ["// one", "/* two /* nested */ still */", "// three"])
  }

  @Test func hyphenatedIdentifiersAndArrow() {
    let result = parse("phase a-b {\n  on go->c-d\n  root X\n}")
    #expect(result.diagnostics.isEmpty)
    guard case .phase(let phase) = result.file.declarations[0],
      case .handler(let handler) = phase.items[0],
      case .goTo(let target, _) = handler.action
    else {
      Issue.record("expected a handler")
      return
    }
    #expect(phase.name.text == "a-b")
    #expect(handler.event.text == "go")
    #expect(target.text == "c-d")
  }

  @Test func stringEscapes() {
    let result = parse(#"app A { scheme "a\"b\\c\n\t\u{1F600}" }"#)
    #expect(result.diagnostics.isEmpty)
    guard case .app(let app) = result.file.declarations[0],
      case .scheme(let value) = app.settings[0].kind
    else {
      Issue.record("expected a scheme")
      return
    }
    #expect(value.value == "a\"b\\c\n\t😀")
    #expect(value.hasEscapes)
    // Value bytes map back to where they are written: `b` (value byte 2) is after `\"`; any byte
    // of the emoji's four covers its whole escape; the end of the value is before the quote.
    let source = SourceFile(path: "t.flow", text: #"app A { scheme "a\"b\\c\n\t\u{1F600}" }"#)
    let text = { source.text(in: value.range(ofValueBytes: $0, length: $1)) }
    #expect(text(2, 1) == "b")
    #expect(text(1, 3) == #"\"b\\"#)
    #expect(text(8, 1) == #"\u{1F600}"#)
    #expect(text(6, 4) == #"\t\u{1F600}"#)
    #expect(text(11, 0).isEmpty)
    #expect(value.range(ofValueBytes: 11, length: 0).start == value.range.end - 1)
  }
}
