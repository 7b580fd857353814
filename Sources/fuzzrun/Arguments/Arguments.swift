/// The arguments of one command, consumed option by option.
///
/// Options take their value as the next argument or after `=`
/// (`--seed 42`, `--seed=42`). Whatever is left when the command has read
/// what it knows is an error: an unknown flag, or an unexpected argument.
struct Arguments {
    private var items: [String]
    private var consumed: [Bool]

    /// Wraps the arguments after the command name.
    init(_ items: [String]) {
        self.items = items
        self.consumed = Array(repeating: false, count: items.count)
    }

    /// Whether `--name` is given (`--name`, `--name=value`), consuming nothing.
    func has(_ name: String) -> Bool {
        items.contains { $0 == name || $0.hasPrefix(name + "=") }
    }

    /// These arguments, none consumed, with `more` after them.
    func appending(_ more: [String]) -> Arguments {
        Arguments(items + more)
    }

    /// Whether `--name` is present (and consumes it).
    mutating func flag(_ name: String) throws(CommandError) -> Bool {
        var found = false
        for index in items.indices where !consumed[index] {
            if items[index] == name {
                consumed[index] = true
                found = true
            } else if items[index].hasPrefix(name + "=") {
                throw .usage("\(name) takes no value")
            }
        }
        return found
    }

    /// Every value of the repeatable option `--name`, in order.
    mutating func values(_ name: String) throws(CommandError) -> [String] {
        var values: [String] = []
        var index = 0
        while index < items.count {
            defer { index += 1 }
            guard !consumed[index] else { continue }
            let item = items[index]
            if item == name {
                consumed[index] = true
                guard index + 1 < items.count, !consumed[index + 1], !Arguments.isOption(items[index + 1]) else {
                    throw .usage("\(name) needs a value")
                }
                consumed[index + 1] = true
                values.append(items[index + 1])
                index += 1
            } else if item.hasPrefix(name + "=") {
                consumed[index] = true
                let value = String(item.dropFirst(name.count + 1))
                guard !value.isEmpty else { throw .usage("\(name) needs a value") }
                values.append(value)
            }
        }
        return values
    }

    /// The value of the option `--name`, or `nil` if absent; given twice is an error.
    mutating func value(_ name: String) throws(CommandError) -> String? {
        let all = try values(name)
        guard all.count <= 1 else { throw .usage("\(name) given more than once") }
        return all.first
    }

    /// The arguments that are not options, in order (and consumes them).
    mutating func positionals() -> [String] {
        var result: [String] = []
        for index in items.indices where !consumed[index] && !Arguments.isOption(items[index]) {
            consumed[index] = true
            result.append(items[index])
        }
        return result
    }

    /// Fails on the first argument nobody consumed.
    func finish() throws(CommandError) {
        for index in items.indices where !consumed[index] {
            let item = items[index]
            if Arguments.isOption(item) {
                let name = item.split(separator: "=", maxSplits: 1).first.map(String.init) ?? item
                throw .usage("unknown option \(name)")
            }
            throw .usage("unexpected argument \(item.echoed)")
        }
    }

    /// Whether `item` looks like an option (`--x` or `-x`, but not a negative number).
    static func isOption(_ item: String) -> Bool {
        guard item.hasPrefix("-"), item.count > 1 else { return false }
        if item.hasPrefix("--") { return true }
        let rest = item.dropFirst()
        return !(rest.first.map { $0.isNumber || $0 == "." } ?? false)
    }
}
