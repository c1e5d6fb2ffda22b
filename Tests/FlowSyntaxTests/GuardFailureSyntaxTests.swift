import FlowSyntax
import Testing

/// `requires c else present X` and `requires c else -> phase` on screens, sheets, covers and tabs:
/// parsed, formatted canonically, and refused where the grammar has no place for them.
@Suite struct GuardFailureSyntaxTests {
  @Test func screensAndTabsCarryTheirFailureAction() throws {
    let result = parse(
      """
      phase shop {
        default tab browse "Browse" icon "bag" root Catalog
        tab account "Account" icon "person" root AccountHome requires session else present SignIn
      }
      screen Item requires premium, session else -> onboarding
      cover Checkout requires session else present SignIn { push Done }
      """)
    #expect(result.diagnostics.isEmpty)
    let screens = result.file.declarations.compactMap {
      if case .screen(let screen) = $0 { screen } else { nil }
    }
    #expect(screens.map(\.requires.count) == [2, 1])
    guard case .goTo(let phase)? = screens.first?.guardFailure?.action else {
      Issue.record("no `else ->` on Item")
      return
    }
    #expect(phase.text == "onboarding")
    guard case .present(let prompt)? = screens.last?.guardFailure?.action else {
      Issue.record("no `else present` on Checkout")
      return
    }
    #expect(prompt.text == "SignIn")
    let tabs = result.file.declarations.flatMap { declaration -> [TabItem] in
      guard case .phase(let phase) = declaration else { return [] }
      return phase.items.compactMap { if case .tab(let tab) = $0 { tab } else { nil } }
    }
    #expect(tabs.map { $0.guardFailure?.target.text } == [nil, "SignIn"])
  }

  @Test func aMissingTargetIsReportedWhereItBelongs() {
    #expect(
      diagnosticLines("screen Item requires premium else\nscreen Next") == [
        "1:34: FL0010 expected 'present' or '->' after 'else', found 'screen'"
      ])
    #expect(
      diagnosticLines("screen Item requires premium else present\nscreen Next") == [
        "1:42: FL0010 expected a sheet or cover name after 'else present', found 'screen'"
      ])
  }

  @Test func aPhaseHasNoElse() {
    #expect(
      diagnosticLines("phase main requires session else present SignIn { root Home }") == [
        "1:29: FL0011 a phase's `requires` has no `else`: phase 'main' is not entered while its "
          + "guard fails, and losing the condition in it goes back to the first phase"
      ])
  }

  @Test func theFormatterPrintsTheClauseCanonically() {
    let messy = """
      phase shop {
        default tab browse "Browse" icon "bag" root Catalog   requires  session  else   present SignIn
      }
      screen Item   requires premium,session else->onboarding
      cover Checkout requires session  else present   SignIn { push Done }
      """
    #expect(
      Formatter.format(SourceFile(path: "test.flow", text: messy)) == """
        phase shop {
          default tab browse "Browse" icon "bag" root Catalog requires session else present SignIn
        }

        screen Item requires premium, session else -> onboarding

        cover Checkout requires session else present SignIn {
          push Done
        }

        """)
  }

  @Test func storefrontIsAlreadyCanonical() throws {
    let source = try specSource("Storefront")
    let formatted = try #require(Formatter.format(source))
    #expect(formatted == String(decoding: source.bytes, as: UTF8.self))
  }
}
