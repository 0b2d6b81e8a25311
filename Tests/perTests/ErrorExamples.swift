// Expected outputs were checked by hand against the figures they show.

let usageErrors: [Example] = [
    Example(
        "usage: unknown option",
        ["compare", "--cheap", "3.99 for 500 g"],
        status: 64,
        output: "",
        error: #"""
Error: Unknown option '--cheap'
Usage: per compare [<options>] [<product> ...]
  See 'per compare --help' for more information.

"""#),
    Example(
        "usage: unknown subcommand",
        ["compere", "3.99 for 500 g"],
        status: 64,
        output: "",
        error: #"""
Error: Unknown subcommand 'compere' of per: its subcommands are compare, convert, units, scan, book, household and serve
Usage: per <subcommand>
  See 'per --help' for more information.

"""#),
    Example(
        "usage: bad system",
        ["compare", "--system", "mars", "3.99 for 500 g"],
        status: 64,
        output: "",
        error: #"""
Error: The value 'mars' is invalid for '--system <system>'. Please provide one of 'metric', 'us' or 'uk'.
Help:  --system <system>  The measurement system.
Usage: per compare [<options>] [<product> ...]
  See 'per compare --help' for more information.

"""#),
    Example(
        "usage: bad currency",
        ["compare", "--currency", "dollars", "3.99 for 500 g"],
        status: 64,
        output: "",
        error: #"""
Error: --currency expects an ISO 4217 currency code such as USD, EUR or GBP; 'dollars' is not one.
Usage: per compare [<options>] [<product> ...]
  See 'per compare --help' for more information.

"""#),
    Example(
        "usage: three letters that are not an ISO 4217 code",
        ["compare", "--currency", "XYZ", "3.99 for 500 g"],
        status: 64,
        output: "",
        error: #"""
Error: --currency expects an ISO 4217 currency code such as USD, EUR or GBP; 'XYZ' is not one.
Usage: per compare [<options>] [<product> ...]
  See 'per compare --help' for more information.

"""#),
    Example(
        "usage: unknown short option",
        ["compare", "-z", "3.99 for 500 g"],
        status: 64,
        output: "",
        error: #"""
Error: Unknown option '-z'
Usage: per compare [<options>] [<product> ...]
  See 'per compare --help' for more information.

"""#),
    Example(
        "usage: a bad value that starts with a minus sign is quoted as typed",
        ["compare", "3.99 for 500 g", "--system", "-1"],
        status: 64,
        output: "",
        error: #"""
Error: The value '-1' is invalid for '--system <system>'. Please provide one of 'metric', 'us' or 'uk'.
Help:  --system <system>  The measurement system.
Usage: per compare [<options>] [<product> ...]
  See 'per compare --help' for more information.

"""#),
    Example(
        "usage: convert extra argument that starts with a minus sign",
        ["convert", "1kg", "lb", "-3"],
        status: 64,
        output: "",
        error: #"""
Error: Unexpected argument '-3'
Usage: per convert <quantity> <unit> [--system <system>] [--exact]
  See 'per convert --help' for more information.

"""#),
    Example(
        "usage: missing option value",
        ["compare", "3.99 for 500 g", "--per"],
        status: 64,
        output: "",
        error: #"""
Error: Missing value for '--per <quantity>'
Help:  --per <quantity>  The quantity to quote unit prices for: 100g, kg, lb, oz, 100mL, L, floz, each, dozen, m, sq ft …
Usage: per compare [<options>] [<product> ...]
  See 'per compare --help' for more information.

"""#),
    Example(
        "usage: convert missing unit",
        ["convert", "16 fl oz"],
        status: 64,
        output: "",
        error: #"""
Error: Missing expected argument '<unit>'
Help:  <unit>  The unit to convert to, e.g. mL, lb, 'US gal', sq ft.
Usage: per convert <quantity> <unit> [--system <system>] [--exact]
  See 'per convert --help' for more information.

"""#),
    Example(
        "usage: convert extra argument",
        ["convert", "16", "fl", "oz", "mL"],
        status: 64,
        output: "",
        error: #"""
Error: 2 unexpected arguments: 'oz', 'mL'
Usage: per convert <quantity> <unit> [--system <system>] [--exact]
  See 'per convert --help' for more information.

"""#),
    Example(
        "usage: units bad dimension",
        ["units", "weight-ish"],
        status: 64,
        output: "",
        error: #"""
Error: The value 'weight-ish' is invalid for '<dimension>'. Please provide one of 'weight', 'volume', 'count', 'length' or 'area'.
Help:  <dimension>  Only this dimension.
Usage: per units [<dimension>] [--system <system>] [--json]
  See 'per units --help' for more information.

"""#),
]

let dataErrors: [Example] = [
    Example(
        "data: a deal that could be a multi-buy or N for the price of M shows both readings",
        ["compare", "A: 1.00 for 500 g, 3 for 2", "B: 1 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product 'A: 1.00 for 500 g, 3 for 2': '3 for 2' could mean 3 for 2.00 (a multi-buy) or 3 for the price of 2: write 3 for 2.00 or 3 for the price of 2

"""#),
    Example(
        "data: a deal clause without its number",
        ["compare", "A: 3.90 for 700 g, member", "B: 1 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product 'A: 3.90 for 700 g, member': 'member' needs its number, e.g. member 3.50

"""#),
    Example(
        "data: a saving that leaves nothing to pay",
        ["compare", "A: 1.00 for 500 g, save 1.50", "B: 1 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product 'A: 1.00 for 500 g, save 1.50': 'save 1.50' leaves nothing to pay: one pack would cost -0.50

"""#),
    Example(
        "data: two deals on one product",
        ["compare", "A: 1.00 for 500 g, buy 2 get 1 free, 3 for 2.00", "B: 1 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product 'A: 1.00 for 500 g, buy 2 get 1 free, 3 for 2.00': 'buy 2 get 1 free' and '3 for 2.00' are two deals: a product has at most one of buy … get … free, 2nd half price, N for the price of M and N for PRICE

"""#),
    Example(
        "data: a price that reads as a multi-buy or a fraction shows both readings",
        ["compare", "3/10 for 1 lb", "2 for 1 lb"],
        status: 65,
        output: "",
        error: #"""
Error: product '3/10 for 1 lb': the price can't be read: '3/10' could mean 3 for 10.00 (a multi-buy) or 3 ÷ 10 = 0.30: write 3 for 10 or 3 ÷ 10

"""#),
    Example(
        "data: a price in both a currency and cents shows both readings",
        ["compare", "$99¢ for 1 kg", "1 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product '$99¢ for 1 kg': the price can't be read: '$99¢' could mean 0.99 (99 cents) or 99.00: write 99¢ or drop the ¢

"""#),
    Example(
        "data: unknown unit",
        ["compare", "Brand A: 3.99 for 500 zz", "2 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product 'Brand A: 3.99 for 500 zz': the quantity can't be read: unknown unit 'zz' after '500' — try g, kg, oz, lb, mL, L, fl oz, each, dozen, m, ft, m², sq ft, …

"""#),
    Example(
        "data: missing quantity",
        ["compare", "3.99", "2 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product '3.99': the quantity is missing: enter the quantity of the product

"""#),
    Example(
        "data: missing separator",
        ["compare", "3.99 500 g", "2 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product '3.99 500 g': the quantity can't be read: expected 'for' or '/' between the price and the quantity, e.g. 3.99 for 500 g

"""#),
    Example(
        "data: missing price",
        ["compare", "Brand A:", "2 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product 'Brand A:': the price is missing: enter the price of the product

"""#),
    Example(
        "data: empty product",
        ["compare", "", "2 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product '': the price is missing: enter the price of the product

"""#),
    Example(
        "data: zero price",
        ["compare", "2 for 1 kg", "0 for 500 g"],
        status: 65,
        output: "",
        error: #"""
Error: product '0 for 500 g': the price must be greater than zero (it is 0)

"""#),
    Example(
        "data: zero quantity",
        ["compare", "2 for 1 kg", "3.99 for 0 g"],
        status: 65,
        output: "",
        error: #"""
Error: product '3.99 for 0 g': the quantity must be greater than zero (it is 0)

"""#),
    Example(
        "data: negative price after coupon",
        ["compare", "2 for 1 kg", "1.99 - 2.50 for 500 g"],
        status: 65,
        output: "",
        error: #"""
Error: product '1.99 - 2.50 for 500 g': the price must be greater than zero: it is negative (-0.51)

"""#),
    Example(
        "data: negative price",
        ["compare", "-2 for 1 kg", "3 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product '-2 for 1 kg': the price must be greater than zero: it is negative (-2)

"""#),
    Example(
        "data: negative price after --",
        ["compare", "--", "-2 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product '-2 for 1 kg': the price must be greater than zero: it is negative (-2)

"""#),
    Example(
        "data: negative price with an h in it is not -h",
        ["compare", "3 for 2 each", "-2 for 1 each"],
        status: 65,
        output: "",
        error: #"""
Error: product '-2 for 1 each': the price must be greater than zero: it is negative (-2)

"""#),
    Example(
        "data: negative price with a space after the minus sign",
        ["compare", "3 for 1 kg", "- 2 for 1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product '- 2 for 1 kg': the price must be greater than zero: it is negative (-2)

"""#),
    Example(
        "data: negative quantity",
        ["compare", "3 for -1 kg"],
        status: 65,
        output: "",
        error: #"""
Error: product '3 for -1 kg': the quantity can't be read: expected a number before '-1 kg', e.g. 500 g

"""#),
    Example(
        "data: negative per",
        ["compare", "3 for 1 kg", "--per", "-1kg"],
        status: 65,
        output: "",
        error: #"""
Error: --per '-1kg': unknown unit '-1kg' — try g, kg, oz, lb, …

"""#),
    Example(
        "data: division by zero",
        ["compare", "2 for 1 kg", "3.99 / 0 for 500 g"],
        status: 65,
        output: "",
        error: #"""
Error: product '3.99 / 0 for 500 g': the price can't be read: can't divide by zero in '3.99 / 0'

"""#),
    Example(
        "data: ambiguous number",
        ["compare", "2 for 1 kg", "1,299 for 500 g"],
        status: 65,
        output: "",
        error: #"""
Error: product '1,299 for 500 g': the price can't be read: '1,299' is ambiguous: write 1299 for thousands or 1.299 for a decimal

"""#),
    Example(
        "data: mixed dimensions",
        ["compare", "2 for 1 kg", "1.99 for 2 L"],
        status: 65,
        output: "",
        error: #"""
Error: product '1.99 for 2 L': can't add 2 L (sold by volume) to a list of products sold by weight

"""#),
    Example(
        "data: unit needed after weight",
        ["compare", "2 for 1 kg", "1.99 for 400"],
        status: 65,
        output: "",
        error: #"""
Error: product '1.99 for 400': the quantity can't be read: expected a unit after '400' — try g, kg, oz, lb, …

"""#),
    Example(
        "data: too large",
        ["compare", "99999999999999999999999999999 for 0.00000000000000000000000001 g", "1 for 1 g"],
        status: 65,
        output: "",
        error: #"""
Error: product '99999999999999999999999999999 for 0.00000000000000000000000001 g': the numbers are too large to compare exactly.

"""#),
    Example(
        "data: per unknown unit",
        ["compare", "2 for 1 kg", "--per", "xyz"],
        status: 65,
        output: "",
        error: #"""
Error: --per 'xyz': unknown unit 'xyz' — try g, kg, oz, lb, …

"""#),
    Example(
        "data: per wrong dimension",
        ["compare", "2 for 1 kg", "--per", "100 mL"],
        status: 65,
        output: "",
        error: #"""
Error: --per '100 mL': 100 mL measures volume, but the products are sold by weight — try 100 g, kg, oz, lb

"""#),
    Example(
        "data: per zero",
        ["compare", "2 for 1 kg", "--per", "0 g"],
        status: 65,
        output: "",
        error: #"""
Error: --per '0 g': the reference quantity must be greater than zero

"""#),
    Example(
        "data: standard input line",
        ["compare", "A: 2 for 1 kg", "-"],
        input: "\nB: 3.99 for 500 g\nC: 2.49 for 1 zz\n",
        status: 65,
        output: "",
        error: #"""
Error: standard input line 3 'C: 2.49 for 1 zz': the quantity can't be read: unknown unit 'zz' after '1' — try g, kg, oz, lb, …

"""#),
    Example(
        "data: empty standard input",
        ["compare"],
        input: "# nothing but comments\n\n",
        status: 65,
        output: "",
        error: #"""
Error: no products to compare: give PRODUCT arguments or lines on standard input, e.g. 3.99 for 500 g

"""#),
    Example(
        "data: convert across dimensions",
        ["convert", "16 fl oz", "g"],
        status: 65,
        output: "",
        error: #"""
Error: unit 'g': can't convert 16 fl oz (volume) to g (weight) — try mL, L, cL, dL, fl oz, cup

"""#),
    Example(
        "data: convert unknown unit",
        ["convert", "16 fl oz", "furlong"],
        status: 65,
        output: "",
        error: #"""
Error: unit 'furlong': unknown unit 'furlong' — try mL, L, cL, fl oz, pt, gal, …

"""#),
    Example(
        "data: convert bad quantity",
        ["convert", "sixteen fl oz", "mL"],
        status: 65,
        output: "",
        error: #"""
Error: quantity 'sixteen fl oz': expected a number before 'sixteen fl oz', e.g. 500 g

"""#),
    Example(
        "data: convert negative quantity",
        ["convert", "-1kg", "lb"],
        status: 65,
        output: "",
        error: #"""
Error: quantity '-1kg': expected a number before '-1kg', e.g. 500 g

"""#),
    Example(
        "data: convert negative quantity after --",
        ["convert", "--", "-1 kg", "lb"],
        status: 65,
        output: "",
        error: #"""
Error: quantity '-1 kg': expected a number before '-1 kg', e.g. 500 g

"""#),
    Example(
        "data: convert empty unit",
        ["convert", "2 kg", ""],
        status: 65,
        output: "",
        error: #"""
Error: unit '': expected a unit — try g, kg, oz, lb, …

"""#),

]
