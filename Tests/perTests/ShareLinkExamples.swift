import Testing

// Expected outputs were checked by hand against the figures they show; the links decode to the
// products beside them (PerKit's tests pin the format itself).

/// The link of "Brand A: 3.99 for 500 g" and "Brand B: 6.49 for 1 kg" per kg in EUR.
let brandsLink =
    "http://127.0.0.1:8080/#share=1Nw1TaG9wcGluZyBsaXN0A0VVUgMCAQIHQnJhbmQgQpIKZAIBAgECB0JyYW5kIEGeBmQCAegHAQEfQn43"

/// The table of `brandsLink`.
let brandsTable = #"""
    #  Product  Price  Quantity  Per kg  vs best  Extra cost
    1  Brand B  €6.49  1 kg       €6.49     best           —
    2  Brand A  €3.99  500 g      €7.98   +23.0%      +€0.75

    Brand B is the best deal: 18.7% cheaper per kg than Brand A; buying 1 kg of it instead saves €1.49

    """#

/// The link of "Ketchup: 3.90 for 700 g, member 3.50" and "Big ketchup: 3.99 for 910 g": a
/// deal makes it a version 2 link.
let ketchupLink =
    "http://127.0.0.1:8080/#share=2Qw1TaG9wcGluZyBsaXN0AAACC0JpZyBrZXRjaHVwngZkAgGcDgEBAAdLZXRjaHVwTgoCAfgKAQELbWVtYmVyIDMuNTB5PPez"

let shareLinkExamples: [Example] = [
    Example(
        "a share link carries deals",
        ["compare", "--share-link", "Ketchup: 3.90 for 700 g, member 3.50", "Big ketchup: 3.99 for 910 g"],
        status: 0,
        output: ketchupLink + "\n",
        error: ""),
    Example(
        "a share link's deals are compared as typed",
        ["compare", "--from-link", ketchupLink],
        status: 0,
        output: #"""
            #  Product      Price  Quantity  Per 100 g  vs best  Extra cost  Deal
            1  Big ketchup   3.99  910 g         0.438     best           —
            2  Ketchup       3.50  700 g         0.500   +14.0%       +0.43  member 3.50: with the member price

            Big ketchup is the best deal: 12.3% cheaper per 100 g than Ketchup; buying 910 g of it instead saves 0.56

            """#,
        error: ""),
    Example(
        "a share link's member prices can be left out",
        ["compare", "--no-member", "--from-link", ketchupLink],
        status: 0,
        output: #"""
            #  Product      Price  Quantity  Per 100 g  vs best  Extra cost  Deal
            1  Big ketchup   3.99  910 g         0.438     best           —
            2  Ketchup       3.90  700 g         0.557   +27.1%       +0.83

            Big ketchup is the best deal: 21.3% cheaper per 100 g than Ketchup; buying 910 g of it instead saves 1.08

            """#,
        error: ""),
    Example(
        "a share link carries the products, --per and --currency",
        [
            "compare", "--share-link", "--currency", "EUR", "--per", "kg", "Brand A: 3.99 for 500 g",
            "Brand B: 6.49 for 1 kg",
        ],
        status: 0,
        output: brandsLink + "\n",
        error: ""),
    Example(
        "a share link for another page, with a list name",
        [
            "compare", "--share-link", "--link-base", "https://per.example/app", "--list-name",
            "Weekly shop ✓",
            "--system", "us", "2.49 / lb", "Family pack: 6.99 for 3 lb",
        ],
        status: 0,
        output:
            "https://per.example/app#share=1MA9XZWVrbHkgc2hvcCDinJMAAAILRmFtaWx5IHBhY2v2CmQCAQYBBADyA2QCAQIBBNA6RWI\n",
        error: ""),
    Example(
        "a shared list compared with its own reference and currency",
        ["compare", "--from-link", brandsLink],
        status: 0,
        output: brandsTable,
        error: ""),
    Example(
        "a share link pasted from the end of a sentence, with its full stop and line break",
        ["compare", "--from-link", brandsLink + ".\n"],
        status: 0,
        output: brandsTable,
        error: ""),
    Example(
        "a share link pasted from between brackets and quotes",
        ["compare", "--from-link", " (“" + brandsLink + "”)! "],
        status: 0,
        output: brandsTable,
        error: ""),
    Example(
        "only the fragment of a shared list, with another reference and currency",
        [
            "compare", "--from-link", "#share=" + brandsLink.split(separator: "=").last!, "--per", "100g",
            "--currency", "GBP",
        ],
        status: 0,
        output: #"""
            #  Product  Price  Quantity  Per 100 g  vs best  Extra cost
            1  Brand B  £6.49  1 kg         £0.649     best           —
            2  Brand A  £3.99  500 g        £0.798   +23.0%      +£0.75

            Brand B is the best deal: 18.7% cheaper per 100 g than Brand A; buying 1 kg of it instead saves £1.49

            """#,
        error: ""),
]

let shareLinkDataErrors: [Example] = [
    Example(
        "data: a share link with a changed character",
        ["compare", "--from-link", brandsLink.replacingCharacter(at: 60, with: "x")],
        status: 65,
        output: "",
        error:
            "Error: --from-link: this share link is damaged: its checksum doesn't match, so a character was changed\n"
    ),
    Example(
        "data: a share link cut short",
        ["compare", "--from-link", String(brandsLink.dropLast(10))],
        status: 65,
        output: "",
        error:
            "Error: --from-link: this share link is cut short: copy the whole link, up to its last character\n"
    ),
    Example(
        "data: a share link cut short, at the end of a sentence",
        ["compare", "--from-link", String(brandsLink.dropLast(10)) + "."],
        status: 65,
        output: "",
        error:
            "Error: --from-link: this share link is cut short: copy the whole link, up to its last character\n"
    ),
    Example(
        "data: a share link from a newer version",
        ["compare", "--from-link", brandsLink.replacingCharacter(at: 29, with: "3")],
        status: 65,
        output: "",
        error:
            "Error: --from-link: this share link was made by a newer version of Per: update Per to open it\n"),
    Example(
        "data: a link without a shared list",
        ["compare", "--from-link", "http://127.0.0.1:8080/"],
        status: 65,
        output: "",
        error: "Error: --from-link: this link holds no shared list: it has no '#share=' part\n"),
]

let shareLinkUsageErrors: [Example] = [
    Example(
        "usage: --from-link with products",
        ["compare", "--from-link", brandsLink, "3.99 for 1 kg"],
        status: 64,
        output: "",
        error: #"""
            Error: --from-link compares the products of a shared list; give no PRODUCT with it.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
    Example(
        "usage: --share-link with --json",
        ["compare", "--share-link", "--json", "3.99 for 1 kg"],
        status: 64,
        output: "",
        error: #"""
            Error: --share-link prints a link, not JSON; give only one of them.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
    Example(
        "usage: --list-name without --share-link",
        ["compare", "--list-name", "Milk", "3.99 for 1 kg"],
        status: 64,
        output: "",
        error: #"""
            Error: --link-base and --list-name describe a link; use them with --share-link.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
]

extension String {
    /// The text with the character at `offset` replaced.
    fileprivate func replacingCharacter(at offset: Int, with replacement: Character) -> String {
        var characters = Array(self)
        characters[offset] = replacement
        return String(characters)
    }
}

/// `--share-link` then `--from-link` prints the same table as the products given directly.
@Suite("per share links")
struct ShareLinkRoundTripTests {
    @Test(
        arguments: [
            (
                ["--currency", "EUR", "--per", "kg"],
                ["Brand A: 3.99 for 500 g", "Brand B: 6.49 for 1 kg", "2.49 for 1 lb"], []
            ),
            (
                ["--currency", "USD"],
                ["Soup: 3/$10 for 1 lb", "Single: 3.49 for 1 lb", "Bag: 99¢ for 4 oz"],
                ["--system", "us"]
            ),
            ([], ["Cola: 4.99 / 6 x 355 mL", "Big: 2 x 3.49 for 2 x 2 L", "Thirds: 10 ÷ 3 for 1.5 L"], []),
            (
                ["--per", "dozen"], ["Eggs: 12.99 for 24", "Sale: 7.99 - 1.50 for 12", "Tie: 6.495 for 12"],
                []
            ),
            (
                ["--currency", "gbp"],
                ["Milk \"fresh\", 🥛: 1.45 for 4 pints", "حليب: 1.30 for 2 L", "0.99 for 1 pt"],
                ["--system", "uk"]
            ),
            ([], ["Rope: 12.99 for 15 m", "Cord: 4.99 for 5 yd"], ["--system", "us"]),
            (["--per", "m2"], ["Tiles: 39.99 for 10 sq ft", "Mat: 24.99 for 1 m²"], []),
        ] as [([String], [String], [String])])
    func sameTableFromTheLink(_ shared: [String], _ products: [String], _ display: [String]) throws {
        let direct = try PerBinary.run(["compare"] + shared + display + products)
        #expect(direct.status == 0, "\(direct.error)")
        let link = try PerBinary.run(["compare", "--share-link"] + shared + display + products)
        #expect(link.status == 0, "\(link.error)")
        #expect(link.output.hasPrefix("http://127.0.0.1:8080/#share=1"))
        #expect(link.output.utf8.count < 2_000)
        let url = String(link.output.dropLast())
        let fromLink = try PerBinary.run(["compare", "--from-link", url] + display)
        #expect(fromLink == direct)
        // Shared again, the list gives the same link.
        let again = try PerBinary.run(["compare", "--share-link", "--from-link", url] + display)
        #expect(again.output == link.output)
    }
}
