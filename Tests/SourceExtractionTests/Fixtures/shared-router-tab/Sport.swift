import Foundation

enum Sport: String, CaseIterable, Identifiable, Hashable {
    case basketball, football, soccer, tennis

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var symbol: String {
        switch self {
        case .basketball: "basketball"
        case .football: "football"
        case .soccer: "soccerball"
        case .tennis: "tennis.racket"
        }
    }
}
