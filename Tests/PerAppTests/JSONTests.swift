import Testing

@testable import PerKit

/// The small JSON value, parser and serializer behind saved state and the wire format.
@Suite("JSON")
struct JSONTests {
    @Test(
        "values parse and serialize compactly, members in order",
        arguments: [
            ("null", JSON.null, "null"),
            ("true", .bool(true), "true"),
            (" false ", .bool(false), "false"),
            ("0", .number("0"), "0"),
            ("-12", .number("-12"), "-12"),
            ("3.25e-2", .number("3.25e-2"), "3.25e-2"),
            ("1E+10", .number("1E+10"), "1E+10"),
            ("-0.5", .number("-0.5"), "-0.5"),
            (#""a""#, .string("a"), #""a""#),
            ("[]", .array([]), "[]"),
            ("{}", .object([]), "{}"),
            (
                "[1, [2, []], {\"a\": null}]",
                .array([.number("1"), .array([.number("2"), .array([])]), .object([.init("a", .null)])]),
                #"[1,[2,[]],{"a":null}]"#
            ),
            (
                "{\"b\": 1, \"a\": 2}", .object([.init("b", .number("1")), .init("a", .number("2"))]),
                #"{"b":1,"a":2}"#
            ),
            (
                "\t\r\n {\n\"x\" :\t[ true , false ] } \n",
                .object([.init("x", .array([.bool(true), .bool(false)]))]), #"{"x":[true,false]}"#
            ),
        ])
    func parseAndSerialize(_ text: String, _ value: JSON, _ compact: String) throws {
        #expect(try JSON(parsing: text) == value)
        #expect(value.text == compact)
        #expect(try JSON(parsing: compact) == value)
    }

    @Test(
        "string escapes are read",
        arguments: [
            (#""\"\\\/""#, "\"\\/"),
            (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
            (#""\u0041\u00e9\u20AC""#, "Aé€"),
            (#""\u0000""#, "\u{0}"),
            (#""\ud83d\ude00""#, "😀"),
            (#""\uD83D\uDE00 and \uD834\uDD1E""#, "😀 and 𝄞"),
            ("\"é€😀 raw\"", "é€😀 raw"),
            ("\"\u{2028}\"", "\u{2028}"),
        ])
    func escapes(_ text: String, _ value: String) throws {
        #expect(try JSON(parsing: text) == .string(value))
    }

    @Test(
        "strings are written with escapes where needed",
        arguments: [
            ("plain", #""plain""#),
            ("\"\\/", #""\"\\/""#),
            ("\n\r\t", #""\n\r\t""#),
            ("\u{8}\u{C}\u{1}\u{1F}", #""\u0008\u000c\u0001\u001f""#),
            ("<script>", #""\u003cscript>""#),
            ("\u{2028}\u{2029}", #""\u2028\u2029""#),
            // DEL and C1 control characters are escaped too, so that the text is safe on a
            // terminal; their neighbours (U+00A0) are copied as they are.
            ("é😀\u{7F}", #""é😀\u007f""#),
            ("a\u{80}b\u{9B}[31m\u{9F}\u{A0}", #""a\u0080b\u009b[31m\u009f"# + "\u{A0}\""),
            // Neighbours of U+2028 are copied as they are, between escapes.
            ("x\u{2027}y\u{2028}z\u{202A}\"", "\"x\u{2027}y\\u2028z\u{202A}\\\"\""),
        ])
    func writesEscapes(_ value: String, _ text: String) throws {
        #expect(JSON.string(value).text == text)
        #expect(try JSON(parsing: text) == .string(value))
    }

    @Test("every scalar class survives a round trip, in member names too")
    func unicodeRoundTrip() throws {
        var value = ""
        for code in [
            0, 1, 0x1F, 0x20, 0x22, 0x2F, 0x3C, 0x5C, 0x7F, 0x80, 0xFF, 0x7FF, 0x800, 0x2028, 0xD7FF, 0xE000,
            0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF,
        ] {
            value.unicodeScalars.append(Unicode.Scalar(UInt32(code))!)
        }
        let json = JSON.object([.init(value, .array([.string(value)]))])
        #expect(try JSON(parsing: json.text) == json)
    }

    @Test("nesting up to the depth limit is read")
    func depthLimitAccepted() throws {
        let depth = JSON.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var expected = JSON.array([])
        for _ in 1..<depth { expected = .array([expected]) }
        #expect(try JSON(parsing: text) == expected)
    }

    @Test("nesting beyond the depth limit is an error, not a crash", arguments: [65, 1000, 200_000])
    func depthLimitRefused(_ depth: Int) {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: ParseError.self) { try JSON(parsing: arrays) }
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(throws: ParseError.self) { try JSON(parsing: objects) }
        do {
            _ = try JSON(parsing: arrays)
        } catch {
            #expect(error.message == "invalid JSON at byte 64: nested too deeply")
        }
    }

    @Test(
        "malformed input is a ParseError",
        arguments: [
            "", " ", "{", "}", "[", "]", "[1,]", "[1 2]", "[,1]", #"{"a" 1}"#, #"{"a":1,}"#, #"{"a":}"#,
            "{a:1}",
            #"{"a":1 "b":2}"#, "{1:2}", "tru", "nul", "nulll", "True", "\"abc", #""\x""#, #""\u12""#,
            #""\u12G4""#,
            "[1]x", "1 2", "\"tab\there\"", "\"line\nbreak\"", "'a'", #""\ud83d""#, #""\ud83d\u0041""#,
            #""\ude00""#,
            #""\ud83dx""#, "-", "01", "-01", "1.", ".5", "+1", "1e", "1e+", "1.2.3", "--1", "1-", "1ee2",
            "0x10",
            "NaN", "Infinity", "-Infinity", "1.e3", "\u{FEFF}1",
        ])
    func malformed(_ text: String) {
        #expect(throws: ParseError.self) { try JSON(parsing: text) }
    }

    @Test(
        "errors say where, in bytes",
        arguments: [
            ("[1,]", 3, "invalid JSON at byte 3: expected a value"),
            (#"{"a" 1}"#, 5, "invalid JSON at byte 5: expected ':'"),
            ("[1]x", 3, "invalid JSON at byte 3: unexpected text after the JSON value"),
            ("\"é\\q\"", 5, "invalid JSON at byte 5: unknown escape"),
            ("", 0, "invalid JSON at byte 0: expected a value"),
        ])
    func errorPositions(_ text: String, _ position: Int, _ message: String) {
        #expect(throws: ParseError(message, at: position)) { try JSON(parsing: text) }
    }

    @Test("member access")
    func access() throws {
        let json = try JSON(parsing: #"{"s":"x","b":true,"n":null,"a":[1],"i":-42,"s":"second"}"#)
        #expect(json["s"]?.stringValue == "x")  // the first of duplicate members
        #expect(json["b"]?.boolValue == true)
        #expect(json["n"]?.isNull == true)
        #expect(json["a"]?.arrayValue == [.number("1")])
        #expect(json["i"]?.intValue == -42)
        #expect(json["missing"] == nil)
        #expect(json["s"]?.boolValue == nil)
        #expect(json["b"]?.stringValue == nil)
        #expect(json["a"]?["s"] == nil)
        #expect(JSON.int(-7) == .number("-7"))
        #expect(JSON.optional(nil) == .null)
        #expect(JSON.optional("v") == .string("v"))
    }

    @Test(
        "whole numbers that fit",
        arguments: [
            ("0", 0), ("7", 7), ("-3", -3), ("123456789", 123_456_789), ("-999999999", -999_999_999),
        ])
    func intValue(_ text: String, _ value: Int) {
        #expect(JSON.number(text).intValue == value)
    }

    @Test(
        "numbers that are not whole or do not fit are not ints",
        arguments: [
            "1.0", "1e3", "1234567890", "-", "", "+1", "0x1",
        ])
    func notIntValue(_ text: String) {
        #expect(JSON.number(text).intValue == nil)
        #expect(JSON.string("1").intValue == nil)
    }
}
