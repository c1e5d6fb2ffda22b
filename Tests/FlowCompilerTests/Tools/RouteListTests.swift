import FlowCompiler
import FlowSema
import FlowTools
import Testing

@Suite struct RouteListTests {
  @Test func table() throws {
    #expect(RouteListFormat.table.render(try model(shopSpec)) == Self.table)
  }

  @Test func markdown() throws {
    #expect(RouteListFormat.markdown.render(try model(shopSpec)) == Self.markdown)
  }

  @Test func json() throws {
    #expect(RouteListFormat.json.render(try model(shopSpec)) == Self.json)
  }

  @Test func noRoutes() throws {
    let spec = shopSpec.split(separator: "\n").filter { !$0.hasPrefix("route") }
      .joined(separator: "\n")
    let empty = try model(spec + "\nexpect \"shop://x\" -> nothing\n")
    #expect(RouteListFormat.table.render(empty) == "no routes\n")
    #expect(RouteListFormat.markdown.render(empty).split(separator: "\n").count == 2)
  }

  static let table = #"""
    PATTERN                CASE     PARAMETERS                                         LANDING                              GUARDS
    /items/{id}?ref={ref}  item     id: Int (path), ref: String (query ref, optional)  main, tab home: Home > Item          session
    /caf%C3%A9/{rest...}   filters  rest: String (rest of path)                        main, tab home: Home, sheet Filters  session

    PATTERN                EXAMPLE
    /items/{id}?ref={ref}  shop://items/{id}?ref={ref}
    /items/{id}?ref={ref}  https://shop.example/items/{id}?ref={ref}
    /caf%C3%A9/{rest...}   shop://caf%C3%A9/{rest...}
    /caf%C3%A9/{rest...}   https://shop.example/caf%C3%A9/{rest...}

    """#

  static let markdown = #"""
    | Pattern | Case | Parameters | Landing | Guards | Examples |
    | --- | --- | --- | --- | --- | --- |
    | `/items/{id}?ref={ref}` | `item` | `id: Int (path)`<br>`ref: String (query ref, optional)` | main, tab home: Home > Item | `session` | `shop://items/{id}?ref={ref}`<br>`https://shop.example/items/{id}?ref={ref}` |
    | `/caf%C3%A9/{rest...}` | `filters` | `rest: String (rest of path)` | main, tab home: Home, sheet Filters | `session` | `shop://caf%C3%A9/{rest...}`<br>`https://shop.example/caf%C3%A9/{rest...}` |

    """#

  static let json = #"""
    {
      "version": 1,
      "app": "Shop",
      "schemes": [
        "shop"
      ],
      "hosts": [
        "shop.example"
      ],
      "routes": [
        {
          "pattern": "/items/{id}?ref={ref}",
          "line": 32,
          "case": "item",
          "parameters": [
            {"name": "id", "type": "Int", "location": "path", "key": null, "required": true},
            {"name": "ref", "type": "String", "location": "query", "key": "ref", "required": false}
          ],
          "landing": {
            "phase": "main",
            "tab": "home",
            "root": "Home",
            "stack": [
              {
                "screen": "Item",
                "arguments": [
                  {"parameter": "id", "from": "placeholder", "placeholder": "id"},
                  {"parameter": "ref", "from": "placeholder", "placeholder": "ref"}
                ]
              }
            ],
            "presentation": null
          },
          "requires": [
            "session"
          ],
          "stackPolicy": "replace",
          "presentationPolicy": "dismiss",
          "examples": [
            "shop://items/{id}?ref={ref}",
            "https://shop.example/items/{id}?ref={ref}"
          ]
        },
        {
          "pattern": "/caf%C3%A9/{rest...}",
          "line": 33,
          "case": "filters",
          "parameters": [
            {"name": "rest", "type": "String", "location": "rest", "key": null, "required": false}
          ],
          "landing": {
            "phase": "main",
            "tab": "home",
            "root": "Home",
            "stack": [],
            "presentation": {
              "kind": "sheet",
              "screen": {
                "screen": "Filters",
                "arguments": [
                  {"parameter": "rest", "from": "placeholder", "placeholder": "rest"}
                ]
              },
              "stack": []
            }
          },
          "requires": [
            "session"
          ],
          "stackPolicy": "replace",
          "presentationPolicy": "dismiss",
          "examples": [
            "shop://caf%C3%A9/{rest...}",
            "https://shop.example/caf%C3%A9/{rest...}"
          ]
        }
      ]
    }

    """#
}
