import FlowCodeGen
import FlowSema
import FlowSyntax

/// Finds the top-level Swift types that two specs of one module would both generate (FL0115): each
/// spec checks on its own, but the build plugin compiles a target's generated files together, where
/// `app Mail` with a `compose` tab and `app MailCompose` both declare `MailComposeDestination`.
///
/// The spec given later reports it, at the declaration its clashing types are named after (the
/// `app`, or a tab, phase, sheet or cover), with a note for each type saying where the earlier
/// spec's comes from, and one saying what to rename. Specs with errors have no model and take no
/// part; a path given twice is one spec. Only a spec with a clash is parsed again, for locations.
/// Two specs with the same app name get one error, at the later `app`: every other clash between
/// them follows from it.
enum ModuleTypeCheck {
  /// A generated type of one spec: which file, and what in it the type is named after.
  private struct Owner {
    var file: Int
    var model: FlowModel
    var origin: GeneratedTypeName.Origin
  }

  /// A type the later spec generates that an earlier spec already does.
  private struct Clash {
    var name: String
    var origin: GeneratedTypeName.Origin
    var earlier: Owner
  }

  /// The diagnostics for each of `files`, in their order (empty for most).
  static func diagnostics(_ files: [FileReport]) -> [[Diagnostic]] {
    var owners: [String: Owner] = [:]
    var seenPaths: Set<String> = []
    var diagnostics = files.map { _ in [Diagnostic]() }
    var locators: [Int: DeclarationLocator] = [:]
    func locator(_ file: Int, _ model: FlowModel) -> DeclarationLocator {
      if let known = locators[file] { return known }
      let made = DeclarationLocator(source: files[file].source, model: model)
      locators[file] = made
      return made
    }
    for (index, file) in files.enumerated() {
      guard let model = file.model, seenPaths.insert(file.source.path).inserted else { continue }
      var clashes: [Clash] = []
      for type in FlowGenerator.topLevelTypeNames(model) {
        if let earlier = owners[type.name] {
          clashes.append(Clash(name: type.name, origin: type.origin, earlier: earlier))
        } else {
          owners[type.name] = Owner(file: index, model: model, origin: type.origin)
        }
      }
      // Two specs with one app name clash through every type named after a tab, phase, sheet or
      // cover they share too: renaming the app fixes all of them, renaming a tab none, so only
      // the app is reported against such a spec.
      let sameApp = Set(
        clashes.filter { $0.origin == .app && $0.earlier.origin == .app }.map(\.earlier.file))
      clashes.removeAll { $0.origin != .app && sameApp.contains($0.earlier.file) }
      var origins: [GeneratedTypeName.Origin] = []
      for clash in clashes where !origins.contains(clash.origin) {
        origins.append(clash.origin)
      }
      diagnostics[index] = origins.map { origin in
        diagnostic(
          clashes.filter { $0.origin == origin }, at: origin, in: locator(index, model),
          earlier: { locator($0.file, $0.model) })
      }
    }
    return diagnostics
  }

  private static func diagnostic(
    _ clashes: [Clash], at origin: GeneratedTypeName.Origin, in later: DeclarationLocator,
    earlier: (Owner) -> DeclarationLocator
  ) -> Diagnostic {
    let declaration = later.phrase(origin)
    let types = clashes.map { "'\($0.name)'" }
    let earlierPaths = unique(clashes.map { earlier($0.earlier).path })
    // One note per earlier declaration, naming every type it shares: two specs with one app name
    // share ten types, all from that one `app`.
    var notes: [Diagnostic.Note] = []
    var noted: [String] = []
    for clash in clashes {
      let other = earlier(clash.earlier)
      let place = other.location(of: clash.earlier.origin)
      guard !noted.contains(place) else { continue }
      noted.append(place)
      let shared = clashes.filter {
        let candidate = earlier($0.earlier)
        return candidate.path == other.path && $0.earlier.origin == clash.earlier.origin
      }.map { "'\($0.name)'" }
      let subject =
        shared.count == clashes.count && shared.count > 1
        ? "all of them are"
        : "\(WordList.joined(shared, "and")) \(shared.count == 1 ? "is" : "are")"
      // At the earlier declaration, in its own file, so an editor can go there.
      notes.append(
        Diagnostic.Note(
          "\(subject) also generated for \(other.phrase(clash.earlier.origin))",
          at: other.range(of: clash.earlier.origin), in: other.path))
    }
    let renames = earlierPaths.map { path in
      let declarations = clashes.compactMap { clash -> String? in
        let other = earlier(clash.earlier)
        return other.path == path ? other.phrase(clash.earlier.origin) : nil
      }
      return WordList.joined(unique(declarations), "or") + " in \(path)"
    }
    notes.append(
      Diagnostic.Note(
        "specs built into one module need different type names: rename \(declaration), or "
          + WordList.joined(renames, "or")))
    let message =
      "\(declaration) generates the Swift type\(types.count == 1 ? "" : "s") "
      + "\(WordList.joined(types, "and")), which \(WordList.joined(earlierPaths, "and")) also "
      + "generate\(earlierPaths.count == 1 ? "s" : "") in this module"
    return Diagnostic(
      .moduleTypeCollision, path: later.path, range: later.range(of: origin), message: message,
      notes: notes)
  }

  private static func unique(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
  }
}
