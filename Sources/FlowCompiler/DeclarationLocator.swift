import FlowCodeGen
import FlowSema
import FlowSyntax

/// Where in a checked spec the declaration a generated type is named after is written, and how to
/// name it in a message (`tab 'compose'`). The model keeps no source ranges, so the spec is parsed
/// again; only diagnostics across specs need this, and only for a spec they report on.
struct DeclarationLocator {
  let source: SourceFile
  let model: FlowModel
  private let declarations: [Declaration]

  /// `model` is what `source` checked to.
  init(source: SourceFile, model: FlowModel) {
    self.source = source
    self.model = model
    declarations = Parser.parse(source).file.declarations
  }

  var path: String { source.path }

  /// `app 'Mail'`, `tab 'compose'`, `phase 'onboarding'`, `sheet 'Compose'`.
  func phrase(_ origin: GeneratedTypeName.Origin) -> String {
    switch origin {
    case .app: "app '\(model.app.name)'"
    case .tab(let tab): "tab '\(model[tab].name)'"
    case .phase(let phase): "phase '\(model[phase].name)'"
    case .presentation(let screen): "\(model[screen].kind.rawValue) '\(model[screen].name)'"
    }
  }

  /// The range of the declaration's name, or the file's start if it cannot be found.
  func range(of origin: GeneratedTypeName.Origin) -> SourceRange {
    for declaration in declarations {
      switch (origin, declaration) {
      case (.app, .app(let app)):
        return app.name.range
      case (.phase(let phase), .phase(let declared)) where declared.name.text == model[phase].name:
        return declared.name.range
      case (.tab(let tab), .phase(let declared))
      where declared.name.text == model[model[tab].phase].name:
        for case .tab(let item) in declared.items where item.name.text == model[tab].name {
          return item.name.range
        }
      case (.presentation(let screen), .screen(let declared))
      where declared.name.text == model[screen].name:
        return declared.name.range
      default:
        continue
      }
    }
    return .point(0)
  }

  /// `Mail.flow:12:7`, the path as given.
  func location(of origin: GeneratedTypeName.Origin) -> String {
    let location = source.location(of: range(of: origin).start)
    return "\(source.path):\(location.line):\(location.column)"
  }
}
