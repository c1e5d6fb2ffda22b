import FlowSyntax

/// Looks up source files by path for renderers; a diagnostic whose file is missing still gets 1:1.
struct SourceIndex {
  private var files: [String: SourceFile] = [:]

  init(_ files: [SourceFile]) {
    for file in files where self.files[file.path] == nil {
      self.files[file.path] = file
    }
  }

  func file(_ path: String) -> SourceFile? { files[path] }

  func location(of offset: Int, in path: String) -> SourceLocation {
    files[path]?.location(of: offset) ?? SourceLocation(line: 1, column: 1, offset: 0)
  }
}
