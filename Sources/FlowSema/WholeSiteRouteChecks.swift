import FlowSyntax

/// FL0318: a route whose path has no literal segment (`/{handle}`, `/{path...}`) in an app with
/// universal links.
///
/// Its apple-app-site-association component (`/?*`, `/*`) matches every path of the site, since
/// Apple's `*` matches `/` too: `/about/team` opens the app as `/bob` does, and the app opens only
/// what the route matches, so every other page of the site reaches an app that shows nothing for
/// it. The sixth new-users review wrote profiles as `/{handle}`, as FL0021's help for `/@{handle}`
/// suggested, and the export claimed the whole site without a word. A literal first segment
/// (`/u/{handle}`) leaves the rest of the site to the browser.
enum WholeSiteRouteChecks {
  static func check(_ routes: [ResolvedRoute], app: AppModel?, _ context: SemaContext)
    -> [Diagnostic]
  {
    guard let hosts = app?.hosts, !hosts.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    for route in routes where !route.segments.isEmpty {
      guard !route.segments.contains(where: \.isLiteral) else { continue }
      let pattern = context.index.routes[route.declaration].patternLiteral
      let path = pattern.value.prefix { $0 != "?" }
      // `?*` matches `/` too, so `/?*/?*` claims every path of two segments or more: one more
      // than the route's placeholders shows the claim (a catch-all claims from its start).
      let least = route.segments.contains(where: \.isCatchAll) ? 1 : route.segments.count
      diagnostics.append(
        context.diagnostic(
          .routeClaimsWholeSite, pattern.range,
          SemaMessages.routeClaimsWholeSite(pattern.value, hosts: hosts, leastSegments: least),
          help: SemaMessages.routeClaimsWholeSiteHelp(literalFirst: "/u" + path)))
    }
    return diagnostics
  }
}
