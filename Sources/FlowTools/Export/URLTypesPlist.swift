import FlowCompiler
import FlowSema

/// An Info.plist declaring the app's custom URL schemes (`CFBundleURLTypes`), to merge into the app's.
public enum URLTypesPlist {
  /// A complete XML property list; the URL type is named `name` (the bundle identifier, or the app's
  /// name when none is given).
  public static func render(_ model: FlowModel, name: String? = nil) -> String {
    let schemes = model.app.schemes.map { "\t\t\t\t<string>\(escape($0))</string>\n" }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>CFBundleURLTypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>CFBundleURLName</key>
      \t\t\t<string>\(escape(name ?? model.app.name))</string>
      \t\t\t<key>CFBundleURLSchemes</key>
      \t\t\t<array>
      \(schemes)\t\t\t</array>
      \t\t</dict>
      \t</array>
      </dict>
      </plist>

      """
  }

  /// Text safe in XML character data.
  private static func escape(_ text: String) -> String {
    ScalarEscaping.escape(text, ["&": "&amp;", "<": "&lt;", ">": "&gt;"])
  }
}
