/// Version 6 of the API that generated code is written against (2: generated enums build their
/// equality, hashing and coding on `CaseValues`/`CaseShapes`, and the route table is read from text;
/// 3: guards, handlers and the navigation graph are keyed by the generated `Destination` enum, one
/// switch over a `CaseReader` serves matching and decoding, and landings are a `LandingTable`;
/// 4: a refused link is a `LinkRejection` value, `LinkResolution.noMatch(_:)`, not a sentence;
/// 5: the `Destination` enum reads its raw values from `CaseNames` instead of a `String` raw type,
/// and `caseValues` passes the values it binds to `CaseValues` as they are; 6: route enums conform
/// to `LandingRoute`, which `navigator.open(route)` reads).
///
/// Generated code declares
/// ```swift
/// nonisolated private struct _FlowKitVersionCheck: FlowRuntime.FlowRuntimeAPIVersionCheck {
///   struct _6: FlowRuntime.FlowRuntimeAPIVersion_6 {}
///   typealias Version = _6
/// }
/// ```
/// so code generated for another runtime version names a protocol that does not exist here and
/// fails to compile with a message naming the version, instead of failing somewhere obscure.
public protocol FlowRuntimeAPIVersion_6 {}

/// Generated code conforms a private type to this, naming the API version it was generated for.
public protocol FlowRuntimeAPIVersionCheck {
  /// The version marker type; it must conform to `FlowRuntimeAPIVersion_N` of this runtime.
  associatedtype Version: FlowRuntimeAPIVersion_6
}
