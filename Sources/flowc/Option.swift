/// One option a subcommand accepts, described once for parsing and for help.
struct Option: Sendable {
  /// The option, whose raw value is its long name with dashes, such as `--format`.
  var key: OptionName
  /// The value's placeholder in help (`format`), or `nil` for a flag that takes no value.
  var valueName: String?
  /// The values accepted, when there is a fixed set.
  var allowedValues: [String]
  /// The value used when the option is absent, shown in help.
  var defaultValue: String?
  /// One line of help.
  var summary: String
  /// A one-letter alias such as `-o`, for the options people type most.
  var shortName: String?
  /// Whether the option may be given more than once, each value kept (`--given a=true --given b=false`).
  var isRepeatable: Bool
  /// Names people reach for meaning this option, not accepted but suggested: `--when`, as an
  /// `expect` writes its conditions, means `--given`, not the `--then` it is spelt closest to.
  var meantBy: [String]

  init(
    _ key: OptionName, value valueName: String? = nil, allowed allowedValues: [String] = [],
    default defaultValue: String? = nil, short shortName: String? = nil, repeatable: Bool = false,
    meantBy: [String] = [], summary: String
  ) {
    self.meantBy = meantBy
    self.shortName = shortName
    self.isRepeatable = repeatable
    self.key = key
    self.valueName = valueName
    self.allowedValues = allowedValues
    self.defaultValue = defaultValue
    self.summary = summary
  }

  /// The long name with dashes, such as `--format`.
  var name: String { key.rawValue }

  /// `--format <format>` or `--warnings-as-errors`, as usage lines show it.
  var synopsis: String {
    let names = shortName.map { "\($0)|\(name)" } ?? name
    let synopsis = valueName.map { "\(names) <\($0)>" } ?? names
    return isRepeatable ? synopsis + "..." : synopsis
  }
}
