// Expected outputs were checked by hand against the figures they show.

let compareExamples: [Example] = [
    Example(
        "shelf tags: a multi-buy and cents",
        ["compare", "--system", "us", "--currency", "USD", "Soup: 3/$10 for 1 lb", "Single: 3.49 for 1 lb", "Bag: 99¢ for 4 oz"],
        status: 0,
        output: #"""
#  Product   Price  Quantity  Per oz  vs best  Extra cost
1  Soup     $10.00  3 × 1 lb  $0.208     best           —
2  Single    $3.49  1 lb      $0.218    +4.7%      +$0.16
3  Bag       $0.99  4 oz      $0.248   +18.8%      +$0.16

Soup is the best deal: 4.5% cheaper per oz than Single; buying 3 × 1 lb of it instead saves $0.47

"""#,
        error: ""),
    Example(
        "multi-buys written with for, in a currency without decimals",
        ["compare", "--currency", "JPY", "2 for 5 for 500 g", "3 for 2 for 1 kg"],
        status: 0,
        output: #"""
#  Product            Price  Quantity   Per kg  vs best  Extra cost
1  3 for 2 for 1 kg      ¥2  3 × 1 kg   ¥0.667     best           —
2  2 for 5 for 500 g     ¥5  2 × 500 g  ¥5.000  +650.0%         +¥4

3 × 1 kg for ¥2 is the best deal: 86.7% cheaper per kg than 2 × 500 g for ¥5; buying 3 × 1 kg of it instead saves ¥13

"""#,
        error: ""),
    Example(
        "two named products, per kg",
        ["compare", "Brand A: 3.99 for 500 g", "Brand B: 6.49 for 1 kg"],
        status: 0,
        output: #"""
#  Product  Price  Quantity  Per kg  vs best  Extra cost
1  Brand B   6.49  1 kg        6.49     best           —
2  Brand A   3.99  500 g       7.98   +23.0%       +0.75

Brand B is the best deal: 18.7% cheaper per kg than Brand A; buying 1 kg of it instead saves 1.49

"""#,
        error: ""),
    Example(
        "issue grammar: slash, multipack, count",
        ["compare", "4.99 / 6 x 355 mL", "2 x 3.49 for 2 x 2 L", "1.99 for 1.5 L", "--per", "L"],
        status: 0,
        output: #"""
#  Product               Price  Quantity    Per L  vs best  Extra cost
1  1.99 for 1.5 L         1.99  1.5 L        1.33     best           —
2  2 x 3.49 for 2 x 2 L   6.98  2 × 2 L      1.75   +31.5%       +1.67
3  4.99 / 6 x 355 mL      4.99  6 × 355 mL   2.34   +76.6%       +2.16

1.5 L for 1.99 is the best deal: 24.0% cheaper per L than 2 × 2 L for 6.98; buying 1.5 L of it instead saves 0.63

"""#,
        error: ""),
    Example(
        "US pounds with currency",
        ["compare", "--system", "us", "--currency", "USD", "2.49 / lb", "Family pack: 6.99 for 3 lb"],
        status: 0,
        output: #"""
#  Product      Price  Quantity  Per lb  vs best  Extra cost
1  Family pack  $6.99  3 lb       $2.33     best           —
2  2.49 / lb    $2.49  1 lb       $2.49    +6.9%      +$0.16

Family pack is the best deal: 6.4% cheaper per lb than 1 lb for $2.49; buying 3 lb of it instead saves $0.48

"""#,
        error: ""),
    Example(
        "US ounces",
        ["compare", "--system", "us", "Cereal: 3.49 for 12 oz", "Big cereal: 4.99 for 18.5 oz", "Bulk: 6.99 for 26 oz"],
        status: 0,
        output: #"""
#  Product     Price  Quantity  Per oz  vs best  Extra cost
1  Bulk         6.99  26 oz      0.269     best           —
2  Big cereal   4.99  18.5 oz    0.270    +0.3%       +0.02
3  Cereal       3.49  12 oz      0.291    +8.2%       +0.26

Bulk is the best deal: 0.3% cheaper per oz than Big cereal; buying 26 oz of it instead saves 0.02

"""#,
        error: ""),
    Example(
        "UK pints, pounds sterling",
        ["compare", "--system", "uk", "--currency", "gbp", "Milk: 1.45 for 4 pints", "Milk 2L: 1.30 for 2 L"],
        status: 0,
        output: #"""
#  Product  Price  Quantity   Per L  vs best  Extra cost
1  Milk     £1.45  4 pt      £0.638     best           —
2  Milk 2L  £1.30  2 L       £0.650    +1.9%      +£0.02

Milk is the best deal: 1.9% cheaper per L than Milk 2L; buying 4 pt of it instead saves £0.03

"""#,
        error: ""),
    Example(
        "yen has no minor unit",
        ["compare", "--currency", "JPY", "Koshihikari: 2980 for 5 kg", "Akita: 698 for 1 kg"],
        status: 0,
        output: #"""
#  Product      Price  Quantity  Per kg  vs best  Extra cost
1  Koshihikari  ¥2980  5 kg        ¥596     best           —
2  Akita         ¥698  1 kg        ¥698   +17.1%       +¥102

Koshihikari is the best deal: 14.6% cheaper per kg than Akita; buying 5 kg of it instead saves ¥510

"""#,
        error: ""),
    Example(
        "Kuwaiti dinar has three decimal places",
        ["compare", "--currency", "kwd", "A: 1.250 for 1 kg", "B: 2.5 for 3 kg"],
        status: 0,
        output: #"""
#  Product      Price  Quantity     Per kg  vs best  Extra cost
1  B        KWD 2.500  3 kg      KWD 0.833     best           —
2  A        KWD 1.250  1 kg      KWD 1.250   +50.0%  +KWD 0.417

B is the best deal: 33.3% cheaper per kg than A; buying 3 kg of it instead saves KWD 1.250

"""#,
        error: ""),
    Example(
        "a price that starts with a minus sign is a product, not an option",
        ["compare", "-2 + 5 for 1 kg", "Brand B: 2.49 for 500 g"],
        status: 0,
        output: #"""
#  Product          Price  Quantity  Per kg  vs best  Extra cost
1  -2 + 5 for 1 kg   3.00  1 kg        3.00     best           —
2  Brand B           2.49  500 g       4.98   +66.0%       +0.99

1 kg for 3.00 is the best deal: 39.8% cheaper per kg than Brand B; buying 1 kg of it instead saves 1.98

"""#,
        error: ""),
    Example(
        "count, ties share a rank",
        ["compare", "A: 3 for 6", "B: 1.50 for 3", "C: 4 for 6"],
        status: 0,
        output: #"""
#  Product  Price  Quantity   Each  vs best  Extra cost
1  A         3.00  6         0.500     best           —
1  B         1.50  3         0.500     best           —
3  C         4.00  6         0.667   +33.3%       +1.00

A and B tie for the best deal: 25.0% cheaper each than C; buying 6 of A instead saves 1.00

"""#,
        error: ""),
    Example(
        "all the same unit price",
        ["compare", "A: 1 for 100 g", "B: 2 for 200 g"],
        status: 0,
        output: #"""
#  Product  Price  Quantity  Per 100 g  vs best  Extra cost
1  A         1.00  100 g          1.00     best           —
1  B         2.00  200 g          1.00     best           —

All 2 products cost the same: 1.00 per 100 g

"""#,
        error: ""),
    Example(
        "one product",
        ["compare", "Eggs: 3.49 for 1 dozen"],
        status: 0,
        output: #"""
#  Product  Price  Quantity   Each  vs best  Extra cost
1  Eggs      3.49  1 doz     0.291     best           —

Eggs costs 0.291 each

"""#,
        error: ""),
    Example(
        "coupon and quantity first",
        ["compare", "Coupon: 7.99 - 1.50 for 1 kg", "500 g for 3.99", "--per", "100g"],
        status: 0,
        output: #"""
#  Product         Price  Quantity  Per 100 g  vs best  Extra cost
1  Coupon           6.49  1 kg          0.649     best           —
2  500 g for 3.99   3.99  500 g         0.798   +23.0%       +0.75

Coupon is the best deal: 18.7% cheaper per 100 g than 500 g for 3.99; buying 1 kg of it instead saves 1.49

"""#,
        error: ""),
    Example(
        "products from standard input",
        ["compare"],
        input: "# weekly shop\n\nBrand A: 3.99 for 500 g\r\n  Brand B: 6.49 for 1 kg  \n",
        status: 0,
        output: #"""
#  Product  Price  Quantity  Per kg  vs best  Extra cost
1  Brand B   6.49  1 kg        6.49     best           —
2  Brand A   3.99  500 g       7.98   +23.0%       +0.75

Brand B is the best deal: 18.7% cheaper per kg than Brand A; buying 1 kg of it instead saves 1.49

"""#,
        error: ""),
    Example(
        "dash mixes arguments and standard input",
        ["compare", "C: 7.49 for 1.2 kg", "-"],
        input: "A: 3.99 for 500 g\n# skip\nB: 6.49 for 1 kg\n",
        status: 0,
        output: #"""
#  Product  Price  Quantity  Per kg  vs best  Extra cost
1  C         7.49  1.2 kg      6.24     best           —
2  B         6.49  1 kg        6.49    +4.0%       +0.25
3  A         3.99  500 g       7.98   +27.9%       +0.87

C is the best deal: 3.8% cheaper per kg than B; buying 1.2 kg of it instead saves 0.30

"""#,
        error: ""),
    Example(
        "JSON",
        ["compare", "--json", "Brand A: 3.99 for 500 g", "4.99 / 1 1/2 lb", "--currency", "EUR"],
        status: 0,
        output: #"""
{
  "reference": {
    "amount": "100",
    "unit": "g",
    "text": "100 g"
  },
  "dimension": "weight",
  "system": "metric",
  "currency": "EUR",
  "items": [
    {
      "input": "4.99 / 1 1/2 lb",
      "name": null,
      "rank": 1,
      "price": "4.99",
      "quantity": "1.5",
      "unit": "lb",
      "packCount": "1",
      "packSize": "1.5",
      "unitPrice": "0.733",
      "unitPriceExact": "99800000/136077711",
      "percentMoreThanBest": "0.0",
      "extraCost": "0.00",
      "shelfPrice": "4.99",
      "memberPrice": null,
      "usesMemberPrice": false,
      "deal": null,
      "deposit": null,
      "payAtTill": "4.99",
      "unitPriceWithoutDeal": "0.733",
      "unitPriceWithoutDealExact": "99800000/136077711"
    },
    {
      "input": "Brand A: 3.99 for 500 g",
      "name": "Brand A",
      "rank": 2,
      "price": "3.99",
      "quantity": "500",
      "unit": "g",
      "packCount": "1",
      "packSize": "500",
      "unitPrice": "0.798",
      "unitPriceExact": "399/500",
      "percentMoreThanBest": "8.8",
      "extraCost": "0.32",
      "shelfPrice": "3.99",
      "memberPrice": null,
      "usesMemberPrice": false,
      "deal": null,
      "deposit": null,
      "payAtTill": "3.99",
      "unitPriceWithoutDeal": "0.798",
      "unitPriceWithoutDealExact": "399/500"
    }
  ],
  "verdict": "1.5 lb for €4.99 is the best deal: 8.1% cheaper per 100 g than Brand A; buying 1.5 lb of it instead saves €0.44"
}

"""#,
        error: ""),
    Example(
        "JSON count with tie",
        ["compare", "--json", "12.99 for 24", "Sale: 7.99 - 1.50 for 12", "6.495 for 12"],
        status: 0,
        output: #"""
{
  "reference": {
    "amount": "1",
    "unit": "each",
    "text": "each"
  },
  "dimension": "count",
  "system": "metric",
  "currency": null,
  "items": [
    {
      "input": "Sale: 7.99 - 1.50 for 12",
      "name": "Sale",
      "rank": 1,
      "price": "6.49",
      "quantity": "12",
      "unit": "each",
      "packCount": "1",
      "packSize": "12",
      "unitPrice": "0.5408",
      "unitPriceExact": "649/1200",
      "percentMoreThanBest": "0.0",
      "extraCost": "0.00",
      "shelfPrice": "6.49",
      "memberPrice": null,
      "usesMemberPrice": false,
      "deal": null,
      "deposit": null,
      "payAtTill": "6.49",
      "unitPriceWithoutDeal": "0.5408",
      "unitPriceWithoutDealExact": "649/1200"
    },
    {
      "input": "12.99 for 24",
      "name": null,
      "rank": 2,
      "price": "12.99",
      "quantity": "24",
      "unit": "each",
      "packCount": "1",
      "packSize": "24",
      "unitPrice": "0.5413",
      "unitPriceExact": "433/800",
      "percentMoreThanBest": "0.1",
      "extraCost": "0.01",
      "shelfPrice": "12.99",
      "memberPrice": null,
      "usesMemberPrice": false,
      "deal": null,
      "deposit": null,
      "payAtTill": "12.99",
      "unitPriceWithoutDeal": "0.5413",
      "unitPriceWithoutDealExact": "433/800"
    },
    {
      "input": "6.495 for 12",
      "name": null,
      "rank": 2,
      "price": "6.495",
      "quantity": "12",
      "unit": "each",
      "packCount": "1",
      "packSize": "12",
      "unitPrice": "0.5413",
      "unitPriceExact": "433/800",
      "percentMoreThanBest": "0.1",
      "extraCost": "0.01",
      "shelfPrice": "6.495",
      "memberPrice": null,
      "usesMemberPrice": false,
      "deal": null,
      "deposit": null,
      "payAtTill": "6.495",
      "unitPriceWithoutDeal": "0.5413",
      "unitPriceWithoutDealExact": "433/800"
    }
  ],
  "verdict": "Sale is the best deal: 0.1% cheaper each than 24 for 12.99; buying 12 of it instead saves 0.01"
}

"""#,
        error: ""),
    Example(
        "no colour off a terminal even without flag",
        ["compare", "--no-color", "A: 1 for 100 g", "B: 2 for 300 g"],
        status: 0,
        output: #"""
#  Product  Price  Quantity  Per 100 g  vs best  Extra cost
1  B         2.00  300 g         0.667     best           —
2  A         1.00  100 g         1.000   +50.0%       +0.33

B is the best deal: 33.3% cheaper per 100 g than A; buying 300 g of it instead saves 1.00

"""#,
        error: ""),
    Example(
        "deals: a multipack bought two for one, deposits and a member price, ranked by what is really paid",
        ["compare", "Cola: 4.99 for 6 x 330 mL, buy 1 get 1 free, deposit 0.25", "Big: 1.99 for 2 L, deposit 0.25", "Can: 0.89 for 330 mL, member 0.75, deposit 0.25"],
        status: 0,
        output: #"""
#  Product  Price  Quantity     Per L  vs best  Extra cost  Deal
1  Big       1.99  2 L           1.00     best           —  + 0.25 deposit
2  Cola      4.99  12 × 330 mL   1.26   +26.6%       +1.05  buy 1 get 1 free: buy 2 to get this price, + 3.00 deposit
3  Can       0.75  330 mL        2.27  +128.4%       +0.42  member 0.75: with the member price, + 0.25 deposit

Big is the best deal: 21.0% cheaper per L than Cola; buying 2 L of it instead saves 0.53 — + 0.25 deposit

"""#,
        error: ""),
    Example(
        "deals: --no-member ranks by the price without the card",
        ["compare", "--no-member", "Cola: 4.99 for 6 x 330 mL, buy 1 get 1 free, deposit 0.25", "Big: 1.99 for 2 L, deposit 0.25", "Can: 0.89 for 330 mL, member 0.75, deposit 0.25"],
        status: 0,
        output: #"""
#  Product  Price  Quantity     Per L  vs best  Extra cost  Deal
1  Big       1.99  2 L           1.00     best           —  + 0.25 deposit
2  Cola      4.99  12 × 330 mL   1.26   +26.6%       +1.05  buy 1 get 1 free: buy 2 to get this price, + 3.00 deposit
3  Can       0.89  330 mL        2.70  +171.1%       +0.56  + 0.25 deposit

Big is the best deal: 21.0% cheaper per L than Cola; buying 2 L of it instead saves 0.53 — + 0.25 deposit

"""#,
        error: ""),
    Example(
        "deals: a multi-buy dearer per unit than one pack is flagged",
        ["compare", "--currency", "GBP", "Water: 1.50 for 1 L, 3 for £5", "Juice: 1.00 for 1 L"],
        status: 0,
        output: #"""
#  Product  Price  Quantity  Per L  vs best  Extra cost  Deal
1  Juice    £1.00  1 L       £1.00     best           —
2  Water    £5.00  3 × 1 L   £1.67   +66.7%      +£2.00  3 for 5.00: buy 3 to get this price, dearer per unit than one pack

Juice is the best deal: 40.0% cheaper per L than Water; buying 1 L of it instead saves £0.67. Water: the deal (3 for 5.00) costs more per unit than buying one

"""#,
        error: ""),
    Example(
        "deals: JSON keeps every key and adds the shelf price, the deal and what is paid at the till",
        ["compare", "--json", "A: 2.00 for 200 g, buy 2 get 1 free, deposit 0.10", "B: 3.90 for 700 g, member 3.50, plus 10% tax", "C: 1.80 for 200 g"],
        status: 0,
        output: #"""
{
  "reference": {
    "amount": "100",
    "unit": "g",
    "text": "100 g"
  },
  "dimension": "weight",
  "system": "metric",
  "currency": null,
  "items": [
    {
      "input": "B: 3.90 for 700 g, member 3.50, plus 10% tax",
      "name": "B",
      "rank": 1,
      "price": "3.85",
      "quantity": "700",
      "unit": "g",
      "packCount": "1",
      "packSize": "700",
      "unitPrice": "0.550",
      "unitPriceExact": "11/20",
      "percentMoreThanBest": "0.0",
      "extraCost": "0.00",
      "shelfPrice": "3.9",
      "memberPrice": "3.5",
      "usesMemberPrice": true,
      "deal": {
        "text": "member 3.50",
        "mustBuy": 1
      },
      "deposit": null,
      "payAtTill": "3.85",
      "unitPriceWithoutDeal": "0.613",
      "unitPriceWithoutDealExact": "429/700"
    },
    {
      "input": "A: 2.00 for 200 g, buy 2 get 1 free, deposit 0.10",
      "name": "A",
      "rank": 2,
      "price": "4",
      "quantity": "600",
      "unit": "g",
      "packCount": "3",
      "packSize": "200",
      "unitPrice": "0.667",
      "unitPriceExact": "2/3",
      "percentMoreThanBest": "21.2",
      "extraCost": "0.70",
      "shelfPrice": "2",
      "memberPrice": null,
      "usesMemberPrice": false,
      "deal": {
        "text": "buy 2 get 1 free",
        "mustBuy": 3
      },
      "deposit": "0.3",
      "payAtTill": "4.3",
      "unitPriceWithoutDeal": "1.000",
      "unitPriceWithoutDealExact": "1/1"
    },
    {
      "input": "C: 1.80 for 200 g",
      "name": "C",
      "rank": 3,
      "price": "1.8",
      "quantity": "200",
      "unit": "g",
      "packCount": "1",
      "packSize": "200",
      "unitPrice": "0.900",
      "unitPriceExact": "9/10",
      "percentMoreThanBest": "63.6",
      "extraCost": "0.70",
      "shelfPrice": "1.8",
      "memberPrice": null,
      "usesMemberPrice": false,
      "deal": null,
      "deposit": null,
      "payAtTill": "1.8",
      "unitPriceWithoutDeal": "0.900",
      "unitPriceWithoutDealExact": "9/10"
    }
  ],
  "verdict": "B is the best deal: 17.5% cheaper per 100 g than A; buying 700 g of it instead saves 0.82 — with the member price"
}

"""#,
        error: ""),
]
