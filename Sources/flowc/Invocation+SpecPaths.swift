import Foundation

extension Invocation {
  /// The specs named, each file once however it is spelled (`A.flow ./A.flow`, or a link to it),
  /// in the order first given: specs given together are one module, and a spec given twice would
  /// otherwise clash with itself (FL0115) or be generated twice, redeclaring every type.
  var specPaths: [String] {
    var seen: Set<String> = []
    return positionals.filter {
      seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path)
        .inserted
    }
  }
}
