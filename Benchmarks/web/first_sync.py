"""A new device's first sync, as a shopper gets it (run by scripts/bench-sync.sh).

For each invite code given, a fresh headless Chromium profile opens the invite link of a
running `per serve` whose household already holds thousands of records, joins as a new device
and waits until the status says "Synced just now". The page marks each step of a sync
(js/sync/sync.js): the replica prepared (per-sync.wasm loaded and compiled in its worker), the
server's answer received, the answer merged (per-sync.wasm), and the lists and the book given to
the app (per.wasm `restoreSynced`, rendered) with the replica stored in IndexedDB. The server
answers a large household in pages of about a megabyte, each a sync of its own: prints each
run's steps summed over its syncs, how many there were, and the total from the start of the
first to the end of the last (target: under 1 s).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "e2e" / "browser"))

from playwright.sync_api import expect, sync_playwright  # noqa: E402

from perserver import chromium_path  # noqa: E402

STEPS = ["per-sync-start", "per-sync-prepared", "per-sync-answered", "per-sync-merged", "per-sync-done"]
LABELS = ["prepare (load per-sync.wasm)", "server", "merge", "restore + store"]

MARKS = """(names) => names.map((name) => performance.getEntriesByName(name).map((mark) => mark.startTime))"""

LIBRARY_LISTS = """() => (JSON.parse(localStorage.getItem('per.library') || '{"lists": []}').lists || []).length"""


def first_sync(browser, url: str, code: str, lists: int) -> list[list[float]]:
    """Joins with `code` in a new profile; the times of each step, one per sync, in ms since
    navigation."""
    context = browser.new_context()
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{url}#join={code}")
        settings = page.get_by_role("dialog", name="Settings")
        settings.get_by_role("textbox", name="Device name", exact=True).fill("Benchmark")
        settings.get_by_role("button", name="Join", exact=True).click()
        try:
            page.wait_for_function(f"() => ({LIBRARY_LISTS})() === {lists}", timeout=60_000)
        except Exception as error:
            shown = page.evaluate(LIBRARY_LISTS)
            raise RuntimeError(f"the new device shows {shown} lists, not {lists}, after a minute; "
                               f"status {settings.get_by_role('status').all_inner_texts()}, errors {errors}") from error
        status = settings.get_by_role("status").filter(has_text="Synced")
        expect(status).to_have_text("Synced just now", timeout=60_000)
        times = page.evaluate(MARKS, STEPS)
        if len({len(marks) for marks in times}) != 1 or not times[0]:
            raise RuntimeError(f"a sync of the page didn't finish: marks {dict(zip(STEPS, times))}")
        library = json.loads(page.evaluate("() => localStorage.getItem('per.library')"))
        if len(library["lists"]) != lists:
            raise RuntimeError(f"the new device shows {len(library['lists'])} lists, not {lists}")
        if errors:
            raise RuntimeError(f"the page reported errors: {errors}")
        return times
    finally:
        context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="the server's address, e.g. http://127.0.0.1:8080/")
    parser.add_argument("--lists", type=int, required=True, help="how many lists the household has")
    parser.add_argument("codes", nargs="+", help="one unused invite code a run")
    options = parser.parse_args()
    totals = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path())
        try:
            for run, code in enumerate(options.codes, start=1):
                times = first_sync(browser, options.url, code, options.lists)
                syncs = list(zip(*times))
                steps = [sum(sync[index + 1] - sync[index] for sync in syncs) for index in range(len(LABELS))]
                total = syncs[-1][-1] - syncs[0][0]
                totals.append(total)
                print(f"    run {run}: {total:6.0f} ms in {len(syncs)} sync{'s' if len(syncs) > 1 else ''}  (" + ", ".join(
                    f"{label} {step:.0f} ms" for label, step in zip(LABELS, steps)) + ")")
        finally:
            browser.close()
    median = statistics.median(totals)
    verdict = "ok" if median < 1000 else "above target 1 s"
    print(f"    new device, first sync in the browser: median {median:.0f} ms of {len(totals)}  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
