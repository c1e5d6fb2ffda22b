import FlowRuntime
import FlowSema
import FlowSimulation
import Foundation
import Testing

@testable import FlowCompiler
@testable import FlowTools

@Suite struct ExportTests {
  @Test func archonAssociation() throws {
    let appID = try #require(AppID("ABCDE12345.app.archon"))
    #expect(AppSiteAssociation.render(try archonModel(), appID: appID) == Self.archonAssociation)
  }

  @Test func catchAllsAndEncodedLiterals() throws {
    let appID = try #require(AppID("T1.shop"))
    let json = try #require(AppSiteAssociation.render(try model(shopSpec), appID: appID))
    #expect(json.contains(#"{"/": "/items/?*", "comment": "/items/{id}?ref={ref} -> Item"}"#))
    #expect(json.contains(#"{"/": "/caf%C3%A9", "comment": "/caf%C3%A9/{rest...} -> Filters"}"#))
    #expect(json.contains(#"{"/": "/caf%C3%A9/*", "comment": "/caf%C3%A9/{rest...} -> Filters"}"#))
  }

  @Test func requiredQueryItemsAreRequired() throws {
    let spec = shopSpec.replacing(
      "route \"/items/{id}?ref={ref}\" -> Item", with: "route \"/items?id={id}\" -> Item")
    let appID = try #require(AppID("T1.shop"))
    let json = try #require(AppSiteAssociation.render(try model(spec), appID: appID))
    #expect(
      json.contains(
        """
                  {
                    "/": "/items",
                    "?": {"id": "?*"},
                    "comment": "/items?id={id} -> Item"
                  },
        """))
  }

  /// A placeholder needs one character or more (`?*`); required query items say what their values
  /// must be; a literal path the matcher refuses but `/items/?*` would open is excluded, first.
  @Test func excludesWhatTheMatcherRefuses() throws {
    let spec = """
      app Shop {
        scheme "shop"
        host "shop.example"
      }
      phase main { root Home }
      screen Home { push Item, Photo, Search, Page, Post }
      screen Item(id: Int)
      screen Photo
      screen Search(q: String, page: Int)
      screen Page(path: String)
      screen Post(slug: String)
      route "/items/{id: Int}" -> Item
      route "/items/new/photo" -> Photo
      route "/search?q={q}&page={page}" -> Search
      route "/docs/{path...}" -> Page
      route "/docs/old/index" -> Photo as OldDocs
      route "/blog/{slug}" -> Post
      route "/blog/drafts/latest" -> Photo as LatestDraft

      """
    let appID = try #require(AppID("T1.shop"))
    #expect(
      AppSiteAssociation.render(try model(spec), appID: appID) == """
        {
          "applinks": {
            "details": [
              {
                "appIDs": [
                  "T1.shop"
                ],
                "components": [
                  {"/": "/items/new", "exclude": true, "comment": "no route matches /items/new"},
                  {"/": "/items/new/", "exclude": true, "comment": "no route matches /items/new/"},
                  {"/": "/items/?*", "comment": "/items/{id: Int} -> Item"},
                  {"/": "/items/new/photo", "comment": "/items/new/photo -> Photo"},
                  {"/": "/items/new/photo/", "comment": "/items/new/photo -> Photo"},
                  {
                    "/": "/search",
                    "?": {"q": "*", "page": "?*"},
                    "comment": "/search?q={q}&page={page} -> Search"
                  },
                  {
                    "/": "/search/",
                    "?": {"q": "*", "page": "?*"},
                    "comment": "/search?q={q}&page={page} -> Search"
                  },
                  {"/": "/docs", "comment": "/docs/{path...} -> Page"},
                  {"/": "/docs/*", "comment": "/docs/{path...} -> Page"},
                  {"/": "/docs/old/index", "comment": "/docs/old/index -> Photo"},
                  {"/": "/docs/old/index/", "comment": "/docs/old/index -> Photo"},
                  {"/": "/blog/?*", "comment": "/blog/{slug} -> Post"},
                  {"/": "/blog/drafts/latest", "comment": "/blog/drafts/latest -> Photo"},
                  {"/": "/blog/drafts/latest/", "comment": "/blog/drafts/latest -> Photo"}
                ]
              }
            ]
          }
        }

        """)
  }

  /// Literal, placeholder and catch-all endings, a literal path the matcher refuses
  /// (`/items/new`), and literals with sub-delims, `:` and `@`, which the builder encodes and a
  /// browser keeps.
  private static let openingSpec = """
    app Shop {
      scheme "shop"
      host "shop.example"
    }
    phase main { root Home }
    screen Home { push Item, Photo, Page, Settings }
    screen Item(id: Int)
    screen Photo
    screen Page(path: String)
    screen Settings
    route "/settings" -> Settings
    route "/items/{id: Int}" -> Item
    route "/items/new/photo" -> Photo
    route "/docs/{path...}" -> Page
    route "/a:b" -> Settings as colon
    route "/t;x=1/{id: Int}/c,d+e@f" -> Item as tagged

    """

  /// Whether the first component of `json` whose pattern matches `path` (Apple's order) is an
  /// include.
  private static func opensApp(_ path: String, _ json: String) throws -> Bool {
    let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let details = (root?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
    let components = try #require(details?.first?["components"] as? [[String: Any]])
    let first = components.first { AppLinkPattern.matches($0["/"] as? String ?? "*", path) }
    return first.map { $0["exclude"] as? Bool != true } ?? false
  }

  /// A path with the one trailing `/` the matcher ignores opens the app exactly when the path
  /// without it does: the first component whose pattern matches it (Apple's order) is an include
  /// exactly when the runtime's matcher accepts the link, for literal, placeholder and catch-all
  /// endings and for a literal path the matcher refuses; a literal with sub-delims opens it in
  /// either spelling.
  @Test(arguments: [
    ("/settings", true), ("/settings/", true), ("/settings//", false), ("/settingsx/", false),
    ("/items/new", false), ("/items/new/", false), ("/items/5", true), ("/items/5/", true),
    ("/items/new/photo/", true), ("/docs/", true), ("/docs/a/b/", true), ("/", false),
    ("/a:b", true), ("/a:b/", true), ("/a%3Ab", true), ("/a%3Ab/", true),
    ("/t;x=1/5/c,d+e@f", true), ("/t%3Bx%3D1/5/c%2Cd%2Be%40f/", true),
  ])
  func trailingSlashOpensWhatTheMatcherAccepts(path: String, opens: Bool) throws {
    let model = try model(Self.openingSpec)
    let appID = try #require(AppID("T1.a"))
    let json = try #require(AppSiteAssociation.render(model, appID: appID))
    let table = RouteTable(
      routes: DynamicDefinition.routeSpecs(model),
      configuration: LinkConfiguration(schemes: [], hosts: ["shop.example"]))
    #expect((table.match("https://shop.example" + path).match != nil) == opens, "matcher")
    #expect(try Self.opensApp(path, json) == opens, "association")
  }

  /// Every route's link as the runtime's builder writes it (sub-delims encoded, `/a%3Ab`) opens
  /// the app, and the matcher takes it back to that route.
  @Test func builderLinksOpenTheApp() throws {
    let model = try model(Self.openingSpec)
    let appID = try #require(AppID("T1.a"))
    let json = try #require(AppSiteAssociation.render(model, appID: appID))
    let specs = DynamicDefinition.routeSpecs(model)
    let table = RouteTable(
      routes: specs, configuration: LinkConfiguration(schemes: [], hosts: ["shop.example"]))
    let values: [String: ParameterValue] = ["id": .int(5), "path": .string("a/b")]
    var links: [String] = []
    for (index, spec) in specs.enumerated() {
      let link = try #require(spec.url(values: values, host: "shop.example"))
      links.append(link)
      #expect(table.match(link).match?.routeIndex == index, "\(link)")
      let path = String(link.dropFirst("https://shop.example".count))
      #expect(try Self.opensApp(path, json), "\(link)")
    }
    // The builder's spelling differs from the one a browser keeps, so both must be listed.
    #expect(links.contains("https://shop.example/a%3Ab"))
  }

  @Test(arguments: [
    ("/items/?*", "/items/1", true), ("/items/?*", "/items/", false),
    ("/items/?*", "/items/1/2", true), ("/items/?*", "/items", false),
    ("/docs/*", "/docs/", true), ("/docs/*", "/docs/a/b", true), ("/docs", "/docs/", false),
    ("/a/?*/b", "/a/x/y/b", true), ("/a/?*/b", "/a//b", false), ("*", "", true),
    ("/a*b*c", "/aXbYbZc", true), ("/a*b*c", "/aXbYc/d", false), ("/", "/", true),
  ])
  func applePatterns(pattern: String, path: String, matches: Bool) {
    #expect(AppLinkPattern.matches(pattern, path) == matches)
  }

  @Test func noHostMeansNoAssociation() throws {
    let spec = shopSpec.replacing("  host \"shop.example\"\n", with: "")
    let appID = try #require(AppID("T.a"))
    #expect(AppSiteAssociation.render(try model(spec), appID: appID) == nil)
  }

  @Test(arguments: [
    ("ABCDE12345.app.archon", "ABCDE12345", "app.archon"),
    ("T.a-b.c", "T", "a-b.c"),
  ])
  func validAppIDs(text: String, team: String, bundle: String) throws {
    let appID = try #require(AppID(text))
    #expect(appID.team == team)
    #expect(appID.bundleID == bundle)
    #expect(appID.description == text)
  }

  @Test(arguments: [
    "", "archon", ".app", "TEAM.", "TEAM..x", "TE-AM.app", "TEAM.app.", "T.a b", "T.é",
    "AB.app..x",
  ])
  func invalidAppIDs(text: String) {
    #expect(AppID(text) == nil)
  }

  @Test func archonInfoPlist() throws {
    let plist = URLTypesPlist.render(try archonModel(), name: "app.archon")
    #expect(plist == Self.archonPlist)
    let parsed = try PropertyListSerialization.propertyList(
      from: Data(plist.utf8), options: [], format: nil)
    let root = try #require(parsed as? [String: Any])
    let types = try #require(root["CFBundleURLTypes"] as? [[String: Any]])
    #expect(types.count == 1)
    #expect(types.first?["CFBundleURLName"] as? String == "app.archon")
    #expect(types.first?["CFBundleURLSchemes"] as? [String] == ["archon"])
  }

  @Test func infoPlistNamedAfterTheAppEscapesXML() throws {
    let plist = URLTypesPlist.render(try archonModel(), name: "a<&>b")
    #expect(plist.contains("<string>a&lt;&amp;&gt;b</string>"))
    let parsed = try PropertyListSerialization.propertyList(
      from: Data(plist.utf8), options: [], format: nil)
    let types = (parsed as? [String: Any])?["CFBundleURLTypes"] as? [[String: Any]]
    #expect(types?.first?["CFBundleURLName"] as? String == "a<&>b")
    #expect(URLTypesPlist.render(try archonModel()).contains("<string>Archon</string>"))
  }

  static let archonAssociation = #"""
    {
      "applinks": {
        "details": [
          {
            "appIDs": [
              "ABCDE12345.app.archon"
            ],
            "components": [
              {"/": "/builder", "comment": "/builder -> BuilderHome"},
              {"/": "/builder/", "comment": "/builder -> BuilderHome"},
              {"/": "/projects", "comment": "/projects -> ProjectList"},
              {"/": "/projects/", "comment": "/projects -> ProjectList"},
              {"/": "/projects/?*", "comment": "/projects/{id} -> ProjectDetail"},
              {"/": "/builder/chat/?*", "comment": "/builder/chat/{id} -> ChatSession"},
              {"/": "/builder/task/?*", "comment": "/builder/task/{id} -> TaskDetail"},
              {"/": "/settings", "comment": "/settings -> SettingsHome"},
              {"/": "/settings/", "comment": "/settings -> SettingsHome"},
              {"/": "/projects/?*/code", "comment": "/projects/{projectId}/code/{path...}?line={line} -> CodeBrowser"},
              {"/": "/projects/?*/code/*", "comment": "/projects/{projectId}/code/{path...}?line={line} -> CodeBrowser"},
              {"/": "/projects/?*/preview", "comment": "/projects/{projectId}/preview -> LivePreview"},
              {"/": "/projects/?*/preview/", "comment": "/projects/{projectId}/preview -> LivePreview"},
              {"/": "/settings/account", "comment": "/settings/account -> AccountDetail"},
              {"/": "/settings/account/", "comment": "/settings/account -> AccountDetail"},
              {"/": "/settings/subscription", "comment": "/settings/subscription -> SubscriptionDetail"},
              {"/": "/settings/subscription/", "comment": "/settings/subscription -> SubscriptionDetail"}
            ]
          }
        ]
      }
    }

    """#

  static let archonPlist = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>CFBundleURLTypes</key>
    	<array>
    		<dict>
    			<key>CFBundleURLName</key>
    			<string>app.archon</string>
    			<key>CFBundleURLSchemes</key>
    			<array>
    				<string>archon</string>
    			</array>
    		</dict>
    	</array>
    </dict>
    </plist>

    """#
}
