import LayoutModel
import SizeFuzz

extension Arguments {
    /// The platform parameters of `--platform FILE.json` (any subset of
    /// `Platform.standard`'s fields), or the defaults; with the file's path.
    mutating func platform() throws(CommandError) -> (platform: Platform, path: String?) {
        guard let path = try value("--platform") else { return (.standard, nil) }
        do {
            return (try Platform.load(contentsOf: path), path)
        } catch {
            throw CommandError(error, option: "--platform")
        }
    }
}
