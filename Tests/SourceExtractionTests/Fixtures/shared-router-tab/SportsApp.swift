import SwiftUI

@main
struct SportsApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            ContentView(router: router)
        }
    }
}
