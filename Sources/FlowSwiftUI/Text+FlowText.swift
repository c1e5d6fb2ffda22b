#if canImport(SwiftUI)
  import FlowRuntime
  import SwiftUI

  extension Text {
    /// A spec's text (a tab title), localized from the app's strings table with the spec's text as
    /// the key; without an entry it shows the default value, which generated titles make the key.
    public init(_ text: FlowText) {
      if text.key == text.defaultValue {
        self.init(LocalizedStringKey(text.key), tableName: text.table)
      } else {
        self.init(verbatim: text.localized())
      }
    }
  }
#endif
