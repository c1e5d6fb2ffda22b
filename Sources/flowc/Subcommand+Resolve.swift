import FlowCompiler
import FlowSema
import FlowSimulation
import FlowTools

extension Subcommand {
  /// `flowc resolve`: what opening URLs does, from the spec alone.
  static let resolve = Subcommand(
    name: "resolve",
    summary: "Show where URLs land, from the signed-in initial state.",
    arguments: [
      Argument(synopsis: "<file>", summary: "The .flow spec.", minimumCount: 1, maximumCount: 1),
      Argument(
        synopsis: "<url>...", summary: "The URLs to open.", minimumCount: 1, maximumCount: nil),
    ],
    options: [
      Option(
        .format, value: "format", allowed: ["text", "json"], default: "text",
        summary: "text for people, or json (one object per URL, in an array)."),
      Option(
        .given, value: "condition=true|false|unknown", repeatable: true, meantBy: ["--when"],
        summary:
          "A condition's value at launch (or as an expect's `when`: '!session'). The rest hold."
      ),
      Option(
        .then, value: "steps",
        summary: "What happens while a link is held, as an expect's `then` writes it."),
    ],
    discussion: """
      Each URL is opened on a fresh launch where nothing is restored, with the same matcher and
      navigator that generated code uses. Nothing is compiled, and the spec's `expect` lines are
      not run (`flowc check` runs them). Every condition holds unless --given
      says otherwise: false, or unknown (not decided yet, like a session check that has not
      answered); --given '!session, ?premium' reads as an expect's `when` does. A link lands, or
      is held until conditions hold (with what the app shows meanwhile, and where it lands once
      they do), or is refused. --then 'session, signedIn' says instead
      what happens while it is held, in order: a condition turning true ('session'), false
      ('!session') or undecided ('?session'), or an event the app sends ('signedIn'); it prints
      where the link lands after the last step, or that it is still held or was dropped. Quote
      the steps: a shell reads '!' and '?'.

      EXIT STATUS:
        0  Every URL matched a route.
        1  The spec has errors.
        2  A usage error (an unknown condition in --given or --then), or the spec could not
           be read.
        3  At least one URL matched no route.
      """,
    run: { runResolve($0, $1) }
  )

  private static func runResolve(_ invocation: Invocation, _ console: Console) -> ExitCode {
    let model: FlowModel
    // The spec's `expect` lines are not run: a failing one would hide the answer it is about.
    switch SpecLoader.load(
      invocation.positionals[0], console: console, verifyingExpectations: false)
    {
    case .exit(let status): return status
    case .model(let loaded): model = loaded
    }
    let conditions: ConditionAssignment
    let steps: [HeldLinkStep]?
    do {
      conditions = try ConditionAssignment.parse(
        invocation.repeatedValues[.given] ?? [], conditions: model.conditions.map(\.name))
      steps = try invocation.value(.then).map { text throws(ConditionAssignment.Problem) in
        try HeldLinkStep.parse(
          text, conditions: model.conditions.map(\.name), events: model.events.map(\.name))
      }
    } catch {
      console.writeError(
        UsageError(error.message, suggestion: error.suggestion, subcommand: .resolve).text)
      return .usage
    }
    let resolver = Resolver(model: model)
    let resolutions = MainActor.assumeIsolated {
      invocation.positionals.dropFirst().map {
        resolver.resolve($0, given: conditions, then: steps)
      }
    }
    console.write(
      invocation.value(.format) == "json"
        ? ResolutionRenderer.json(resolutions) : ResolutionRenderer.text(resolutions))
    return resolutions.allSatisfy(\.matched) ? .success : .noMatch
  }
}
