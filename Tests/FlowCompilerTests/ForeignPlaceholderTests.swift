import FlowCompiler
import FlowSimulation
import FlowSyntax
import Testing

/// Placeholders written as other routers write them (`:id`, `*`) are made of legal path characters,
/// so such routes checked clean and matched only links spelling them out: a newcomer's route that
/// no link opened. Each is one FL0021 now, and its fix-it gives a route that opens the links meant.
@Suite struct ForeignPlaceholderTests {
  static func spec(_ pattern: String) -> String {
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Show, Files }
    screen Show(id: Int)
    screen Files(path: String = "")
    route "\(pattern)" -> \(pattern.contains("files") ? "Files" : "Show")

    """
  }

  @Test(arguments: [
    (
      "/shows/:id",
      "6:15 ':id' is how other routers write a placeholder; a route pattern writes '{id}'",
      "replace ':id' with '{id}'", "a://shows/7", ["id": "7"]
    ),
    (
      "/shows/:id?",
      "6:15 ':id?' is how other routers write an optional placeholder; a path segment is always "
        + "there, so write '{id}' (the parameter it fills may still be optional), or a query item "
        + "like '?id={id}' for a value a link may leave out",
      "replace ':id?' with '{id}'", "a://shows/7", ["id": "7"]
    ),
    (
      "/files/*",
      "6:15 '*' is a wildcard in other routers; a route pattern reads one segment with a "
        + "placeholder like '{name}', or the rest of the path with a catch-all like '{path...}' as "
        + "its last segment",
      "replace '*' with '{path...}'", "a://files/a/b", ["path": "a/b"]
    ),
    (
      "/shows/<id>",
      "6:15 '<id>' is how other routers write a placeholder; a route pattern writes '{id}'",
      "replace '<id>' with '{id}'", "a://shows/7", ["id": "7"]
    ),
    // Flask's and Django's converters give the type, or a catch-all (the twenty-eighth
    // new-users review was told to percent-encode the '<').
    (
      "/shows/<int:id>",
      "6:15 '<int:id>' is how other routers write a placeholder; a route pattern writes "
        + "'{id: Int}'",
      "replace '<int:id>' with '{id: Int}'", "a://shows/7", ["id": "7"]
    ),
    (
      "/files/<path:path>",
      "6:15 '<path:path>' is how other routers write a placeholder; a route pattern writes "
        + "'{path...}'",
      "replace '<path:path>' with '{path...}'", "a://files/a/b", ["path": "a/b"]
    ),
    (
      "/files/*path",
      "6:15 '*path' is a wildcard in other routers; a route pattern reads one segment with a "
        + "placeholder like '{name}', or the rest of the path with a catch-all like '{path...}' as "
        + "its last segment",
      "replace '*path' with '{path...}'", "a://files/a/b", ["path": "a/b"]
    ),
  ])
  @MainActor func isOneErrorWhoseFixItOpensTheLinks(
    pattern: String, message: String, fixItMessage: String, link: String,
    parameters: [String: String]
  ) throws {
    let text = Self.spec(pattern)
    let report = checked(text)
    let diagnostics = report.diagnostics
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    let location = report.sources[0].location(of: diagnostic.range.start)
    #expect(
      "\(location.line):\(location.column) \(diagnostic.message)" == message
        && diagnostic.code == .malformedPlaceholder)
    // `:` and `*` can be in a link, so the help says how to mean them literally; `<` cannot.
    if pattern.contains("<") {
      #expect(diagnostic.help == nil)
    } else {
      #expect(diagnostic.help?.hasPrefix("as written, the route matches only links with") == true)
    }
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == fixItMessage)
    let fixed = checked(try applying(fixIt, to: text))
    #expect(lines(fixed) == [])
    let model = try #require(fixed.files[0].model)
    #expect(Resolver(model: model).resolve(link).parameters == parameters)
  }

  /// A wildcard in the middle could be one segment or many: no fix-it guesses which.
  @Test func aWildcardInTheMiddleHasNoFixIt() throws {
    let report = checked(Self.spec("/files/*/x"))
    let diagnostic = try #require(report.diagnostics.first)
    #expect(report.diagnostics.count == 1 && diagnostic.code == .malformedPlaceholder)
    #expect(diagnostic.fixIt == nil)
  }

  /// Percent-encoded, the characters are meant literally, as the help says, and there is no error;
  /// so is a ':' inside a segment, and a segment of '*' with other text.
  @Test(arguments: ["/shows/%3Aid", "/shows/a:b", "/shows/x*", "/shows/*-*"])
  func literalUsesCheckAsBefore(pattern: String) {
    #expect(
      checked(Self.spec(pattern)).diagnostics.map(\.code).contains(.malformedPlaceholder) == false)
  }

  /// A '?' with no query after it: one FL0021 at the '?', removed by its fix-it; after a
  /// placeholder it says why a path placeholder cannot be optional.
  @Test(arguments: [
    ("/shows/{id}?", "a path placeholder cannot be optional"),
    ("/shows?", "'?' starts a query, but no query item follows it"),
  ])
  func aBareQueryMarkIsOneError(pattern: String, start: String) throws {
    let report = checked(Self.spec(pattern))
    let diagnostic = try #require(report.diagnostics.first)
    #expect(report.diagnostics.count == 1 && diagnostic.code == .malformedPlaceholder)
    #expect(diagnostic.message.hasPrefix(start))
    #expect(diagnostic.fixIt?.message == "remove '?'")
  }

  /// A catch-all in the query is one FL0022 that says a query item holds one value, and its
  /// fix-it leaves a placeholder that checks (nuS read "'path...' is not a valid placeholder
  /// name" for a valid name).
  @Test func aCatchAllInTheQueryIsFixedToOneValue() throws {
    let text = Self.spec("/files?p={path...}")
    let report = checked(text)
    #expect(
      lines(report) == [
        "test.flow:6:18 FL0022 a query item holds one value, so '{path...}' cannot take the rest "
          + "of the link there"
      ])
    let diagnostic = try #require(report.diagnostics.first)
    #expect(
      diagnostic.help
        == "write '{path}' for the item's value, or move '{path...}' to the end of the path to "
        + "take the segments left there")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "replace with '{path}'")
    let fixed = try applying(fixIt, to: text)
    #expect(fixed.contains(#"route "/files?p={path}" -> Files"#))
    #expect(checked(fixed).diagnostics == [])
    // Dots with no name before them name nothing: no catch-all fix-it to `{}` (a review found).
    let unnamed = checked(Self.spec("/files?p={...}"))
    #expect(unnamed.diagnostics.map(\.code) == [.malformedPlaceholder])
    #expect(unnamed.diagnostics.first?.fixIt == nil)
  }
}
