import Archon
import FlowCompiler
import FlowSimulation
import FlowTestSupport
import FlowTesting
import Foundation
import Testing

/// `flowc resolve` and the generated code must answer every URL the same way: the same match or
/// refusal (with the same reason), the same phase, tab, stack and presentation.
@MainActor
@Suite struct ResolveAgreementTests {
  /// What opening a URL did, in the resolver's vocabulary.
  struct Outcome: Equatable, CustomStringConvertible {
    var matched: Bool
    var phase: String
    var tab: String?
    var stack: [String]
    var presentation: String?
    var reason: String?
    var description: String {
      "\(matched) \(phase) \(tab ?? "-") \(stack) \(presentation ?? "-") \(reason ?? "")"
    }
  }

  static let resolver: Resolver = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Specs/Archon/Archon.flow").path
    guard let model = Compiler().check(paths: [path]).files.first?.model else {
      fatalError("Archon.flow does not check")
    }
    return Resolver(model: model)
  }()

  static let urls: [String] = {
    var urls = [
      "archon://builder", "archon://projects", "archon://projects/42", "archon://builder/chat/abc",
      "archon://builder/chat/it's%22%5C",
      "archon://builder/task/t-1", "archon://settings", "https://archon.app/projects/7",
      "archon://projects/5/code/Sources/App.swift?line=9", "archon://projects/5/code",
      "archon://projects/5/code/",
      "archon://projects/5/code/a%2Fb?line=x", "archon://projects/5/preview",
      "archon://settings/account",
      "archon://settings/subscription", "archon://Settings", "archon://projects/abc",
      "archon://projects/%34%32",
      "archon://projects/-3", "archon://projects/99999999999999999999", "archon://builder/chat/%00",
      "archon://builder/chat/%C0%AF", "archon://builder/chat/%zz", "archon://builder/chat/a%2Fb",
      "archon://builder/chat/..", "archon://builder/chat/%2e%2e",
      "https://archon.app.evil.example/builder",
      "https://evil.example\\@archon.app/builder", "javascript:alert(1)", "file:///etc/passwd",
      "archon:/builder", "archon:///builder", "http://archon.app/builder",
      "https://archon.app:444/builder",
      "archon://projects/1?x=1&x=2", "archon://projects/1#frag",
      "archon://projects/1/code/x?line=1&line=2",
      "", "archon", "archon://", "https://archon.app/",
      "archon://builder/chat/" + String(repeating: "a", count: 9000),
    ]
    var generator = SeededGenerator(seed: 7)
    let pieces = [
      "projects", "builder", "chat", "task", "code", "preview", "settings", "account", "42", "x",
      "%2F", "", "..", "?line=3", "#f",
    ]
    for _ in 0..<400 {
      let count = Int.random(in: 0...5, using: &generator)
      let path = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined(
        separator: "/")
      urls.append((Bool.random(using: &generator) ? "archon://" : "https://archon.app/") + path)
    }
    return urls
  }()

  @Test func generatedCodeAndResolverAgreeOnEveryURL() {
    #expect(resolverOutcome("archon://projects/42").stack == ["ProjectDetail(id: 42)"])
    #expect(
      generatedOutcome("archon://projects/5/code/a?line=2").stack.last
        == #"CodeBrowser(projectId: 5, path: "a", line: 2)"#)
    for url in Self.urls {
      let expected = resolverOutcome(url)
      let actual = generatedOutcome(url)
      #expect(actual == expected, "\(url)")
    }
  }

  private func resolverOutcome(_ url: String) -> Outcome {
    let resolution = Self.resolver.resolve(url)
    var reason: String?
    if case .noMatch(let text) = resolution.outcome { reason = text }
    // A link that matched nothing has no landing; the generated side then reports no place either.
    let shown = resolution.landed
    return Outcome(
      matched: resolution.matched, phase: shown?.phase ?? "-", tab: shown?.tab,
      stack: shown?.stack ?? [],
      presentation: shown?.presentation.map { "\($0.kind) \([$0.screen] + $0.stack)" },
      reason: reason)
  }

  private func generatedOutcome(_ url: String) -> Outcome {
    let navigator = Archon.makeNavigator { _ in true }
    navigator.start()
    let outcome = navigator.open(url: url)
    var reason: String?
    if case .rejected(let rejection) = outcome { reason = rejection.description }
    let stack = navigator.selectedTab.map { navigator.path(for: $0) } ?? navigator.rootStack
    let presentation = navigator.presentations.first.map { top -> String in
      let (kind, screen) = ArchonText.modal(top.modal)
      return "\(kind) \([screen] + top.stack.map(ArchonText.screen))"
    }
    if let reason {
      return Outcome(matched: false, phase: "-", stack: [], reason: reason)
    }
    return Outcome(
      matched: true, phase: navigator.phase.rawValue, tab: navigator.selectedTab?.rawValue,
      stack: stack.map(ArchonText.screen), presentation: presentation, reason: reason)
  }
}
