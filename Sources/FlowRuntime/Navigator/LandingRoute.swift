import Foundation

/// A route that knows where it lands and which link carries it, as every generated route enum
/// does: `navigator.open(route)` opens such a value exactly as its link would.
public protocol LandingRoute {
  /// The flow the route belongs to.
  associatedtype Spec: FlowSpec
  /// Where the route lands, and what it needs there.
  var landing: Landing<Spec> { get }
  /// The custom-scheme link for the route, or `nil` when no link can carry its values.
  var url: URL? { get }
}
