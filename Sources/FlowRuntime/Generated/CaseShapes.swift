/// The cases of a generated enum as data: each case's name and the labels and types of its values,
/// read once from text the generator writes (one string literal builds in no time, where an array
/// literal of structs costs code per element).
///
/// The text has one line per case, in declaration order: the case's name, then a space-separated
/// `label:Type` for each value, `Type` a `ParameterType` name with `?` when optional, or `=` when
/// required with a default (decoding accepts it absent), as in `projectDetail id:UUID tab:String?
/// ref:String=`. Names and labels are Swift identifiers without backticks,
/// so they hold no spaces, colons or line breaks.
public struct CaseShapes: Sendable {
  /// One case: its name and its values.
  struct Shape: Sendable {
    var name: String
    var values: [Value]
  }

  /// One associated value: its label, type, whether it is optional, and whether it is required
  /// with a default, which saved data from before the value existed leaves out.
  struct Value: Sendable {
    var label: String
    var type: ParameterType
    var isOptional: Bool
    var hasDefault: Bool
  }

  let shapes: [Shape]
  let indexByName: [String: Int]

  public init(_ text: String) {
    shapes = text.split(separator: "\n").map { line in
      let words = line.split(separator: " ")
      let values = words.dropFirst().map { word -> Value in
        let parts = word.split(separator: ":", maxSplits: 1)
        let typeName = parts.count > 1 ? parts[1] : ""
        let isOptional = typeName.hasSuffix("?")
        let hasDefault = typeName.hasSuffix("=")
        let type = ParameterType(
          rawValue: String(isOptional || hasDefault ? typeName.dropLast() : typeName))
        return Value(
          label: String(parts[0]), type: type ?? .string, isOptional: isOptional,
          hasDefault: hasDefault)
      }
      return Shape(name: words.first.map(String.init) ?? "", values: values)
    }
    indexByName = Dictionary(
      shapes.enumerated().map { ($0.element.name, $0.offset) },
      uniquingKeysWith: { first, _ in first })
  }
}
