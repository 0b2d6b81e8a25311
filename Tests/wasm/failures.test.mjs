// The browser's own failures are said by PerKit's phrases (Web/js/platform/failures.js): a
// failure Per has words for names its phrase; only another quotes the browser's message.

import { test } from "node:test";
import assert from "node:assert/strict";

import { PhraseError, failureText, phraseOf } from "../../Web/js/platform/failures.js";
import { applyTexts } from "../../Web/js/screens/texts.js";

test("a DOMException Per has words for is said by its phrase", () => {
    assert.equal(phraseOf(new DOMException("The quota has been exceeded.", "QuotaExceededError")), "browserStorageFull");
    assert.equal(phraseOf(new DOMException("The operation is insecure.", "SecurityError")), "browserStorageNotAllowed");
    assert.equal(phraseOf(new DOMException("The file could not be read.", "NotReadableError")), "browserFileNotReadable");
    assert.equal(phraseOf(new PhraseError("replicaNotStored", "The replica couldn't be stored")), "replicaNotStored");
    assert.equal(phraseOf(new TypeError("x is not a function")), undefined);
    assert.equal(phraseOf(null), undefined);
});

test("failureText says the phrase in the app's language, else the failure's own message", () => {
    globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
    try {
        applyTexts({ browserStorageFull: "dieser Browser hat keinen Platz mehr für die Daten von Per" }, "de");
        assert.equal(
            failureText(new DOMException("The quota has been exceeded.", "QuotaExceededError")),
            "dieser Browser hat keinen Platz mehr für die Daten von Per");
        assert.equal(failureText(new Error("per.wasm trapped in per_dispatch")), "per.wasm trapped in per_dispatch");
        assert.equal(failureText("a string"), "a string");
    } finally {
        delete globalThis.document;
    }
});
