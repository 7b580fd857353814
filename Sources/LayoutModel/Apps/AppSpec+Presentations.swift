// Apps that present sheets, popovers and inspectors.
//
// document-editor (correct): a NavigationStack of documents whose editor
// shows an `.inspector` of `inspectorColumnWidth(min: 250, ideal: 300,
// max: 400)` (Apple's `inspector(isPresented:content:)` example, an editor
// with a text-traits inspector), an export form in a
// `.sheet` with `.presentationSizing(.form)`, and a share `.popover`: every
// content flexible or narrower than the narrowest window, so it fits as a
// form sheet, a compact sheet, a popover and a column.
// fixed-width-sheet (mistake): a compose form in a `.sheet` given
// `.frame(width: 640)` (a form laid out at the width it had in a page sheet):
// wider than the form sheet at every plausible size, and than every compact
// window.
// crowding-inspector (mistake): an editor whose regular layout puts a
// 200 pt layers list beside a 300 pt canvas, with an inspector of
// `inspectorColumnWidth(400)`: in a regular window under 908 pt the two
// columns no longer fit beside the inspector.

extension AppSpec {
    /// An editor with an inspector, an export form sheet and a share popover,
    /// each fitting every window.
    public static let documentEditor = AppSpec(
        name: "document-editor",
        summary: "a document list with a share popover, an editor with an inspector (ideal 300 pt) and a form sheet",
        source: "Apple, inspector(isPresented:content:) (an editor with a trailing inspector); presentationSizing(.form)",
        screens: [
            Screen("documents", title: "Documents", destinations: ["editor"], presentations: [
                Presentation("share", kind: .popover, content: .content(name: "ShareMenu", minWidth: 280)),
            ]),
            Screen("editor", title: "Editor", content: .content(name: "Editor", minWidth: 200), presentations: [
                .inspector("format", width: ColumnWidth(min: 250, ideal: 300, max: 400),
                           content: .content(name: "TextTraits", minWidth: 240)),
                .sheet("export", sizing: .form, content: .vstack(spacing: 8, children: [
                    .content(name: "ExportForm", minWidth: 300),
                    .hstack(spacing: 8, children: [.spacer(minLength: 0), .content(name: "ExportButton", minWidth: 120)]),
                ])),
            ]),
        ],
        root: .any(.stack(StackSpec(root: "documents"))))

    /// A compose form fixed at 640 pt in a form sheet.
    public static let fixedWidthSheet = AppSpec(
        name: "fixed-width-sheet",
        summary: "a compose Form with .frame(width: 640) in a .sheet with .presentationSizing(.form)",
        source: "a Form given the fixed width it had in a page sheet, presented as a form sheet; Apple, presentationSizing(.form)",
        screens: [Screen("inbox", title: "Inbox", presentations: [
            .sheet("compose", sizing: .form,
                   content: .frame(width: 640, content: .content(name: "ComposeForm", minWidth: 320))),
        ])],
        root: .any(.stack(StackSpec(root: "inbox"))))

    /// A 400 pt inspector beside a 508 pt regular layout.
    public static let crowdingInspector = AppSpec(
        name: "crowding-inspector",
        summary: "HStack(spacing: 8) { layers (min 200); canvas (min 300) } in regular width, with .inspectorColumnWidth(400)",
        source: "Apple, inspectorColumnWidth(_:) (a fixed trailing column) beside a two-pane editor",
        screens: [Screen("canvas", title: "Canvas",
                         content: .hstack(spacing: 8, children: [
                             .content(name: "Layers", minWidth: 200), .content(name: "Canvas", minWidth: 300),
                         ]),
                         compactContent: .content(name: "Canvas", minWidth: 0),
                         presentations: [
                             .inspector("attributes", width: ColumnWidth(fixed: 400),
                                        content: .content(name: "Attributes", minWidth: 0)),
                         ])],
        root: .any(.stack(StackSpec(root: "canvas"))))
}
