import FlowRuntime
import FlowSyntax

/// Checks each route on its own: options, and how its placeholders bind the parameters
/// of every screen on its derived landing. Produces the typed pattern and the landing model.
/// `RouteLimitChecks`' errors come back apart (`limits`), so that they keep their place after
/// every route's own.
enum RouteChecks {
  static func check(
    _ context: SemaContext, parameters: [[ResolvedParameter]], landings: inout LandingIndex,
    app: AppModel?
  ) -> (routes: [ResolvedRoute], diagnostics: [Diagnostic], limits: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var limits: [Diagnostic] = []
    let linkPrefix = app.flatMap(RouteLimitChecks.shortestPrefix)
    let customSchemeOnly = app.map { $0.hosts.isEmpty } ?? false
    var routes: [ResolvedRoute] = []
    routes.reserveCapacity(context.index.routes.count)
    // Emptied for each route rather than allocated for each (`removeAllForReuse`).
    var restated: [String: ValueType] = [:]
    var binder = Binder(
      context: context, parameters: parameters,
      requirements: landings.requirements(context.index))
    // By position, each declaration's fields read in place: a declaration is a large value to copy.
    for position in context.index.routes.indices {
      let (stack, presentation) = options(
        context.index.routes[position].options, context, into: &diagnostics)
      guard let pattern = context.index.routes[position].pattern else { continue }
      if !pattern.segments.isEmpty, case .literal(let text, let range) = pattern.segments[0],
        text.utf8.contains(where: ASCII.isUppercase)
      {
        // The first segment is the host of custom-scheme links, whose ASCII letters the matcher
        // compares case-insensitively; it folds no other letter, so `É` is left as it is. The
        // fix-it lowers the text as written, escapes and all (their hex reads either way): the
        // decoded text written back would turn `%20` into a space and `%2F` into a separator. An
        // escaped capital (`%55`) becomes its lowercase letter: lowering its hex changed nothing.
        // With a host the segment is also the first of universal links' paths, which compare
        // exactly: lowering it stops `https://host/Items/...` links already shared from opening,
        // so it is no fix-it `--fix` may apply unasked (the tools round).
        let lowered = ASCII.loweredKeepingEscapes(context.source.text(in: range))
        let universalHost = app?.hosts.first
        let link = PercentEncoding.encode(text)
        diagnostics.append(
          context.diagnostic(
            .notLowercase, range,
            SemaMessages.hostSegmentNotLowercase(text, link: link, hasHost: universalHost != nil),
            fixIt: universalHost == nil
              ? .replacing(range, with: lowered) : nil,
            help: universalHost.map {
              SemaMessages.hostSegmentLoweringBreaksUniversalLinks(link: "https://\($0)/\(link)/")
            }))
      }
      let literalBytes = unmatchableLiterals(in: pattern, context, into: &diagnostics)
      restated.removeAllForReuse()
      let written = context.index.routes[position].landing
      func restate(_ name: Identifier, _ type: TypeReference) {
        restated[name.text] = ParameterChecks.resolveType(type, context, into: &diagnostics) {
          ParameterChecks.parameter(filledBy: name.text, on: written, context, parameters)
        }
      }
      // Segments and items read in place, by position: `for segment in` copied every segment and
      // item out, literals included (RouteChecks.check 191.4 M -> 190.8 M instructions of the
      // 10,000-route check).
      for index in pattern.segments.indices {
        if case .placeholder(let name, let type?, _) = pattern.segments[index] {
          restate(name, type)
        }
      }
      for index in pattern.query.indices {
        if let type = pattern.query[index].type { restate(pattern.query[index].name, type) }
      }

      binder.start(pattern)
      var landing: LandingModel?
      var tiedFallback: OverCurrentChecks.TiedFallback?
      var sharedPlaceholder: BackStackBindingChecks.Finding?
      // `written` is handed on, not read again: each read copied the landing (15 M instructions
      // over 10,000 routes).
      if let resolved = LandingResolution.resolve(written, context, &landings, into: &diagnostics) {
        tiedFallback = resolved.tiedFallback
        landing = binder.landing(
          resolved, written: written, restated: restated, graph: landings.graph)
        // Matched, not compared with `nil`: the comparison copied the landing to ask.
        if case .some = landing {
          sharedPlaceholder = BackStackBindingChecks.check(
            resolved, written: written, pattern: pattern,
            placeholders: binder.placeholders, parameters: parameters, context)
        }
      }
      diagnostics.appendUnlessEmpty(binder.diagnostics)
      if presentation == .keep, let opened = landing?.presentation {
        diagnostics += keepWithoutEffect(position, opens: opened, context)
      }
      // The root read out rather than the landing asked twice: each question copied the whole
      // landing model, and the route then moves it into its `ResolvedRoute`.
      let root = landing?.root
      let top = landing?.top
      let typed = PlaceholderTyping.check(
        pattern, restated: restated, uses: binder.uses, landingResolved: root != nil, root: root,
        top: top, givenOtherwise: binder.placeholdersGivenOtherwise,
        route: position, context)
      if let sharedPlaceholder {
        var typedDiagnostics = typed.diagnostics
        sharedPlaceholder.merged(into: &typedDiagnostics, context)
        diagnostics += typedDiagnostics
      } else {
        diagnostics.appendUnlessEmpty(typed.diagnostics)
      }
      // Once the placeholders are typed and the query items' defaults known: a UUID is 36 bytes of
      // every link, a required query item is in every one.
      if let linkPrefix,
        let limit = RouteLimitChecks.check(
          typed.segments, typed.query, literalBytes: literalBytes,
          range: context.index.routes[position].patternLiteral.range, prefix: linkPrefix,
          customSchemeOnly: customSchemeOnly, context)
      {
        limits.append(limit)
      }
      routes.append(
        ResolvedRoute(
          declaration: position, segments: typed.segments, query: typed.query,
          landing: consume landing, stackPolicy: stack, presentationPolicy: presentation,
          tiedFallback: tiedFallback, shownScreen: root.map { top?.screen ?? $0 }))
    }
    return (routes, diagnostics, limits)
  }

  /// FL0023 for each literal segment no link could open once decoded: one holding a character the
  /// matcher refuses (`ControlCharacters`: the parser refuses the one-byte ones at their escape,
  /// this finds the rest, `%C2%85`, `%E2%80%AE`, with the runtime's own definition), or one with a
  /// `.` or `..` part between escaped slashes (`a%2F..`), which the matcher refuses as it refuses a
  /// `..` segment (`URLBytes.firstDotPart`; the parser refuses a literal that is `.` or `..` as a
  /// whole). Each literal's bytes are read once, in place: two passes over the segments, each
  /// copying them, cost the 10,000-route check 34 M instructions. The same pass counts what the
  /// literals are spelled in a link (`RouteLimitChecks.spelledLength`), returned for FL0311.
  private static func unmatchableLiterals(
    in pattern: RoutePattern, _ context: SemaContext, into diagnostics: inout [Diagnostic]
  ) -> Int {
    var spelled = 0
    for position in pattern.segments.indices {
      guard case .literal(var text, let range) = pattern.segments[position] else { continue }
      let (hasControl, dotPart) = text.withUTF8 {
        bytes -> (Bool, (offset: Int, isDotDot: Bool)?) in
        let length = RouteLimitChecks.spelledLength(of: bytes)
        spelled += length
        // A literal every byte of which a link carries as it is (nearly every one) is printable
        // ASCII without a `/`: it holds no control character and no escaped slash to look for,
        // and scanning it again for them cost the 10,000-route check 6 M instructions.
        guard length != bytes.count else { return (false, nil) }
        return (
          ControlCharacters.firstOffset(in: bytes) != nil,
          bytes.contains(UInt8(ascii: "/")) ? URLBytes.firstDotPart(in: bytes) : nil
        )
      }
      if hasControl, let scalar = text.unicodeScalars.first(where: ControlCharacters.isControl) {
        diagnostics.append(
          context.diagnostic(
            .invalidPatternCharacter, range,
            SemaMessages.controlCharacterInLiteral(
              PercentEncoding.encode(String(scalar)), scalar: scalar)))
      }
      if let dotPart {
        diagnostics.append(
          context.diagnostic(
            .invalidPatternCharacter, range,
            SemaMessages.dotPartInLiteral(text, part: dotPart.isDotDot ? ".." : ".")))
      }
    }
    return spelled
  }

  /// FL0319: `presentation keep` on a landing in a sheet or cover. A link that lands in one
  /// replaces the open one whatever the option says (docs/Language.md, `route`), so the author's
  /// wish to keep what is open is silently not kept (the seventh new-users review's order
  /// tracking cover, meant to open over a customize sheet).
  private static func keepWithoutEffect(
    _ position: Int, opens opened: PresentationLanding, _ context: SemaContext
  ) -> [Diagnostic] {
    let route = context.index.routes[position]
    // The first, which the policy is read from (a second is FL0112's).
    guard let option = route.options.first(where: { $0.keyword.text == "presentation" }) else {
      return []
    }
    // What goes with the option, so that the line left reads as written: the blanks before it
    // (`... over current presentation keep`); when it starts its line and more follows, the
    // blanks after it instead (`  stack push` keeps its indentation); alone on its line, its line
    // break and trailing blanks too, and a comment after it joins the line above.
    let bytes = context.source.bytes
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    var start = option.range.start
    while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
    var after = option.range.end
    while after < bytes.count, isBlank(bytes[after]) { after += 1 }
    let startsLine = start > 0 && bytes[start - 1] == 0x0A
    let lineEnds = after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D
    let commentFollows =
      after + 1 < bytes.count && bytes[after] == UInt8(ascii: "/")
      && bytes[after + 1] == UInt8(ascii: "/")
    var end = option.range.end
    if startsLine, lineEnds || commentFollows {
      start -= 1
      if start > 0, bytes[start - 1] == 0x0D { start -= 1 }
      if lineEnds { end = after }
    } else if startsLine {
      start = option.range.start
      end = after
    }
    return [
      context.diagnostic(
        .presentationKeepWithoutEffect, option.range,
        SemaMessages.presentationKeepWithoutEffect(
          route.patternLiteral.value, kind: opened.kind.rawValue,
          screen: context.index.screens[opened.screen.screen.index].name.text),
        fixIt: .init(
          SemaMessages.removePresentationKeep,
          replacing: SourceRange(start: start, end: end), with: ""))
    ]
  }

  private static func options(
    _ options: [LandingOption], _ context: SemaContext, into diagnostics: inout [Diagnostic]
  ) -> (StackPolicy?, PresentationPolicy?) {
    var stack: StackPolicy?
    var presentation: PresentationPolicy?
    var seen: [String: LandingOption] = [:]
    for option in options {
      if let previous = seen[option.keyword.text] {
        diagnostics.append(
          context.diagnostic(
            .duplicateSetting, option.range,
            SemaMessages.duplicateSetting("`\(option.keyword.text)`"),
            notes: [.init(SemaMessages.previousSetting, at: previous.range)],
            fixIt: Diagnostic.FixIt(
              SemaMessages.removeDuplicateSetting("`\(option.keyword.text)`"),
              replacing: RemovalRange.item(option.range, context), with: ""),
            help: SemaMessages.duplicateSettingHelp))
        continue
      }
      seen[option.keyword.text] = option
      switch option.keyword.text {
      case "stack":
        stack = SettingValue.parse(option.value, setting: "stack", context, into: &diagnostics)
      case "presentation":
        presentation = SettingValue.parse(
          option.value, setting: "presentation", context, into: &diagnostics)
      default:
        break
      }
    }
    return (stack, presentation)
  }
}
