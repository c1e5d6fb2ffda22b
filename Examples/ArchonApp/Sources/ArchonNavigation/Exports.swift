// Archon's navigation: Archon.flow (a link to the repository's Specs/Archon/Archon.flow) is compiled
// to Swift by FlowBuildPlugin on every build. A target needs one Swift file of its own; this one
// re-exports the runtime, so `import ArchonNavigation` is all the app needs besides FlowSwiftUI.
@_exported import FlowRuntime
