import FlowSyntax
import Testing

@Suite struct SpellingSuggestionTests {
  @Test(arguments: [
    ("--fromat", "--format"),
    ("--formta", "--format"),
    ("--warning-as-errors", "--warnings-as-errors"),
    ("chek", "check"),
    ("hepl", "help"),
  ])
  func suggestsCloseNames(typo: String, expected: String) {
    let candidates = ["--format", "--warnings-as-errors", "--help", "check", "help"]
    #expect(SpellingSuggestion.closest(to: typo, among: candidates) == expected)
  }

  @Test(arguments: ["generate", "--output", "x", ""])
  func staysQuietWhenNothingIsClose(word: String) {
    #expect(SpellingSuggestion.closest(to: word, among: ["check", "help", "--format"]) == nil)
  }

  /// An abbreviation of exactly one candidate, of three letters or more, is expanded.
  @Test func anAbbreviationOfOneCandidateIsExpanded() {
    #expect(SpellingSuggestion.expanded("addr", among: ["subject", "address"]) == "address")
    #expect(SpellingSuggestion.expanded("Sub", among: ["subject", "address"]) == "subject")
    #expect(SpellingSuggestion.expanded("id", among: ["identifier"]) == nil)
    #expect(SpellingSuggestion.expanded("add", among: ["address", "addOn"]) == nil)
    #expect(SpellingSuggestion.expanded("address", among: ["address"]) == nil)
  }

  /// An opposite is never applied, however close; a near typo of a negated name still is.
  @Test func anOppositeIsNotASafeReplacement() {
    #expect(!SpellingSuggestion.isSafeReplacement("unverified", for: "verified"))
    #expect(!SpellingSuggestion.isSafeReplacement("locked", for: "unlocked"))
    #expect(!SpellingSuggestion.isSafeReplacement("isNotPaid", for: "isPaid"))
    #expect(!SpellingSuggestion.isSafeReplacement("is_unpaid", for: "is_paid"))
    // Counterparts and other prefixes (the review of the first rule found these still applied).
    for (one, other) in [
      ("activated", "deactivated"), ("selected", "deselected"), ("online", "offline"),
      ("isOn", "isOff"), ("canEdit", "cantEdit"), ("isAdmin", "isntAdmin"), ("sync", "async"),
      ("enabled", "disabled"), ("ascending", "descending"), ("sortAsc", "sortDesc"),
      ("encrypted", "decrypted"), ("increasing", "decreasing"), ("included", "excluded"),
      ("imported", "exported"), ("attached", "detached"), ("pushEnabled", "pullEnabled"),
      ("isGPSOn", "isGPSOff"),
    ] {
      #expect(!SpellingSuggestion.isSafeReplacement(one, for: other), "\(one) for \(other)")
      #expect(!SpellingSuggestion.isSafeReplacement(other, for: one), "\(other) for \(one)")
    }
    // A typo of a word is still fixed; one that drops a prefix-like start (`vite` for `invite`)
    // is said and not applied, the price of not knowing English.
    #expect(SpellingSuggestion.isSafeReplacement("onboarded", for: "onbaorded"))
    #expect(!SpellingSuggestion.isSafeReplacement("invite", for: "vite"))
    // A last word negates nothing: `orderNo` is an order's number.
    #expect(SpellingSuggestion.isSafeReplacement("orderNo", for: "order"))
    #expect(SpellingSuggestion.isSafeReplacement("unverified", for: "unverifed"))
    #expect(SpellingSuggestion.isSafeReplacement("index", for: "indx"))
    #expect(SpellingSuggestion.isSafeReplacement("Home", for: "home"))
  }

  @Test func distanceCountsASwapAsOneEdit() {
    #expect(SpellingSuggestion.distance("ab", "ba") == 1)
    #expect(SpellingSuggestion.distance("kitten", "sitting") == 3)
    #expect(SpellingSuggestion.distance("", "abc") == 3)
  }
}
