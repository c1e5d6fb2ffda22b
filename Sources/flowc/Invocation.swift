/// A subcommand's arguments after parsing: positionals in order, and the options given.
struct Invocation {
  var positionals: [String] = []
  /// Option values (`.format` -> `json`); flags map to an empty string. Each appears once.
  var values: [OptionName: String] = [:]
  /// The values of repeatable options, in the order given (`--given a=true --given b=false`).
  var repeatedValues: [OptionName: [String]] = [:]
  /// Whether `--help` or `-h` appeared before `--`.
  var wantsHelp = false

  func has(_ option: OptionName) -> Bool { values[option] != nil }

  /// The value given for `option`, if it was given.
  func value(_ option: OptionName) -> String? { values[option] }

  /// The value given for `option` as one of its allowed values; the scanner has already refused any
  /// other, so `nil` means only that the option was not given.
  func value<Value: RawRepresentable>(_ option: OptionName, as type: Value.Type) -> Value?
  where Value.RawValue == String {
    values[option].flatMap(Value.init(rawValue:))
  }
}
