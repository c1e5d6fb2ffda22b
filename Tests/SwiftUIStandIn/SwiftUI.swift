// Test-only stand-in for SwiftUI: declarations with Apple's documented signatures, bodies that trap.
// See README.md in this folder. Not SwiftUI; never shipped.

@_exported import Foundation
@_exported import Observation

/// Every stand-in body: nothing here runs.
@usableFromInline func standIn(_ function: StaticString = #function) -> Never {
  fatalError("SwiftUI stand-in: \(function) is a declaration only")
}

// MARK: - Views

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { standIn() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > { standIn() }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { standIn() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { standIn() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    standIn()
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

public struct EmptyView: View {
  public init() {}
  public var body: Never { standIn() }
}

/// `Color.clear` (what a tab shown only for its guard's `else` holds): Apple declares
/// `static let clear: Color`.
public struct Color: View, Hashable, Sendable {
  init() {}
  public static let clear = Color()
  public var body: Never { standIn() }
}

public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { standIn() }
}

public struct TupleView<T>: View {
  public init(_ value: T) {}
  public var body: Never { standIn() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public var body: Never { standIn() }
}

@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { standIn() }
}

public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { standIn() }
}

// MARK: - Text, images, labels, controls

public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
}

public struct Text: Equatable, Sendable, View {
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
  public init(verbatim content: String) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { standIn() }
}

public struct Image: Equatable, Sendable, View {
  public init(systemName: String) {}
  public var body: Never { standIn() }
}

public struct Label<Title: View, Icon: View>: View {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public var body: Never { standIn() }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

public struct Button<Label: View>: View {
  @preconcurrency public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { standIn() }
}

extension Button where Label == Text {
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { standIn() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() {}
}

public struct HorizontalAlignment: Equatable, Sendable {
  public static let center = HorizontalAlignment()
  public static let leading = HorizontalAlignment()
}

public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { standIn() }
}

// MARK: - Navigation, tabs, presentations

public struct NavigationStack<Data, Root: View>: View {
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
  public var body: Never { standIn() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { standIn() }
}

extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  public var body: Never { standIn() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  public var body: Never { standIn() }
}

public struct Animation: Equatable, Sendable {
  public static var `default`: Animation { standIn() }
}

extension View {
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

  public func tag<V: Hashable>(_ tag: V) -> some View { self }

  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

  @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    self
  }

  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  @available(macOS, unavailable)
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  public func id<ID: Hashable>(_ id: ID) -> some View { self }

  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View { self }
}

// MARK: - State and bindings

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set {}
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > { standIn() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

public protocol DynamicProperty {}

@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}

  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set {}
  }

  public var projectedValue: Binding<Value> { standIn() }
}

extension State: Sendable where Value: Sendable {}

@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  where Value: AnyObject { standIn() }
}

extension Bindable: Sendable where Value: Sendable {}

public struct EnvironmentValues {
  public var locale: Locale {
    get { standIn() }
    set {}
  }
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { standIn() }
}

extension Environment: Sendable where Value: Sendable {}

// MARK: - Apps and scenes

@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

extension App {
  @MainActor @preconcurrency public static func main() { standIn() }
}

@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { standIn() }
}
