import Foundation

/// Small apps written to temporary folders for the hardening tests: an `App`
/// whose window shows `Home`, whose body is given.
enum HardeningApp {
    /// The source of an app whose `Home` view's body is `body` (indented by
    /// the caller), with `members` added to `Home`; `Home`'s body starts on
    /// line 7.
    static func source(body: String, members: String = "") -> String {
        """
        @main
        struct TApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            \(members)
            var body: some View {
                \(body)
            }
        }

        """
    }

    /// A fresh temporary folder holding `App.swift` with `text`.
    static func folder(_ text: String) throws -> URL {
        try folder(["App.swift": Data(text.utf8)])
    }

    /// A fresh temporary folder holding `files` (relative path to bytes).
    static func folder(_ files: [String: Data]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("harden-\(UUID().uuidString)")
        for (name, data) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The assumption lines `fuzzrun extract` prints, without the count.
    static func assumptions(_ err: String) -> [String] {
        err.split(separator: "\n").map(String.init).filter { $0.hasPrefix("fuzzrun: assumption: ") }
            .map { String($0.dropFirst("fuzzrun: assumption: ".count)) }
    }
}
