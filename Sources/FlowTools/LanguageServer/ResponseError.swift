/// A JSON-RPC error answer: a code from the protocol and a message for the user.
struct ResponseError: Error, Sendable {
  enum Code: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
    /// The request was valid but could not be carried out, such as a refused rename.
    case requestFailed = -32803
  }

  var code: Code
  var message: String

  init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }
}
