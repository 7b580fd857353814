#if canImport(SwiftUI)
import SportsNavigation
import SwiftUI

/// One sport's scores: a grid of cards that reflows to the detail's width,
/// as many 150 pt columns as fit.
struct SportPage: View {
    let sport: Sport
    private let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(1...12, id: \.self) { game in
                    ScoreCard(sport: sport, game: game)
                }
            }
            .padding()
        }
    }
}

/// One game's card.
struct ScoreCard: View {
    let sport: Sport
    let game: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text(sport.rawValue.capitalized)
                .font(.caption)
            Text("Game \(game)")
                .font(.headline)
        }
        .padding(8)
    }
}
#endif
