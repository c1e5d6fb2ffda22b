/// A modal is its own identity, so one presentation modifier can show sheets and covers alike
/// (`.sheet(item:)` needs `Identifiable`), and a change of arguments is a new presentation.
extension Modal: Identifiable {
  public var id: Self { self }
}
