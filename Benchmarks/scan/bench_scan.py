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

Usage: bench_scan.py --corpus .build/tag-corpus --perocr .build/release/PerOCRBench [--limit N]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time


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


def plain_tesseract(path):
    start = time.perf_counter()
    result = subprocess.run(["tesseract", path, "stdout"], capture_output=True, text=True)
    return time.perf_counter() - start, result.stdout


def perocr_results(perocr, corpus, arguments):
    out = subprocess.run([perocr, *arguments, corpus], capture_output=True, text=True, check=True).stdout
    results = {}
    for line in out.splitlines():
        record = json.loads(line)
        results[record["image"]] = (record.get("seconds"), record.get("text", ""))
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
        seconds, text = plain_tesseract(os.path.join(options.corpus, tag["image"]))
        ours_seconds, ours_text = perocr[tag["image"]]
        row = {"image": tag["image"], "distorted": truth["distorted"], "tesseract": seconds,
               "perocr": ours_seconds, "found": {}}
        for field, strings in CHECKS:
            for string in strings(truth):
                row["found"].setdefault(field, []).append(
                    (found(string, text), found(string, ours_text)))
        rows.append(row)

    plain = [row["tesseract"] for row in rows]
    ours = [row["perocr"] for row in rows if row["perocr"] is not None]
    print(f"{len(rows)} photos of {options.corpus} ({sum(r['distorted'] for r in rows)} photographed)")
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
