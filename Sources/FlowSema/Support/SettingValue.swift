import FlowSyntax

/// Reads a setting's word (`restore tab`, `stack push`) into its policy enum.
///
/// The parser already refuses other words (FL0011); this guards trees built by other means.
enum SettingValue {
  /// The policy named by `value`, or `nil` after reporting what the allowed words are.
  static func parse<Policy: RawRepresentable & CaseIterable>(
    _ value: Identifier, setting: String, _ context: SemaContext,
    into diagnostics: inout [Diagnostic]
  ) -> Policy? where Policy.RawValue == String {
    if let policy = Policy(rawValue: value.text) { return policy }
    let allowed = Policy.allCases.map(\.rawValue)
    let suggestion = SpellingSuggestion.closest(to: value.text, among: allowed)
    diagnostics.append(
      context.diagnostic(
        .unexpectedToken, value.range,
        SemaMessages.invalidSettingValue(value.text, setting: setting, allowed: allowed),
        fixIt: suggestion.map {
          .replacing(value.range, with: $0)
        }))
    return nil
  }
}
