"""One verdict sentence: the page shows the sentence PerKit writes (`Verdict`), the one
`per compare` prints for the same products, ties and unnamed products included."""

from __future__ import annotations

import json
import subprocess

import pytest
from playwright.sync_api import Browser, expect

from conftest import PerServer, new_context
from perpage import PerPage, plain
from perserver import per_binary

#: Products as (quantity in g, price, name or None): the page types them, `per compare` reads
#: them as "name: price for quantity g".
CASES = {
    # Two at the same unit price: neither is "the best deal".
    "two equal": [("500", "2.00", "Brand A"), ("1000", "4.00", "Brand B")],
    # Two tie for the best deal, one of them unnamed, against a dearer one.
    "a tie": [("500", "2.00", "Brand A"), ("1000", "4.00", None), ("500", "3.00", "Brand C")],
    "one best": [("500", "2.50", "Brand A"), ("1000", "4.00", "Brand B")],
}


def cli_verdict(products: list[tuple[str, str, str | None]]) -> str:
    arguments = [f"{name}: {price} for {grams} g" if name else f"{price} for {grams} g"
                 for grams, price, name in products]
    result = subprocess.run(
        [str(per_binary()), "compare", "--system", "us", "--currency", "USD", "--json", *arguments],
        capture_output=True, text=True, check=True, timeout=30)
    return json.loads(result.stdout)["verdict"]


@pytest.mark.parametrize("case", list(CASES))
def test_the_page_and_per_compare_say_the_same(browser: Browser, server: PerServer, case: str) -> None:
    products = CASES[case]
    # en-US: US customary units and dollars, as `--system us --currency USD`.
    context = new_context(browser, locale="en-US")
    try:
        page = context.new_page()
        page.goto(server.url)
        expect(page.locator("html[data-ready=true]")).to_be_attached()
        per = PerPage(page)
        for grams, price, name in products:
            per.add_product(grams, price, unit="g", name=name)
        expect(per.rows).to_have_count(len(products))
        verdict = plain(page.locator("#verdict").inner_text())
        expected = cli_verdict(products)
        assert verdict == expected, (verdict, expected)
        if case == "a tie":
            assert "tie for the best deal" in verdict, verdict
            assert "1000 g for $4.00" in verdict, verdict
    finally:
        context.close()
