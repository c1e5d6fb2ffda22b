import FlowRuntime

/// The routes of Specs/Archon/Archon.flow, written by hand as the compiler would emit them (a copy of
/// Tests/FlowRuntimeTests/Links/ArchonRoutes.swift).
enum ArchonRoutes {
  static let configuration = LinkConfiguration(schemes: ["archon"], hosts: ["archon.app"])

  static let specs: [RouteSpec] = [
    // 0: route "/builder" -> BuilderHome
    RouteSpec(segments: [.literal("builder")]),
    // 1: route "/projects" -> ProjectList
    RouteSpec(segments: [.literal("projects")]),
    // 2: route "/projects/{id}" -> ProjectDetail(id: Int)
    RouteSpec(segments: [.literal("projects"), .parameter(name: "id", type: .int)]),
    // 3: route "/builder/chat/{id}" -> ChatSession(id: String)
    RouteSpec(segments: [
      .literal("builder"), .literal("chat"), .parameter(name: "id", type: .string),
    ]),
    // 4: route "/builder/task/{id}" -> TaskDetail(id: String)
    RouteSpec(segments: [
      .literal("builder"), .literal("task"), .parameter(name: "id", type: .string),
    ]),
    // 5: route "/settings" -> SettingsHome
    RouteSpec(segments: [.literal("settings")]),
    // 6: route "/projects/{projectId}/code/{path...}?line={line}" -> [ProjectDetail, CodeBrowser]
    RouteSpec(
      segments: [
        .literal("projects"), .parameter(name: "projectId", type: .int), .literal("code"),
        .catchAll(name: "path"),
      ],
      query: [.init(key: "line", name: "line", type: .int, isRequired: false)]),
    // 7: route "/projects/{projectId}/preview" -> [ProjectDetail, LivePreview]
    RouteSpec(
      segments: [
        .literal("projects"), .parameter(name: "projectId", type: .int), .literal("preview"),
      ]),
    // 8: route "/settings/account" -> AccountDetail
    RouteSpec(segments: [.literal("settings"), .literal("account")]),
    // 9: route "/settings/subscription" -> SubscriptionDetail
    RouteSpec(segments: [.literal("settings"), .literal("subscription")]),
  ]

  static let table = RouteTable(routes: specs, configuration: configuration)
}
