import Testing

@Suite struct GridCommandTests {
    @Test func objcioExampleAsJSON() {
        let result = fuzzrun("grid", "--columns", "fixed:70,adaptive:40", "--width", "200", "--json")
        #expect(result.code == 0)
        #expect(result.out == """
            {"width": 200, "totalWidth": 200, "columns": [{"size": "fixed", "width": 70, "itemWidths": [70]}, \
            {"size": "adaptive", "width": 122, "itemWidths": [57, 57]}]}

            """)
    }

    @Test func secondPassAsText() {
        let result = fuzzrun("grid", "--columns", "flexible:50,flexible:120", "--width", "200")
        #expect(result.code == 0)
        #expect(result.out == """
            grid flexible:50,flexible:120 at 200 pt: 236 pt wide (overflows)
              1. flexible:50       108 pt: 108
              2. flexible:120      120 pt: 120

            """)
    }

    @Test(arguments: [
        (["grid", "--width", "200"], "fuzzrun: error: --columns is required\n"),
        (["grid", "--columns", "fixed:70"], "fuzzrun: error: --width is required\n"),
        (["grid", "--columns", "fixed:70", "--width", "-5"], "fuzzrun: error: --width: -5 is below 0\n"),
        (["grid", "--columns", "adaptive:1", "--width", "1e300"], "fuzzrun: error: --width: 1e300 is above 100000\n"),
        (["grid", "--columns", "fixed:70", "--width", "nan"], "fuzzrun: error: --width: 'nan' is not a finite number\n"),
        (["grid", "--columns", "fixed:70", "--width", "inf"], "fuzzrun: error: --width: 'inf' is not a finite number\n"),
        (["grid", "--columns", "flexible:100-50", "--width", "200"],
         "fuzzrun: error: --columns: 'flexible:100-50': minimum 100 is above maximum 50\n"),
        (["grid", "--columns", "fixed:-3", "--width", "200"],
         "fuzzrun: error: --columns: 'fixed:-3': -3 must be finite and not negative\n"),
        (["grid", "--columns", "fixed:70", "--width", "200", "--spacing"], "fuzzrun: error: --spacing needs a value\n"),
    ] as [([String], String)])
    func badInput(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 64)
        #expect(result.out == "")
        #expect(result.err == message)
    }
}
