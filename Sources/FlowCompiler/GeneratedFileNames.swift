/// The name of the Swift file generated from each spec of one module, decided here and nowhere else:
/// `flowc generate --output-directory` writes these files, and the build plugin, which must declare
/// its outputs before `flowc` runs, links this file into its folder and declares the same names.
///
/// A spec whose file name no other spec of the module has gets `Name.flow.swift`. Specs with one
/// file name (`a/Same.flow`, `b/Same.flow`) get the folders that tell them apart put in front
/// (`a_Same.flow.swift`, `b_Same.flow.swift`), and a number before `.swift` in the rare case that
/// still clashes. File names are compared ignoring case, as macOS file systems do. Pure Swift, no
/// imports: the plugin cannot link FlowKit's modules.
public enum GeneratedFileNames {
  /// One file name per path, in the order given; the same set of paths gets the same names in any
  /// order.
  public static func names(for paths: [String]) -> [String] {
    let (parts, isShared) = distinguishingParts(of: paths)
    var names = paths.map { _ in "" }
    var taken: Set<String> = []
    // Unique file names first, so a qualified name can never take one of them.
    for index in paths.indices where !isShared[index] {
      names[index] = parts[index].joined(separator: "_") + ".swift"
      taken.insert(names[index].lowercased())
    }
    let ordered = paths.indices.filter { isShared[$0] }
      .sorted { (paths[$0], $0) < (paths[$1], $1) }
    for index in ordered {
      let stem = parts[index].joined(separator: "_")
      var name = stem + ".swift"
      var counter = 2
      while taken.contains(name.lowercased()) {
        name = stem + ".\(counter).swift"
        counter += 1
      }
      taken.insert(name.lowercased())
      names[index] = name
    }
    return names
  }

  /// How each spec is named where it came from, in the order given: its file name (`Home.flow`),
  /// or with the folders that tell it apart from specs of the same file name (`a/Same.flow`), as
  /// its generated file's name is made. Never a whole path: generated files are the same on every
  /// machine.
  public static func specNames(for paths: [String]) -> [String] {
    distinguishingParts(of: paths).parts.map { $0.joined(separator: "/") }
  }

  /// What the build shows while generating from `paths`: `Generating Home.flow.swift from
  /// Home.flow`. A folder is written `Same.flow in a` rather than `a/Same.flow`: SwiftPM shortens a
  /// build step's description at its slashes, and a review saw `Generating Same.flow, _.flow,
  /// x_.flow` for five specs.
  public static func buildStepDescription(for paths: [String]) -> String {
    let sources = distinguishingParts(of: paths).parts.map { parts in
      parts.count == 1
        ? parts[0] : "\(parts.last ?? "") in \(parts.dropLast().joined(separator: ":"))"
    }
    return "Generating \(names(for: paths).joined(separator: ", ")) from "
      + sources.joined(separator: ", ")
  }

  /// Each path's file name, after the folders that tell it apart from the paths with the same
  /// file name (compared ignoring case), and whether another path has that file name.
  private static func distinguishingParts(of paths: [String]) -> (
    parts: [[String]], isShared: [Bool]
  ) {
    let folders = paths.map { path in
      path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
    let fileNames = folders.map { $0.last ?? "" }
    var sharing: [String: [Int]] = [:]
    for index in paths.indices {
      sharing[fileNames[index].lowercased(), default: []].append(index)
    }
    var parts = fileNames.map { [$0] }
    var isShared = paths.map { _ in false }
    for group in sharing.values where group.count > 1 {
      let common = commonPrefixCount(group.map { folders[$0].dropLast() })
      for index in group {
        parts[index] = Array(folders[index].dropLast().dropFirst(common)) + [fileNames[index]]
        isShared[index] = true
      }
    }
    return (parts, isShared)
  }

  /// How many leading folders all of `paths` share.
  private static func commonPrefixCount(_ paths: [ArraySlice<String>]) -> Int {
    let paths = paths.map(Array.init)
    guard let first = paths.first else { return 0 }
    var count = 0
    while count < first.count, paths.allSatisfy({ $0.count > count && $0[count] == first[count] }) {
      count += 1
    }
    return count
  }
}
