/// A link to match, and the route it must match (nil for a link that must match nothing).
struct SampleURL {
  var text: String
  var route: Int?
}
