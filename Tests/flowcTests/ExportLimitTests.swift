import Testing

/// A route no link can reach is an error, so it never reaches the association file.
@Suite struct RouteOverLinkLimitsExportTests {
  @Test func exportRefusesARouteOverTheSegmentLimit() throws {
    let workspace = try Workspace()
    let deep = String(repeating: "/s", count: 65)
    try workspace.write(
      "a.flow",
      """
      app A { scheme "a" host "a.example" }
      phase main { root Home }
      screen Home
      route "\(deep)" -> Home

      """)
    let run = try workspace.flowc(
      "export", "a.flow", "--apple-app-site-association", "--app-id", "T1.a")
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "a.flow:4:7: error: this route can never match: its links have at least 65 segments, more "
          + "than the 64 a link may have [FL0311]\n"))
    #expect(run.status == 1)
  }
}
