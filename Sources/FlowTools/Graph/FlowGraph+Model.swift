import FlowSema

extension FlowGraph {
  /// The whole flow of `model`: the start, every phase with its checks, handlers and tabs, every
  /// screen with its pushes and presentations, every guard's `else`, and every route pointing at the
  /// screen it lands on; never what the runtime never does (a pushed screen's handlers, what a
  /// check phase presents).
  ///
  /// Everything is visited in declaration order, so the same spec always gives the same graph.
  public init(_ model: FlowModel) {
    var nodes: [Node] = []
    var groups: [Group] = []
    var edges: [Edge] = []
    nodes.append(Node(id: "app", lines: [model.app.name], shape: .start))
    if let initial = model.initialPhase {
      edges.append(Edge(from: "app", to: Self.phaseID(initial.name), style: .transition))
    }

    for phase in model.phases {
      let id = Self.phaseID(phase.name)
      var lines = ["phase " + phase.name]
      switch phase.content {
      case .check(let condition, let then, let otherwise):
        let condition = model[condition].name
        lines.append("check " + condition)
        nodes.append(
          Node(id: id, lines: lines + Self.guardLines(phase.requires, model), shape: .decision))
        edges.append(
          Edge(from: id, to: Self.phaseID(model[then].name), label: condition, style: .transition))
        edges.append(
          Edge(
            from: id, to: Self.phaseID(model[otherwise].name), label: "else", style: .transition))
      case .root(let screen):
        nodes.append(
          Node(id: id, lines: lines + Self.guardLines(phase.requires, model), shape: .phase))
        edges.append(
          Edge(from: id, to: Self.screenID(model[screen].name), label: "root", style: .push))
      case .tabs(let tabs):
        nodes.append(
          Node(id: id, lines: lines + Self.guardLines(phase.requires, model), shape: .phase))
        var tabNodes: [Node] = []
        for tab in tabs {
          let tabID = Self.tabID(tab.name)
          let title = tab.title + (tab.isDefault ? " (default)" : "")
          tabNodes.append(
            Node(
              id: tabID, lines: [title, "tab " + tab.name] + Self.guardLines(tab.requires, model),
              shape: .tab))
          edges.append(Edge(from: id, to: tabID, style: .push))
          edges.append(
            Edge(from: tabID, to: Self.screenID(model[tab.root].name), label: "root", style: .push))
          edges += Self.guardFailureEdge(from: tabID, tab.requires, tab.guardFailure, model)
        }
        groups.append(
          Group(
            id: "tabs_" + Self.safe(phase.name), title: "tabs of " + phase.name, nodes: tabNodes))
      }
      // A check phase shows nothing, so nothing it presents ever opens, on entry or on an event:
      // drawn, those were arrows the runtime never takes (the tools round). Its `-> phase`
      // handlers do run while it waits (the review).
      let showsSomething = if case .check = phase.content { false } else { true }
      if showsSomething {
        for presented in phase.presents {
          edges.append(Self.presentation(from: id, to: model[presented]))
        }
      }
      edges += Self.handlerEdges(from: id, phase.handlers, model).filter {
        showsSomething || $0.style != .present
      }
    }

    for screen in model.screens {
      let id = Self.screenID(screen.name)
      let kindLine: [String] = screen.kind.isPresentation ? [screen.kind.rawValue] : []
      let shape: Shape =
        switch screen.kind {
        case .screen: .screen
        case .sheet: .sheet
        case .cover: .cover
        }
      nodes.append(
        Node(
          id: id, lines: [screen.name] + kindLine + Self.guardLines(screen.requires, model),
          shape: shape))
      for pushed in screen.pushes {
        edges.append(Edge(from: id, to: Self.screenID(model[pushed].name), style: .push))
      }
      for presented in screen.presents {
        edges.append(Self.presentation(from: id, to: model[presented]))
      }
      edges += Self.guardFailureEdge(from: id, screen.requires, screen.guardFailure, model)
      // Only sheets and covers handle events; a pushed screen's handlers never run (FL0216).
      if screen.kind.isPresentation {
        edges += Self.handlerEdges(from: id, screen.handlers, model)
      }
    }

    for (index, route) in model.routes.enumerated() {
      let id = "route_\(index)"
      nodes.append(Node(id: id, lines: [route.pattern], shape: .route))
      let landing = route.landing
      let label =
        landing.isOverCurrent
        ? "over current"
        : landing.tab.map { "tab " + model[$0].name } ?? "phase " + model[landing.phase].name
      edges.append(
        Edge(
          from: id, to: Self.screenID(model[landing.destination].name), label: label,
          style: .route))
    }

    self.init(name: model.app.name, nodes: nodes, groups: groups, edges: edges)
  }

  /// `requires a, b` as a label line, or nothing when unguarded.
  private static func guardLines(_ conditions: [ConditionID], _ model: FlowModel) -> [String] {
    conditions.isEmpty
      ? [] : ["requires " + conditions.map { model[$0].name }.joined(separator: ", ")]
  }

  private static func presentation(from id: String, to presented: ScreenModel) -> Edge {
    Edge(
      from: id, to: screenID(presented.name), label: presented.kind.rawValue, style: .present)
  }

  /// A guard's `else` as an edge labelled with what fails (`!premium`, `!session or !verified`).
  private static func guardFailureEdge(
    from id: String, _ requires: [ConditionID], _ failure: HandlerAction?, _ model: FlowModel
  ) -> [Edge] {
    let label = requires.map { "!" + model[$0].name }.joined(separator: " or ")
    switch failure {
    case .goTo(let phase, _):
      return [Edge(from: id, to: phaseID(model[phase].name), label: label, style: .guardFailure)]
    case .present(let screen):
      return [Edge(from: id, to: screenID(model[screen].name), label: label, style: .guardFailure)]
    case .dismiss, nil:
      return []
    }
  }

  /// Handlers that go somewhere: to a phase (thick) or presenting (dashed); `dismiss` has no target.
  private static func handlerEdges(
    from id: String, _ handlers: [HandlerModel], _ model: FlowModel
  ) -> [Edge] {
    handlers.compactMap { handler in
      let event = model[handler.event].name
      switch handler.action {
      case .goTo(let phase, let animated):
        let label = event + (animated ? " (animated)" : "")
        return Edge(from: id, to: phaseID(model[phase].name), label: label, style: .transition)
      case .present(let screen):
        return Edge(from: id, to: screenID(model[screen].name), label: event, style: .present)
      case .dismiss:
        return nil
      }
    }
  }

  static func phaseID(_ name: String) -> String { "phase_" + safe(name) }

  static func screenID(_ name: String) -> String { "screen_" + safe(name) }

  /// A tab by its name alone: tab names are unique across the spec (FL0101), while joining the
  /// phase's name and the tab's made phase `a` with tab `b_c` and phase `a_b` with tab `c` one node.
  static func tabID(_ name: String) -> String { "tab_" + safe(name) }

  /// A name as an id fragment of ASCII letters, digits and `_`: `-` becomes `_` (names differing only
  /// there are already an error, FL0103), anything else `_xHEX_`, so distinct names stay distinct.
  static func safe(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_": result.unicodeScalars.append(scalar)
      case "-": result += "_"
      default: result += "_x" + String(scalar.value, radix: 16, uppercase: true) + "_"
      }
    }
    return result
  }
}
