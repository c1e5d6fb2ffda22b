import FlowRuntime
import Foundation

/// Version 2 of a journal app's spec, its screens coded as generated code codes them
/// (`CaseShapes`), to restore state saved by version 1:
///
/// ```
/// app Journal { restore stacks }
/// phase main { default tab today root Today   tab history root HistoryList }
/// screen Today { push Workout }
/// screen Workout(id: Int) { push Exercise }
/// screen Exercise(name: String, reps: Int)   // v1: reps absent; a PlanDetail(plan: String) too
/// screen HistoryList { push Session }
/// screen Session(id: UUID, note: String = "") { push Session }   // v1: id: String, no note
/// ```
enum Journal: FlowSpec {
  typealias Phase = String
  typealias Tab = String
  typealias Screen = JournalScreen
  typealias Sheet = JournalScreen
  typealias Cover = JournalScreen
  typealias Destination = String
  typealias Event = String
  typealias Condition = String
  typealias Route = String

  static let definition = FlowDefinition<Journal>(
    initialPhase: PhaseDefinition(
      "main",
      content: .tabs(
        [TabDefinition("today", root: .today), TabDefinition("history", root: .historyList)],
        default: "today")),
    otherPhases: [], restoration: .selectedTabAndStacks,
    graph: NavigationGraph(
      pushes: [
        "Today": ["Workout"], "Workout": ["Exercise"], "HistoryList": ["Session"],
        "Session": ["Session"],
      ]),
    resolveLink: { _ in .noMatch(reason: "no routes") })
}

/// The screens of `Journal`, written as `flowc generate` writes a screen enum.
enum JournalScreen: FlowDestination {
  case today
  case workout(id: Int)
  case exercise(name: String, reps: Int)
  case historyList
  case session(id: UUID, note: String = "")

  private static let caseShapes = CaseShapes(
    "today\nworkout id:Int\nexercise name:String reps:Int\nhistoryList\nsession id:UUID note:String="
  )

  var kind: String { destinationName }

  var destinationName: String {
    switch self {
    case .today: "Today"
    case .workout: "Workout"
    case .exercise: "Exercise"
    case .historyList: "HistoryList"
    case .session: "Session"
    }
  }

  private var caseValues: CaseValues {
    switch self {
    case .today: CaseValues(0)
    case .workout(let id): CaseValues(1, [.int(id)])
    case .exercise(let name, let reps): CaseValues(2, [.string(name), .int(reps)])
    case .historyList: CaseValues(3)
    case .session(let id, let note): CaseValues(4, [.uuid(id), .string(note)])
    }
  }

  private static func readCase(_ values: inout CaseReader) -> Self? {
    switch values.caseIndex {
    case 0: .today
    case 1: .workout(id: values.int(at: 0))
    case 2: .exercise(name: values.string(at: 0), reps: values.int(at: 1))
    case 3: .historyList
    case 4: .session(id: values.uuid(at: 0), note: values.string(at: 1, default: ""))
    default: nil
    }
  }

  func encode(to encoder: any Encoder) throws {
    try Self.caseShapes.encode(caseValues, to: encoder)
  }

  init(from decoder: any Decoder) throws {
    var reader = CaseReader(try Self.caseShapes.decode(Self.self, from: decoder))
    guard let value = Self.readCase(&reader), reader.isComplete else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "fits no case"))
    }
    self = value
  }
}
