/// How much saved state a launch restores at most, so that a corrupt or runaway file cannot hold
/// up every launch (and every save after it) past the system's launch watchdog.
///
/// Both are far above what a person navigating builds: five tabs of 100 screens, each screen with
/// a UUID (about 60 bytes of JSON), are about 30 KB. A state near the limit is costly all the same:
/// 1 MiB of eleven thousand stacks took 0.3 s of a launch to read and apply in a release build on a
/// shared Linux machine (the restoration review), which is why nothing larger is read.
public enum RestorationLimits {
  /// The most screens a restored stack keeps: a longer saved stack is cut to its first this many,
  /// and a stack is saved only that deep. Navigation a hundred screens deep is a loop, not a path
  /// someone wants back.
  public static var maximumStackDepth: Int { 100 }

  /// The most bytes of saved state a launch reads (1 MiB): a larger one restores nothing, as
  /// corrupt, and a state that would encode larger clears the saved one rather than be saved.
  public static var maximumStoredSize: Int { 1 << 20 }
}
