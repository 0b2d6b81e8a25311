import Testing

/// Example tests in swift-argument-parser's style: run the built `per` and compare the whole
/// standard output, the whole standard error and the exit status.
struct Example: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let input: String?
    let status: Int32
    let output: String
    let error: String

    init(_ name: String, _ arguments: [String], input: String? = nil, status: Int32, output: String, error: String) {
        self.name = name
        self.arguments = arguments
        self.input = input
        self.status = status
        self.output = output
        self.error = error
    }

    var testDescription: String { name }
}

@Suite("per examples")
struct ExampleTests {
    @Test(
        arguments: compareExamples + convertExamples + unitsExamples + helpExamples + shareLinkExamples + usageErrors
            + shareLinkUsageErrors + dataErrors + shareLinkDataErrors + listFileExamples + listFileUsageErrors
            + listFileDataErrors + scanExamples)
    func example(_ example: Example) throws {
        let result = try PerBinary.run(example.arguments, input: example.input)
        #expect(result.output == example.output, "standard output of per \(example.arguments)")
        #expect(result.error == example.error, "standard error of per \(example.arguments)")
        #expect(result.status == example.status, "exit status of per \(example.arguments)")
    }

    @Test("errors print nothing on standard output and one line on standard error", arguments: dataErrors + shareLinkDataErrors)
    func dataErrorShape(_ example: Example) throws {
        let result = try PerBinary.run(example.arguments, input: example.input)
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("Error: "))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }

    @Test(
        "list file errors print nothing on standard output and a line for each problem on standard error",
        arguments: listFileDataErrors)
    func listFileErrorShape(_ example: Example) throws {
        let result = try PerBinary.run(example.arguments, input: example.input)
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("Error: ") })
    }

    @Test("usage errors exit 64 with the usage text and print nothing on standard output", arguments: usageErrors + shareLinkUsageErrors + listFileUsageErrors)
    func usageErrorShape(_ example: Example) throws {
        let result = try PerBinary.run(example.arguments, input: example.input)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("Usage: per"))
    }

    @Test("colour on a terminal, none with --no-color or NO_COLOR", .enabled(if: PerBinary.script != nil))
    func colour() throws {
        let products = ["A: 1 for 100 g", "B: 2 for 300 g"]
        let coloured = try PerBinary.runOnTerminal(["compare"] + products)
        #expect(coloured.contains("\u{1B}[32m1  B "), "the best row is green")
        #expect(coloured.contains("\u{1B}[1m#  Product"), "the header is bold")
        let flag = try PerBinary.runOnTerminal(["compare", "--no-color"] + products)
        #expect(!flag.contains("\u{1B}["))
        #expect(flag.contains("1  B "))
        let environment = try PerBinary.runOnTerminal(["compare"] + products, environment: ["NO_COLOR": "1"])
        #expect(!environment.contains("\u{1B}["))
        #expect(environment.contains("1  B "))
    }
}
