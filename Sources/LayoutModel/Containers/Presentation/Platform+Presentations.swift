extension Platform {
    /// Reports each presentation parameter that is not a length from 0 to
    /// 100,000 pt through `problem` (field, message).
    func presentationProblems(_ problem: (String, String) -> Void) {
        let limit = AppSpec.largestLength
        let lengths: [(String, Double)] = [
            ("presentation.formSheetSize.width", presentation.formSheetSize.width),
            ("presentation.formSheetSize.height", presentation.formSheetSize.height),
            ("presentation.pageSheetSize.width", presentation.pageSheetSize.width),
            ("presentation.pageSheetSize.height", presentation.pageSheetSize.height),
            ("presentation.popoverSize.width", presentation.popoverSize.width),
            ("presentation.popoverSize.height", presentation.popoverSize.height),
            ("presentation.inspectorWidth", presentation.inspectorWidth),
            ("presentation.compactSheetTopInset", presentation.compactSheetTopInset),
        ]
        for (field, value) in lengths where !(value.isFinite && value >= 0 && value <= limit) {
            problem(field, "must be from 0 to \(Points.format(limit))")
        }
    }
}
