import FlowRuntime
import Foundation

/// libFuzzer entry: the bytes are a program of navigator operations on the hand-written Archon flow
/// (a copy of the runtime tests' one, in Targets/Archon/); after every operation the invariants must
/// hold, else the target traps with the step and the reason.
///
/// Byte layout: the first byte picks the policies (restoration, stack, presentation); then each
/// operation is one opcode byte followed by its operands (see `Operation`). A program that runs out of
/// bytes simply ends.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    var program = ByteReader(bytes)
    var run = RuntimeRun(policies: program.byte() ?? 0)
    var step = 0
    while let operation = program.byte() {
      run.perform(operation, reading: &program, step: step)
      run.checkInvariants(step: step)
      step += 1
    }
  }
  return 0
}

/// Reads operands off the front of the input; every read past the end returns nil.
struct ByteReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func byte() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }

  /// An operand in `0..<count`, 0 when the input has ended.
  mutating func pick(_ count: Int) -> Int { Int(byte() ?? 0) % count }

  /// A length-prefixed run of bytes (at most 255).
  mutating func chunk() -> [UInt8] {
    let length = Int(byte() ?? 0)
    var result: [UInt8] = []
    while result.count < length, let next = byte() { result.append(next) }
    return result
  }
}

/// Condition values as the app would report them; nil is "not known yet".
@MainActor
final class FuzzConditions {
  var session: Bool? = nil
  var labs: Bool? = false

  func value(_ condition: ArchonCondition) -> Bool? {
    switch condition {
    case .session: session
    case .labs: labs
    }
  }
}

/// One fuzz input's navigator, the state the invariants need, and the operations.
@MainActor
struct RuntimeRun {
  static let values: [Bool?] = [true, false, nil]

  /// Fixed links: each route kind, guarded ones, and near misses.
  static let links = [
    "archon://builder", "archon://projects", "archon://settings", "archon://settings/labs",
    "archon://settings/account", "https://archon.app/settings/subscription", "archon://projects/7",
    "archon://projects/7/preview", "https://archon.app/projects/1/code/a/b?line=3",
    "archon://builder/chat/x", "archon://builder/task/y", "archon://projects/x", "archon://",
    "https://archon.app/", "archon://nowhere", "mailto:x",
  ]

  /// Prefixes for fuzz-made URLs, so that mutations reach the matcher's interesting branches.
  static let prefixes = [
    "", "archon://", "https://archon.app/", "archon://projects/", "archon://builder/chat/",
    "archon://projects/1/code/",
  ]

  let definition: FlowDefinition<Archon>
  let conditions = FuzzConditions()
  let store = InMemoryRestorationStore()
  var navigator: Navigator<Archon>
  /// False after a condition changed without `conditionsDidChange()`: guards may lag until it is called.
  var synced = true
  /// Counter that makes links unique, so that each may land at most once.
  var counter = 0
  var landed: Set<ArchonRoute> = []
  var dropped: Set<ArchonRoute> = []
  /// Links held at some step since the last update: a call that returns no update (a tap, `open`)
  /// may drop or replace the held link, and the next update reports it.
  var heldSinceUpdate: Set<ArchonRoute> = []

  init(policies: UInt8) {
    let restoration: [RestorationPolicy] = [.selectedTab, .selectedTabAndStacks, .nothing]
    var definition = Archon.definition
    definition.restoration = restoration[Int(policies) % 3]
    definition.stackPolicy = (policies / 3) % 2 == 0 ? .replace : .push
    definition.presentationPolicy = (policies / 6) % 2 == 0 ? .dismiss : .keep
    self.definition = definition
    navigator = Navigator(definition: definition, store: store) { [conditions] in
      conditions.value($0)
    }
    navigator.start()
  }

  // MARK: Operations

  mutating func perform(_ operation: UInt8, reading program: inout ByteReader, step: Int) {
    if let route = navigator.pendingLink?.route { heldSinceUpdate.insert(route) }
    switch operation % 24 {
    case 0:
      conditions.session = Self.values[program.pick(3)]
      notify(step: step)
    case 1:
      conditions.labs = Self.values[program.pick(3)]
      notify(step: step)
    case 2:
      // A change the app has not reported yet.
      if program.pick(2) == 0 {
        conditions.session = Self.values[program.pick(3)]
      } else {
        conditions.labs = Self.values[program.pick(3)]
      }
      synced = false
    case 3:
      notify(step: step)
    case 4:
      let event = ArchonEvent.allCases[program.pick(ArchonEvent.allCases.count)]
      let held = navigator.pendingLink
      if case .handled(_, let update) = navigator.send(event) {
        record(update, held: held, step: step)
      }
    case 5: open(Self.links[program.pick(Self.links.count)], step: step)
    case 6: open(uniqueURL(program.pick(4)), step: step)
    case 7:
      let prefix = Self.prefixes[program.pick(Self.prefixes.count)]
      let url = prefix + String(decoding: program.chunk(), as: UTF8.self)
      // A made-up URL may spell one of the unique links; only `uniqueURL` may open those.
      if case .landing(let route, _) = definition.resolveLink(url), isUnique(route) { return }
      open(url, step: step)
    case 8: navigator.push(screen(&program))
    case 9: navigator.pop()
    case 10: navigator.popToRoot()
    case 11: navigator.select(ArchonTab.allCases[program.pick(ArchonTab.allCases.count)])
    case 12: navigator.present(cover: .livePreview(projectId: program.pick(4)))
    case 13: navigator.present(sheet: .signIn)
    case 14: navigator.dismiss()
    case 15:
      let stack = stackID(&program)
      let screens = (0..<program.pick(4)).map { _ in screen(&program) }
      navigator.setPath(screens, for: stack)
    case 16: navigator.setSheet(program.pick(2) == 0 ? .signIn : nil, at: program.pick(4))
    case 17:
      let cover: ArchonCover? = program.pick(2) == 0 ? .livePreview(projectId: 1) : nil
      navigator.setCover(cover, at: program.pick(4))
    case 18: relaunch(launchURL: nil, step: step)
    case 19: relaunch(launchURL: Self.links[program.pick(Self.links.count)], step: step)
    case 20: relaunch(launchURL: uniqueURL(program.pick(4)), step: step)
    case 21:
      store.save(Data(program.chunk()))
      relaunch(launchURL: nil, step: step)
    case 22:
      store.save(Data(snapshotJSON(&program).utf8))
      relaunch(launchURL: nil, step: step)
    default:
      navigator.sheet = nil
    }
  }

  private mutating func notify(step: Int) {
    let held = navigator.pendingLink
    let update = navigator.conditionsDidChange()
    synced = true
    record(update, held: held, step: step)
  }

  private mutating func open(_ url: String, step: Int) {
    let held = navigator.pendingLink
    let outcome = navigator.open(url: url)
    switch outcome {
    case .handled(let route):
      landedOnce(route, step: step)
      require(navigator.pendingLink == nil, "a link landed but is still pending", step)
      checkShowsLanding(of: url, step: step)
    case .deferred(let route, let waitingFor):
      require(navigator.pendingLink?.url == url, "a deferred link is not the pending one", step)
      require(navigator.pendingLink?.route == route, "a deferred link changed its route", step)
      require(!waitingFor.isEmpty, "a link deferred while waiting for nothing", step)
    case .rejected:
      require(navigator.pendingLink == held, "a rejected link changed the pending link", step)
    }
  }

  private mutating func relaunch(launchURL: String?, step: Int) {
    heldSinceUpdate = []
    navigator = Navigator(definition: definition, store: store) { [conditions] in
      conditions.value($0)
    }
    let outcome = navigator.start(launchURL: launchURL)
    synced = true
    switch outcome.launchLink {
    case .handled(let route):
      require(outcome.update.completedLink == route, "a handled launch link did not complete", step)
      landedOnce(route, step: step)
    case .deferred(let route, _):
      require(navigator.pendingLink?.route == route, "a deferred launch link is not pending", step)
      require(outcome.update.completedLink == nil, "a deferred launch link completed", step)
    case .rejected, nil:
      require(outcome.update.completedLink == nil, "a link completed at a plain launch", step)
    }
  }

  /// Checks what an update says against the link that was held before the call, or since the last
  /// update.
  private mutating func record(_ update: FlowUpdate<Archon>, held: PendingLink<Archon>?, step: Int)
  {
    if let route = update.completedLink {
      require(held?.route == route, "completed a link that was not held: \(route)", step)
      require(navigator.pendingLink == nil, "a completed link is still pending", step)
      landedOnce(route, step: step)
      if isUnique(route) {
        require(!dropped.contains(route), "a link landed after it was dropped: \(route)", step)
      }
    }
    if let route = update.droppedLink {
      require(
        held?.route == route || heldSinceUpdate.contains(route),
        "dropped a link that was not held: \(route)", step)
      require(update.completedLink != route, "a link both completed and dropped: \(route)", step)
      if isUnique(route) { dropped.insert(route) }
    }
    heldSinceUpdate = []
  }

  private mutating func landedOnce(_ route: ArchonRoute, step: Int) {
    guard isUnique(route) else { return }
    require(landed.insert(route).inserted, "a link landed twice: \(route)", step)
  }

  /// After a link lands at once, the navigator shows its landing: phase, tab, stack, presentation.
  private func checkShowsLanding(of url: String, step: Int) {
    guard case .landing(_, let landing) = definition.resolveLink(url) else {
      return require(false, "a link landed that resolves to nothing: \(url)", step)
    }
    require(navigator.phase == landing.phase, "landed in the wrong phase: \(url)", step)
    guard navigator.phase == .main else { return }
    let tab = landing.tab ?? .builder
    require(navigator.selectedTab == tab, "landed in the wrong tab: \(url)", step)
    let stack = navigator.path(for: tab)
    require(
      stack.count >= landing.stack.count
        && Array(stack.suffix(landing.stack.count)) == landing.stack,
      "the landing's stack is not on top of tab \(tab): \(url)", step)
    if let presentation = landing.presentation {
      require(navigator.presentations == [presentation], "the landing's cover is not shown", step)
    }
  }

  // MARK: Operands

  /// Routes carrying the run's counter, so each is opened once and must land at most once.
  private func isUnique(_ route: ArchonRoute) -> Bool {
    switch route {
    case .chat(let id): id.hasPrefix("u")
    case .projectPreview(let id), .projectCode(let id, _, _): id >= 1000
    default: false
    }
  }

  private mutating func uniqueURL(_ kind: Int) -> String {
    counter += 1
    switch kind {
    case 0: return "archon://builder/chat/u\(counter)"
    case 1: return "archon://projects/\(1000 + counter)/preview"
    case 2: return "https://archon.app/projects/\(1000 + counter)/code/a/b?line=\(counter)"
    default: return "archon://settings/labs"
    }
  }

  private func screen(_ program: inout ByteReader) -> ArchonScreen {
    let id = program.pick(3)
    let screens: [ArchonScreen] = [
      .onboarding, .createAccount, .builderHome, .chatSession(id: "\(id)"),
      .taskDetail(id: "\(id)"), .projectList, .projectDetail(id: id),
      .codeBrowser(projectId: id, path: "p", line: id), .previewConsole(projectId: id),
      .settingsHome, .accountDetail, .subscriptionDetail, .labsPanel,
    ]
    return screens[program.pick(screens.count)]
  }

  private func stackID(_ program: inout ByteReader) -> StackID<Archon> {
    switch program.pick(3) {
    case 0: .root
    case 1: .tab(ArchonTab.allCases[program.pick(ArchonTab.allCases.count)])
    default: .presentation(program.pick(3) - 1)
    }
  }

  /// Restoration JSON from parts the fuzzer picks: the right or a wrong version, phase, tab and
  /// screens, so that relaunches restore (or refuse) real states, not only garbage.
  private func snapshotJSON(_ program: inout ByteReader) -> String {
    let versions = ["1", "1", "2", "\"1\"", "-1"]
    let phases = ["\"main\"", "\"onboarding\"", "\"launch\"", "\"elsewhere\"", "null"]
    let tabs = ["\"builder\"", "\"projects\"", "\"settings\"", "\"gone\"", "null", "7"]
    let screens = [
      #"{"labsPanel":{}}"#, #"{"accountDetail":{}}"#, #"{"projectDetail":{"id":3}}"#,
      #"{"chatSession":{"id":"c"}}"#, #"{"settingsHome":{}}"#, #"{"renamed":{}}"#, "{}", "null",
    ]
    var stacks: [String] = []
    for _ in 0..<program.pick(4) {
      let tab = tabs[program.pick(tabs.count)]
      let stack = (0..<program.pick(4)).map { _ in screens[program.pick(screens.count)] }
      stacks.append(#"{"tab":\#(tab),"screens":[\#(stack.joined(separator: ","))]}"#)
    }
    return #"{"version":\#(versions[program.pick(versions.count)]),"#
      + #""phase":\#(phases[program.pick(phases.count)]),"#
      + #""selectedTab":\#(tabs[program.pick(tabs.count)]),"#
      + #""stacks":[\#(stacks.joined(separator: ","))]}"#
  }

  // MARK: Invariants

  /// Nothing guarded shows while its condition is not true (once the app has reported the change),
  /// and the navigator's shape fits its phase.
  func checkInvariants(step: Int) {
    let shown =
      navigator.stacks.values.flatMap { $0 } + navigator.rootStack
      + navigator.presentations.flatMap(\.stack)
    if let link = navigator.pendingLink {
      require(!link.waitingFor.isEmpty || !synced, "a pending link that could land", step)
    }
    switch navigator.phase {
    case .main:
      require(navigator.selectedTab != nil, "main shown without a selected tab", step)
      require(navigator.rootStack.isEmpty, "main has a root stack", step)
    case .onboarding:
      require(navigator.stacks.isEmpty, "onboarding shows tab stacks", step)
      require(navigator.selectedTab == nil, "onboarding has a selected tab", step)
    case .launch:
      require(
        shown.isEmpty && navigator.presentations.isEmpty, "the launch check shows something", step)
    }
    guard synced else { return }
    if navigator.phase == .main {
      require(conditions.session == true, "main shown without a session", step)
    }
    if shown.contains(.labsPanel) {
      require(conditions.labs == true, "LabsPanel shown without labs", step)
    }
  }
}

/// Traps with the reason, so libFuzzer saves the input as a crash.
func require(_ condition: Bool, _ message: @autoclosure () -> String, _ step: Int) {
  if !condition { fatalError("invariant broken at step \(step): \(message())") }
}
