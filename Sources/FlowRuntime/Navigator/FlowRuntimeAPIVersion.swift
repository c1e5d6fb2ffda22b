/// Version 1 of the API that generated code is written against.
///
/// Generated code declares
/// ```swift
/// fileprivate struct _FlowKitVersionCheck: FlowRuntime.FlowRuntimeAPIVersionCheck {
///   struct _1: FlowRuntime.FlowRuntimeAPIVersion_1 {}
///   typealias Version = _1
/// }
/// ```
/// so code generated for another runtime version names a protocol that does not exist here and
/// fails to compile with a message naming the version, instead of failing somewhere obscure.
public protocol FlowRuntimeAPIVersion_1 {}

/// Generated code conforms a private type to this, naming the API version it was generated for.
public protocol FlowRuntimeAPIVersionCheck {
  /// The version marker type; it must conform to `FlowRuntimeAPIVersion_N` of this runtime.
  associatedtype Version: FlowRuntimeAPIVersion_1
}
