/// Top-level type names of the libraries an app's code imports beside its generated navigation:
/// the app's type (`app URL` declares `public enum URL`) and the types named after it
/// (`URLRoute`) must not take one. In the app's module such a type hides the library's (every
/// `String` in it would name the app), and in a module importing both it is ambiguous
/// (`'URL' is ambiguous for type lookup`). Generated code spells library types with their module
/// (`Swift.String`), so it compiles either way; the app's own code is what breaks (FL0117).
///
/// The standard library, Foundation, SwiftUI and Observation are listed by the types apps name in
/// everyday code, not exhaustively; FlowRuntime's and FlowTesting's public types are listed whole,
/// and a test keeps each list equal to its module's declarations.
enum LibraryTypeNames {
  /// Every type named after the app (the app's own, then `SwiftNaming.generatedTypeSuffixes` in
  /// order) that is a listed library type, with the module declaring it: `app Landing` hides
  /// FlowRuntime's `Landing` and `LandingRoute`, and the message names both.
  static func hidden(byApp prefix: String) -> [(type: String, module: String)] {
    ([prefix] + SwiftNaming.generatedTypeSuffixes.map { prefix + $0 }).compactMap { name in
      module(declaring: name).map { (name, $0) }
    }
  }

  /// The module that declares `name`, when it is one of the listed types.
  static func module(declaring name: String) -> String? {
    if flowRuntime.contains(name) { return "FlowRuntime" }
    if flowTesting.contains(name) { return "FlowTesting" }
    if swift.contains(name) { return "Swift" }
    if foundation.contains(name) { return "Foundation" }
    if swiftUI.contains(name) { return "SwiftUI" }
    if observation.contains(name) { return "Observation" }
    return nil
  }

  static let swift: Set<String> = [
    "Actor", "AnyHashable", "AnyObject", "Array", "AsyncSequence", "AsyncStream", "Bool",
    "CaseIterable", "Character", "ClosedRange", "Codable", "CodingKey", "Collection", "Comparable",
    "ContinuousClock", "CustomStringConvertible", "Decodable", "Decoder", "DecodingError",
    "Dictionary", "Double", "Duration", "Encodable", "Encoder", "EncodingError", "Equatable",
    "Error", "Float", "Hashable", "Hasher", "Identifiable", "Int", "Int16", "Int32", "Int64",
    "Int8", "KeyPath", "MainActor", "Mirror", "Never", "ObjectIdentifier", "OptionSet", "Optional",
    "Range", "RawRepresentable", "Result", "Sendable", "Sequence", "Set", "StaticString", "String",
    "Substring", "Task", "UInt", "UInt16", "UInt32", "UInt64", "UInt8", "Unicode", "Void",
  ]

  static let foundation: Set<String> = [
    "AttributedString", "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents",
    "DateFormatter", "DateInterval", "Decimal", "FileManager", "Formatter", "IndexPath",
    "IndexSet", "JSONDecoder", "JSONEncoder", "Locale", "Measurement", "Notification",
    "NotificationCenter", "NumberFormatter", "Operation", "OperationQueue", "Predicate",
    "ProcessInfo", "Progress", "PropertyListDecoder", "PropertyListEncoder", "Scanner", "Thread",
    "TimeInterval", "TimeZone", "Timer", "URL", "URLComponents", "URLQueryItem", "URLRequest",
    "URLResponse", "URLSession", "UUID", "UserDefaults",
  ]

  static let swiftUI: Set<String> = [
    "Alert", "Animation", "AnyView", "App", "AppStorage", "Binding", "Bindable", "Button", "Color",
    "Divider", "EmptyView", "Environment", "EnvironmentObject", "FocusState", "ForEach", "Form",
    "Font", "GeometryReader", "Gesture", "Group", "HStack", "Image", "Label", "Layout", "Link",
    "List", "Menu", "Namespace", "NavigationLink", "NavigationPath", "NavigationSplitView",
    "NavigationStack", "ObservedObject", "Path", "Picker", "Scene", "SceneStorage", "ScrollView",
    "Section", "Shape", "Spacer", "State", "StateObject", "Tab", "TabView", "Text", "Toggle",
    "Transaction", "VStack", "View", "WindowGroup", "ZStack",
  ]

  static let observation: Set<String> = ["Observable", "ObservationRegistrar"]

  static let flowRuntime: Set<String> = [
    "CaseNames", "CaseReader", "CaseShapes", "CaseValueConvertible", "CaseValues", "ChangeOutcome",
    "EventOutcome", "FileRestorationStore", "FlowAction", "FlowDefinition", "FlowDestination",
    "FlowProgress", "FlowRuntimeAPIVersionCheck", "FlowRuntimeAPIVersion_6", "FlowScene",
    "FlowSpec", "FlowTabItem", "FlowText", "FlowUpdate", "HeldEntry",
    "InMemoryRestorationStore", "Landing", "LandingRoute", "LandingTable", "LinkConfiguration",
    "LinkMatchResult", "LinkParser", "LinkRejection", "LinkResolution", "MatchedLink", "Modal",
    "NavigationGraph", "Navigator", "OpenOutcome", "ParameterType", "ParameterValue", "ParsedLink",
    "PendingLink", "PhaseContent", "PhaseDefinition", "Presentation", "PresentationPolicy",
    "PresentationSlot", "Refusal", "RestorationLimits", "RestorationPolicy", "RestorationStore",
    "RestorationStoreFailure",
    "RouteMatch", "RouteSpec", "RouteTable", "SceneContent", "StackID", "StackPolicy",
    "StartOutcome", "TabDefinition", "UserDefaultsRestorationStore",
  ]

  /// The test harness's types, which an app's test target imports beside the app's module.
  static let flowTesting: Set<String> = ["DestinationText", "FlowHarness", "FlowPlace"]
}
