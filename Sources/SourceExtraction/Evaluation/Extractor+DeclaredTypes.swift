import SourceSyntax

extension Extractor {
    /// `value` read as the type `declared`: an implicit member (`.inbox`)
    /// whose enum the reader could not tell (two of the app's enums have the
    /// case) becomes the case of the declared enum, as the compiler reads
    /// `FolderStack(root: .inbox)` for `let root: Folder`. Any other value,
    /// or a type that is not one of the app's enums with that case, is left
    /// as it is.
    func typed(_ value: Value, declared: TypeSyntax?) -> Value {
        guard case .enumCase(nil, let name, _) = value, let declared, let type = Self.enumName(declared),
              let info = index.types[type], let found = info.cases.first(where: { $0.name == name }) else { return value }
        return .enumCase(type: type, name: found.name, id: found.rawValue ?? found.name)
    }

    /// The name of a plain or optional named type (`Folder`, `Folder?`).
    private static func enumName(_ type: TypeSyntax) -> String? {
        switch type.kind {
        case .named(let name, let arguments) where arguments.isEmpty: name.text
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): enumName(wrapped)
        case .attributed(_, let inner): enumName(inner)
        default: nil
        }
    }
}
