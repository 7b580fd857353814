import SwiftUI

@main
struct CanvasApp: App {
    var body: some Scene {
        WindowGroup {
            CanvasEditor()
        }
    }
}

struct CanvasEditor: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var showingAttributes = false

    var body: some View {
        NavigationStack {
            editor
                .navigationTitle("Canvas")
                .inspector(isPresented: $showingAttributes) {
                    Attributes()
                        .inspectorColumnWidth(400)
                }
        }
    }

    @ViewBuilder private var editor: some View {
        if horizontalSizeClass == .compact {
            CanvasView(showingAttributes: $showingAttributes)
        } else {
            HStack(spacing: 8) {
                Layers()
                    .frame(minWidth: 200)
                CanvasView(showingAttributes: $showingAttributes)
                    .frame(minWidth: 300)
            }
        }
    }
}

struct CanvasView: View {
    @Binding var showingAttributes: Bool

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Rectangle()
                .foregroundStyle(.white)
            Button("Attributes") {
                showingAttributes.toggle()
            }
        }
    }
}

struct Layers: View {
    var body: some View {
        List {
            Text("Background")
            Text("Shapes")
        }
    }
}

struct Attributes: View {
    var body: some View {
        Form {
            Slider(value: .constant(0.5))
            ColorPicker("Fill", selection: .constant(.white))
        }
    }
}
