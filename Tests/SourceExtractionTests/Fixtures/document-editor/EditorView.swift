import SwiftUI

struct EditorView: View {
    @State private var showingFormat = false
    @State private var showingExport = false

    var body: some View {
        CanvasView(showingFormat: $showingFormat, showingExport: $showingExport)
            .frame(minWidth: 200)
            .navigationTitle("Editor")
            .inspector(isPresented: $showingFormat) {
                TextTraits()
                    .frame(minWidth: 240)
                    .inspectorColumnWidth(min: 250, ideal: 300, max: 400)
            }
            .sheet(isPresented: $showingExport) {
                ExportSheet()
                    .presentationSizing(.form)
                    .presentationDetents([.medium, .large])
            }
    }
}

struct CanvasView: View {
    @Binding var showingFormat: Bool
    @Binding var showingExport: Bool

    var body: some View {
        VStack {
            Text("Once upon a time")
            HStack {
                Button("Format") { showingFormat.toggle() }
                Button("Export") { showingExport = true }
            }
        }
    }
}

struct TextTraits: View {
    var body: some View {
        Form {
            Picker("Font", selection: .constant("Body")) {
                Text("Body")
            }
            Toggle("Bold", isOn: .constant(false))
        }
    }
}

struct ExportSheet: View {
    var body: some View {
        VStack(spacing: 8) {
            ExportForm()
                .frame(minWidth: 300)
            HStack(spacing: 8) {
                Spacer(minLength: 0)
                ExportButton()
                    .frame(minWidth: 120)
            }
        }
    }
}

struct ExportForm: View {
    var body: some View {
        Form {
            Picker("Format", selection: .constant("PDF")) {
                Text("PDF")
            }
        }
    }
}

struct ExportButton: View {
    var body: some View {
        Button("Export") {}
    }
}
