// Per's service worker: after one visit the app loads and works with no network.
//
// Cache-first for the app shell (the sync worker and the QR code library included) and the
// wasm modules, from a versioned cache. The server's files keep their names across versions
// (revalidated with ETags), so after answering a page load from the cache the worker revalidates the whole shell in the background, once the page is ready; when any file changed it
// stores the complete new set in a fresh cache (never mixing versions) and tells the page,
// which offers to reload. /api/ requests always go to the network.

const VERSION = "1";
const PREFIX = "per-shell-";

/** Everything the page needs to start, relative to the worker's scope. */
const SHELL = [
    "./",
    "css/app.css",
    "js/app.js",
    "js/engine/early.js",
    "js/engine/per-wasm.js",
    "js/screens/render.js",
    "js/engine/format.js",
    "js/screens/dom.js",
    "js/screens/texts.js",
    "js/screens/keyboard.js",
    "js/screens/lists.js",
    "js/platform/storage.js",
    "js/platform/files.js",
    "js/platform/failures.js",
    "js/screens/book.js",
    "js/screens/book-screen.js",
    "js/sync/sync.js",
    "js/sync/sync-view.js",
    "js/sync/sync-history.js",
    "js/sync/sync-worker.js",
    "js/vendor/qrcode.js",
    "manifest.webmanifest",
    "icons/icon.svg",
    "icons/icon-192.png",
    "icons/icon-512.png",
    "icons/icon-maskable-512.png",
    "icons/apple-touch-icon.png",
    "per.wasm",
    "per-files.wasm",
    "per-sync.wasm",
    "per-book.wasm",
];

const shellURLs = SHELL.map((path) => new URL(path, self.registration.scope).href);
const indexURL = shellURLs[0];

/** The name of the newest complete cache, found once per worker start. */
let currentCacheName = null;

async function currentCache() {
    if (currentCacheName === null) {
        const names = (await caches.keys()).filter((name) => name.startsWith(`${PREFIX}${VERSION}-`)).sort();
        currentCacheName = names.at(-1) ?? null;
    }
    return currentCacheName === null ? null : caches.open(currentCacheName);
}

/** Downloads the shell into a new cache; the wasm modules (not built yet) and the QR code
 * library (copied by scripts/setup.sh) may be missing. */
async function fillNewCache() {
    const responses = await Promise.all(shellURLs.map(async (url) => {
        const response = await fetch(url, { cache: "no-cache" });
        if (!response.ok && !url.endsWith(".wasm") && !url.endsWith("/vendor/qrcode.js")) throw new Error(`${url}: HTTP ${response.status}`);
        return [url, response];
    }));
    const name = `${PREFIX}${VERSION}-${Date.now().toString(36).padStart(10, "0")}`;
    const cache = await caches.open(name);
    await Promise.all(responses.filter(([, response]) => response.ok).map(([url, response]) => cache.put(url, response)));
    return name;
}

async function deleteOtherCaches(keep) {
    for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== keep) await caches.delete(name);
    }
}

self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
        currentCacheName = await fillNewCache();
        await self.skipWaiting();
    })());
});

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        await currentCache();
        await deleteOtherCaches(currentCacheName);
        await self.clients.claim();
    })());
});

self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
    const isNavigation = request.mode === "navigate";
    const key = isNavigation ? indexURL : url.origin + url.pathname;
    if (!isNavigation && !shellURLs.includes(key)) return; // not part of the app: the network decides
    event.respondWith(cacheFirst(key, request, isNavigation, event.resultingClientId));
    if (isNavigation) event.waitUntil(revalidateWhenReady(event.resultingClientId));
});

/** How long a page that doesn't say it is ready is waited for before revalidating anyway. */
const readyTimeoutMs = 3000;

/** The pages being waited for (by client id), to revalidate once they are ready. */
const readyWaiters = new Map();

/**
 * Revalidates the shell once the page just navigated to is ready (its "hello"), or after
 * `readyTimeoutMs`: the checks' requests and this worker's time stay off the page's start.
 */
async function revalidateWhenReady(clientId) {
    if (clientId) {
        await new Promise((resolve) => {
            readyWaiters.set(clientId, resolve);
            setTimeout(resolve, readyTimeoutMs);
        });
        readyWaiters.delete(clientId);
    }
    return revalidate();
}

/** Which cache answered each page's navigation (by client id), to tell it when it is outdated. */
const servedBy = new Map();

async function cacheFirst(key, request, isNavigation, clientId) {
    const cache = await currentCache();
    const cached = cache ? await cache.match(key) : undefined;
    if (isNavigation && clientId) servedBy.set(clientId, cached ? currentCacheName : null);
    if (cached) return cached;
    const response = await fetch(isNavigation ? indexURL : request);
    if (response.ok && cache) await cache.put(key, response.clone());
    return response;
}

let revalidating = null;
let revalidateAgain = false;

/** Checks the shell against the server; a navigation during a check asks for another one. */
function revalidate() {
    if (revalidating) {
        revalidateAgain = true;
        return revalidating;
    }
    revalidating = (async () => {
        try {
            do {
                revalidateAgain = false;
                await revalidateOnce();
            } while (revalidateAgain);
        } finally {
            revalidating = null;
        }
    })();
    return revalidating;
}

/** Checks every shell file with its ETag; installs a complete new set when one changed. */
async function revalidateOnce() {
    try {
        const cache = await currentCache();
        if (!cache) return;
        const changes = await Promise.all(shellURLs.map(async (url) => {
            const cached = await cache.match(url);
            const tag = cached?.headers.get("ETag");
            // Our own If-None-Match with "no-store", so that the 304 reaches us as it is.
            const response = await fetch(url, { cache: "no-store", headers: tag ? { "If-None-Match": tag } : {} });
            if (response.status === 304) return false;
            if (!response.ok) return Boolean(cached); // a file went away
            return !cached || response.headers.get("ETag") !== tag;
        }));
        if (!changes.includes(true)) return;
        const name = await fillNewCache();
        currentCacheName = name;
        await deleteOtherCaches(name);
        for (const client of await self.clients.matchAll({ type: "window" })) tellIfOutdated(client);
    } catch {
        // Offline or the server is restarting: keep the cached version.
    }
}

/** Offers the page a reload when a newer version than the one it runs from is cached. */
function tellIfOutdated(client) {
    const name = servedBy.get(client.id);
    if (name && currentCacheName && name !== currentCacheName) client.postMessage({ type: "updated" });
}

// A page that just started asks whether it is already outdated (the update may have finished
// before it could listen).
self.addEventListener("message", (event) => {
    if (event.data?.type === "hello" && event.source) {
        tellIfOutdated(event.source);
        readyWaiters.get(event.source.id)?.();
    }
    for (const id of servedBy.keys()) {
        self.clients.get(id).then((client) => { if (!client) servedBy.delete(id); });
    }
});
