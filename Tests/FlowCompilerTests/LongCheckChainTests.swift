import FlowCompiler
import FlowSimulation
import Testing

/// A launch through a chain of 20,000 checks declared in the order they are taken. The checker
/// found the phases that can reach one showing something by sweeping every phase until nothing
/// changed, one sweep per link of such a chain, and the navigator looked each phase up by scanning
/// them all: checking this spec, or resolving one link in it, took minutes (a review measured
/// 233 s). Both are linear now; how fast is the benchmark's business, and a hang fails through the
/// runner's timeout.
@Suite struct LongCheckChainTests {
  static let count = 20_000

  /// `phase p0 { check c ? p1 : p1 }` ... `phase p19999 { check c ? home : home }`, then `home`.
  static var spec: String {
    var lines = ["app Big { scheme \"big\" }", "condition c", "screen Home"]
    for position in 0..<count {
      let next = position + 1 < count ? "p\(position + 1)" : "home"
      lines.append("phase p\(position) { check c ? \(next) : \(next) }")
    }
    lines += ["phase home { root Home }", #"route "/home" -> Home"#]
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func itChecksCleanAndItsExpectationsHold() {
    let expectations = [
      #"expect "big://home" -> Home"#,
      #"expect "big://home" when ?c -> held, then c -> Home"#,
      #"expect "big://home" when ?c -> held, then !c -> Home"#,
    ]
    let report = checked(Self.spec + expectations.joined(separator: "\n"))
    #expect(lines(report) == [])
  }

  /// The same link held while `c` is unknown waits in the chain's first check, the launch still
  /// deciding, and lands at its end once `c` is known: every check of the chain was taken.
  @MainActor @Test func aLinkHeldAtTheFirstCheckLandsAtTheEnd() throws {
    let model = try #require(checked(Self.spec).files[0].model)
    let resolution = Resolver(model: model).resolve(
      "big://home", given: ConditionAssignment(["c": .unknown]))
    guard case .held(let waitingFor, let showing, let then) = resolution.outcome else {
      Issue.record("not held: \(resolution.outcome)")
      return
    }
    #expect(waitingFor == ["c"])
    #expect(showing.phase == "p0")
    guard case .lands(let landed)? = then?.outcome else {
      Issue.record("did not land once c holds: \(String(describing: then))")
      return
    }
    #expect(landed.phase == "home")
    #expect(landed.root == "Home")
    #expect(landed.stack == [])
  }
}
