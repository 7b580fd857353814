import SwiftUI

@main
struct AtlasApp: App {
    var body: some Scene {
        WindowGroup {
            GeometryReader { proxy in
                if proxy.size.width < proxy.size.height {
                    TallAtlas()
                } else {
                    WideAtlas()
                }
            }
        }
    }
}

/// Portrait windows: the map on top, a stack of places.
struct TallAtlas: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Harbour", value: "Harbour")
                NavigationLink("Museum", value: "Museum")
            }
            .navigationTitle("Places")
            .navigationDestination(for: String.self) { name in
                Text(name).navigationTitle(name)
            }
        }
    }
}

/// Landscape windows: places in a sidebar beside the map.
struct WideAtlas: View {
    @State private var place: String?

    var body: some View {
        NavigationSplitView {
            List(selection: $place) {
                Text("Harbour").tag("Harbour")
                Text("Museum").tag("Museum")
            }
            .navigationTitle("Places")
        } detail: {
            Text(place ?? "Map")
        }
    }
}
