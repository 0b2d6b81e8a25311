#!/usr/bin/env python3
"""Plain `tesseract` against PerOCR on the shelf-tag corpus: time per photo and word recall.

For every photo of the corpus (scripts/tag-corpus.py), runs Debian's `tesseract IMAGE stdout`
(default page segmentation, no preparation) and PerOCR (the PerOCRBench executable, whose
reader is made once), then prints the median and 90th-percentile time per photo of each, and
how many of the truth's printed strings (price, size, unit price, member and multi-buy bands)
appear in each one's text. Strings are compared without spaces and case; a superscript price
such as "$3" + "99" counts when read as "$399" or "$3.99".

Fields are checks: add one to CHECKS (a name and a function from the truth to the printed
strings to find, or to a value that another reader produces) to measure it for both.

Both run with the environment given, e.g. OMP_THREAD_LIMIT=1 (scripts/bench-scan.sh sets it).

PerOCRBench also prints PerKit's reading of each photo's words (what `per scan --json` prints);
the fields of that reading are compared with the truth: price and size both right, on clean and
photographed tags; member prices, multi-buys and deposits read where the tag has them; the unit
price's check (a misprinted one called wrong, a right one never); and silent errors: a field read
wrong, or read where the tag has none, without being in `uncertain`. With `--floors`, the run
fails when a figure is below its floor in FLOORS or one in ZERO is not zero (the tests run it
so: scripts/test-scan.sh),
and plain tesseract is not run.

Usage: bench_scan.py --corpus .build/tag-corpus --perocr .build/release/PerOCRBench [--limit N]
                     [--floors] [--json FILE]
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from fractions import Fraction


def printed_price(truth):
    return [truth["priceText"]]


def printed_size(truth):
    return [truth["quantity"]["text"]]


def printed_unit_price(truth):
    return [truth["tagUnitPrice"]["text"]]


def printed_bands(truth):
    strings = []
    if truth.get("memberPrice"):
        strings.append(truth["memberPrice"].replace(".", "," if truth["region"] == "EU" else "."))
    if truth.get("multiBuy"):
        strings.append(str(truth["multiBuy"]["count"]))
    return strings


# (field, the strings of the truth that the OCR text should contain)
CHECKS = [
    ("price", printed_price),
    ("size", printed_size),
    ("unit price", printed_unit_price),
    ("bands", printed_bands),
]


def normalised(text):
    return "".join(text.split()).lower()


def found(string, text):
    """Whether `string` appears in `text`, spaces and case aside (a superscript price too)."""
    needle, haystack = normalised(string), normalised(text)
    if needle in haystack:
        return True
    # "$3.99" printed with superscript cents reads "$399".
    return "." in needle and needle.replace(".", "") in haystack


# The reading's fields against the truth.

COUNT_UNITS = {"each", "ct", "pack", "pk", "count"}
UNIT_NAMES = {"ml": "ml", "l": "l", "g": "g", "kg": "kg", "mg": "mg", "oz": "oz", "floz": "floz",
              "lb": "lb", "cl": "cl"}
# Metric sizes are compared in grams and millilitres: `2.272 L` is the truth's `2272 ml`.
METRIC = {"kg": (1000, "g"), "mg": (Fraction(1, 1000), "g"), "l": (1000, "ml"), "cl": (10, "ml")}


def in_base_unit(value, unit):
    """(amount, unit) with a metric unit in grams or millilitres."""
    if value is None or unit not in METRIC:
        return value, unit
    factor, base = METRIC[unit]
    return value * factor, base

# The floors the tests hold (scripts/test-scan.sh, on its own seeded corpus of 40): shares that
# may not fall, at most one tag under those measured (93 %, 96 %, 100 % of 14 clean tags, 26
# photographed and 21 bands; 6 of the 9 misprints read called wrong), and right unit prices called
# wrong and silent errors, which must stay at none. They guard what is read today; the targets
# (95 % of price and size on clean tags, every misprint called wrong) are higher.
FLOORS = {
    "price and size, clean": 0.92,
    "price and size, photographed": 0.92,
    "bands read": 0.95,
    "misprints read, called wrong": 0.70,
}
ZERO = ["right unit prices called wrong", "silent errors (fields)"]


def amount(text):
    """A decimal or `p/q` string as a Fraction, or None."""
    if text is None:
        return None
    try:
        return Fraction(str(text).replace(",", "."))
    except (ValueError, ZeroDivisionError):
        return None


def quantity_key(text):
    """(amount, unit) of a reading's size (`415 g`, `1.5 L`, `9`, `64 fl oz`), or None."""
    if not text:
        return None
    match = re.fullmatch(r"\s*([0-9.,/]+)\s*(.*?)\s*", text)
    if not match:
        return None
    unit = match.group(2).lower().replace(" ", "").replace(".", "")
    unit = "each" if unit in COUNT_UNITS or unit == "" else UNIT_NAMES.get(unit, unit)
    return in_base_unit(amount(match.group(1)), unit)


def truth_quantity_key(truth):
    unit = truth["quantity"]["unit"].lower()
    return in_base_unit(amount(truth["quantity"]["amount"]),
                        "each" if unit in COUNT_UNITS else UNIT_NAMES.get(unit, unit))


def field_outcomes(truth, reading):
    """For each field: (read, right, silent): whether the reading has it, whether it equals the
    truth (or is rightly empty), and whether it is wrong without being in `uncertain`."""
    uncertain = set(reading.get("uncertain") or [])
    multi = truth.get("multiBuy")
    read_multi = reading.get("multiBuy")
    pairs = {
        "price": (amount(truth["price"]), amount(reading.get("price"))),
        "quantity": (truth_quantity_key(truth), quantity_key(reading.get("quantity"))),
        "memberPrice": (amount(truth.get("memberPrice")), amount(reading.get("memberPrice"))),
        "multiBuy": ((multi["count"], amount(multi["price"])) if multi else None,
                     (read_multi["count"], amount(read_multi["price"])) if read_multi else None),
        "deposit": (amount(truth.get("deposit")), amount(reading.get("deposit"))),
    }
    outcomes = {}
    for field, (expected, got) in pairs.items():
        right = expected == got
        outcomes[field] = (got is not None, right, got is not None and not right and field not in uncertain)
    return outcomes


def reading_figures(rows):
    """The reading's figures over `rows` (each with its truth and reading), as {label: (count, of)}."""
    figures = {}

    def share(label, hits, of):
        figures[label] = (hits, of)

    for distorted, label in ((False, "clean"), (True, "photographed")):
        subset = [r for r in rows if r["distorted"] == distorted]
        share(f"price and size, {label}",
              sum(r["fields"]["price"][1] and r["fields"]["quantity"][1] for r in subset), len(subset))
    banded = [(r, field) for r in rows for field in ("memberPrice", "multiBuy", "deposit")
              if r["truth"].get(field) is not None]
    share("bands read", sum(r["fields"][field][1] for r, field in banded), len(banded))
    misprinted = [r for r in rows if r["truth"]["unitPriceMisprinted"] and r["check"] is not None]
    share("misprints read, called wrong", sum(r["check"] == "wrong" for r in misprinted), len(misprinted))
    right = [r for r in rows if not r["truth"]["unitPriceMisprinted"]]
    share("right unit prices called wrong", sum(r["check"] == "wrong" for r in right), len(right))
    share("silent errors (fields)", sum(o[2] for r in rows for o in r["fields"].values()),
          sum(len(r["fields"]) for r in rows))
    share("silent errors (photos)", sum(any(o[2] for o in r["fields"].values()) for r in rows), len(rows))
    return figures


def plain_tesseract(path):
    start = time.perf_counter()
    result = subprocess.run(["tesseract", path, "stdout"], capture_output=True, text=True)
    return time.perf_counter() - start, result.stdout


def perocr_results(perocr, corpus, arguments):
    out = subprocess.run([perocr, *arguments, corpus], capture_output=True, text=True, check=True).stdout
    results = {}
    for line in out.splitlines():
        record = json.loads(line)
        results[record["image"]] = (record.get("seconds"), record.get("text", ""), record.get("reading") or {})
    return results


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=".build/tag-corpus")
    parser.add_argument("--perocr", default=".build/release/PerOCRBench")
    parser.add_argument("--limit", type=int, default=0, help="only the first N photos")
    parser.add_argument("--json", help="also write every photo's figures to this file")
    parser.add_argument("--perocr-arg", action="append", default=[],
                        help="an argument for PerOCRBench, e.g. --perocr-arg=--no-large-print")
    parser.add_argument("--floors", action="store_true",
                        help="fail when a figure of the reading is below its floor; don't run plain tesseract")
    options = parser.parse_args()

    with open(os.path.join(options.corpus, "index.json")) as file:
        tags = json.load(file)["tags"]
    if options.limit:
        tags = tags[: options.limit]
    perocr = perocr_results(options.perocr, options.corpus, options.perocr_arg)

    rows = []
    for tag in tags:
        with open(os.path.join(options.corpus, tag["truth"])) as file:
            truth = json.load(file)
        seconds, text = (None, "") if options.floors else plain_tesseract(os.path.join(options.corpus, tag["image"]))
        ours_seconds, ours_text, reading = perocr[tag["image"]]
        row = {"image": tag["image"], "distorted": truth["distorted"], "tesseract": seconds,
               "perocr": ours_seconds, "found": {}, "truth": truth,
               "fields": field_outcomes(truth, reading),
               "check": (reading.get("tagUnitPrice") or {}).get("check")}
        for field, strings in CHECKS:
            for string in strings(truth):
                row["found"].setdefault(field, []).append(
                    (found(string, text), found(string, ours_text)))
        rows.append(row)

    figures = reading_figures(rows)
    print(f"{len(rows)} photos of {options.corpus} ({sum(r['distorted'] for r in rows)} photographed)")
    print("PerKit's reading of PerOCR's words:")
    for label, (hits, of) in figures.items():
        floor = FLOORS.get(label)
        print(f"  {label:32}{hits:5} of {of:<5}{hits / of if of else 0:7.0%}"
              + (f"   floor {floor:.0%}" if floor is not None else "   must be 0" if label in ZERO else ""))
    if options.floors:
        below = [label for label, floor in FLOORS.items() if figures[label][1] and figures[label][0] / figures[label][1] < floor]
        below += [label for label in ZERO if figures[label][0] > 0]
        for row in rows:
            for field, (_, _, silent) in row["fields"].items():
                if silent:
                    print(f"  silent error: {row['image']} {field}")
        if below:
            print("below the floor: " + ", ".join(below), file=sys.stderr)
            return 1
        return 0
    plain = [row["tesseract"] for row in rows]
    ours = [row["perocr"] for row in rows if row["perocr"] is not None]
    print(f"{'':24}{'tesseract':>12}{'PerOCR':>12}")
    print(f"{'median s/photo':24}{statistics.median(plain):12.3f}{statistics.median(ours):12.3f}")
    print(f"{'90th percentile s/photo':24}{percentile(plain, 0.9):12.3f}{percentile(ours, 0.9):12.3f}")
    print(f"{'ratio of medians':24}{'':12}{statistics.median(ours) / statistics.median(plain):11.2f}×")
    for field, _ in CHECKS:
        for subset, label in ((rows, "all"), ([r for r in rows if r["distorted"]], "photographed")):
            pairs = [pair for row in subset for pair in row["found"].get(field, [])]
            if not pairs:
                continue
            a = sum(p[0] for p in pairs) / len(pairs)
            b = sum(p[1] for p in pairs) / len(pairs)
            print(f"{field + ' (' + label + ')':24}{a:11.0%} {b:11.0%}   of {len(pairs)}")
    print("targets: PerOCR at most 4× plain tesseract, median under 1 s")
    if options.json:
        with open(options.json, "w") as file:
            json.dump(rows, file, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
