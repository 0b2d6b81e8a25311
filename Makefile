# Per — build, run and test. Every target installs what it needs first (scripts/setup.sh).
SWIFT ?= swift
SETUP := scripts/setup.sh
HOST ?= 127.0.0.1
PORT ?= 8080
# Release builds link the Swift runtime and Foundation statically: `per` starts twice as fast.
# Every release build uses the same flags, so that they share one build folder.
RELEASE := -c release --static-swift-stdlib

# Seconds each fuzz target runs in `make fuzz` and `make fuzz-merge`.
FUZZ_TIME ?= 60
# Shopper actions in `make soak`, and its seed (empty: a new one; the run prints it).
SOAK_ACTIONS ?= 400
SOAK_SEED ?=

.PHONY: all setup build wasm run test test-swift test-scan test-wasm test-e2e test-webkit test-api test-fuzz soak fuzz fuzz-merge bench bench-cli bench-book bench-web bench-phone bench-sync bench-hostile bench-scan format clean

all: build

setup:
	@$(SETUP)

build: setup
	$(SWIFT) build

## The WebAssembly engine of the web app: Web/per.wasm.
wasm: setup
	scripts/build-wasm.sh

## Builds the engine and the server, then serves the app at http://$(HOST):$(PORT). Tesseract
## reads each shelf-tag photo on one core, so that photos read at once don't slow each other.
run: wasm
	$(SWIFT) build $(RELEASE) --product per
	OMP_THREAD_LIMIT=1 .build/release/per serve --host $(HOST) --port $(PORT)

## Every test: Swift (engine, app, wire, CLI, server), the wasm module in node, the API against its
## OpenAPI document, the browser tests (Chromium, then WebKit), and each fuzz target for a few seconds.
test: setup wasm test-swift test-scan test-wasm test-api test-e2e test-webkit test-fuzz

## Every Swift test on SQLite, the fault tests and the limits (quota, guesses, memory) of a real
## `per serve` on SQLite, then the server's tests, two `per serve` and the fault tests on one PostgreSQL.
test-swift: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	python3 e2e/server/faults.py --per .build/debug/per
	python3 e2e/server/limits.py --per .build/debug/per
	scripts/test-postgres.sh

## Reading shelf-tag photos against the floors of Benchmarks/scan/bench_scan.py, on a seeded corpus.
test-scan: setup
	scripts/test-scan.sh

test-wasm: wasm
	node --test Tests/wasm/

## schemathesis against a live `per serve`, from the served /api/openapi.yaml.
test-api: setup
	scripts/test-api.sh

test-e2e: wasm
	scripts/e2e.sh

## The core flows in WebKit, Safari's engine: WebKitGTK's MiniBrowser through its WebDriver, on Xvfb.
test-webkit: wasm
	scripts/test-webkit.sh

test-fuzz: setup
	FUZZ_TIME=4 scripts/fuzz.sh run

## The browser tests' sync soak alone, longer: three devices of one household, $(SOAK_ACTIONS)
## shopper actions over weeks of the pages' clock, then every device and the server compared.
soak: wasm
	PER_SOAK_ACTIONS=$(SOAK_ACTIONS) PER_SOAK_SEED=$(SOAK_SEED) PYTEST_ARGS="-k test_sync_soak -s" scripts/e2e.sh

## Runs each libFuzzer target of Tests/Fuzz for $(FUZZ_TIME) seconds on a copy of its seed corpus.
fuzz: setup
	FUZZ_TIME=$(FUZZ_TIME) scripts/fuzz.sh run

## As `fuzz`, then adds the inputs that reach new code to the seed corpus, minimised.
fuzz-merge: setup
	FUZZ_TIME=$(FUZZ_TIME) scripts/fuzz.sh merge

## Benchmarks print figures; they are not timed tests.
bench: setup
	$(SWIFT) build $(RELEASE) --product PerBench
	.build/release/PerBench

bench-cli: setup
	scripts/bench-cli.sh
	scripts/bench-book.sh

## `per book check` and `per book add` against a book of 1,000,000 entries.
bench-book: setup
	scripts/bench-book.sh

bench-web: wasm
	scripts/bench-web.sh
	scripts/bench-phone.sh

## The web app on a throttled phone (Lighthouse's mobile throttling): first and repeat visits
## against the network floor, a key press at 4× CPU slowdown, opening the price book.
bench-phone: wasm
	scripts/bench-phone.sh

## `POST /api/sync` of a real `per serve`: a new device's first download of 10,000 records, and wrk writes.
bench-sync: setup
	scripts/bench-sync.sh

## A release `per serve` under hostile load: guesses looked up in bursts of 300, the time to store a
## household up to its 128 MB quota, peak memory while 16 devices download it at once, a sync of one
## edit in it and beside it, and trickling connections. Not part of bench-web: about 2 minutes.
bench-hostile: setup
	scripts/bench-hostile.sh

## Plain `tesseract` against PerOCR on the seeded shelf-tag corpus: time per photo and word recall.
bench-scan: setup
	scripts/bench-scan.sh

format:
	swift-format format --in-place --recursive Sources Tests Benchmarks

clean:
	rm -rf .build .build-* Web/per.wasm Web/per-files.wasm Web/per-sync.wasm Web/per-book.wasm
