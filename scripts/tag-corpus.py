#!/usr/bin/env python3
"""Draws shelf-tag photos with their truth, from a seed: the corpus of PerOCR and the tag reader.

Each tag is a spec drawn from a seeded random generator: a UK, US or EU layout, a product, its
size and price, maybe a member price band (Clubcard, Nectar, Target Circle), a multi-buy band
("Any 3 for £5", "2/$5", "2 für 5,00 €"), a deposit line ("zzgl. 0,25 € Pfand"), superscript
cents, and the store's unit price, in small print or in a white-on-black box. ImageMagick draws
it in one of several fonts and colours, and then, for most tags, takes a "photo" of it:
perspective up to 8°, blur, noise, uneven light and JPEG compression.

The store's unit price is computed exactly from the price and the size (fractions), rounded half
up to the places printed; some tags carry a deliberately misprinted one, for the unit-price check.

Output, in OUT (git-ignored): NNNN.jpg or NNNN.png and NNNN.json per tag, and index.json listing
them. The same seed and count give the same files on the same ImageMagick and fonts.

Usage: scripts/tag-corpus.py [--out .build/tag-corpus] [--count 60] [--seed 2026]
       scripts/tag-corpus.py --fixtures Tests/PerOCRTests/Fixtures   (the tests' few small images)
"""

import argparse
import json
import math
import os
import random
import shutil
import subprocess
import sys
from fractions import Fraction

# ImageMagick 6 from Debian's imagemagick package, by its full path: another `convert` may come
# first on PATH.
CONVERT = next((p for p in ("/usr/bin/convert", "/usr/bin/magick") if os.path.exists(p)), None)

FONT_DIRS = {
    "liberation": "/usr/share/fonts/truetype/liberation2",
    "urw": "/usr/share/fonts/opentype/urw-base35",
    "dejavu": "/usr/share/fonts/truetype/dejavu",
}

# (bold face for prices and names, regular face for small print)
FONTS = [
    ("liberation/LiberationSans-Bold.ttf", "liberation/LiberationSans-Regular.ttf"),
    ("urw/NimbusSans-Bold.otf", "urw/NimbusSans-Regular.otf"),
    ("urw/NimbusSansNarrow-Bold.otf", "urw/NimbusSansNarrow-Regular.otf"),
    ("dejavu/DejaVuSans-Bold.ttf", "dejavu/DejaVuSans.ttf"),
    ("dejavu/DejaVuSansCondensed-Bold.ttf", "dejavu/DejaVuSansCondensed.ttf"),
    ("urw/URWGothic-Demi.otf", "urw/URWGothic-Book.otf"),
    ("liberation/LiberationSerif-Bold.ttf", "liberation/LiberationSerif-Regular.ttf"),
]

# Weights and volumes in grams and millilitres, exact; counts in each.
GRAMS = {"g": Fraction(1), "kg": Fraction(1000), "oz": Fraction("28.349523125"), "lb": Fraction("453.59237")}
MILLILITRES = {"ml": Fraction(1), "l": Fraction(1000), "cl": Fraction(10), "floz": Fraction("29.5735295625")}

# (name, kind of size, sizes, the usual price of the first size)
PRODUCTS = {
    "UK": [
        ("Tesco Finest Mature Cheddar", "weight", [350, 400, 550], "3.50"),
        ("Heinz Baked Beans", "weight", [415, 830], "1.40"),
        ("Tesco Whole Milk", "volume", [1136, 2272], "1.45"),
        ("Sainsbury's Basmati Rice", "weight", [500, 1000, 2000], "1.60"),
        ("Yorkshire Tea Bags 80s", "weight", [250], "3.20"),
        ("PG Tips Pyramid Tea Bags", "weight", [232, 290], "3.00"),
        ("Andrex Toilet Tissue 9 Roll", "count", [9], "5.50"),
        ("Lurpak Spreadable", "weight", [250, 500, 750], "2.75"),
        ("Innocent Orange Juice", "volume", [900, 1350], "3.25"),
        ("Warburtons Toastie", "weight", [800], "1.45"),
    ],
    "US": [
        ("Great Value Whole Milk", "volume_us", [128, 64], "3.48"),
        ("Folgers Classic Roast Coffee", "weight_us", [Fraction("25.9"), Fraction("30.5")], "11.98"),
        ("Tide Liquid Detergent", "volume_us", [92, 46], "12.97"),
        ("Cheerios Cereal", "weight_us", [Fraction("8.9"), 18], "4.29"),
        ("Bounty Paper Towels", "count_us", [6, 12], "9.99"),
        ("Duracell AA Batteries", "count_us", [8, 20], "9.49"),
        ("Jif Creamy Peanut Butter", "weight_us", [16, 40], "2.99"),
        ("Market Pantry Large Eggs", "count_us", [12, 18], "3.29"),
        ("Gatorade Thirst Quencher", "volume_us", [28, 32], "1.79"),
        ("Good & Gather Shredded Cheese", "weight_us", [8, 16], "2.49"),
    ],
    "EU": [
        ("Ja! Vollmilch 3,5%", "volume", [1000, 500], "1.09"),
        ("Barilla Spaghetti n.5", "weight", [500, 1000], "1.79"),
        ("Gut & Günstig Butter", "weight", [250], "2.29"),
        ("Coca-Cola", "volume", [1500, 1000, 500], "1.69"),
        ("Milka Alpenmilch", "weight", [100, 270], "1.29"),
        ("Gerolsteiner Sprudel", "volume", [750, 1000], "0.89"),
        ("Haribo Goldbären", "weight", [175, 360], "1.19"),
        ("Tempo Taschentücher", "count", [30], "2.49"),
        ("Kerrygold Irische Butter", "weight", [250], "2.99"),
        ("Bio Haferflocken", "weight", [500], "0.99"),
    ],
}

BACKGROUNDS = ["white", "#fffdf2", "#fff200", "#f2f2f2", "#ffe8e8"]


def rounded(value, places):
    """`value` rounded half up to `places` decimals, as a Fraction."""
    scale = 10 ** places
    return Fraction(math.floor(value * scale + Fraction(1, 2)), scale)


def decimal_text(value, places, comma=False):
    """`value` rounded half up to `places` decimals, as text with a point (or a comma)."""
    digits = str(int(rounded(Fraction(value), places) * 10**places)).rjust(places + 1, "0")
    text = digits[:-places] + "." + digits[-places:] if places else digits
    return text.replace(".", ",") if comma else text


def money(region, amount):
    """The printed price text."""
    if region == "UK":
        return f"£{decimal_text(amount, 2)}"
    if region == "US":
        return f"${decimal_text(amount, 2)}"
    return f"{decimal_text(amount, 2, comma=True)} €"


def size_text(region, kind, amount):
    """The printed size and the quantity {amount, unit} of the truth."""
    if kind == "weight":
        if amount >= 1000 and amount % 1000 == 0:
            kg = amount // 1000
            return (f"{kg}kg" if region == "UK" else f"{kg} kg"), {"amount": str(kg), "unit": "kg"}
        return (f"{amount}g" if region == "UK" else f"{amount} g"), {"amount": str(amount), "unit": "g"}
    if kind == "volume":
        if region == "UK" and amount in (1136, 2272):
            pints = amount // 568
            return f"{pints} Pints {decimal_text(Fraction(amount, 1000), 3)}L", {"amount": str(amount), "unit": "ml"}
        if amount >= 1000:
            litres = Fraction(amount, 1000)
            # As many decimals as the size has (1.35 L, not 1.4 L): the printed size is exact.
            places = next(p for p in range(4) if (litres * 10**p).denominator == 1)
            text = decimal_text(litres, places, comma=region == "EU")
            return (f"{text}L" if region == "UK" else f"{text} l"), {"amount": str(litres), "unit": "l"}
        return (f"{amount}ml" if region == "UK" else f"{amount} ml"), {"amount": str(amount), "unit": "ml"}
    if kind == "weight_us":
        text = decimal_text(Fraction(amount), 1 if Fraction(amount).denominator != 1 else 0)
        return f"{text} OZ", {"amount": text, "unit": "oz"}
    if kind == "volume_us":
        return f"{amount} FL OZ", {"amount": str(amount), "unit": "floz"}
    if kind in ("count", "count_us"):
        return (f"{amount} CT" if region == "US" else f"{amount} pack"), {"amount": str(amount), "unit": "each"}
    raise ValueError(kind)


def unit_price(region, kind, quantity, price):
    """The store's exact unit price: (amount per basis, basis text, printed places, printed text)."""
    amount = Fraction(quantity["amount"])
    unit = quantity["unit"]
    if unit == "each":
        base, per = amount, "Stück" if region == "EU" else "each"
    elif unit in GRAMS:
        grams = amount * GRAMS[unit]
        if region == "US":
            base, per = grams / GRAMS["oz"], "ounce"
        elif region == "UK" and grams < 1000:
            base, per = grams / 100, "100g"
        else:
            base, per = grams / 1000, "kg"
    else:
        millilitres = amount * MILLILITRES[unit]
        if region == "US":
            base, per = millilitres / MILLILITRES["floz"], "fl oz"
        elif region == "UK" and millilitres < 1000:
            base, per = millilitres / 100, "100ml"
        else:
            base, per = millilitres / 1000, "litre" if region == "UK" else "l"
    return Fraction(price) / base, per


def unit_price_text(region, value, per, style):
    """The printed unit price and its exact printed amount (in the currency's main unit)."""
    if region == "UK":
        if value < 1:
            printed = rounded(value * 100, 1)
            return f"{decimal_text(printed, 1)}p {'' if per == 'each' else 'per '}{per}", printed / 100
        printed = rounded(value, 2)
        return f"£{decimal_text(printed, 2)} {'' if per == 'each' else 'per '}{per}", printed
    if region == "US":
        if value < 1 and style == 0:
            printed = rounded(value * 100, 1)
            return f"{decimal_text(printed, 1)}¢ per {per}", printed / 100
        printed = rounded(value, 3 if value < 1 else 2)
        places = 3 if value < 1 else 2
        return f"${decimal_text(printed, places)} per {per}", printed
    printed = rounded(value, 2)
    return f"1 {per} = {decimal_text(printed, 2, comma=True)} €", printed


def spec(index, seed):
    """The truth and the drawing options of tag `index`."""
    rng = random.Random(f"{seed}-{index}")
    region = ["UK", "US", "EU"][index % 3]
    name, kind, sizes, typical = rng.choice(PRODUCTS[region])
    amount = rng.choice(sizes)
    size, quantity = size_text(region, kind, amount)
    # About the product's usual price for its first size, scaled to this size, with a usual ending.
    usual = float(typical) * (float(amount) / float(sizes[0])) ** 0.9 * rng.uniform(0.85, 1.2)
    cents = rng.choice([0, 25, 49, 50, 75, 79, 89, 95, 99])
    price = max(Fraction(int(usual)) + Fraction(cents, 100), Fraction(49, 100))
    store = {"UK": rng.choice(["Tesco", "Sainsbury's"]), "US": rng.choice(["Walmart", "Target"]),
             "EU": rng.choice(["REWE", "EDEKA", "Lidl"])}[region]

    member = None
    if region in ("UK", "US") and rng.random() < 0.3:
        member = price - Fraction(rng.choice([25, 50, 75, 100]), 100)
    multi = None
    if member is None and rng.random() < 0.3:
        count = rng.choice([2, 3])
        multi = {"count": count, "price": str(rounded(price * count * Fraction(4, 5), 0))}
    deposit = None
    if region == "EU" and kind == "volume" and rng.random() < 0.6:
        deposit = str(Fraction(25, 100))

    value, per = unit_price(region, kind, quantity, price)
    text, printed = unit_price_text(region, value, per, rng.randint(0, 1))
    misprinted = rng.random() < 0.15
    if misprinted:
        wrong = printed + (Fraction(1, 10) if region == "UK" and value < 1 else Fraction(3, 100))
        if region == "UK" and value < 1:
            text = f"{decimal_text(wrong * 100, 1)}p per {per}"
        elif region == "US" and "¢" in text:
            wrong = printed + Fraction(2, 1000)
            text = f"{decimal_text(wrong * 100, 1)}¢ per {per}"
        elif region == "EU":
            text = f"1 {per} = {decimal_text(wrong, 2, comma=True)} €"
        else:
            # A dollar unit price under $1 prints three decimals ($0.047): misprinted in its last.
            places = 3 if value < 1 else 2
            if places == 3:
                wrong = printed + Fraction(2, 1000)
            text = text.replace(decimal_text(printed, places), decimal_text(wrong, places), 1)
        printed = wrong

    superscript = region == "US" and rng.random() < 0.7
    distorted = rng.random() < 0.75
    bold, regular = rng.choice(FONTS)
    truth = {
        "name": name,
        "region": region,
        "store": store,
        "price": str(price) if price.denominator == 1 else decimal_text(price, 2),
        "priceText": money(region, price),
        "quantity": {"text": size, **quantity},
        "memberPrice": None if member is None else decimal_text(member, 2),
        "multiBuy": None if multi is None else {"count": multi["count"], "price": multi["price"]},
        "deposit": None if deposit is None else decimal_text(Fraction(deposit), 2),
        "tagUnitPrice": {"text": text, "amount": decimal_text(printed, 4).rstrip("0").rstrip("."),
                         "per": per},
        "exactUnitPrice": f"{value.numerator}/{value.denominator}",
        "unitPriceMisprinted": misprinted,
        "superscriptCents": superscript,
        "distorted": distorted,
        "font": os.path.basename(bold),
    }
    style = {
        "bold": bold, "regular": regular,
        "background": rng.choice(BACKGROUNDS) if region != "US" or store == "Target" else "white",
        "ink": rng.choice(["black", "#1a1a1a", "#0a2a6b"]),
        "unitBox": rng.random() < 0.5,
        "width": rng.randint(900, 1300),
        "angle": rng.uniform(-8, 8) if distorted else 0,
        "tilt": rng.uniform(-8, 8) if distorted else 0,
        "blur": rng.choice([0, 0, 0.6, 1.0, 1.5]) if distorted else 0,
        "noise": rng.choice([0, 0.3, 0.6, 1.0]) if distorted else 0,
        "light": rng.uniform(0.55, 0.9) if distorted else 1,
        "jpeg": rng.choice([55, 70, 85, 92]) if distorted else rng.choice([None, 90]),
        "seed": rng.randint(1, 10**6),
    }
    return truth, style


def label(font, size, text, fill, background="none", pad=None):
    """An ImageMagick sub-image of one line of text."""
    args = ["(", "-background", background, "-fill", fill, "-font", font, "-pointsize", str(size),
            f"label:{text}"]
    if pad:
        args += ["-bordercolor", background, "-border", pad]
    return args + [")"]


def draw_rows(truth, style):
    """The ImageMagick arguments that stack the tag's rows, top to bottom."""
    region = truth["region"]
    bold = os.path.join(FONT_DIRS[style["bold"].split("/")[0]], style["bold"].split("/")[1])
    regular = os.path.join(FONT_DIRS[style["regular"].split("/")[0]], style["regular"].split("/")[1])
    ink, background = style["ink"], style["background"]
    rows = [label(bold, 34, truth["name"], ink, background)]
    rows.append(label(regular, 30, truth["quantity"]["text"], ink, background))

    price = truth["priceText"]
    if truth["superscriptCents"]:
        dollars, cents = price.split(".")
        rows.append(["("] + label(bold, 150, dollars, ink, background)
                    + label(bold, 70, cents, ink, background) + ["-gravity", "North", "+append", ")"])
    else:
        rows.append(label(bold, 130, price, ink, background))
    if region == "US" and truth["memberPrice"] is None and truth["multiBuy"] is None:
        rows.append(label(regular, 28, f"Reg. {price} each", ink, background))

    if truth["memberPrice"] is not None:
        member = money(region, Fraction(truth["memberPrice"]))
        if region == "UK" and truth["store"] == "Tesco":
            rows.append(label(bold, 56, f"Clubcard Price {member}", "#00539f", "#ffd700", "24x12"))
        elif region == "UK":
            rows.append(label(bold, 56, f"Nectar Price {member}", "white", "#7f1d89", "24x12"))
        else:
            rows.append(label(bold, 52, f"Circle Price {member}", "white", "#cc0000", "24x12"))
    if truth["multiBuy"] is not None:
        count, total = truth["multiBuy"]["count"], Fraction(truth["multiBuy"]["price"])
        text = {"UK": f"Any {count} for £{int(total)}", "US": f"{count}/${int(total)}",
                "EU": f"{count} für {decimal_text(total, 2, comma=True)} €"}[region]
        rows.append(label(bold, 56, text, "white", "#d00000", "24x12"))
    if truth["deposit"] is not None:
        rows.append(label(regular, 28, f"zzgl. {truth['deposit'].replace('.', ',')} € Pfand", ink, background))

    unit = truth["tagUnitPrice"]["text"]
    if region == "US":
        unit = "UNIT PRICE " + unit
    if style["unitBox"]:
        rows.append(label(bold, 34, unit, "white", "black", "16x10"))
    else:
        rows.append(label(regular, 32, unit, ink, background))

    args = ["-respect-parentheses", "-background", background]
    for row in rows:
        args += ["("] + row + ["-bordercolor", background, "-border", "30x12", ")"]
    return args + ["-gravity", "West", "-append", "+gravity", "-bordercolor", background, "-border", "24x24"]


def effects(style, width, height):
    """The ImageMagick arguments that turn the flat `width` × `height` tag into a photo of it."""
    args = []
    if style["angle"] or style["tilt"]:
        # Perspective up to 8°: the tag turns by the angle about its vertical axis (one side
        # recedes and shrinks) and leans by the tilt (the top edge slides sideways).
        turn = math.tan(math.radians(abs(style["angle"]))) * height / 2
        lean = math.tan(math.radians(style["tilt"])) * height / 2
        right, left = (turn, 0) if style["angle"] > 0 else (0, turn)
        corners = [(0, 0, lean, left), (width, 0, width + lean, right),
                   (0, height, -lean, height - left), (width, height, width - lean, height - right)]
        args += ["-virtual-pixel", "background", "-background", "#8c8c8c", "+distort", "Perspective",
                 " ".join(f"{a},{b} {c:.1f},{d:.1f}" for a, b, c, d in corners), "+repage"]
    args += ["-resize", f"{style['width']}x"]
    if style["light"] < 1:
        # Uneven light: darker towards one corner.
        args += ["(", "+clone", "-sparse-color", "Barycentric",
                 f"0,0 white {style['width']},{style['width']} gray{style['light'] * 100:.0f}", ")",
                 "-compose", "Multiply", "-composite"]
    if style["blur"]:
        args += ["-blur", f"0x{style['blur']}"]
    if style["noise"]:
        args += ["-seed", str(style["seed"]), "-attenuate", str(style["noise"]), "+noise", "Gaussian"]
    return args


def draw(truth, style, path):
    flat = path + ".flat.png"
    subprocess.run([CONVERT] + draw_rows(truth, style)
                   + ["-bordercolor", "#9a9a9a", "-border", "70x60", flat], check=True)
    size = subprocess.run([CONVERT, flat, "-format", "%w %h", "info:"], check=True,
                          capture_output=True, text=True).stdout.split()
    command = [CONVERT, flat] + effects(style, int(size[0]), int(size[1]))
    if path.endswith(".jpg"):
        command += ["-quality", str(style["jpeg"] or 92)]
    command += ["-strip", path]
    subprocess.run(command, check=True)
    os.remove(flat)


def fixtures(folder):
    """The tests' small images: a clean tag, a light-on-dark box, a photographed tag, two tags
    whose raised cents the preparation breaks apart (`$20` + `49`) or inverts (`$18` + `89`), and
    a tag photographed at an angle with a red multi-buy band (`3/$23`)."""
    os.makedirs(folder, exist_ok=True)
    bold = os.path.join(FONT_DIRS["liberation"], "LiberationSans-Bold.ttf")
    regular = os.path.join(FONT_DIRS["liberation"], "LiberationSans-Regular.ttf")
    clean = ["-respect-parentheses", "-background", "white"] + label(bold, 30, "Heinz Baked Beans 415g", "black", "white") \
        + ["-bordercolor", "white", "-border", "20x8"] + label(bold, 96, "£1.40", "black", "white") \
        + ["-bordercolor", "white", "-border", "20x8"] \
        + label(regular, 28, "33.7p per 100g", "black", "white") \
        + ["-bordercolor", "white", "-border", "20x8", "-gravity", "West", "-append",
           "-resize", "50%", "-colorspace", "Gray", "-depth", "4", "-strip", "-define", "png:compression-level=9"]
    subprocess.run([CONVERT] + clean + [os.path.join(folder, "clean-tag.png")], check=True)
    dark = ["-respect-parentheses", "-background", "white"] + label(bold, 72, "$2.99", "black", "white") \
        + ["-bordercolor", "white", "-border", "20x10"] \
        + label(bold, 30, "UNIT PRICE 18.7¢ per ounce", "white", "black", "14x10") \
        + ["-bordercolor", "white", "-border", "20x10", "-gravity", "West", "-append",
           "-resize", "60%", "-colorspace", "Gray", "-depth", "4", "-strip"]
    subprocess.run([CONVERT] + dark + [os.path.join(folder, "dark-box.png")], check=True)
    truth, style = spec(2, 7)
    style.update(width=520, jpeg=60, noise=0.3, blur=0.6)
    draw(truth, style, os.path.join(folder, "photo-tag.jpg"))
    with open(os.path.join(folder, "photo-tag.json"), "w") as file:
        json.dump(truth, file, ensure_ascii=False, indent=2)
        file.write("\n")
    for name, index, seed, width in (
        ("raised-cents.jpg", 49, 9001, 480),
        ("raised-cents-photo.jpg", 58, 777, 600),
        ("angled-band.jpg", 22, 9001, 600),
    ):
        truth, style = spec(index, seed)
        style.update(width=width, jpeg=70)
        draw(truth, style, os.path.join(folder, name))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=".build/tag-corpus")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--fixtures", help="write the tests' fixtures to this folder instead")
    options = parser.parse_args()
    if CONVERT is None:
        sys.exit("tag-corpus: ImageMagick's /usr/bin/convert is missing (scripts/setup.sh installs it)")
    if options.fixtures:
        fixtures(options.fixtures)
        return
    if os.path.isdir(options.out):
        shutil.rmtree(options.out)
    os.makedirs(options.out)
    index = []
    for number in range(options.count):
        truth, style = spec(number, options.seed)
        image = f"{number:04d}.{'jpg' if style['jpeg'] else 'png'}"
        truth["image"] = image
        draw(truth, style, os.path.join(options.out, image))
        with open(os.path.join(options.out, f"{number:04d}.json"), "w") as file:
            json.dump(truth, file, ensure_ascii=False, indent=2)
            file.write("\n")
        index.append({"image": image, "truth": f"{number:04d}.json"})
    with open(os.path.join(options.out, "index.json"), "w") as file:
        json.dump({"seed": options.seed, "count": options.count, "tags": index}, file, indent=2)
        file.write("\n")
    print(f"tag-corpus: {options.count} tags in {options.out} (seed {options.seed})")


if __name__ == "__main__":
    main()
