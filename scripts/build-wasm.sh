#!/usr/bin/env bash
# Builds the PerWasm, PerFilesWasm, PerSyncWasm and PerBookWasm products with Embedded Swift for
# wasm32-unknown-none-wasm and copies the modules to Web/per.wasm, Web/per-files.wasm,
# Web/per-sync.wasm and Web/per-book.wasm.
#
# The SwiftPM toolset is generated at build time (into .build/wasm-toolset.json, never committed)
# from the paths found on this machine: the Swift toolchain is wherever `swiftc` is, Debian's
# `wasi-libc` supplies libc.a (malloc, memcpy, ...), `libclang-rt-dev-wasm32` supplies the
# compiler-rt builtins (e.g. __multi3 for Int128). `make wasm` runs scripts/setup.sh first, which
# installs those packages. Idempotent; works from any current directory.
#
# Arguments: the products to build (all four when none).
# Environment: SWIFT (default: swift), WASM_OPT (default: wasm-opt when installed; set to an
# empty string to skip it).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

SWIFT="${SWIFT:-swift}"
triple="wasm32-unknown-none-wasm"
scratch="$root/.build-wasm"
toolset="$root/.build/wasm-toolset.json"

die() {
    echo "build-wasm: $*" >&2
    exit 1
}

# --- Locate the pieces -------------------------------------------------------------------------

swiftc_path="$(command -v swiftc)" || die "swiftc not found on PATH"
toolchain="$(dirname "$(dirname "$(readlink -f "$swiftc_path")")")"
unicode_tables="$toolchain/lib/swift/embedded/$triple/libswiftUnicodeDataTables.a"
[ -f "$unicode_tables" ] || die "the toolchain at $toolchain has no Embedded Swift stdlib for $triple ($unicode_tables is missing)"

# Files a Debian package installs, filtered by an extended regular expression. Also looks into
# the packages it depends on: libclang-rt-dev-wasm32 is a metapackage whose files live in
# libclang-rt-<version>-dev-wasm32.
package_files() {
    local package="$1" pattern="$2" dependency
    command -v dpkg >/dev/null || return 0
    {
        dpkg -L "$package" 2>/dev/null || true
        for dependency in $(dpkg-query -W -f='${Depends}' "$package" 2>/dev/null | tr ',|' '\n\n' | awk '{print $1}'); do
            dpkg -L "$dependency" 2>/dev/null || true
        done
    } | grep -E "$pattern" || true
}

# The first existing file among the arguments.
first_file() {
    local candidate
    for candidate in "$@"; do
        if [ -f "$candidate" ]; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

# shellcheck disable=SC2046 # word splitting of the package's file list is intended
libc="$(first_file $(package_files wasi-libc '/wasm32-wasi/libc\.a$') /usr/lib/wasm32-wasi/libc.a /usr/share/wasi-sysroot/lib/wasm32-wasi/libc.a)" \
    || die "wasi-libc's libc.a not found (run scripts/setup.sh, or: apt-get install wasi-libc)"

# shellcheck disable=SC2046
builtins="$(first_file $(package_files libclang-rt-dev-wasm32 'builtins.*wasm32\.a$') /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a)" \
    || die "compiler-rt builtins for wasm32 not found (run scripts/setup.sh, or: apt-get install libclang-rt-dev-wasm32)"

# --- Compile the support objects ---------------------------------------------------------------

# C that the module needs besides Swift, in scripts/wasm-support: the allocator (malloc, free,
# posix_memalign, ... for the Embedded Swift runtime; much smaller than wasi-libc's dlmalloc) and
# the stack-protector symbols Debian's compiler-rt builtins reference. Compiled with the
# toolchain's own clang; linked before libc.a, so that libc's allocator is never pulled in.
clang="$toolchain/bin/clang"
[ -x "$clang" ] || clang="$(command -v clang)" || die "no clang next to swiftc ($toolchain/bin/clang) or on PATH"
support_dir="$scratch/support"
mkdir -p "$support_dir"
support_objects=()
for source in "$root"/scripts/wasm-support/*.c; do
    object="$support_dir/$(basename "${source%.c}").o"
    if [ ! -f "$object" ] || [ "$source" -nt "$object" ]; then
        "$clang" --target=wasm32-unknown-unknown -Oz -fno-stack-protector -ffreestanding -nostdlib \
            -c "$source" -o "$object"
    fi
    support_objects+=("$object")
done

# --- Generate the toolset ----------------------------------------------------------------------

json_string() {
    local s="${1//\\/\\\\}"
    printf '"%s"' "${s//\"/\\\"}"
}

mkdir -p "$(dirname "$toolset")"
new_toolset="$(mktemp "$toolset.XXXXXX")"
# Besides the flags from DESIGN.md: `Extern` enables `@_extern(wasm, module:name:)`, which
# PerWasm uses to import the JavaScript functions it needs (Sources/WasmABI/EmbeddedSupport.swift),
# `--stack-first` puts the 1 MiB stack below the data so that a stack overflow traps instead of
# silently overwriting globals and the heap, `-inline-threshold=0` leaves LLVM's inlining to
# what always pays for itself in size (Swift's own -Osize inlining still applies), and
# `-sil-disable-pass=closure-specialize` keeps one copy of a function that takes a closure
# (`String.withUTF8` and the like) instead of one copy for every closure passed to it (about
# 2.7 KB). `-sil-disable-pass=loop-rotate` keeps each loop's test in one place instead of copying
# it before the loop (about 3.6 KB). The Embedded runtime's `swift_retain` and
# `swift_isUniquelyReferenced_nonNull_native` are Swift code compiled into the module, small
# enough for LLVM to inline at every one of their hundreds of call sites: `noinline` keeps them
# calls (about 7.7 KB). Swift's own inliner counts a call's removal for half its default
# (`-sil-inline-removed-call-benefit`, 20) and inlines nothing into a function of more than 5
# blocks (`-sil-inline-overall-caller-block-limit`, 400): large functions such as the reducer and
# the view model then call their helpers instead of carrying copies (about 13.4 KB).
cat >"$new_toolset" <<EOF
{
  "schemaVersion": "1.0",
  "swiftCompiler": {
    "extraCLIOptions": [
      "-enable-experimental-feature", "Embedded",
      "-enable-experimental-feature", "Extern",
      "-wmo", "-Osize", "-Xllvm", "-inline-threshold=0",
      "-Xllvm", "-sil-disable-pass=closure-specialize",
      "-Xllvm", "-sil-disable-pass=loop-rotate",
      "-Xllvm", "-sil-inline-removed-call-benefit=10",
      "-Xllvm", "-sil-inline-overall-caller-block-limit=5",
      "-Xllvm", "-force-attribute=swift_retain:noinline",
      "-Xllvm", "-force-attribute=swift_isUniquelyReferenced_nonNull_native:noinline",
      "-Xfrontend", "-disable-stack-protector",
      "-Xclang-linker", "-nostdlib"
    ]
  },
  "linker": {
    "extraCLIOptions": [
      "-z", "stack-size=1048576",
      "--no-entry",
      "--stack-first",
      "--strip-all",
      $(for object in "${support_objects[@]}"; do printf '%s, ' "$(json_string "$object")"; done)
      $(json_string "$libc"),
      $(json_string "$unicode_tables"),
      $(json_string "$builtins")
    ]
  }
}
EOF
# Replace the file only when it changed, so SwiftPM's incremental build is not invalidated. When
# it did change, drop SwiftPM's cached build plan, which does not notice a changed toolset.
if cmp -s "$new_toolset" "$toolset"; then
    rm -f "$new_toolset"
else
    mv -f "$new_toolset" "$toolset"
    rm -f "$scratch/release.yaml" "$scratch/$triple/release/description.json"
fi

# --- Build -------------------------------------------------------------------------------------

size_of() { wc -c <"$1" | tr -d ' '; }
wasm_opt="${WASM_OPT-$(command -v wasm-opt || true)}"

# Builds one product and writes it, optimised, to an output path.
build_module() {
    local product="$1" output="$2" built raw_size bin_path
    # Link-time optimisation over the whole module: PerKit, PerWire and the exports are compiled
    # to LLVM bitcode and optimised together when linked, so that code of one module is
    # inlined, merged or dropped for its callers in another (about 14 KB smaller than separate
    # objects).
    local build_options=(-c release --triple "$triple" --toolset "$toolset" --product "$product"
        --scratch-path "$scratch" --experimental-lto-mode=full)

    echo "build-wasm: building $product for $triple (toolchain $toolchain)"
    "$SWIFT" build "${build_options[@]}"

    bin_path="$("$SWIFT" build "${build_options[@]}" --show-bin-path)"
    built="$(first_file "$bin_path/$product.wasm" "$bin_path/$product")" \
        || die "the build finished but $bin_path/$product.wasm is missing"

    mkdir -p "$(dirname "$output")"
    raw_size="$(size_of "$built")"
    if [ -n "$wasm_opt" ]; then
        # clang already runs wasm-opt when it finds one, and that pass records the module's
        # features; name them anyway (those of LLVM's default wasm32 CPU) so that a module linked
        # without that pass, whose features section --strip-all removed, still validates.
        # `--flatten --rereloop` rewrites each function's control flow from scratch before
        # optimising; -Oz twice cleans up after it (binaryen's "Optimizer Cookbook"; about 2 KB
        # smaller than -Oz alone). A second round finds a little more (about 0.4 KB). `--low-memory-unused` lets it fold a constant added to an
        # address into the load's or store's offset, which changes only an address that wraps
        # around 4 GiB into the bottom KiB of memory: the far end of the 1 MiB stack, which
        # `--stack-first` puts there and no pointer arithmetic reaches by wrapping (about 3.4 KB).
        "$wasm_opt" --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
            --enable-nontrapping-float-to-int --low-memory-unused --flatten --rereloop -Oz \
            --flatten --rereloop -Oz -Oz \
            "$built" -o "$output.tmp"
        mv -f "$output.tmp" "$output"
        echo "build-wasm: linked ${built#"$root/"}: $raw_size bytes; after wasm-opt: $(size_of "$output") bytes"
    else
        cp -f "$built" "$output"
        echo "build-wasm: linked ${built#"$root/"}: $raw_size bytes (wasm-opt not found; not optimised further)"
    fi
    echo "build-wasm: wrote ${output#"$root/"} ($(size_of "$output") bytes)"
}

# per.wasm, the app every visit loads; per-files.wasm, list files (CSV and JSON import and
# export), which the page loads the first time the shopper imports or exports; per-sync.wasm,
# household sync, which the page loads on devices that belong to a household; and
# per-book.wasm, the price book screen, which the page loads the first time it shows.
# Arguments name the products to build (e.g. `scripts/build-wasm.sh PerWasm`); none builds all.
for product in PerWasm PerFilesWasm PerSyncWasm PerBookWasm; do
    if [ $# -gt 0 ] && [[ " $* " != *" $product "* ]]; then continue; fi
    case "$product" in
    PerWasm) build_module PerWasm "$root/Web/per.wasm" ;;
    PerFilesWasm) build_module PerFilesWasm "$root/Web/per-files.wasm" ;;
    PerSyncWasm) build_module PerSyncWasm "$root/Web/per-sync.wasm" ;;
    PerBookWasm) build_module PerBookWasm "$root/Web/per-book.wasm" ;;
    esac
done
