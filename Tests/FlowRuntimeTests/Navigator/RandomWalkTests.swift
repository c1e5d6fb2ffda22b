import FlowRuntime
import FlowTestSupport
import Testing

/// Thousands of seeded random steps (events, links, condition flips, stack and presentation
/// operations, relaunches) checking after each one that nothing guarded shows while its condition
/// is not true, and that no link lands twice or after it was dropped.
@MainActor
struct RandomWalkTests {
  /// What the walk saw, so the test can also check it exercised the interesting paths.
  struct Tally {
    var completedLater = 0
    var landedAtOnce = 0
    var dropped = 0
    var refused = 0
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func randomWalkKeepsTheGuardsAndLandsEachLinkOnce(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let store = InMemoryRestorationStore()
    let definition = Archon.definition(restoration: .selectedTabAndStacks)
    let conditions = TestConditions(session: nil, labs: false)
    var navigator = conditions.navigator(definition, store: store)
    var tally = Tally()
    var landed: Set<ArchonRoute> = []
    var dropped: Set<ArchonRoute> = []
    var counter = 0

    func record(_ update: FlowUpdate<Archon>) {
      if let route = update.completedLink {
        tally.completedLater += 1
        landedOnce(route)
        let wasDropped = isUnique(route) && dropped.contains(route)
        #expect(!wasDropped, "landed after it was dropped: \(route)")
      }
      if let route = update.droppedLink {
        tally.dropped += 1
        if isUnique(route) { dropped.insert(route) }
      }
    }

    func landedOnce(_ route: ArchonRoute) {
      guard isUnique(route) else { return }
      let isNew = landed.insert(route).inserted
      #expect(isNew, "landed twice: \(route)")
    }

    func uniqueURL() -> String {
      counter += 1
      switch random.next() % 4 {
      case 0: return "archon://builder/chat/\(counter)"
      case 1: return "archon://projects/\(counter)/preview"
      case 2: return "https://archon.app/projects/\(counter)/code/a/b?line=\(counter)"
      default: return "archon://nowhere/\(counter)"
      }
    }

    func open(_ url: String) -> OpenOutcome<Archon> {
      let outcome = navigator.open(url: url)
      if case .handled(let route) = outcome {
        tally.landedAtOnce += 1
        landedOnce(route)
      }
      return outcome
    }

    navigator.start()
    for step in 0..<3000 {
      let roll = random.next() % 20
      switch roll {
      case 0, 1:
        conditions.session = [true, false, nil][Int(random.next() % 3)]
        record(navigator.conditionsDidChange())
      case 2:
        conditions.labs = [true, false, nil][Int(random.next() % 3)]
        record(navigator.conditionsDidChange())
      case 3, 4:
        let event = ArchonEvent.allCases[Int(random.next() % 4)]
        switch navigator.send(event) {
        case .handled(_, let update), .landedHeldLink(let update): record(update)
        case .refused: tally.refused += 1
        case .ignored: break
        }
      case 5, 6:
        _ = open(uniqueURL())
      case 7:
        _ = open("archon://settings/labs")
      case 8, 9:
        let screens: [ArchonScreen] = [
          .labsPanel, .accountDetail, .projectDetail(id: 1), .previewConsole(projectId: 1),
          .chatSession(id: "x"),
        ]
        if case .refused = navigator.push(screens[Int(random.next() % 5)]) { tally.refused += 1 }
      case 10: navigator.pop()
      case 11: navigator.popToRoot()
      case 12: navigator.select(ArchonTab.allCases[Int(random.next() % 3)])
      case 13: navigator.present(cover: .livePreview(projectId: Int(random.next() % 3)))
      case 14: navigator.present(sheet: .signIn)
      case 15: navigator.dismiss()
      case 16:
        navigator.setPath([.settingsHome, .labsPanel], for: .tab(.settings))
      case 17:
        navigator.sheet = nil
      case 18:
        // A relaunch: a new navigator on the same store, sometimes with a launch link.
        if random.next() % 8 == 0 {
          navigator = conditions.navigator(definition, store: store)
          let url = random.next() % 2 == 0 ? uniqueURL() : nil
          let outcome = navigator.start(launchURL: url)
          record(outcome.update)
        }
      default:
        _ = open("archon://settings")
      }
      checkInvariants(navigator, conditions, step: step)
    }
    #expect(tally.completedLater > 0)
    #expect(tally.landedAtOnce > 0)
    #expect(tally.dropped > 0)
    #expect(tally.refused > 0)
  }

  /// Routes carrying the walk's counter, so each is opened once and must land at most once.
  private func isUnique(_ route: ArchonRoute) -> Bool {
    switch route {
    case .chat, .projectPreview, .projectCode: true
    default: false
    }
  }

  private func checkInvariants(
    _ navigator: Navigator<Archon>, _ conditions: TestConditions, step: Int
  ) {
    let shown =
      navigator.stacks.values.flatMap { $0 } + navigator.rootStack
      + navigator.presentations.flatMap(\.stack)
    switch navigator.phase {
    case .main:
      let valid =
        conditions.session == true && navigator.selectedTab != nil
        && navigator.rootStack.isEmpty
      #expect(valid, "main shown without a session or tab at step \(step)")
    case .onboarding:
      let valid = navigator.stacks.isEmpty && navigator.selectedTab == nil
      #expect(valid, "onboarding shows tab stacks at step \(step)")
    case .launch:
      let showsNothing = shown.isEmpty && navigator.presentations.isEmpty
      #expect(showsNothing, "the launch check shows something at step \(step)")
    }
    let labsViolated = shown.contains(.labsPanel) && conditions.labs != true
    #expect(!labsViolated, "LabsPanel shown without labs at step \(step)")
    let pendingCouldLand = navigator.pendingLink.map { $0.waitingFor.isEmpty } ?? false
    #expect(!pendingCouldLand, "a pending link that could land at step \(step)")
  }
}
