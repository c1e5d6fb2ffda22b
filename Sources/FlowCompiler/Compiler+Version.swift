extension Compiler {
  /// The FlowKit version, the one place it is written; `flowc --version` and generated headers read it.
  public static let version = "0.1.0"
}
