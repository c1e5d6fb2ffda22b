import Dispatch
import FlowSema
import FlowSyntax
import Foundation

/// Verifies an `expect` that states conditions (`when`) or a held link (`held`, `then`) by opening
/// its URL with `Resolver`, the navigator `flowc resolve` runs: `when` gives the launch's condition
/// values (the rest hold), and `then` takes its steps in order: each run of condition changes told
/// to the navigator once, each event sent.
enum ConditionalExpectation {
  static func verify(
    _ expectation: ExpectDeclaration, given: ConditionAssignment, model: FlowModel,
    names: FlowModel.NameIndex, placeProblems: [Int: Diagnostic], resolver: Resolver,
    source: SourceFile, problems: [Diagnostic],
    failure: (String, [Diagnostic.Note]) -> [Diagnostic]
  ) -> [Diagnostic] {
    // A chain of `then`s (`held, then session -> held, then verified -> Compose`) is checked as
    // the expects its steps so far make, in order, from a fresh launch each: the first that fails
    // is reported, after every step up to it. A name a later `then` misspells is reported over
    // that, as it is for one `then` (the second diff review found it hidden).
    guard case .held(let held, let followUps) = expectation.outcome, followUps.count > 1 else {
      return verifyOne(
        expectation, given: given, model: model, names: names, placeProblems: placeProblems,
        resolver: resolver, source: source, problems: problems, failure: failure)
    }
    // The steps are read, and the link opened and led through them, once for the whole chain:
    // each prefix's outcome is read on the way (`Resolver.resolveEachPrefix`), where a launch for
    // each made a chain of 1,000 `then`s take 15 s (the random-spec review). With a name that
    // does not resolve, no link is opened at all, and each prefix reports its own names.
    var stepProblems: [Diagnostic] = []
    let steps = followUps.map {
      ExpectationChecker.steps($0.steps, model: model, path: source.path, problems: &stepProblems)
    }
    let resolutions =
      problems.isEmpty && stepProblems.isEmpty
      ? onMainActor {
        resolver.resolveEachPrefix(expectation.url.value, given: given, thenEach: steps)
      } : nil
    var firstFailure: [Diagnostic]?
    var nameProblems: [Diagnostic] = []
    for end in followUps.indices {
      var prefix = expectation
      prefix.outcome = .held(held, then: Array(followUps[...end]))
      // A link that is not held resolves alike whatever follows.
      let resolved = resolutions.map { (Array(steps[...end]), $0[min(end, $0.count - 1)]) }
      let found = verifyOne(
        prefix, given: given, model: model, names: names, placeProblems: placeProblems,
        resolver: resolver, source: source, problems: problems, resolved: resolved,
        failure: failure)
      let named = found.filter { $0.code != .expectationFailed }
      for problem in named
      where !nameProblems.contains(where: {
        $0.range == problem.range && $0.message == problem.message
      }) {
        nameProblems.append(problem)
      }
      if firstFailure == nil, named.isEmpty, !found.isEmpty { firstFailure = found }
    }
    return nameProblems.isEmpty ? firstFailure ?? [] : nameProblems
  }

  /// `verify` for an expect whose last `then` alone states an outcome: the `then`s before it are
  /// steps taken first, each told to the navigator apart (`verify` checks their own outcomes).
  /// `resolved` is the chain's steps read, and its resolution, when `verify` worked them out.
  private static func verifyOne(
    _ expectation: ExpectDeclaration, given: ConditionAssignment, model: FlowModel,
    names: FlowModel.NameIndex, placeProblems: [Int: Diagnostic], resolver: Resolver,
    source: SourceFile, problems: [Diagnostic],
    resolved: (then: [[HeldLinkStep]], resolution: Resolution)? = nil,
    failure: (String, [Diagnostic.Note]) -> [Diagnostic]
  ) -> [Diagnostic] {
    var problems = problems
    let path = source.path
    var written: Landing?
    var then: [[HeldLinkStep]]?
    switch expectation.outcome {
    case .lands(let landing): written = landing
    case .nothing: written = nil
    case .held(_, let followUps):
      written = followUps.last?.landing
      if let resolved {
        then = resolved.then
      } else if !followUps.isEmpty {
        then = followUps.map {
          ExpectationChecker.steps($0.steps, model: model, path: path, problems: &problems)
        }
      }
    }
    let writtenLanding = written.flatMap {
      ExpectedLanding(
        $0, model: model, names: names, placeProblems: placeProblems, source: source,
        problems: &problems)
    }
    guard problems.isEmpty else { return problems }

    let url = expectation.url.value
    let resolution =
      resolved?.resolution
      ?? onMainActor {
        resolver.resolve(url, given: given, thenEach: then)
      }
    let when = ExpectationMessages.when(expectation.conditions)
    let expected = writtenLanding?.description ?? ""
    let visible = { (shown: Resolution.Shown) in
      VisibleLanding(
        route: resolution.route ?? "", routeIndex: -1, phase: shown.phase, tab: shown.tab,
        screens: shown.screens, overCurrent: shown.overCurrent)
    }
    let matches = { (landing: VisibleLanding) -> Bool in writtenLanding?.matches(landing) ?? false }
    let matched = [Diagnostic.Note(ExpectationMessages.matchedRoute(resolution.route ?? ""))]

    switch (expectation.outcome, resolution.outcome) {
    case (.nothing, _):
      return []
    case (.lands, .noMatch(let reason)):
      return failure(ExpectationMessages.noMatch(url, reason: reason, expected: expected), [])
    case (.held, .noMatch(let reason)):
      return failure(ExpectationMessages.noMatchInsteadOfHeld(url, reason: reason), [])
    case (_, .refused(let reason, _)):
      return failure(ExpectationMessages.refused(url, when: when, reason: reason), matched)
    case (_, .dropped):
      // Only a follow-up says `dropped`: opening the link itself holds, lands or refuses it.
      return failure(ExpectationMessages.refused(url, when: when, reason: "dropped"), matched)
    case (.lands, .held(let waitingFor, _, _)):
      // Where the link lands once what it waits for holds, told at once as a `then` would tell
      // it: when that is the written landing, the note writes the expect that says so (a
      // new-users review found the fix in no message).
      let steps = waitingFor.map { HeldLinkStep.condition($0, .holds) }
      let waited = onMainActor { resolver.resolve(url, given: given, thenEach: [steps]) }
      var notes = matched
      if case .held(_, _, let followUp) = waited.outcome,
        case .lands(let shown)? = followUp?.outcome, matches(visible(shown)),
        case .lands(let landing) = expectation.outcome
      {
        notes.append(
          .init(
            ExpectationMessages.landsOnceWaitedFor(
              waitingFor,
              // On one line, as the note is read and pasted (a landing across lines put a line
              // break in it, the second diff review found).
              writing: source.text(in: landing.range).split(whereSeparator: \.isWhitespace)
                .joined(separator: " "))))
      }
      return failure(
        ExpectationMessages.heldInsteadOfLanding(
          url, when: when, waitingFor: waitingFor, expected: expected), notes)
    case (.lands, .lands(let shown)):
      let landing = visible(shown)
      guard !matches(landing) else { return [] }
      return failure(
        ExpectationMessages.wrongLanding(
          url, when: when, landing, expected: expected),
        matched + [writtenLanding?.overCurrentNote(landing)].compactMap { $0 })
    case (.held, .lands(let shown)):
      return failure(
        ExpectationMessages.landsInsteadOfHeld(url, when: when, visible(shown)), matched)
    case (.held(_, let followUps), .held) where followUps.isEmpty:
      return []
    case (.held(_, let followUps), .held(_, _, let followUp)):
      guard let written = followUps.last else { return [] }
      let after = ExpectationMessages.after(then ?? [], given: given)
      let stated: ExpectationMessages.FollowUpStated =
        switch written.outcome {
        case .lands: .lands(expected)
        case .held: .held
        case .dropped: .dropped
        }
      switch (written.outcome, followUp?.outcome) {
      case (.lands, .lands(let shown)):
        let landing = visible(shown)
        guard !matches(landing) else { return [] }
        // The same note as at once, while what shows is where the link landed: the message
        // quotes the whole stack, read as the wrong one when only `over current` differs (nuR).
        // After a later step, only while what the link opened over current still shows (an
        // alarm presented over it: the twenty-first new-users review); a step that moved the
        // user on shows what the link did not open.
        let stillShowsIt = followUp?.landedAfter == nil || landing.overCurrent
        let note = stillShowsIt ? writtenLanding?.overCurrentNote(landing) : nil
        return failure(
          ExpectationMessages.wrongFollowUp(
            url, after: after, landedAfter: followUp?.landedAfter, landing,
            expected: expected),
          matched + [note].compactMap { $0 })
      case (.held, .held), (.dropped, .dropped), (.dropped, .refused), (.dropped, .noMatch),
        (.dropped, nil):
        return []
      case (_, .lands(let shown)):
        return failure(
          ExpectationMessages.followUpLandsInstead(
            url, after: after, landedAfter: followUp?.landedAfter, visible(shown), stated),
          matched)
      case (_, .held(let waitingFor, _, _)):
        return failure(
          ExpectationMessages.stillHeld(
            url, after: after, waitingFor: waitingFor, stated: stated), matched)
      case (_, .dropped), (_, .refused), (_, .noMatch), (_, nil):
        return failure(
          ExpectationMessages.dropped(
            url, after: after, steps: (then ?? []).joined().count, at: followUp?.droppedAt,
            stated: stated), matched)
      }
    }
  }

  /// Runs `body` on the main actor from whatever thread checks the spec: at once when this is the
  /// main thread (flowc, the plugin) or the main queue (a main-actor test), else by waiting for the
  /// main queue, which on Linux may be drained by another thread.
  ///
  /// `Navigator` is main-actor isolated for SwiftUI's sake, and checks it at run time.
  private static func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    MainQueue.mark()
    if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueue.key) == true {
      return MainActor.assumeIsolated(body)
    }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }
}

/// A tag on the main queue, so code can tell it runs there even when it is not the main thread.
private enum MainQueue {
  static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static func mark() {
    _ = marked
  }
}
