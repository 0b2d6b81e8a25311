// Expected outputs were checked by hand against the tags they read.

let scanExamples: [Example] = [
    Example(
        "scan a tag with a member price",
        ["scan", "--text", "-"],
        input: "Heinz Tomato Ketchup 700g\nClubcard Price £3.50\n£3.90\n55.7p per 100g\n",
        status: 0,
        output: """
            Name          Heinz Tomato Ketchup  ?
            Price         3.90
            Size          700 g
            Member price  3.50  ?
            Multi-buy     —
            Deposit       —
            Unit price    55.7p per 100g: matches
            Product       Heinz Tomato Ketchup: 3.90 for 700 g, member 3.50

            """,
        error: ""),
    Example(
        "scan puts a misread price right and marks it",
        ["scan", "--text", "-"],
        input: "Andrex Toilet Tissue 9 pack\n£5.00\n61.1p each\n",
        status: 0,
        output: """
            Name          Andrex Toilet Tissue  ?
            Price         5.50  ?
            Size          9
            Member price  —
            Multi-buy     —
            Deposit       —
            Unit price    61.1p each: matches
            The price reads £5.00, but the size and the unit price say 5.50: check the price
            Product       Andrex Toilet Tissue: 5.50 for 9

            """,
        error: ""),
    Example(
        "scan a misprinted unit price as JSON",
        ["scan", "--text", "-", "--json"],
        input: "Heinz Tomato Ketchup 700g\n£3.90\n59.7p per 100g\n",
        status: 0,
        output: #"""
            [{"file":null,"text":"Heinz Tomato Ketchup 700g\n£3.90\n59.7p per 100g","name":"Heinz Tomato Ketchup","price":"3.90","quantity":"700 g","size":{"packs":"1","amount":"700","unit":"g"},"memberPrice":null,"multiBuy":null,"deposit":null,"tagUnitPrice":{"text":"59.7p per 100g","amount":"0.597","per":"100 g","exact":"39/70","check":"wrong","difference":"279/7000","worked":"55.7p","price":"£3.90","sentence":"The tag says 59.7p per 100g; £3.90 for 700 g is 55.7p per 100 g"},"product":"Heinz Tomato Ketchup: 3.90 for 700 g","uncertain":["name","price","quantity","tagUnitPrice"],"confidence":{"name":50,"price":30,"quantity":30,"tagUnitPrice":30},"currency":"GBP","notes":["The tag's unit price 59.7p per 100g is wrong by 3.986p: 3.90 for 700 g is 55.714p per 100 g; check the price and the size"]}]

            """#,
        error: ""),
    Example(
        "scan a German tag with a deposit",
        ["scan", "--text", "-", "--currency", "EUR"],
        input: "Coca-Cola 1,5 l\n1,29\n1 l = 0,86 €\nzzgl. 0,25 € Pfand\n",
        status: 0,
        output: """
            Name          Coca-Cola  ?
            Price         1.29
            Size          1.5 L
            Member price  —
            Multi-buy     —
            Deposit       0.25  ?
            Unit price    1 l = 0,86 €: matches
            Product       Coca-Cola: 1.29 for 1.5 L, deposit 0.25

            """,
        error: ""),
    Example(
        "scan with no text",
        ["scan", "--text", "-"],
        input: "\n \n",
        status: 65,
        output: "",
        error: "Error: standard input: there is no text to read\n"),
    Example(
        "scan a file that doesn't exist",
        ["scan", "--text", "no-such-tag.txt"],
        status: 65,
        output: "",
        error: "Error: --text 'no-such-tag.txt': no such file or directory\n"),
]
