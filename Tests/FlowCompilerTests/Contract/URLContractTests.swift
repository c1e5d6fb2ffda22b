import FlowCompiler
import FlowTools
import Testing

/// `Compiler.diff`: every kind of break and compatible change, with its exact diagnostic.
@Suite struct URLContractTests {
  /// A small app; `routes` are its routes (from line 14) and `item` Item's parameters.
  static func spec(
    _ routes: String, item: String = "id: Int", app: String = #"scheme "a"\#n  host "a.example""#
  ) -> String {
    """
    app A {
      \(app)
    }
    phase main {
      default tab home "Home" icon "house" root Home
      tab more "More" icon "ellipsis" root More
    }
    screen Home { push Item, Other }
    screen More { push List }
    screen List { push Item }
    screen Item(\(item))
    screen Other(id: Int) { push Item }
    \(routes)

    """
  }

  /// A screen respelled as the same Swift case (`Other-Item` to `Other_Item`) is the same screen
  /// to the app: its route still pairs with its successor (FL0501, not FL0500 plus a new case),
  /// its links land where they did, and a change of kind is still said (the review of the saved-
  /// state change: pairing by name called the route removed and its case new).
  @Test func aScreenRespelledAsTheSameSwiftCaseIsTheSameScreen() {
    let respell = { (text: String, name: String) in
      text.replacingOccurrences(of: "Other", with: name)
    }
    let old = respell(Self.spec(#"route "/others/{id}" -> Other"#), "Other-Item")
    #expect(
      lines(diffed(old, respell(Self.spec(#"route "/others/{id}" -> Other"#), "Other_Item"))) == [])
    #expect(
      lines(diffed(old, respell(Self.spec(#"route "/other/{id}" -> Other"#), "Other_Item"))) == [
        "new:14:7 FL0501 'a://others/42' no longer matches: route '/others/{id}' is now "
          + "'/other/{id}' ('others' became 'other')"
      ])
  }

  /// A String placeholder turned into a catch-all breaks the links whose value has a `/` at an
  /// edge or two in a row, which the old builder wrote and the catch-all refuses; the message
  /// names one (the tools round: `flowc diff` said only that the route accepts more).
  @Test func aStringPlaceholderBecomingACatchAllBreaksValuesWithEdgeSlashes() {
    let old = Self.spec(#"route "/f/{id}" -> Item"#, item: "id: String")
    let new = Self.spec(#"route "/f/{id...}" -> Item"#, item: "id: String")
    let expected: [String] = [
      "new:14:7 FL0501 'a://f/a%2F' no longer matches: route '/f/{id}' is now '/f/{id...}' "
        + "('{id}' read a value with a '/' at its start or end or two in a row whole, and the "
        + "catch-all '{id...}' refuses it: none of its parts may be empty)"
    ]
    #expect(lines(diffed(old, new)) == expected)
    // An Int placeholder never held a `/`: the catch-all only accepts more.
    let fromInt = Self.spec(#"route "/f/{id...}" -> Item"#, item: "id: String")
    #expect(
      lines(diffed(Self.spec(#"route "/f/{id}" -> Item"#), fromInt)).contains {
        $0.contains("FL0512 route '/f/{id...}' accepts more URLs")
      })
  }

  /// A route's first segment lowered breaks only universal links: custom-scheme links, whose host
  /// it is, match it as written and then lowered (the tools round: `diff` named
  /// 'a://Projects/42', which still opens, and failed an app without a host).
  @Test func aLoweredHostSegmentBreaksOnlyUniversalLinks() {
    func routes(_ first: String) -> String {
      "route \"/\(first)/{id}\" -> Item\nroute \"/more\" -> More\nroute \"/home/other/{id}\" -> Other"
    }
    let customOnly = #"scheme "a""#
    #expect(
      lines(
        diffed(
          Self.spec(routes("Items"), app: customOnly), Self.spec(routes("items"), app: customOnly)))
        == [])
    let expected: [String] = [
      "new:14:7 FL0501 'https://a.example/Items/42' no longer matches: route '/Items/{id}' is now "
        + "'/items/{id}' ('Items' became 'items': universal links compare the path exactly; "
        + "custom-scheme links, whose host it is, still open)"
    ]
    #expect(lines(diffed(Self.spec(routes("Items")), Self.spec(routes("items")))) == expected)
    // Lowered, and a String placeholder after it made a catch-all: the catch-all still breaks
    // custom-scheme links (the review: the lowered literal hid it).
    let catchAllAfter: [String] = [
      "new:13:7 FL0501 'a://Items/a%2F' no longer matches: route '/Items/{id}' is now "
        + "'/items/{id...}' ('{id}' read a value with a '/' at its start or end or two in a row "
        + "whole, and the catch-all '{id...}' refuses it: none of its parts may be empty)"
    ]
    #expect(
      lines(
        diffed(
          Self.spec(#"route "/Items/{id}" -> Item"#, item: "id: String", app: customOnly),
          Self.spec(#"route "/items/{id...}" -> Item"#, item: "id: String", app: customOnly)))
        == catchAllAfter)
    // Raised rather than lowered, custom-scheme links break too, and the message names one.
    #expect(
      lines(
        diffed(
          Self.spec(routes("items"), app: customOnly), Self.spec(routes("Items"), app: customOnly)))
        == [
          "new:13:7 FL0501 'a://items/42' no longer matches: route '/items/{id}' is now "
            + "'/Items/{id}' ('items' became 'Items')"
        ])
  }

  /// A removed catch-all route whose fixed example a more specific route takes is named by a link
  /// that reached it, its catch-all empty (the tools round: FL0500 named no link, and said nothing
  /// else matches links another route now takes).
  @Test func aRemovedCatchAllRouteIsNamedByALinkThatReachedIt() {
    let old = """
      app A { scheme "a" }
      phase m { root H }
      screen H { push P, S }
      screen P(path: String)
      screen S(s: String, path: String)
      route "/f0/{path...}" -> P
      route "/f0/{s}/{path...}" -> S

      """
    let new = old.replacingOccurrences(of: "route \"/f0/{path...}\" -> P\n", with: "")
    #expect(
      lines(diffed(old, new)) == [
        "old:6:7 FL0500 'a://f0' no longer matches: route '/f0/{path...}' was removed",
        "  note: its Swift case 'ARoute.p' was removed too",
      ])
  }

  /// The example a message names reached the route in the old spec, for universal links too; and
  /// a route that goes on keeps the fixed example, so a new route taking its links is said as
  /// such (the second review: `https://x.com/F0/a/b`, which another route takes, was named, and a
  /// captured link read as a changed landing).
  @Test func theLinkNamedIsOneThatReachedTheRoute() {
    let old = """
      app A { scheme "a"  host "x.com" }
      phase m { root H }
      screen H { push P, S }
      screen P(path: String)
      screen S(s: String, path: String)
      route "/F0/{path...}" -> P
      route "/F0/{s}/{path...}" -> S

      """
    let lowered = old.replacingOccurrences(of: "\"/F0/{path...}\"", with: "\"/f0/{path...}\"")
    #expect(
      lines(diffed(old, lowered)) == [
        "new:6:7 FL0501 'https://x.com/F0' no longer matches: route '/F0/{path...}' is now "
          + "'/f0/{path...}' ('F0' became 'f0': universal links compare the path exactly; "
          + "custom-scheme links, whose host it is, still open)"
      ])
    let lowerOld = old.replacingOccurrences(of: "/F0", with: "/f0")
    let captured = lowerOld + "route \"/f0\" -> H\n"
    #expect(
      lines(diffed(lowerOld, captured)).first
        == "new:8:7 FL0508 'a://f0' now lands on H in m, not H > P(path: \"\") in m: new route "
        + "'/f0' takes it from route '/f0/{path...}'")
  }

  /// A new `over current` route opens over whatever tab the user is in: the note says so rather
  /// than name the tab the launch leaves them in (a new-users review read "in home" of a player).
  @Test func aNewOverCurrentRouteSaysItOpensOverCurrent() {
    let old = """
      app A {
        scheme "a"
      }
      phase main {
        default tab home "Home" icon "house" root Home
        tab more "More" icon "ellipsis" root More
        present Player
      }
      screen Home
      screen More
      cover Player(id: Int)

      """
    let new = old + #"route "/play/{id}" -> Player over current"# + "\n"
    #expect(
      lines(diffed(old, new)) == [
        "new:12:7 FL0510 new route '/play/{id}' adds the Swift case 'ARoute.player': links such as "
          + "'a://play/42' land on Home > Player(id: 42) over current"
      ])
  }

  static let old = spec(
    """
    route "/items/{id}" -> Item
    route "/more" -> More
    route "/home/other/{id}" -> Other
    """)

  /// The route lines of `old` changed one at a time.
  @Test(arguments: [
    (
      "removed route",
      spec(#"route "/more" -> More"# + "\n" + #"route "/home/other/{id}" -> Other"#),
      [
        "old:14:7 FL0500 'a://items/42' no longer matches: route '/items/{id}' was removed",
        "  note: its Swift case 'ARoute.item' was removed too",
      ]
    ),
    (
      "changed literal",
      spec(
        #"route "/item/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#),
      [
        "new:14:7 FL0501 'a://items/42' no longer matches: route '/items/{id}' is now '/item/{id}' ('items' became 'item')"
      ]
    ),
    // One segment put in or taken out before the end is said as such, not as the first segment
    // that differs position by position ("'items' became 'shop'": the fifth new-users review).
    (
      "inserted segment",
      spec(
        #"route "/shop/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#),
      [
        "new:14:7 FL0501 'a://items/42' no longer matches: route '/items/{id}' is now '/shop/items/{id}' ('shop' was inserted before 'items')"
      ]
    ),
    (
      "removed segment",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/other/{id}" -> Other"#),
      [
        "new:16:7 FL0501 'a://home/other/42' no longer matches: route '/home/other/{id}' is now '/other/{id}' ('home' before 'other' was removed)"
      ]
    ),
    (
      "added required segment",
      spec(
        #"route "/items/{id}/{tab}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#, item: "id: Int, tab: String"),
      [
        "new:14:7 FL0501 'a://items/42' no longer matches: route '/items/{id}' is now '/items/{id}/{tab}' (old links lack its new path segment)",
        "  note: routes saved as 'ARoute.item' by the old spec no longer decode: 'tab' is new and required, and saved routes have none",
      ]
    ),
    (
      "placeholder became a literal",
      spec(
        #"route "/items/first" -> Item(id: 1)"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#),
      [
        "new:14:7 FL0501 'a://items/42' no longer matches: route '/items/{id}' is now '/items/first' ('{id}' became 'first')"
      ]
    ),
    (
      "narrower type",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#, item: "id: UUID"),
      [
        "new:14:7 FL0502 'a://items/42' no longer matches route '/items/{id}': '{id}' is now a UUID, not an Int",
        "  note: routes saved as 'ARoute.item' by the old spec no longer decode: 'id' was Int and is now UUID",
      ]
    ),
    (
      "new required query item",
      spec(
        #"route "/items/{id}?tab={tab}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#, item: "id: Int, tab: String"),
      [
        "new:14:7 FL0503 'a://items/42' no longer matches: route '/items/{id}' is now '/items/{id}?tab={tab}' (it now requires the query item 'tab')",
        "  note: routes saved as 'ARoute.item' by the old spec no longer decode: 'tab' is new and required, and saved routes have none",
      ]
    ),
    (
      "renamed screen",
      spec(
        #"route "/items/{id}" -> Other as item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#),
      [
        "new:14:7 FL0504 'a://items/42' now lands on Home > Other(id: 42) in home, not Home > Item(id: 42) in home"
      ]
    ),
    (
      "other tab",
      spec(
        #"route "/items/{id}" -> [List, Item] in more"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#),
      [
        "new:14:7 FL0504 'a://items/42' now lands on More > List > Item(id: 42) in more, not Home > Item(id: 42) in home"
      ]
    ),
    (
      "captured by a new, more specific route",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"# + "\n"
          + #"route "/items/42" -> Other(id: 0) as items42"#),
      [
        "new:14:7 FL0504 'a://items/42' now lands on Home > Other(id: 0) in home, not Home > Item(id: 42) in home",
        "  note: route '/items/42' now matches it, not '/items/{id}'",
        "new:17:7 FL0510 new route '/items/42' adds the Swift case 'ARoute.items42': links such as 'a://items/42' land on Home > Other(id: 0) in home",
      ]
    ),
  ])
  func breakIsAnError(_ name: String, _ new: String, _ expected: [String]) {
    let report = diffed(Self.old, new)
    #expect(lines(report) == expected, "\(name)")
    #expect(report.errorCount == 1, "\(name)")
  }

  @Test(arguments: [
    (
      "new route",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"# + "\n" + #"route "/list" -> List in more"#),
      [
        "new:17:7 FL0510 new route '/list' adds the Swift case 'ARoute.list': links such as 'a://list' land on More > List in more"
      ]
    ),
    (
      "new optional query item",
      spec(
        #"route "/items/{id}?tab={tab}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#, item: #"id: Int, tab: String = "info""#),
      ["new:14:7 FL0511 route '/items/{id}?tab={tab}' takes a new optional query item 'tab'"]
    ),
    (
      "type widened to String",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#, item: "id: String"),
      [
        "new:14:7 FL0512 route '/items/{id}' accepts more URLs: '{id}' is now a String, was an Int",
        // Links still open; an `Int` an app saved in the route is no `String`.
        "new:14:7 FL0516 routes saved as 'ARoute.item' by the old spec no longer decode: 'id' was "
          + "Int and is now String",
      ]
    ),
    (
      "type widened to Double",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#, item: "id: Double"),
      ["new:14:7 FL0512 route '/items/{id}' accepts more URLs: '{id}' is now a Double, was an Int"]
    ),
    (
      "literal became a placeholder",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/{kind}/{id}" -> Other"#
      ).replacingOccurrences(
        of: "screen Other(id: Int)", with: #"screen Other(kind: String = "", id: Int)"#),
      [
        "new:16:7 FL0512 route '/home/{kind}/{id}' accepts more URLs: 'other' became '{kind}'",
        "new:16:7 FL0516 routes saved as 'ARoute.other' by the old spec no longer decode: 'kind' "
          + "is new and required, and saved routes have none",
      ]
    ),
    (
      "deeper back stack",
      spec(
        #"route "/items/{id}" -> [Other(id: 1), Item]"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#),
      [
        "new:14:7 FL0514 'a://items/42' still lands on Item in home, with the back stack Home > Other > Item instead of Home > Item"
      ]
    ),
    // The same screens by name, one shown another way: Back and what stays beneath change.
    (
      "pushed screen became a sheet",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#
      ).replacingOccurrences(of: "screen Item(", with: "sheet Item(")
        .replacingOccurrences(
          of: "screen Home { push Item, Other }", with: "screen Home { push Other present Item }"
        )
        .replacingOccurrences(of: "screen List { push Item }", with: "screen List { present Item }")
        .replacingOccurrences(
          of: "screen Other(id: Int) { push Item }", with: "screen Other(id: Int) { present Item }"),
      [
        "new:14:7 FL0514 'a://items/42' still lands on Item in home, but Item is now a sheet, where it was pushed"
      ]
    ),
    (
      "scheme added",
      spec(
        #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
          + #"route "/home/other/{id}" -> Other"#,
        app: #"scheme "a"\#n  scheme "b"\#n  host "a.example""#),
      ["new:3:10 FL0513 links with the new scheme 'b' open too"]
    ),
  ])
  func compatibleChangeIsANote(_ name: String, _ new: String, _ expected: [String]) {
    let report = diffed(Self.old, new)
    #expect(lines(report) == expected, "\(name)")
    #expect(report.errorCount == 0, "\(name)")
    // Only saved route values can be lost (FL0516): every old link still opens.
    #expect(report.warningCount == expected.count { $0.contains("FL0516") }, "\(name)")
  }

  @Test func removedSchemeAndHostAreErrorsAtTheOldSpec() {
    let new = Self.spec(
      #"route "/items/{id}" -> Item"# + "\n" + #"route "/more" -> More"# + "\n"
        + #"route "/home/other/{id}" -> Other"#, app: #"scheme "b""#)
    #expect(
      lines(diffed(Self.old, new)) == [
        "old:2:10 FL0505 'a://items/42' no longer opens: scheme 'a' was removed",
        "old:3:8 FL0506 'https://a.example/items/42' no longer opens: host 'a.example' was removed",
        "new:2:10 FL0513 links with the new scheme 'b' open too",
      ])
  }

  /// A breakage breaks some of a route's links; those that still match are opened all the same,
  /// so a landing that moved, or a new guard, is said beside it (the new-users round: a receipt
  /// link moved to another tab went unsaid beside its tip's new type).
  @Test func aBrokenRoutesOtherLinksAreStillOpened() {
    let old = Self.spec(
      #"route "/items/{id}?tip={tip}" -> Item in home"#, item: "id: Int, tip: Double = 0")
    let moved = Self.spec(
      #"route "/items/{id}?tip={tip}" -> Item in more"#, item: "id: Int, tip: Int = 0")
    let expected: [String] = [
      "new:14:7 FL0502 'a://items/42?tip=1.5' no longer matches route '/items/{id}?tip={tip}': "
        + "query item 'tip' is now an Int, not a Double",
      "new:14:7 FL0504 'a://items/42' now lands on More > List > Item(id: 42, tip: 0) in more, "
        + "not Home > Item(id: 42, tip: 0.0) in home",
    ]
    #expect(lines(diffed(old, moved)).filter { !$0.hasPrefix(" ") } == expected)
    let guarded = Self.spec(
      #"route "/items/{id}?tip={tip}" -> Item in home"#, item: "id: Int, tip: Int = 0"
    ).replacingOccurrences(of: "screen Item(", with: "condition pro\nscreen Item(")
      .replacingOccurrences(of: "tip: Int = 0)", with: "tip: Int = 0) requires pro")
    #expect(lines(diffed(old, guarded)).map { String($0.prefix(16)) }.contains("new:15:7 FL0517 "))
  }

  /// When the fixed example is itself a link the breakage breaks (a `String` id made an `Int`), the
  /// landing is compared through a link both versions open: the new route's own example.
  @Test func aBrokenRoutesLandingIsComparedThroughALinkBothVersionsOpen() {
    let old = Self.spec(#"route "/items/{id}" -> Item in home"#, item: "id: String")
    let moved = Self.spec(#"route "/items/{id}" -> Item in more"#, item: "id: Int")
    #expect(
      lines(diffed(old, moved)).filter { !$0.hasPrefix(" ") }.map { String($0.prefix(40)) } == [
        "new:14:7 FL0502 'a://items/abc' no longe", "new:14:7 FL0504 'a://items/42' now lands",
      ])
    let kept = Self.spec(#"route "/items/{id}" -> Item in home"#, item: "id: Int")
    #expect(lines(diffed(old, kept)).filter { $0.contains("FL0504") } == [])
  }

  @Test func ignoredQueryItemIsAWarning() {
    let old = Self.spec(
      #"route "/items/{id}?line={line}" -> Item"#, item: "id: Int, line: Int? = nil")
    let new = Self.spec(#"route "/items/{id}" -> Item"#, item: "id: Int, line: Int? = nil")
    let expected =
      "new:14:7 FL0515 'a://items/42?line=42' still opens, but route '/items/{id}' now ignores its query item 'line'"
    #expect(lines(diffed(old, new)) == [expected])
    let strict = diffed(old, new, options: CompilerOptions(warningsAsErrors: true))
    #expect(strict.errorCount == 1)
  }

  /// Example links are opened with every condition holding, so a guard the new spec puts on the
  /// way (the screen's, its tab's or its phase's) changes no landing: it is FL0517, naming only the
  /// conditions the old landing did not need (the restoration review).
  @Test func aLinkThatNowNeedsAConditionIsAWarning() {
    let guarded = { (screen: String, tab: String, phase: String) in
      """
      app A { scheme "a" }
      condition session
      condition premium
      condition admin
      phase launch { check session ? main : welcome }
      phase welcome { root Welcome }
      phase main\(phase) {
        default tab home "Home" icon "house" root Home\(tab)
      }
      screen Welcome
      screen Home { push Item }
      screen Item(id: Int)\(screen)
      route "/items/{id}" -> Item

      """
    }
    let old = guarded("", "", " requires session")
    #expect(lines(diffed(old, old)) == [])
    #expect(
      lines(diffed(old, guarded(" requires premium", "", " requires session"))) == [
        "new:13:7 FL0517 'a://items/42' still lands on Item in home, but now needs 'premium', which it did not: a user without it is held, or shown the guard's prompt, rather than taken there"
      ])
    #expect(
      lines(
        diffed(old, guarded(" requires premium", " requires admin", " requires session, admin")))
        == [
          "new:13:7 FL0517 'a://items/42' still lands on Item in home, but now needs 'admin' and 'premium', which it did not: a user without them is held, or shown the guard's prompt, rather than taken there"
        ])
    // A guard taken away, or one the old landing had already, is no news to the links' users.
    #expect(lines(diffed(guarded(" requires premium", "", " requires session"), old)) == [])
  }

  @Test func optionalItemBecomingRequiredIsAnError() {
    let old = Self.spec(
      #"route "/items/{id}?line={line}" -> Item"#, item: "id: Int, line: Int? = nil")
    let new = Self.spec(#"route "/items/{id}?line={line}" -> Item"#, item: "id: Int, line: Int")
    #expect(
      lines(diffed(old, new)) == [
        "new:14:7 FL0503 'a://items/42' no longer matches route '/items/{id}?line={line}': the query item 'line' is now required",
        "  note: routes saved as 'ARoute.item' by the old spec may no longer decode: 'line' was optional and is now required, and saved routes may have none",
      ])
  }

  @Test func requiredItemBecomingOptionalIsANote() {
    let old = Self.spec(#"route "/items/{id}?line={line}" -> Item"#, item: "id: Int, line: Int")
    let new = Self.spec(
      #"route "/items/{id}?line={line}" -> Item"#, item: "id: Int, line: Int? = nil")
    #expect(
      lines(diffed(old, new)) == [
        "new:14:7 FL0512 route '/items/{id}?line={line}' accepts more URLs: query item 'line' is now optional"
      ])
  }

  @Test func routesPairByShapeNotByNameOrOrder() {
    let new = Self.spec(
      #"route "/home/other/{n}" -> Other(id: n)"# + "\n" + #"route "/more" -> More"# + "\n"
        + #"route "/items/{itemId}" -> Item(id: itemId)"#)
    // Every link pairs with its route and keeps its case; only the renamed values lose saved data.
    #expect(
      lines(diffed(Self.old, new)) == [
        "new:14:7 FL0516 routes saved as 'ARoute.other' by the old spec no longer decode: 'n' is new "
          + "and required, and saved routes have none",
        "new:16:7 FL0516 routes saved as 'ARoute.item' by the old spec no longer decode: 'itemId' is "
          + "new and required, and saved routes have none",
      ])
  }

  @Test func aRemovedRouteWhoseLinksAWiderRouteLandsAlikeIsANoteButItsCaseIsGone() {
    let old = Self.spec(
      #"route "/items/{id}" -> Item"# + "\n" + #"route "/items/7" -> Item(id: 7) as item7"#)
    let new = Self.spec(#"route "/items/{id}" -> Item"#)
    #expect(
      lines(diffed(old, new)) == [
        "old:15:7 FL0507 the Swift case 'ARoute.item7' of route '/items/7' was removed: app code and saved routes that use it break",
        "new:14:7 FL0512 route '/items/7' was removed, but '/items/{id}' lands links such as 'a://items/7' the same way",
      ])
  }

  @Test func specErrorsAreReportedInsteadOfTheContract() {
    let broken = Self.spec(#"route "/items/{id}" -> Itme"#)
    #expect(
      lines(diffed(Self.old, broken)) == [
        "new:14:24 FL0100 unknown screen, sheet or cover 'Itme'; did you mean 'Item'?"
      ])
    #expect(diffed(Self.old, broken).errorCount == 1)
  }

  @Test func archonKeepsItsOwnContract() throws {
    let archon = try archonText()
    let report = Compiler().diff(
      old: InputFile(path: "Archon.flow", bytes: Array(archon.utf8)),
      new: InputFile(path: "Archon.flow", bytes: Array(archon.utf8)))
    #expect(lines(report) == [])
    #expect(report.files.count == 1)
  }

  /// A renamed phase moves old links to a tab of another phase: each tab is named with its phase,
  /// as "in one, not ... in one" said nothing (the docs review).
  @Test func aLandingInARenamedPhaseNamesThePhases() {
    let new = Self.old.replacingOccurrences(of: "phase main {", with: "phase primary {")
    #expect(
      lines(diffed(Self.old, new)).first
        == "new:14:7 FL0504 'a://items/42' now lands on Home > Item(id: 42) in home of phase 'primary', "
        + "not Home > Item(id: 42) in home of phase 'main'")
  }

  @Test func archonWithoutItsSettingsLinksBreaksThem() throws {
    let archon = try archonText()
    let new = archon.replacingOccurrences(of: "route \"/settings\" -> SettingsHome\n", with: "")
      .replacingOccurrences(of: "route \"/settings/account\"", with: "route \"/account\"")
      .replacingOccurrences(
        of: "expect \"archon://settings\" -> SettingsHome in settings\n", with: ""
      )
      .replacingOccurrences(
        of: "expect \"https://archon.app/settings\" -> SettingsHome in settings\n", with: ""
      )
      .replacingOccurrences(
        of: "expect \"https://archon.app/settings\" when !session -> held, then session -> "
          + "SettingsHome in settings\n", with: "")
    #expect(
      lines(diffed(archon, new)) == [
        "old:117:7 FL0500 'archon://settings' no longer matches: route '/settings' was removed",
        "  note: its Swift case 'ArchonRoute.settingsHome' was removed too",
        "new:121:7 FL0501 'archon://settings/account' no longer matches: route '/settings/account' is now '/account' ('settings' before 'account' was removed)",
      ])
  }
}
