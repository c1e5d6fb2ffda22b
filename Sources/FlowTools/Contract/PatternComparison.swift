import FlowRuntime
import FlowSema
import FlowSyntax

/// Whether every URL an old pattern matches is still matched by a new one, and if not, the first
/// reason why; also the ways the new pattern accepts more.
///
/// Path segments compare position by position: a literal must stay the same literal or become a
/// placeholder whose type reads it; a placeholder must keep a type that reads every value of the old
/// one (`ParameterType.acceptsEveryValue(of:)`); a catch-all reads whatever is left. What a type
/// reads is the runtime's own rule, so `flowc diff` and the matcher cannot disagree.
struct PatternComparison: Hashable, Sendable {
  /// One way old URLs stop matching, with the code that names it.
  struct Breakage: Hashable, Sendable {
    var code: DiagnosticCode
    var reason: String
    /// Placeholder values an example link needs to break, where the fixed ones still match.
    var exampleValues: [String: ParameterValue] = [:]
    /// Whether only universal links break: the first literal was lowered, and custom-scheme links,
    /// whose host it is, match it as written and then lowered, so they still open.
    var onlyUniversalLinks = false
  }

  /// The first way old URLs stop matching.
  var breakage: Breakage?
  /// The ways the new pattern accepts more (FL0512).
  var widenings: [String] = []
  /// Optional query items the new pattern adds (FL0511).
  var addedOptionalItems: [String] = []
  /// Query items old links may carry that the new pattern ignores (FL0515).
  var ignoredItems: [String] = []

  /// A first literal written in lowercase, which breaks only universal links: it is the breakage
  /// only when nothing after it breaks every link (the review: a catch-all after it went unseen).
  private var loweredHostSegment: Breakage?

  init(old: RouteModel, new: RouteModel) {
    comparePath(old, new)
    if breakage == nil { compareQuery(old, new) }
    if breakage == nil { breakage = loweredHostSegment }
  }

  private mutating func comparePath(_ old: RouteModel, _ new: RouteModel) {
    let before = old.segments
    let after = new.segments
    // One segment put in or taken out before the end is said as such: compared position by
    // position, `/downloads` -> `/library/downloads` read as "'downloads' became 'library'" (the
    // fifth new-users review).
    if let change = Self.oneSegmentInsertedOrRemoved(before, after) {
      breakage = Breakage(code: .routePatternChanged, reason: change)
      return
    }
    for (index, segment) in after.enumerated() {
      if case .catchAll(let name) = segment {
        let rest = before.dropFirst(index)
        // A String placeholder held any text, a `/` at its start or end or two in a row too
        // (`a%2F`), which the catch-all refuses: none of its parts may be empty (the tools round).
        for case .parameter(let placeholder, .string) in rest {
          breakage = Breakage(
            code: .routePatternChanged,
            reason: ContractMessages.catchAllRefusesEmptyPart(placeholder, catchAll: name),
            exampleValues: [placeholder: .string("a/")])
          return
        }
        if rest.count != 1 || !rest.allSatisfy(\.isCatchAll) {
          widenings.append(ContractMessages.restBecameCatchAll(name))
        }
        return
      }
      guard before.indices.contains(index) else {
        breakage = Breakage(code: .routePatternChanged, reason: ContractMessages.needsMoreSegments)
        return
      }
      switch (before[index], segment) {
      case (.literal(let text), .literal(let newText)):
        if index == 0, text != newText, newText == ASCII.lowercased(text) {
          loweredHostSegment = Breakage(
            code: .routePatternChanged,
            reason: ContractMessages.hostSegmentLowered(text, newText), onlyUniversalLinks: true)
        } else if text != newText {
          breakage = Breakage(
            code: .routePatternChanged, reason: ContractMessages.literalChanged(text, newText))
          return
        }
      case (.literal(let text), .parameter(let name, let type)):
        guard type.acceptsPathSegment(text) else {
          breakage = Breakage(
            code: .routePatternChanged, reason: ContractMessages.literalRejected(text, name, type))
          return
        }
        widenings.append(ContractMessages.literalBecamePlaceholder(text, name))
      case (.parameter(let name, _), .literal(let text)):
        breakage = Breakage(
          code: .routePatternChanged, reason: ContractMessages.placeholderBecameLiteral(name, text))
        return
      case (.parameter(let name, let type), .parameter(_, let newType)):
        if type != newType {
          guard newType.acceptsEveryValue(of: type) else {
            breakage = Breakage(
              code: .parameterTypeChanged, reason: ContractMessages.typeChanged(name, type, newType)
            )
            return
          }
          widenings.append(ContractMessages.typeWidened(name, type, newType))
        }
      case (.catchAll(let name), _):
        breakage = Breakage(
          code: .routePatternChanged, reason: ContractMessages.catchAllRemoved(name))
        return
      case (_, .catchAll):
        return  // handled above
      }
    }
    if before.count > after.count {
      breakage = Breakage(code: .routePatternChanged, reason: ContractMessages.fewerSegments)
    }
  }

  /// The reason when `after` is `before` with one segment inserted, or removed, before its last;
  /// never with a catch-all, which may read what a removed segment held.
  private static func oneSegmentInsertedOrRemoved(
    _ before: [RouteSegment], _ after: [RouteSegment]
  ) -> String? {
    let (longer, shorter) = after.count > before.count ? (after, before) : (before, after)
    guard longer.count == shorter.count + 1,
      !longer.contains(where: \.isCatchAll),
      let position = shorter.indices.first(where: { longer[$0] != shorter[$0] }),
      Array(longer[(position + 1)...]) == Array(shorter[position...])
    else { return nil }
    let segment = text(of: longer[position])
    let next = text(of: longer[position + 1])
    return after.count > before.count
      ? ContractMessages.segmentInserted(segment, before: next)
      : ContractMessages.segmentRemoved(segment, before: next)
  }

  /// A segment as the pattern writes it.
  private static func text(of segment: RouteSegment) -> String {
    switch segment {
    case .literal(let text): text
    case .parameter(let name, _): "{\(name)}"
    case .catchAll(let name): "{\(name)...}"
    }
  }

  private mutating func compareQuery(_ old: RouteModel, _ new: RouteModel) {
    for item in new.query {
      guard let previous = old.query.first(where: { $0.key == item.key }) else {
        if item.isRequired {
          breakage = Breakage(
            code: .queryItemRequired, reason: ContractMessages.newRequiredItem(item.key))
          return
        }
        addedOptionalItems.append(item.key)
        continue
      }
      if item.isRequired, !previous.isRequired {
        breakage = Breakage(
          code: .queryItemRequired, reason: ContractMessages.itemBecameRequired(item.key))
        return
      }
      if previous.type != item.type {
        guard item.type.acceptsEveryValue(of: previous.type) else {
          breakage = Breakage(
            code: .parameterTypeChanged,
            reason: ContractMessages.queryTypeChanged(item.key, previous.type, item.type))
          return
        }
        widenings.append(ContractMessages.queryTypeWidened(item.key, previous.type, item.type))
      }
      if previous.isRequired, !item.isRequired {
        widenings.append(ContractMessages.itemBecameOptional(item.key))
      }
    }
    ignoredItems = old.query.map(\.key).filter { key in !new.query.contains { $0.key == key } }
  }
}
