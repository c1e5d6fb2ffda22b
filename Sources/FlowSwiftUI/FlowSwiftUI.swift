// FlowSwiftUI binds SwiftUI to a FlowRuntime `Navigator`. Everything it relies on lives in FlowRuntime
// and is tested there; this module only wires views to the navigator's state and operations.
#if canImport(SwiftUI)
  @_exported import FlowRuntime
#endif
