import FlowCompiler
import FlowSyntax
import FlowTestSupport
import Testing

/// Links built on the encoding edges where two URL readers most often disagree, opened by the
/// generated app (its route table, matcher, landing table and navigator) and by `Resolver` (what
/// `flowc resolve` and `expect` use) under every assignment of true, false and unknown to a
/// session and a pin: the same match, values, landing, held-for conditions and follow-up every
/// time, and no vault screen while a guard on its path is not known to hold.
@Suite struct HostileLinkAgreementTests {
  static let spec = """
    app Hostile {
      scheme "hostile"
      host "hostile.app"
    }
    condition session
    condition pin
    phase launch {
      check session ? main : welcome
    }
    phase welcome {
      root Welcome
    }
    phase main requires session {
      default tab home "Home" icon "house" root Home
      tab vault "Vault" icon "lock" root VaultList requires pin
    }
    screen Welcome
    screen Home {
      push Cafe, CafeDecomposed, Slashed, Upper, Lower, Search, Files, Typed, Pchar
    }
    screen VaultList {
      push Vault
    }
    screen Vault(id: Int)
    screen Cafe(name: String)
    screen CafeDecomposed(name: String)
    screen Slashed(id: String)
    screen Upper(id: Int)
    screen Lower(id: Int)
    screen Search(q: String? = nil, page: Int = 1, exact: Bool = false, ratio: Double = 0.5)
    screen Files(path: String)
    screen Typed(id: UUID, flag: Bool)
    screen Pchar

    route "/caf\\u{E9}/{name}" -> Cafe
    route "/cafe\\u{301}/{name}" -> CafeDecomposed
    route "/x/a%2Fb/{id}" -> Slashed
    route "/x/Items/{id}" -> Upper
    route "/x/items/{id}" -> Lower
    route "/search?q={q}&page={page}&exact={exact}&ratio={ratio}" -> Search
    route "/files/{path...}" -> Files
    route "/typed/{id}/{flag}" -> Typed
    route "/p/~u:s@h!$&'()*+,;=" -> Pchar
    route "/vault/{id}" -> Vault

    """

  static let links = [
    // The guarded screen, plainly and through every spelling that reaches it.
    "hostile://vault/1", "https://hostile.app/vault/1/", "hostile://VAULT/%31",
    "hostile://vault/01", "hostile://vault/-0", "hostile://%76ault/1", "HOSTILE://vault/1#x",
    "https://HOSTILE.APP:443/vault/1",
    // ... and spellings that must not: smuggled authority, dot segments, escaped separators.
    "https://evil.example@hostile.app/vault/1", "https://hostile.app@evil.example/vault/1",
    "https://hostile.app%2F@evil.example/vault/1", "https://hostile.app./vault/1",
    "https://hostile.app:8443/vault/1", "hostile://vault:443/1", "hostile://files/../vault/1",
    "hostile://files/%2E%2E/vault/1", "hostile://vault%2F1", "hostile://vault/1%2F",
    "hostile://vault/1%3Fx", "hostile://vault/+1", "hostile://vault/1e3",
    "hostile://vault/99999999999999999999", "hostile://vault/%EF%BC%91", "hostile://vault//1",
    // Unicode: composed and decomposed literals and values, invalid and overlong UTF-8.
    "hostile://caf%C3%A9/a", "hostile://cafe%CC%81/a", "hostile://CAF%C3%A9/a",
    "hostile://caf%C3%89/a", "https://hostile.app/caf%c3%a9/a", "https://hostile.app/CAF%C3%A9/a",
    "hostile://caf%C3%A9/cafe%CC%81", "hostile://caf%C3%A9/%CC%81", "hostile://caf%C3%A9/%E2%82",
    "hostile://caf%C3%A9/%C0%AF", "hostile://caf%C3%A9/%E2%80%AE", "hostile://caf%C3%A9/%00",
    "hostile://caf%C3%A9/%25", "hostile://caf%C3%A9/a+b", "hostile://caf%C3%A9/a%2fb",
    // An encoded literal, and literals that differ only in case.
    "hostile://x/a%2Fb/a%2Fb", "hostile://x/a%2fb/7", "hostile://x/a/b/7", "hostile://x/a%252Fb/7",
    "hostile://x/Items/7", "hostile://x/items/7", "hostile://x/ITEMS/7", "hostile://X/%49tems/7",
    // Query items: defaults, spaces, plus signs, duplicates, empty and valueless items.
    "hostile://search", "hostile://search?q=a+b&page=-0", "hostile://search?q=a%2Bb&q=c",
    "hostile://search?q&exact=true", "hostile://search?page=%2B2", "hostile://search?page=+2",
    "hostile://search?page=", "hostile://search?exact=TRUE", "hostile://search?ratio=1e%2B3",
    "hostile://search?ratio=-1e-999", "hostile://search?ratio=1e999", "hostile://search?Q=x&&",
    "hostile://search?unused=%zz", "hostile://search?q=%5C..#q=y",
    // A catch-all's value is a path; typed segments read one spelling each.
    "hostile://files/a%2Fb/c", "hostile://files/a%2F%2Fb", "hostile://files/%2Fetc",
    "hostile://files/a/.%2Fb", "hostile://files",
    "hostile://typed/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/%74rue",
    "hostile://typed/E621E1F8C36C495A93FC0C247A3E6E5F/true",
    "hostile://p/~u%3As%40h!$%26'()*%2B,;=", "hostile://p/~u:s@h!$&'()* ,;=",
    // Schemes and authorities the spec does not list.
    "http://hostile.app/vault/1", "hostile2://vault/1", "hostile:/vault/1", "hostile:///vault/1",
    "https://xn--hostile.app/vault/1", "https://hostile.app.evil.example/vault/1",
  ]

  @MainActor
  @Test func generatedAppAndResolveAgreeOnHostileLinksUnderEveryGuardValue() throws {
    let report = Compiler().check(SourceFile(path: "Hostile.flow", text: Self.spec))
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    var random = SeededGenerator(seed: 1)
    let outcome = try AgreementCheck.run(
      [("Hostile", Self.spec, report)], fixedLinks: Self.links, fixedLinksUnderEveryValue: true,
      linksPerSpec: 0, using: &random)
    #expect(outcome.failures == [])
    // Nine assignments per link: session varies fastest, over true, false and unknown.
    #expect(outcome.compared == Self.links.count * 9)
    let answers = outcome.answers
    try #require(answers.count == Self.links.count * 9)
    for (index, answer) in answers.enumerated() {
      let sessionHolds = index % 3 == 0
      let pinHolds = index / 3 % 3 == 0
      // What shows before any held condition is made true.
      let shown = answer.components(separatedBy: " | then ")[0]
      if !(sessionHolds && pinHolds) {
        // Neither the vault screen nor the vault tab, whose root is guarded by `pin` too.
        #expect(!shown.contains("Vault("), "\(Self.links[index / 9]): \(answer)")
        #expect(!shown.contains("| vault |"), "\(Self.links[index / 9]): \(answer)")
      }
    }
    // The vault opens only through the first eight spellings, once the guards hold.
    let openingVault = Self.links.indices.filter { answers[$0 * 9].contains("Vault(id: ") }
    #expect(openingVault == Array(0..<8))
    #expect(answers[4 * 9].contains("Vault(id: 0)"))
    #expect(
      answers[0 * 9 + 1]
        == String(
          reflecting:
            "held | session | welcome | - |  | - | then session | lands | main | vault | "
            + "Vault(id: 1) | -"))
    #expect(
      answers[Self.links.firstIndex(of: "hostile://cafe%CC%81/a")! * 9]
        == String(reflecting: #"lands | main | home | CafeDecomposed(name: "a") | -"#))
    #expect(
      answers[Self.links.firstIndex(of: "hostile://files/../vault/1")! * 9]
        == String(reflecting: "noMatch | path at byte 16 decodes to a '..' segment"))
  }
}
