/// The wording of route-pattern diagnostics.
enum PatternMessages {
  static let missingLeadingSlash = "a route pattern starts with '/', like \"/projects/{id}\""
  static let trailingSlash =
    "a route pattern does not end with '/'; URLs with one trailing '/' match anyway"
  static let emptySegment = "empty path segment ('//') in a route pattern"
  static let catchAllNotLast = "a catch-all '{name...}' must be the last path segment"
  static let wholeSegment =
    "a placeholder must be a whole segment, like '/{id}'; braces cannot appear inside other text"
  /// What to write instead of `segment` (`@{username}`): a profile link's `@` (a new-users review)
  /// has no way into a placeholder's segment.
  static func wholeSegmentHelp(_ segment: String) -> String {
    let opens = segment.filter { $0 == "{" }.count
    if opens > 1, let help = severalPlaceholdersHelp(segment) { return help }
    guard opens == 1, let brace = segment.firstIndex(of: "{"),
      let close = segment.firstIndex(of: "}"), close > brace
    else {
      return "give each placeholder a segment of its own, and the fixed text another"
    }
    let fixed = segment[..<brace] + segment[segment.index(after: close)...]
    let name =
      segment[segment.index(after: brace)..<close].split(separator: ":").first
      .map { String($0.filter { $0 != " " && $0 != "\t" }) } ?? "name"
    let apart = [
      String(segment[..<brace]), "{\(name)}", String(segment[segment.index(after: close)...]),
    ]
    .filter { !$0.isEmpty }.joined(separator: "/")
    return "give the fixed text a segment of its own ('/\(apart)'), or take the whole segment "
      + "('/{\(name)}', which reads '\(fixed)' too) and remove '\(fixed)' in the app"
  }
  /// What to write instead of a segment of placeholders joined by punctuation (`{slug}-{id}`, the
  /// usual shape of job and article links: the twenty-first new-users review), or nil when its
  /// braces do not pair up or other text stands between them.
  private static func severalPlaceholdersHelp(_ segment: String) -> String? {
    var names: [String] = []
    var rest = segment[...]
    while let open = rest.firstIndex(of: "{") {
      guard rest[..<open].allSatisfy({ "-_.~+,".contains($0) }),
        let close = rest[open...].firstIndex(of: "}")
      else { return nil }
      let inside = rest[rest.index(after: open)..<close]
      // A catch-all is the last segment, not one of several; a `?` (optional) has no place in a
      // path, and offered again it would be FL0021 again (the second review).
      guard !inside.contains("{"), !inside.contains("..."),
        let name = inside.split(separator: ":").first.map({
          String($0.filter { $0 != " " && $0 != "\t" && $0 != "?" })
        }), !name.isEmpty
      else { return nil }
      names.append(name)
      rest = rest[rest.index(after: close)...]
    }
    guard names.count > 1, rest.allSatisfy({ "-_.~+,".contains($0) }) else { return nil }
    let apart = names.map { "{\($0)}" }.joined(separator: "/")
    let whole =
      names[0]
      + names.dropFirst().map { "And" + $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return "give each placeholder a segment of its own ('/\(apart)'), or read the whole segment "
      + "as one String ('/{\(whole)}') and split it in the app"
  }

  static let malformedEscape = "malformed percent escape; write '%' followed by two hex digits"
  static let notUTF8 = "this segment's percent escapes do not decode to UTF-8 text"
  static let dotSegment = "a route pattern segment cannot be '.' or '..'"
  static let queryItemShape = "a query item is written 'key={name}' or 'key={name: Type}'"
  static let optionalPathPlaceholder =
    "a path placeholder cannot be optional: its segment is always there (the parameter it fills may "
    + "still be optional); for a value a link may leave out, use a query item, like '?id={id}'"
  static let bareQueryMark =
    "'?' starts a query, but no query item follows it; a query item is written 'key={name}'"
  static let unclosedPlaceholder = "unclosed '{' in a route pattern; a placeholder ends with '}'"
  static let emptyPlaceholder = "empty placeholder; write a parameter name between the braces"

  static func wholeURL(_ written: String) -> String {
    "a route pattern is the path alone, not a whole URL like \"\(written)\""
  }

  /// The written scheme may not be the app's (the parser cannot see the app), so the link shown
  /// names the app's scheme rather than repeating it.
  static func wholeCustomURLHelp(pattern: String) -> String {
    let start =
      "the scheme comes from the app's `scheme` lines, and the first segment is the link's "
    guard pattern != "/" else {
      return start + "host, which a custom-scheme link needs: \"/\" matches only "
        + "'https://<host>/', <host> being one of the app's `host`s"
    }
    return start + "host: \"\(pattern)\" matches links like '<scheme>:/\(pattern)', <scheme> being "
      + "one of the app's `scheme`s"
  }

  /// The written host may not be one of the app's and `http` links never match, so the link shown
  /// is an `https` one to any of the app's hosts rather than the written URL.
  static func wholeWebURLHelp(pattern: String, isHTTP: Bool) -> String {
    "https links take their host from the app's `host` lines: \"\(pattern)\" matches links like "
      + "'https://<host>\(pattern)', <host> being one of the app's `host`s"
      + (isHTTP ? "; 'http://' links never open the app" : "")
  }

  static func schemePrefix(_ scheme: String) -> String {
    "a route pattern is the path alone; it does not start with a scheme like '\(scheme)'"
  }

  /// The written scheme may not be the app's, so the link shown names the app's scheme.
  static func schemePrefixHelp(pattern: String) -> String {
    let start =
      "the scheme comes from the app's `scheme` lines, and the pattern starts at the path, its "
      + "first segment being a custom-scheme link's host"
    guard pattern != "/" else {
      return start + ", which such a link needs: \"/\" matches only 'https://<host>/', <host> "
        + "being one of the app's `host`s"
    }
    return start + ": \"\(pattern)\" matches links like '<scheme>:/\(pattern)', <scheme> being "
      + "one of the app's `scheme`s"
  }

  static func fragment(_ fragment: String) -> String {
    "a route pattern has no fragment: '\(fragment)' would never be matched"
  }

  static let fragmentHelp =
    "a link's fragment (from '#' on) is ignored when it is matched, so the pattern without it "
    + "matches links with any fragment or none"

  static func onlyFragmentHelp(example: String) -> String {
    "a route matches a link's path and query; its fragment (from '#' on) is never matched: "
      + "write the path the links have, starting with '/', like \"\(example)\""
  }

  static func catchAllInQuery(_ name: String) -> String {
    "a query item holds one value, so '{\(name)...}' cannot take the rest of the link there"
  }

  static func catchAllInQueryHelp(_ name: String) -> String {
    "write '{\(name)}' for the item's value, or move '{\(name)...}' to the end of the path to "
      + "take the segments left there"
  }

  static func catchAllNotLastHelp(_ name: String) -> String {
    "move '{\(name)...}' to the end of the path, or write '{\(name)}' to read just one segment"
  }

  static func duplicatePlaceholderHelp(_ name: String) -> String {
    "a placeholder reads one value: rename the second '{\(name)}' and bind it to another "
      + "parameter, or remove it"
  }

  static func duplicateQueryKeyHelp(_ key: String) -> String {
    "a link gives each key one value: remove one '\(key)=' item, or rename its key"
  }

  static func invalidCharacter(_ character: String) -> String {
    if character == "\\" {
      return "a backslash cannot appear in a URL path, written out or percent-encoded; remove it"
    }
    let shown = character == " " ? "a space" : "'\(character)'"
    return "\(shown) cannot appear in a URL path; percent-encode it"
  }

  static func backslashEscape(_ escape: String) -> String {
    "'\(escape)' decodes to a backslash, which links never carry in a path (some parsers read it "
      + "as '/'); remove it from the route"
  }

  static func controlEscape(_ escape: String) -> String {
    "'\(escape)' decodes to a control character, which links never match once decoded; "
      + "remove it from the route"
  }

  static func invalidQueryKey(_ key: String) -> String {
    "'\(key)' is not a valid query key; use letters, digits, '-', '.', '_' and '~'"
  }

  static func placeholderDefault(_ value: String) -> String {
    "a placeholder has no default ('= \(value)'); the screen's parameter holds it"
  }

  /// `inQuery`: the placeholder fills a query item, which a link may leave out; a path segment is
  /// always in the link, so its default would never be used (a new-users review followed the
  /// query item's help for `/steps/{index: Int = 1}` and `/steps` matched nothing). `hasQuery`:
  /// the pattern has a query already, which the new item joins with `&`.
  static func placeholderDefaultHelp(
    declaration: String, value: String, inQuery: Bool, hasQuery: Bool
  ) -> String {
    let parameter = declaration.contains(":") ? declaration : "\(declaration): <Type>"
    let onParameter = "the screen's parameter (`\(parameter) = \(value)`)"
    guard inQuery else {
      let name = declaration.split(separator: ":").first.map(String.init) ?? declaration
      let key = (hasQuery ? "&" : "?") + name + "="
      return "a path segment is always in a link, so a default there is never used: to let a link "
        + "leave the value out, make it a query item (`\(key){\(declaration)}`) and write the "
        + "default on \(onParameter)"
    }
    return "write the default on \(onParameter) and `{\(declaration)}` here: a link without this "
      + "query item then takes the default"
  }

  static func optionalQueryMark(_ name: String) -> String {
    "'\(name)?' is not a placeholder name: a query item is optional when the parameter it fills "
      + "is, with no '?' here"
  }
  static func optionalQueryMarkHelp(_ name: String) -> String {
    "write '{\(name)}': a link without the item matches when the parameter '\(name)' it fills is "
      + "optional (a '?' after its type) or has a default (' = ...'), and takes that value"
  }

  static func invalidPlaceholderName(_ text: String) -> String {
    "'\(text)' is not a valid placeholder name; use a parameter name such as 'id'"
  }

  /// `{mode: driving|walking}`: the text after the colon is a type, not a name (a new-users review
  /// read "'driving|walking|transit' is not a valid placeholder name" about its `mode`).
  static func invalidPlaceholderType(_ text: String) -> String {
    "'\(text)' is not a type; a placeholder's type is String, Int, Double, Bool or UUID"
  }

  static func invalidPlaceholderTypeHelp(name: String) -> String {
    "there are no enumerated types: take the value in the parameter's own type "
      + "(`{\(name): String}` for words) and check it in the app, or give each value a route of "
      + "its own with a literal segment"
  }

  static func colonPlaceholder(_ written: String, name: String, isOptional: Bool) -> String {
    let start = "'\(written)' is how other routers write a"
    return isOptional
      ? start + "n optional placeholder; a path segment is always there, so write '{\(name)}' "
        + "(the parameter it fills may still be optional), or a query item like "
        + "'?\(name)={\(name)}' for a value a link may leave out"
      : start + " placeholder; a route pattern writes '{\(name)}'"
  }

  static func wildcard(_ written: String, catchAll: String) -> String {
    "'\(written)' is a wildcard in other routers; a route pattern reads one segment with a "
      + "placeholder like '{name}', or the rest of the path with a catch-all like '\(catchAll)' "
      + "as its last segment"
  }

  static let foreignPlaceholderHelp =
    "as written, the route matches only links with those characters in the path; to mean them "
    + "literally, percent-encode them ('%3A' for ':', '%2A' for '*')"

  static func duplicatePlaceholder(_ name: String) -> String {
    "placeholder '\(name)' appears twice in this pattern"
  }

  static func duplicateQueryKey(_ key: String) -> String {
    "query key '\(key)' appears twice in this pattern"
  }
}
