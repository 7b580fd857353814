// A view body calls types that are not views (`Date()`, `DateFormatter()`,
// a store created in place): reported as views the reader does not know,
// they would bury the assumptions that matter, and a method called on one
// (`formatter.string(from:)`) would be reported as an unknown modifier. The
// reader knows the common types of the standard library and Foundation by
// name, and the names teams give to their non-view types by suffix.
extension Extractor {
    /// Types of the standard library, Foundation, Combine, Observation and
    /// SwiftData a view's code makes values of, none of them a view.
    static let nonViewTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Array", "Set", "Dictionary", "Optional", "Result", "Range",
        "ClosedRange", "Date", "DateComponents", "DateInterval", "Calendar", "TimeZone", "Locale", "URL", "URLComponents",
        "URLQueryItem", "URLRequest", "URLSession", "UUID", "Data", "Decimal", "NSNumber", "NSString", "NSLock",
        "NSRecursiveLock", "NSCondition", "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "OperationQueue",
        "Timer", "NotificationCenter", "UserDefaults", "FileManager", "Bundle", "ProcessInfo", "JSONEncoder",
        "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "DateFormatter", "ISO8601DateFormatter",
        "NumberFormatter", "ByteCountFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter",
        "PersonNameComponentsFormatter", "ListFormatter", "DateComponentsFormatter", "AttributedString",
        "NSAttributedString", "CharacterSet", "IndexSet", "IndexPath", "Measurement", "Task", "AsyncStream",
        "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Published", "CGPoint", "CGSize", "CGRect",
        "CGVector", "EdgeInsets", "UnitPoint", "Angle", "Animation", "Namespace", "LocalizedStringKey",
        "LocalizedStringResource", "NSPredicate", "NSSortDescriptor", "SortDescriptor", "FetchDescriptor",
        "ModelContainer", "ModelConfiguration", "Predicate", "Logger", "OSLog", "Error", "NSError",
        "ContinuousClock", "Duration", "Mutex", "NSCache", "NSMutableArray", "NSMutableDictionary", "Bindable",
    ]

    /// Name endings teams give to types that are not views.
    static let nonViewSuffixes = [
        "Formatter", "Manager", "Store", "Service", "Client", "Lock", "Queue", "Error", "Request", "Response",
        "Configuration", "Controller", "Provider", "Repository", "Cache", "Encoder", "Decoder", "Session", "Model",
        "ViewModel", "Coordinator", "Router", "Settings", "Preferences", "Identifier", "Descriptor", "Predicate",
    ]

    /// The SwiftUI container or link a type the app does not declare stands
    /// in for, by the name it ends with: `NBNavigationStack` and
    /// `NBNavigationLink` of NavigationBackport, a package's
    /// `CompatibleNavigationSplitView`. A wrapper the app declares is read
    /// through its own body instead.
    static func wrappedContainer(_ name: String) -> String? {
        for wrapped in ["NavigationSplitView", "NavigationStack", "NavigationLink"]
        where name.hasSuffix(wrapped) && name.count > wrapped.count {
            return wrapped
        }
        return nil
    }

    /// Whether `name`, a type the app does not declare, is not a view.
    static func isNotAView(_ name: String) -> Bool {
        nonViewTypes.contains(name) || nonViewSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }
}
