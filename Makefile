# Per — build, run and test. Every target installs what it needs first.
SWIFT ?= swift
SETUP := scripts/setup.sh

.PHONY: all setup build test test-swift test-wasm wasm run bench clean format

all: build

setup:
	@$(SETUP)

build: setup
	$(SWIFT) build

wasm: setup
	scripts/build-wasm.sh

test: setup wasm test-swift test-wasm

test-swift:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-wasm: wasm
	node --test Tests/wasm/

run: setup
	$(SWIFT) build -c release --product per
	.build/release/per compare "Brand A: 3.99 for 500 g" "Brand B: 2.49 for 1 lb" "Brand C: 11.99 for 2 kg"

bench: setup
	$(SWIFT) build -c release --product PerBench
	.build/release/PerBench

format:
	swift-format format --in-place --recursive Sources Tests Benchmarks

clean:
	rm -rf .build Web/per.wasm
