import FlowRuntime

/// Routes beyond Archon's: every parameter type, query items of every type, a non-ASCII literal, a
/// catch-all and a placeholder as the first segment. Shared by the round-trip tests and the matcher
/// fuzz target, which compiles this file as it is.
enum EveryTypeRoutes {
  /// Archon's routes, then the extra ones.
  static let specs: [RouteSpec] =
    ArchonRoutes.specs + [
      RouteSpec(
        segments: [
          .literal("t"), .parameter(name: "b", type: .bool), .parameter(name: "i", type: .int),
          .parameter(name: "u", type: .uuid), .parameter(name: "d", type: .double),
          .parameter(name: "s", type: .string),
        ],
        query: [
          .init(key: "q", name: "q", type: .string, isRequired: true),
          .init(key: "n", name: "n", type: .int, isRequired: false),
          .init(key: "f-f", name: "f", type: .double, isRequired: false),
          .init(key: "u", name: "uq", type: .uuid, isRequired: false),
          .init(key: "b", name: "bq", type: .bool, isRequired: false),
        ]),
      RouteSpec(segments: [.literal("c"), .literal("ünï cödé"), .catchAll(name: "rest")]),
      RouteSpec(segments: [.parameter(name: "name", type: .string), .literal("item")]),
    ]
}
