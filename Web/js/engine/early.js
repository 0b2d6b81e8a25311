// Fetches per.wasm and compiles it while it downloads, as soon as the page starts: a classic
// async script, it runs before the page's modules have all arrived (js/app.js takes the
// result). The result: { module } when compiled, else { response } (an error status, or no
// streaming compilation), or { error } when it couldn't be downloaded; a module that doesn't
// compile rejects.
"use strict";
self.perWasm ??= fetch("per.wasm").then((response) => {
    const streams = response.ok && typeof WebAssembly.compileStreaming === "function"
        && (response.headers.get("Content-Type") ?? "").startsWith("application/wasm");
    return streams ? WebAssembly.compileStreaming(response).then((module) => ({ module })) : { response };
}, (error) => ({ error }));
// app.js handles a failure; until it does, the browser needn't report it as unhandled.
self.perWasm.catch(() => {});
