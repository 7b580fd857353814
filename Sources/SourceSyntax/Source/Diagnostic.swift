/// A problem the tokenizer or parser found, with the range it covers.
///
/// Parsing never fails: problems come back beside the tree, as
/// rust-analyzer's parser returns `(tree, errors)`. A message is one line.
public struct Diagnostic: Hashable, Sendable {
    /// What is wrong, one line, no location.
    public var message: String
    /// The bytes it concerns; empty where something is missing.
    public var range: SourceRange

    /// A diagnostic saying `message` about `range`.
    public init(_ message: String, range: SourceRange) {
        self.message = message
        self.range = range
    }

    /// `file:line:column: message`, one line.
    public func formatted(in file: SourceFile) -> String { "\(file.location(of: range)): \(message)" }
}
