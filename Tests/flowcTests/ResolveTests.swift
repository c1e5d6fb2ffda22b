import Testing

@Suite struct ResolveTests {
  @Test func printsWhereEachURLLandsAndExitsThreeOnAMiss() throws {
    let workspace = try Workspace()
    try workspace.write("Mini.flow", GenerateTests.spec)
    let run = try workspace.flowc(
      "resolve", "Mini.flow", "mini://detail/7", "https://x.example/detail/7", "--format", "json")
    #expect(run.status == 3)
    #expect(
      run.stdout == """
        [
          {
            "url": "mini://detail/7",
            "match": true,
            "route": "/detail/{id}",
            "params": {"id": "7"},
            "phase": "home",
            "tab": null,
            "stack": [
              "Detail(id: 7)"
            ],
            "presentation": null
          },
          {
            "url": "https://x.example/detail/7",
            "match": false,
            "route": null,
            "params": {},
            "phase": "home",
            "tab": null,
            "stack": [],
            "presentation": null,
            "reason": "host 'x.example' is not one of this app's universal-link hosts"
          }
        ]

        """)
  }

  @Test func textFormatAndSuccess() throws {
    let workspace = try Workspace()
    try workspace.write("Mini.flow", GenerateTests.spec)
    let run = try workspace.flowc("resolve", "Mini.flow", "mini://detail/7")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        mini://detail/7
          route:  /detail/{id}  id=7
          lands:  home
          stack:  Detail(id: 7)

        """)
  }

  @Test func aSpecWithErrorsExitsOne() throws {
    let workspace = try Workspace()
    try workspace.write("Bad.flow", "app A {")
    #expect(try workspace.flowc("resolve", "Bad.flow", "a://x").status == 1)
  }
}
