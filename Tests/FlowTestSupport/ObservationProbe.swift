import Observation

/// Whether reading what `read` touches under observation tracking is told of `change`: what
/// SwiftUI relies on to draw a view again.
@MainActor
public func notifies(reading read: () -> Void, when change: () -> Void) -> Bool {
  let told = Told()
  withObservationTracking {
    read()
  } onChange: {
    MainActor.assumeIsolated { told.value = true }
  }
  change()
  return told.value
}

/// A flag the observation callback sets.
@MainActor
private final class Told {
  var value = false
}
