import SwiftUI

@main
struct AlbumsApp: App {
    var body: some Scene {
        WindowGroup {
            AlbumsView()
        }
    }
}

enum Album: String, CaseIterable, Identifiable, Hashable {
    case recents, favourites, shared
    var id: Self { self }
}

struct AlbumsView: View {
    @State private var album: Album? = .recents

    var body: some View {
        NavigationSplitView {
            List(Album.allCases, selection: $album) { album in
                Text(album.rawValue)
            }
        } detail: {
            if let album {
                PhotoGrid(album: album)
            }
        }
    }
}

struct PhotoGrid: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    let album: Album

    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(minimum: 100)), count: horizontalSizeClass == .compact ? 2 : 4)
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(0..<30) { _ in
                    Color.gray.aspectRatio(1, contentMode: .fill)
                }
            }
        }
    }
}
