// A photo gallery with an adaptive grid, a team's own modifiers and some
// layout math. Source text for the parser's tests, never compiled.
import SwiftUI

extension View {
    /// A card background, as teams write their own modifiers.
    func card(padding: CGFloat = 12) -> some View {
        self.padding(padding)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }

    @ViewBuilder
    func ifIs<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Photo: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
    var width: Double, height: Double
    var aspect: Double { width / max(height, 1) }
}

struct Gallery: View {
    static let minimumTile: CGFloat = 0x80
    let photos: [Photo]
    @State private var zoom = 1.0
    @Namespace private var namespace
    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(minimum: 100), spacing: 8), count: 4)
    }
    private let adaptive = [GridItem(.adaptive(minimum: Gallery.minimumTile, maximum: 240))]

    var body: some View {
        GeometryReader { proxy in
            let wide = proxy.size.width > 700
            ScrollView(.vertical, showsIndicators: false) {
                ViewThatFits(in: .horizontal) {
                    LazyVGrid(columns: wide ? columns : adaptive, alignment: .leading, spacing: 1_0) {
                        ForEach(photos) { photo in
                            PhotoTile(photo: photo, zoom: zoom)
                                .matchedGeometryEffect(id: photo.id, in: namespace)
                                .aspectRatio(photo.aspect, contentMode: .fit)
                        }
                    }
                    VStack { ForEach(photos, content: PhotoTile.init(photo:)) }
                }
                .card()
                .ifIs(UIScreen.main.bounds.width < 500) { $0.frame(width: 300) }
            }
            .gesture(MagnifyGesture().onChanged { value in zoom = min(4, max(0.5, value.magnification)) })
        }
    }
}

struct PhotoTile: View {
    var photo: Photo
    var zoom: Double = 1

    init(photo: Photo) {
        self.photo = photo
    }

    init(photo: Photo, zoom: Double) {
        self.init(photo: photo)
        self.zoom = zoom
    }

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Rectangle()
                .fill(Color.gray.opacity(0.2))
                .frame(minWidth: 80, idealWidth: 120 * zoom, maxWidth: .infinity, minHeight: 80)
            Text(photo.title.isEmpty ? "Untitled" : photo.title)
                .lineLimit(1)
                .padding(6)
        }
        .accessibilityLabel(Text(photo.title))
        .contextMenu {
            Button("Copy", action: { UIPasteboard.general.string = photo.title })
            Divider()
            ShareLink(item: photo.title)
        }
    }
}

private struct SizeKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = CGSize(width: value.width + nextValue().width, height: max(value.height, nextValue().height))
    }
}

func layoutWidth(columns: Int, tile: Double, spacing: Double = 8) -> Double {
    let gaps = Double(max(columns - 1, 0)) * spacing
    return Double(columns) * tile + gaps
}

#Preview {
    Gallery(photos: (0..<12).map { Photo(id: UUID(), title: "Photo \($0)", width: 4, height: 3) })
}
