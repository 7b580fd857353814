import SwiftUI

struct SportPage: View {
    let sport: Sport
    private let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(0..<12) { index in
                    ScoreCard(sport: sport, index: index)
                }
            }
            .padding()
        }
    }
}

struct ScoreCard: View {
    let sport: Sport
    let index: Int

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: sport.symbol)
            Text("Game \(index + 1)")
                .font(.headline)
        }
        .background(.quaternary, in: .rect(cornerRadius: 12))
    }
}
