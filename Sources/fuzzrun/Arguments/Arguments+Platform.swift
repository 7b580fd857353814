import LayoutModel
import SizeFuzz

extension Arguments {
    /// The platform parameters of `--platform FILE.json` (any subset of
    /// `Platform.standard`'s fields), or the defaults; with the file's path.
    /// With `os`, `--os 18|26|27` is read too and overrides the file's `"os"`.
    mutating func platform(os: Bool = false) throws(CommandError) -> (platform: Platform, path: String?) {
        let version = os ? try self.os() : nil
        guard let path = try value("--platform") else {
            return (version.map { Platform.standard.on($0) } ?? .standard, nil)
        }
        do {
            let platform = try Platform.load(contentsOf: path)
            return (version.map { platform.on($0) } ?? platform, path)
        } catch {
            throw CommandError(error, option: "--platform")
        }
    }

    /// `--os N`: the version of iPadOS to model, or `nil` if absent.
    mutating func os() throws(CommandError) -> OSVersion? {
        guard let text = try value("--os") else { return nil }
        guard let number = Int(text), let version = OSVersion(rawValue: number) else {
            let known = OSVersion.allCases.map { "\($0.rawValue)" }.joined(separator: ", ")
            throw .usage("--os: unknown value \(text.echoed) (expected one of: \(known))")
        }
        return version
    }
}
