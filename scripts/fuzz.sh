#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of Tests/Fuzz (docs/testing.md, "Fuzzing").
#
#   scripts/fuzz.sh build                   builds every target in .build/fuzz
#   scripts/fuzz.sh run [TARGET...]         runs each target FUZZ_TIME seconds (default 60) on a
#                                           copy of its seed corpus, Tests/Fuzz/corpus/TARGET
#   scripts/fuzz.sh merge [TARGET...]       runs as `run` does, then adds the inputs that reach
#                                           new code to the seed corpus, minimised (-merge=1)
#   scripts/fuzz.sh list                    names the targets
#
# PerKit and PerWire are compiled with swiftc itself, not SwiftPM, with the sanitizers of the
# Swift toolchain's clang (-sanitize=fuzzer,address): `swift build` never sees the targets.
# A run that finds a crash, a leak or a timeout fails at the end; the input is kept in
# Tests/Fuzz/artifacts/TARGET (git-ignored) and the command that reproduces it is printed.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

FUZZ_TIME=${FUZZ_TIME:-60}
# The Swift runtime's backtracer and ASan's report get in each other's way: ASan reports.
export SWIFT_BACKTRACE=enable=no
fuzz=Tests/Fuzz
build=.build/fuzz
artifacts=$fuzz/artifacts
swiftc=${SWIFTC:-swiftc}
flags=(-swift-version 6 -parse-as-library -sanitize=fuzzer,address -O -g)
# The toolchain's lld links the sanitizer runtimes without gold's warnings.
if [ -x "$(dirname "$(command -v "$swiftc")")/ld.lld" ]; then flags+=(-use-ld=lld); fi

all_targets() {
    for file in "$fuzz"/Targets/*.swift; do basename "$file" .swift; done
}

# Whether $1 is missing or older than any of the other files.
stale() {
    local output=$1
    shift
    [ ! -e "$output" ] || [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

# Compiles the sources of Sources/$1 as a static library and module in $build, after the
# libraries $2… it imports.
build_library() {
    local module=$1
    shift
    local sources dependencies=()
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    for dependency in "$@"; do dependencies+=("$build/lib$dependency.a"); done
    if stale "$build/lib$module.a" "${sources[@]}" "${dependencies[@]}"; then
        echo "Compiling $module for fuzzing"
        "$swiftc" "${flags[@]}" -wmo -module-name "$module" -I "$build" \
            -emit-module -emit-module-path "$build/$module.swiftmodule" \
            -emit-library -static -o "$build/lib$module.a" "${sources[@]}"
    fi
}

build_target() {
    local target=$1
    local binary=$build/$target
    local sources=("$fuzz"/Support/*.swift "$fuzz/Targets/$target.swift")
    if stale "$binary" "${sources[@]}" "$build/libPerKit.a" "$build/libPerWire.a"; then
        echo "Linking $target"
        "$swiftc" "${flags[@]}" -module-name "fuzz_${target//-/_}" -I "$build" -L "$build" \
            -lPerWire -lPerKit "${sources[@]}" -o "$binary"
    fi
}

build_all() {
    mkdir -p "$build"
    build_library PerKit
    build_library PerWire PerKit
    for target in "$@"; do build_target "$target"; done
}

# Runs $1 for FUZZ_TIME seconds on a copy of its corpus; with $2 = merge, then adds what it
# found to the corpus. Returns libFuzzer's status.
run_target() {
    local target=$1 mode=${2:-run}
    local corpus=$fuzz/corpus/$target
    local work=$build/work/$target
    local dictionary=$fuzz/dictionaries/$target.dict
    local options=(-max_total_time="$FUZZ_TIME" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
        -artifact_prefix="$artifacts/$target/")
    if [ -f "$dictionary" ]; then options+=(-dict="$dictionary"); fi
    rm -rf "$work"
    mkdir -p "$work" "$corpus" "$artifacts/$target"
    cp -R "$corpus"/. "$work"/
    echo "== $target: ${FUZZ_TIME} s on $(find "$corpus" -type f | wc -l) seeds"
    local status=0
    "$build/$target" "${options[@]}" "$work" 2>"$build/$target.log" || status=$?
    grep -E '^(#[0-9]+\s+DONE|Done [0-9]+ runs|stat::number_of_executed_units|stat::peak_rss_mb)' \
        "$build/$target.log" || true
    if [ "$status" -ne 0 ]; then
        grep -E -A30 'ERROR: |Fatal error|invariant broken|==[0-9]+==' "$build/$target.log" | head -60 || true
        local artifact
        artifact=$(sed -n 's/.*Test unit written to \(.*\)/\1/p' "$build/$target.log" | tail -1)
        echo "!! $target failed (status $status); the whole log: $build/$target.log"
        if [ -n "$artifact" ]; then
            echo "!! Reproduce: scripts/fuzz.sh build && $build/$target $artifact"
        fi
        return "$status"
    fi
    if [ "$mode" = merge ]; then
        local before
        before=$(find "$corpus" -type f | wc -l)
        "$build/$target" -merge=1 "$corpus" "$work" 2>>"$build/$target.log"
        echo "   corpus: $before → $(find "$corpus" -type f | wc -l) inputs"
    fi
}

command=${1:-run}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then mapfile -t targets < <(all_targets); fi
for target in "${targets[@]}"; do
    if [ ! -f "$fuzz/Targets/$target.swift" ]; then
        echo "No fuzz target '$target'; the targets: $(all_targets | tr '\n' ' ')" >&2
        exit 64
    fi
done

case $command in
list) all_targets ;;
build) build_all "${targets[@]}" ;;
run | merge)
    build_all "${targets[@]}"
    failed=()
    for target in "${targets[@]}"; do
        run_target "$target" "$command" || failed+=("$target")
    done
    if [ ${#failed[@]} -gt 0 ]; then
        echo "Fuzzing found problems in: ${failed[*]}" >&2
        exit 1
    fi
    ;;
*)
    echo "usage: scripts/fuzz.sh build|run|merge|list [TARGET...]" >&2
    exit 64
    ;;
esac
