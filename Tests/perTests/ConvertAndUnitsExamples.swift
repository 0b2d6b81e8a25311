// Expected outputs were checked by hand against the figures they show.

let convertExamples: [Example] = [
    Example(
        "convert fl oz to mL",
        ["convert", "16 fl oz", "mL"],
        status: 0,
        output: #"""
473.176473 mL

"""#,
        error: ""),
    Example(
        "convert exact",
        ["convert", "16 fl oz", "mL", "--exact"],
        status: 0,
        output: #"""
473176473/1000000 mL

"""#,
        error: ""),
    Example(
        "convert non-terminating",
        ["convert", "1 kg", "lb"],
        status: 0,
        output: #"""
≈ 2.204622622 lb

"""#,
        error: ""),
    Example(
        "convert non-terminating exact",
        ["convert", "1 kg", "lb", "--exact"],
        status: 0,
        output: #"""
100000000/45359237 lb

"""#,
        error: ""),
    Example(
        "convert UK fluid ounces",
        ["convert", "1L", "floz", "--system", "uk"],
        status: 0,
        output: #"""
≈ 35.19507973 fl oz

"""#,
        error: ""),
    Example(
        "convert multipack",
        ["convert", "6 x 355 mL", "L"],
        status: 0,
        output: #"""
2.13 L

"""#,
        error: ""),
    Example(
        "convert count",
        ["convert", "3 dozen", "pair"],
        status: 0,
        output: #"""
18 pair

"""#,
        error: ""),
    Example(
        "convert area",
        ["convert", "10 sq ft", "m2"],
        status: 0,
        output: #"""
0.9290304 m²

"""#,
        error: ""),
]

let unitsExamples: [Example] = [
    Example(
        "units count",
        ["units", "count"],
        status: 0,
        output: #"""
count (base unit: ea)
  Unit  Name   Exact factor  Accepted names
  ea    each           1 ea  each, ea, ct, count, pc, pcs, piece, unit, item, pack, roll, bottle, can, bar, egg
  pair  pair           2 ea  pair, pr
  doz   dozen         12 ea  dozen, doz, dz

"""#,
        error: ""),
    Example(
        "units volume UK",
        ["units", "volume", "--system", "uk"],
        status: 0,
        output: #"""
volume (base unit: mL)
  Unit      Name                 Exact factor  Accepted names
  mL        millilitre                   1 mL  ml, millilitre, milliliter, cc, cm3, cm³
  cL        centilitre                  10 mL  cl, centilitre, centiliter
  dL        decilitre                  100 mL  dl, decilitre, deciliter
  L         litre                     1000 mL  l, litre, liter, ltr, lt
  tsp       teaspoon         4.92892159375 mL  tsp, teaspoon, ustsp, usteaspoon
  tbsp      tablespoon      14.78676478125 mL  tbsp, tablespoon, tbs, ustbsp, ustablespoon
  US fl oz  US fluid ounce   29.5735295625 mL  usfloz, usfluidounce, usoz
  US cup    US cup             236.5882365 mL  uscup
  US pt     US pint             473.176473 mL  uspt, uspint
  US qt     US quart            946.352946 mL  usqt, usquart
  US gal    US gallon          3785.411784 mL  usgal, usgallon
  UK fl oz  UK fluid ounce      28.4130625 mL  floz, fluidounce, fluidoz, ozfl, ukfloz, ukfluidounce, impfloz, imperialfloz, imperialfluidounce
  UK cup    UK cup              284.130625 mL  cup, c, ukcup, impcup, imperialcup
  UK pt     UK pint              568.26125 mL  pt, pint, ukpt, ukpint, imppt, imppint, imperialpint
  UK qt     UK quart             1136.5225 mL  qt, quart, ukqt, ukquart, impqt, impquart, imperialquart
  UK gal    UK gallon              4546.09 mL  gal, gallon, ukgal, ukgallon, impgal, impgallon, imperialgallon

"""#,
        error: ""),
    Example(
        "units weight JSON",
        ["units", "weight", "--json"],
        status: 0,
        output: #"""
[
  {
    "id": "mg",
    "symbol": "mg",
    "name": "milligram",
    "dimension": "weight",
    "baseUnit": "g",
    "factor": "0.001",
    "factorExact": "1/1000",
    "names": [
      "mg",
      "milligram",
      "milligramme"
    ]
  },
  {
    "id": "g",
    "symbol": "g",
    "name": "gram",
    "dimension": "weight",
    "baseUnit": "g",
    "factor": "1",
    "factorExact": "1/1",
    "names": [
      "g",
      "gr",
      "gm",
      "gram",
      "gramme"
    ]
  },
  {
    "id": "kg",
    "symbol": "kg",
    "name": "kilogram",
    "dimension": "weight",
    "baseUnit": "g",
    "factor": "1000",
    "factorExact": "1000/1",
    "names": [
      "kg",
      "kilo",
      "kilogram",
      "kilogramme"
    ]
  },
  {
    "id": "oz",
    "symbol": "oz",
    "name": "ounce",
    "dimension": "weight",
    "baseUnit": "g",
    "factor": "28.349523125",
    "factorExact": "45359237/1600000",
    "names": [
      "oz",
      "ounce"
    ]
  },
  {
    "id": "lb",
    "symbol": "lb",
    "name": "pound",
    "dimension": "weight",
    "baseUnit": "g",
    "factor": "453.59237",
    "factorExact": "45359237/100000",
    "names": [
      "lb",
      "pound",
      "#"
    ]
  }
]

"""#,
        error: ""),
]
