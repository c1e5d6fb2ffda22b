/// A generated Swift file as values: a header, imports and declarations, rendered by `SwiftRenderer`.
///
/// Translators build these values; only the renderer knows about indentation and line breaks.
public struct SwiftFile: Hashable, Sendable {
  /// Comment lines at the top of the file, without `//`.
  public var header: [String]
  /// Modules imported `public`ly, so the file compiles in a target with `InternalImportsByDefault`
  /// (where a plain `import` is internal and the public API naming its types would not compile).
  public var imports: [String]
  public var declarations: [SwiftDeclaration]

  public init(header: [String], imports: [String], declarations: [SwiftDeclaration]) {
    self.header = header
    self.imports = imports
    self.declarations = declarations
  }
}
