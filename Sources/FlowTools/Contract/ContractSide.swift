import FlowRuntime
import FlowSema
import FlowSimulation
import FlowSyntax

/// One version of a spec as the URL contract sees it: its model, a probe that opens links against
/// it, and where its routes, schemes and hosts are written.
struct ContractSide {
  var path: String
  var model: FlowModel
  var probe: LinkProbe
  /// The runtime's form of each route, in model order, for building example links.
  var routeSpecs: [RouteSpec]
  /// The range of each route's pattern string, in model order.
  private var routeRanges: [SourceRange]
  /// Where each route's case name is written (its `as` name) or would be (the end of its landing).
  private var caseNamePlaces: [(written: SourceRange?, landingEnd: Int)]
  /// The range of each `scheme` and `host` string, by lowercased value.
  private var originRanges: [String: SourceRange]
  /// Where each phase, tab (`phase.tab`) and screen, sheet or cover is named, the first of each.
  private var nameRanges: [String: SourceRange]

  /// Reads the ranges from `source`, which checked without errors into `model`.
  init(model: FlowModel, source: SourceFile) {
    path = source.path
    self.model = model
    probe = LinkProbe(model: model)
    routeSpecs = DynamicDefinition.routeSpecs(model)
    routeRanges = []
    caseNamePlaces = []
    originRanges = [:]
    var nameRanges: [String: SourceRange] = [:]
    func name(_ key: String, _ name: Identifier) {
      if nameRanges[key] == nil { nameRanges[key] = name.range }
    }
    for declaration in Parser.parse(source).file.declarations {
      switch declaration {
      case .phase(let phase):
        name("phase " + phase.name.text, phase.name)
        for case .tab(let tab) in phase.items {
          name("tab \(phase.name.text).\(tab.name.text)", tab.name)
        }
      case .screen(let screen):
        name("screen " + screen.name.text, screen.name)
      case .route(let route):
        routeRanges.append(route.patternLiteral.range)
        caseNamePlaces.append((route.caseName?.range, route.landing.range.end))
      case .app(let app):
        for setting in app.settings {
          switch setting.kind {
          case .scheme(let literal):
            originRanges["scheme " + literal.value.lowercased()] = literal.range
          case .host(let literal):
            originRanges["host " + literal.value.lowercased()] = literal.range
          case .restore, .stack, .presentation:
            break
          }
        }
      default:
        break
      }
    }
    self.nameRanges = nameRanges
  }

  /// Where route `index`'s pattern is written.
  func range(ofRoute index: Int) -> SourceRange {
    routeRanges.indices.contains(index) ? routeRanges[index] : .point(0)
  }

  /// An edit that names route `index`'s case `name`: replaces its `as` name, or adds one.
  func naming(route index: Int, _ name: String) -> Diagnostic.FixIt? {
    guard caseNamePlaces.indices.contains(index) else { return nil }
    let place = caseNamePlaces[index]
    if let written = place.written {
      return .replacing(written, with: name)
    }
    return .inserting(" as \(name)", at: place.landingEnd)
  }

  /// The generated Swift spelling of route `index`'s case, such as `ArchonRoute.projectDetail`.
  func qualifiedCaseName(_ index: Int) -> String {
    model.app.typePrefix + "Route." + model.routes[index].caseName
  }

  /// Where phase `name` is named.
  func range(ofPhase name: String) -> SourceRange { nameRanges["phase " + name] ?? .point(0) }

  /// Where tab `name` of phase `phase` is named.
  func range(ofTab name: String, in phase: String) -> SourceRange {
    nameRanges["tab \(phase).\(name)"] ?? .point(0)
  }

  /// Where screen, sheet or cover `name` is named.
  func range(ofScreen name: String) -> SourceRange { nameRanges["screen " + name] ?? .point(0) }

  /// Where `scheme` (or `host`, when `isHost`) is written.
  func range(ofOrigin name: String, isHost: Bool) -> SourceRange {
    originRanges[(isHost ? "host " : "scheme ") + name] ?? .point(0)
  }
}
