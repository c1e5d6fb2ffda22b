import Testing

/// Guards, handlers and the graph are keyed by one generated enum of every screen, sheet and cover
/// (`ADestination`), so names of different kinds must not become the same case. A screen may take
/// that enum's name: it becomes a case of it, not a type.
private let destinationKeyCases: [SpecCase] = [
  SpecCase(
    "screen-and-sheet-same-case",
    """
    app A { scheme "a" }
    phase main { root URLView }
    screen URLView { present UrlView }
    sheet UrlView
    """,
    ["4:7 FL0103 sheet 'UrlView' and screen 'URLView' both become 'urlView' in Swift"]),
  SpecCase(
    "cover-and-screen-same-case",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home {
      present Pay-Wall
      push Pay_Wall
    }
    cover Pay-Wall
    screen Pay_Wall
    """,
    ["8:8 FL0103 screen 'Pay_Wall' and cover 'Pay-Wall' both become 'pay_Wall' in Swift"]),
  SpecCase(
    "screen-named-like-the-destination-enum",
    """
    app A { scheme "a" }
    phase main { root ADestination }
    screen ADestination
    """,
    []),
]

@Test(arguments: destinationKeyCases)
func destinationKeyNameDiagnostics(_ spec: SpecCase) {
  #expect(rendered(spec.source) == spec.expected)
}
