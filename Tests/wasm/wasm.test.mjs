// Tests Web/per.wasm (the PerWasm product, Embedded Swift) through the same loader the browser
// uses. Run with `make test-wasm`, which builds the module first, or `node --test Tests/wasm/`.
import { test, describe, before } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { loadPer } from "../../Web/js/per-wasm.js";

const wasmPath = fileURLToPath(new URL("../../Web/per.wasm", import.meta.url));

/** Loads a fresh instance; fails with a clear message when the module was not built. */
async function load(options = {}) {
    if (!existsSync(wasmPath)) {
        assert.fail(`${wasmPath} is missing: run \`make wasm\` first (or \`make test-wasm\`, which builds it)`);
    }
    return loadPer(readFileSync(wasmPath), options);
}

let per;
let logged;
before(async () => {
    logged = [];
    per = await load({ log: (line) => logged.push(line) });
});

describe("module interface", () => {
    test("imports nothing from WASI, only functions the loader provides", () => {
        const imports = WebAssembly.Module.imports(per.module);
        for (const { module, name, kind } of imports) {
            assert.doesNotMatch(module, /wasi/i, `imports ${module}.${name} from WASI`);
            assert.equal(module, "env", `unexpected import module ${module}.${name}`);
            assert.equal(kind, "function", `import ${module}.${name} is a ${kind}`);
            assert.ok(["random_fill", "log"].includes(name), `unexpected import env.${name}`);
        }
    });

    test("exports memory and the string ABI", () => {
        const exported = WebAssembly.Module.exports(per.module).map(({ name, kind }) => `${kind} ${name}`);
        for (const name of ["per_alloc", "per_free", "per_evaluate", "per_result_ptr", "per_result_len"]) {
            assert.ok(exported.includes(`function ${name}`), `missing export ${name}; exports: ${exported}`);
        }
        assert.ok(exported.includes("memory memory"), `missing memory export; exports: ${exported}`);
    });
});

describe("per_evaluate", () => {
    const successes = [
        // [input, value, exact, approximate]
        ["2 x 3.49", "6.98", "349/50", false],
        ["7.99 - 1.50", "6.49", "649/100", false],
        ["3.99", "3.99", "399/100", false],
        ["1/2", "0.5", "1/2", false],
        ["1 1/2", "1.5", "3/2", false],
        ["12", "12", "12", false],
        ["10 / 3", "3.333333333", "10/3", true],
        ["(1 + 2) × 3", "9", "9", false],
        ["€3,99", "3.99", "399/100", false],
        ["0.1 + 0.2", "0.3", "3/10", false],
        ["-2.50", "-2.5", "-5/2", false],
    ];
    for (const [input, value, exact, approximate] of successes) {
        test(`${JSON.stringify(input)} is ${value} (${exact})`, () => {
            assert.deepEqual(per.evaluate(input), { ok: true, value, exact, approximate });
        });
    }

    test("returns status 1 for a value and 0 for an error", () => {
        assert.equal(per.call("per_evaluate", "2 x 3.49").status, 1);
        assert.equal(per.call("per_evaluate", "2 x").status, 0);
    });

    test("reports division by zero", () => {
        const result = per.evaluate("3.99 / 0");
        assert.equal(result.ok, false);
        assert.match(result.error, /^can't divide by zero/i);
        assert.match(per.evaluate("1/0").error, /^can't divide by zero/i);
    });

    const failures = [
        ["", "expected a price, e.g. 3.99"],
        ["abc", "expected a number at 'abc'"],
        ["(1", "expected ')' to close the '(' at position 1"],
        ["1,299", "'1,299' is ambiguous: write 1299 for thousands or 1.299 for a decimal"],
    ];
    for (const [input, message] of failures) {
        test(`${JSON.stringify(input)} is rejected with a message`, () => {
            assert.deepEqual(per.evaluate(input), { ok: false, error: message });
        });
    }

    test("garbage after a price names the garbage", () => {
        const result = per.evaluate("2 x 3.49 banana");
        assert.equal(result.ok, false);
        assert.match(result.error, /^unexpected 'banana' after '2 x 3.49'/);
    });

    test("huge numbers are an error, not a trap", () => {
        const big = "9".repeat(30);
        const product = per.evaluate(`${big} x ${big}`);
        assert.equal(product.ok, false);
        assert.match(product.error, /too large to compute exactly/);
        const digits = per.evaluate("1".repeat(100));
        assert.equal(digits.ok, false);
        assert.match(digits.error, /too many digits/);
        // The instance is still usable afterwards.
        assert.equal(per.evaluate("2 x 3.49").value, "6.98");
    });

    test("non-ASCII text and control characters round-trip through the JSON", () => {
        const result = per.evaluate('2 x 3.49 😀 "\u0001\\');
        assert.equal(result.ok, false);
        assert.ok(result.error.includes('😀 "\u0001\\'), result.error);
        assert.equal(per.evaluate("<b>").error, "expected a number at '<b>'");
    });

    test("a large input grows memory and the next results are read from fresh views", () => {
        const before = per.instance.exports.memory.buffer.byteLength;
        const long = "1 x ".repeat(400_000) + "2";
        assert.deepEqual(per.evaluate(long), { ok: true, value: "2", exact: "2", approximate: false });
        assert.ok(per.instance.exports.memory.buffer.byteLength > before, "memory did not grow");
        // A shorter result after a longer one is not padded with stale bytes.
        assert.deepEqual(per.evaluate("1/4"), { ok: true, value: "0.25", exact: "1/4", approximate: false });
    });

    test("invalid calls are reported, not trapped", () => {
        const { per_evaluate, per_alloc } = per.instance.exports;
        assert.equal(per_alloc(-1), 0);
        assert.equal(per_evaluate(0, -1), -1);
        const result = per.call("per_evaluate", "2 x 3.49"); // still usable
        assert.equal(result.status, 1);
        assert.equal(per_evaluate(0, 0), 0); // null and empty: the empty string
        assert.equal(per.evaluate("").error, "expected a price, e.g. 3.99");
    });

    test("many calls do not leak memory", () => {
        per.evaluate("1/3 + 1/7"); // warm up
        const before = per.instance.exports.memory.buffer.byteLength;
        for (let i = 0; i < 20_000; i++) per.evaluate(`${i} x 3.49 + 1/7`);
        assert.equal(per.instance.exports.memory.buffer.byteLength, before);
    });

    test("the module printed nothing", () => {
        assert.deepEqual(logged, []);
    });
});

test("the loader rejects modules that import more than it provides", async () => {
    // (module (import "wasi_snapshot_preview1" "fd_write" (func (param i32 i32 i32 i32) (result i32))))
    const wasiModule = new Uint8Array([
        0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // header
        0x01, 0x09, 0x01, 0x60, 0x04, 0x7f, 0x7f, 0x7f, 0x7f, 0x01, 0x7f, // type section
        0x02, 0x23, 0x01, // import section (35 bytes), one import
        0x16, ...new TextEncoder().encode("wasi_snapshot_preview1"),
        0x08, ...new TextEncoder().encode("fd_write"),
        0x00, 0x00, // func, type 0
    ]);
    await assert.rejects(loadPer(wasiModule), /imports function wasi_snapshot_preview1\.fd_write/);
});

test("deeply nested input is an error, not a trap", async () => {
    for (const input of ["(".repeat(5000) + "1" + ")".repeat(5000), "-".repeat(5000) + "1"]) {
        assert.deepEqual(per.evaluate(input), {
            ok: false,
            error: "too many nested parentheses or signs (at most 64)",
        });
    }
    assert.equal(per.evaluate("(((1 + 2)))").value, "3");
});
