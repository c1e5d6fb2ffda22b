/// Every option any subcommand accepts, named once: subcommands declare and read options by these
/// cases, so a misspelt option in flowc's own code fails to compile instead of never matching.
enum OptionName: String, Hashable, Sendable {
  case format = "--format"
  case warningsAsErrors = "--warnings-as-errors"
  case against = "--against"
  case output = "--output"
  case outputDirectory = "--output-directory"
  case check = "--check"
  case fix = "--fix"
  case appID = "--app-id"
  case appleAppSiteAssociation = "--apple-app-site-association"
  case infoPlist = "--info-plist"
  case given = "--given"
  case then = "--then"
}
