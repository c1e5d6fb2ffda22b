import FlowRuntime

/// Archon's flow, written by hand the way `flowc generate` will emit it for Specs/Archon/Archon.flow,
/// plus one test-only guarded screen (`LabsPanel`, requires `labs`) to exercise screen guards.
enum Archon: FlowSpec {
  typealias Phase = ArchonPhase
  typealias Tab = ArchonTab
  typealias Screen = ArchonScreen
  typealias Sheet = ArchonSheet
  typealias Cover = ArchonCover
  typealias Destination = ArchonDestination
  typealias Event = ArchonEvent
  typealias Condition = ArchonCondition
  typealias Route = ArchonRoute
}

private struct _FlowKitVersionCheck: FlowRuntime.FlowRuntimeAPIVersionCheck {
  struct _6: FlowRuntime.FlowRuntimeAPIVersion_6 {}
  typealias Version = _6
}
