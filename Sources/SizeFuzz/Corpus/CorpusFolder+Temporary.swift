import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CorpusFolder {
    /// How old a leftover temporary file must be, by its modification time,
    /// before a save removes it: one hour. A save takes milliseconds, so a
    /// temporary file that old was left by a run that was killed.
    public static let staleTemporaryAge = 3_600

    /// The most temporary names a save tries before it gives up.
    static let temporaryAttempts = 100

    /// Writes `data` to a new hidden temporary file for the file `name` (an
    /// entry, or a file fuzzrun writes such as `--html`'s) in `folder`,
    /// flushed to disk, and returns its path: `.NAME.PID.N.tmp`, with the
    /// first `N` from 0 whose name is free.
    ///
    /// The file is created with `O_EXCL`, so a leftover of a killed run with
    /// the same process id (a run that is pid 1 in a container) is never
    /// written into, only stepped over.
    /// - Throws: ``InputError`` of kind `.cannotCreate`; on any error the
    ///   temporary file is removed.
    package static func writeTemporary(_ data: Data, named name: String, in folder: String) throws(InputError) -> String {
        var attempt = 0
        while true {
            let path = folder + "/." + name + ".\(getpid()).\(attempt).tmp"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor < 0 {
                let error = errno
                attempt += 1
                if error == EEXIST, attempt < temporaryAttempts { continue }
                throw InputError(.cannotCreate, file: path, "cannot create the file: \(describe(error))")
            }
            var failure = data.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
            if failure == nil, fsync(descriptor) != 0 { failure = errno }
            if close(descriptor) != 0, failure == nil { failure = errno }
            if let failure {
                unlink(path)
                throw InputError(.cannotCreate, file: path, "cannot write the file: \(describe(failure))")
            }
            return path
        }
    }

    /// Removes the temporary files of saves in `folder` (hidden names ending
    /// `.json.PID.tmp` or `.json.PID.N.tmp`; with `name`, only those of the
    /// file `name`: `.NAME.PID.N.tmp`) last modified more than
    /// ``staleTemporaryAge`` seconds before `now`. Best effort: what cannot
    /// be read or removed is left, and nothing else is touched.
    package static func sweepTemporaries(in folder: String, now: time_t, of name: String? = nil) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            let isTemporary = name.map { isTemporaryName(entryName, of: $0) } ?? isTemporaryName(entryName)
            guard isTemporary else { continue }
            let path = folder + "/" + entryName
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = Int(info.st_mtimespec.tv_sec)
            #else
            let modified = Int(info.st_mtim.tv_sec)
            #endif
            if Int(now) - modified > staleTemporaryAge { unlink(path) }
        }
    }

    /// Whether `candidate` is a temporary file of the file `name`:
    /// `.NAME.PID.N.tmp`, with `PID` and `N` decimal.
    static func isTemporaryName(_ candidate: String, of name: String) -> Bool {
        let prefix = "." + name + "."
        guard candidate.hasPrefix(prefix), candidate.hasSuffix(".tmp"), candidate.count > prefix.count + 4 else { return false }
        let numbers = candidate.dropFirst(prefix.count).dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        return numbers.count == 2 && numbers.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }

    /// Whether `name` is a save's temporary file: `.X.json.PID.tmp` (as earlier
    /// builds named them) or `.X.json.PID.N.tmp`, with `PID` and `N` decimal.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard let json = parts.lastIndex(of: "json"), json > 0 else { return false }
        let numbers = parts[(json + 1)...]
        return (1...2).contains(numbers.count) && numbers.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }
}
