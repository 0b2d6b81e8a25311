"""Offline in WebKit: after one visit, the service worker has the app, and a reload (and a
new tab) works with the server gone."""

from __future__ import annotations

from perserver import PerServer
from webkitpage import WebKitPage, wait_for

CACHED_WASM = """const done = arguments[arguments.length - 1];
(async () => {
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        if (await cache.match(new URL('per.wasm', location.href).href)) return true;
    }
    return false;
})().then(done, (error) => done(`failed: ${error}`));"""


def wait_until_offline_ready(page: WebKitPage) -> None:
    """Until the service worker controls the page and has cached the shell and per.wasm."""
    wait_for(lambda: page.script("return navigator.serviceWorker.controller !== null"),
             "the service worker to control the page", timeout=30)
    wait_for(lambda: page.driver.execute_async_script(CACHED_WASM) is True, "per.wasm in the cache", timeout=30)


def test_the_app_works_offline_after_one_visit(new_browser) -> None:
    server = PerServer(log_name="webkit-offline-server").start()
    try:
        page: WebKitPage = new_browser(server.url)
        page.add_product("500", "3.99", unit="g", name="Brand A")
        wait_until_offline_ready(page)
        server.stop()
        page.reload()
        assert page.wait_rows(1)[0].startswith("Brand A, 500 g for $3.99")
        # Still a working app, not just a picture of one.
        page.add_product("1", "2.49", unit="lb", name="Brand B")
        assert page.row_texts()[0].startswith("Brand B, 1 lb for $2.49, Best deal")
        # A fresh tab, with the server still down.
        page.collect_errors()
        page.driver.switch_to.new_window("tab")
        page.open(server.url)
        assert [row.split(",")[0] for row in page.wait_rows(2)] == ["Brand B", "Brand A"]
    finally:
        server.close()
