// Expected outputs were checked by hand against the figures they show.

let helpExamples: [Example] = [
    Example(
        "root help",
        ["--help"],
        status: 0,
        output: #"""
OVERVIEW: Which is the best deal per unit, and by how much? Exact unit prices.

EXAMPLES:
  per compare "Brand A: 3.99 for 500 g" "Brand B: 6.49 for 1 kg"
  per compare --system us "2.49 / lb" "6.99 for 3 lb" --currency USD
  per compare --json < shopping-list.txt
  per convert "16 fl oz" mL
  per units volume
  per book add "Coffee: 3.99 for 500 g" --store Lidl
  per household join 'https://per.example/#join=q5xY…'

EXIT STATUS:
  0   success
  64  usage error: unknown option, missing or malformed argument
  65  data error: a product, quantity or unit that can't be read or compared
  69  per household: the server refused
  74  per book, per household: the database can't be opened or read
  75  per household: the server can't be reached or asks to wait
  77  per book, per household: this device was removed from its household

USAGE: per <subcommand>

OPTIONS:
  -h, --help              Show help information.

SUBCOMMANDS:
  compare                 Rank products by exact unit price, best first.
  convert                 Convert a quantity to another unit, exactly.
  units                   List every unit Per knows, by dimension, with its
                          exact factor.
  scan                    Read shelf tags from photos or text, and check their
                          unit prices.
  book                    Keep a price book: record prices seen and check a
                          price against them.
  household               Join a household to share its price book, or create
                          one on the server's machine.
  serve                   Serve the Per web app and its saved-lists API.

  See 'per help <subcommand>' for detailed help.

"""#,
        error: ""),
    Example(
        "compare help",
        ["compare", "--help"],
        status: 0,
        output: #"""
OVERVIEW: Rank products by exact unit price, best first.

A PRODUCT is one argument: an optional name ending in ':', a price, 'for' (or
'per', or '/') and a quantity. The price may be arithmetic: '2 x 3.49' (two of
them), '7.99 - 1.50' (a coupon), '(3.99 + 2.49) ÷ 2'; in cents ('99¢', '99c');
or a multi-buy ('3/$10', '3 for $10': 10.00 for 3 of the quantity). The
quantity may be a multipack ('6 x 355 mL'), a count ('24') or a unit alone
('2.49 / lb'). The last 'for' splits; without one the last '/' does, unless it
is a fraction such as '1/2'. A price that could be read two ways ('3/10') is
refused with both readings.

After the quantity, deal clauses separated by commas: 'member 3.50' (the
loyalty price of one pack), 'buy 2 get 1 free', '2nd half price', '3 for the
price of 2', '3 for 5.00' (a multi-buy), '10% off', 'save 0.50', 'deposit 0.25'
(on each container, paid at the till but never in the unit price) and 'plus 8%
tax' (the price is without it). Products are ranked by what is really paid per
unit; --no-member ignores member prices. '3 for 2' is refused: 3 for 2.00, or 3
for the price of 2?

With no PRODUCT, or '-', products are read from standard input, one per line;
blank lines and lines starting with '#' are ignored.

--share-link prints a link that carries the list itself (its products, --per
and --currency) in its '#share=' fragment instead of the table; the web app
opens it, and --from-link compares it. Nothing is sent anywhere.

--csv reads the products from a list file ('-': standard input), as the web app
exports it: a header row naming the columns list, name, price, quantity and
unit (in any order; price and quantity required), then a product per row, e.g.
'Weekly shop,Brand A,3.99,500,g' or 'Weekly shop,Cola,4.99,6 x 355,mL'. A file
with several lists needs --list. Every bad row is reported with its line.

--format csv prints the table as CSV, with the same figures, for a spreadsheet;
--format json (or --json) prints one JSON object.

EXAMPLES:
  per compare "Brand A: 3.99 for 500 g" "Brand B: 6.49 for 1 kg"
  per compare "4.99 / 6 x 355 mL" "2 x 3.49 for 2 x 2 L" --per L
  per compare --system us --currency USD "2.49 / lb" "6.99 for 3 lb"
  per compare --system us "Soup: 3/$10 for 15 oz" "Single: 3.49 for 15 oz"
  per compare "12.99 for 24" "Sale: 7.99 - 1.50 for 12" --json
  per compare "A: 2.00 for 200 g, buy 2 get 1 free" "B: 1.80 for 200 g"
  per compare --no-member "A: 3.90 for 700 g, member 3.50" "B: 3.99 for 910 g"
  per compare < shopping-list.txt
  per compare --share-link "Brand A: 3.99 for 500 g" "Brand B: 6.49 for 1 kg"
  per compare --from-link "http://127.0.0.1:8080/#share=1…"
  per compare --csv lists.csv --list "Weekly shop" --format csv

USAGE: per compare [<options>] [<product> ...]

ARGUMENTS:
  <product>               A product, e.g. 'Brand A: 3.99 for 500 g'; '-' reads
                          standard input.

OPTIONS:
  --per <quantity>        The quantity to quote unit prices for: 100g, kg, lb,
                          oz, 100mL, L, floz, each, dozen, m, sq ft …
        Default: per 100 g / 100 mL when every product is under 1 kg / 1 L,
        otherwise per kg / L; with --system us per oz (per lb when every
        product is 1 lb or more) and per fl oz; each; per m (us: ft); per m²
        (us: sq ft).
  --system <system>       The measurement system. (values: metric, us, uk;
                          default: metric)
        Decides what fl oz, cup, pt, qt and gal mean: US units, or imperial
        under uk.
  --currency <code>       Show amounts in this currency (ISO 4217 code: USD,
                          EUR, GBP, JPY, CAD …).
  --format <format>       What to print: the table, one JSON object, or the
                          table as CSV. (values: table, json, csv)
  --json                  Print one JSON object instead of the table (the same
                          as --format json).
  --no-member             Ignore member (loyalty-card) prices: rank by the
                          price without the card.
  --no-color              Don't colour the table (also: NO_COLOR=1; never
                          coloured off a terminal).
  --share-link            Print a link that carries the products, --per and
                          --currency instead of the table.
  --link-base <url>       The page a --share-link opens (default:
                          http://127.0.0.1:8080/, the app of per serve).
  --list-name <name>      The list's name in a --share-link (default: Shopping
                          list).
  --from-link <link>      Compare the products of a share link: the whole URL
                          or its '#share=…' part.
  --csv <file>            Compare the products of a CSV list file; '-' reads
                          standard input.
  --list <name>           The list of the --csv file to compare, by its name.
  -h, --help              Show help information.


"""#,
        error: ""),
    Example(
        "convert help",
        ["help", "convert"],
        status: 0,
        output: #"""
OVERVIEW: Convert a quantity to another unit, exactly.

Prints the exact result when its decimal expansion ends (473.176473 mL),
otherwise '≈' and 10 significant digits; --exact prints the exact fraction.
Both units must measure the same thing (weight, volume, count, length or area).

EXAMPLES:
  per convert "16 fl oz" mL
  per convert 1L floz --system uk
  per convert "6 x 355 mL" L
  per convert 1kg lb --exact

USAGE: per convert <quantity> <unit> [--system <system>] [--exact]

ARGUMENTS:
  <quantity>              The quantity, e.g. '16 fl oz', 1.5kg, '6 x 355 mL'.
  <unit>                  The unit to convert to, e.g. mL, lb, 'US gal', sq ft.

OPTIONS:
  --system <system>       The measurement system. (values: metric, us, uk;
                          default: metric)
        Decides what fl oz, cup, pt, qt and gal mean: US units, or imperial
        under uk.
  --exact                 Print the exact result as a fraction p/q.
  -h, --help              Show help information.


"""#,
        error: ""),
    Example(
        "units help",
        ["units", "-h"],
        status: 0,
        output: #"""
OVERVIEW: List every unit Per knows, by dimension, with its exact factor.

Names are matched ignoring case, spaces, dots and hyphens, and plurals are
accepted: 'fl. oz.', 'FLOZ' and 'fluid ounces' all work. fl oz, cup, pt, qt and
gal mean the US units unless --system uk is given; 'US …' and 'UK …' / 'imp …'
always work.

EXAMPLES:
  per units
  per units volume --system uk
  per units --json

USAGE: per units [<dimension>] [--system <system>] [--json]

ARGUMENTS:
  <dimension>             Only this dimension. (values: weight, volume, count,
                          length, area)

OPTIONS:
  --system <system>       The measurement system. (values: metric, us, uk;
                          default: metric)
        Decides what fl oz, cup, pt, qt and gal mean: US units, or imperial
        under uk.
  --json                  Print a JSON array instead of the tables.
  -h, --help              Show help information.


"""#,
        error: ""),
]
