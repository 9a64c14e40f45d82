#!/usr/bin/env bash
# Builds one libFuzzer target and runs it on its corpus.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#
# TARGET is json-reader, document, script, simulate, elf, changeset or wasm (Fuzz/README.md
# says what each feeds). SECONDS bounds the run (-max_total_time); flags after
# it go to libFuzzer as they are (-runs=N, -seed=N). To replay a crash, run
# the built binary on it: .build-fuzz/build/fuzz-TARGET CRASH_FILE.
# Everything built or found lives under .build-fuzz/: modules in build/,
# seeds in seeds/TARGET and a dictionary in seeds/TARGET.dict (made anew
# each run), the corpus the fuzzer grows in
# corpus/TARGET, crashes in crashes/TARGET.
set -euo pipefail
cd "$(dirname "$0")/.."

targets="json-reader document script simulate elf changeset wasm"
if [ $# -lt 2 ] || ! [[ " $targets " == *" $1 "* ]] || ! [[ "$2" =~ ^[0-9]+$ ]]; then
  echo "usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]   (TARGET: ${targets// /, })" >&2
  exit 2
fi
target=$1
seconds=$2
shift 2

export PATH="/opt/swift/usr/bin:$PATH"
out=.build-fuzz
build=$out/build
mkdir -p "$build" "$out/corpus/$target" "$out/crashes/$target"
# One package name for every module, as SwiftPM gives them: `package`
# declarations are shared between ListKit's modules.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -package-name ListKit -I "$build")
# lld: gold warns about every sanitizer symbol it cannot export.
link=(-use-ld=lld)

# Compiles one module, from the Swift files under DIR (or the files and
# folders DIR lists, separated by spaces), into $build (object and
# .swiftmodule): module NAME DIR [DEPENDENCY...]. Skipped when its
# stamp, a hash of the flags, its sources and its dependencies' stamps, is
# unchanged; dependencies must be built first.
chain=""
module() {
  local name=$1 dir=$2
  shift 2
  local sources stamp
  # shellcheck disable=SC2086
  sources=$(find $dir -name '*.swift' | LC_ALL=C sort)
  stamp=$( { echo "${flags[*]}"; for dependency in "$@"; do cat "$build/$dependency.stamp"; done; cat $sources; } \
    | sha256sum | cut -c1-16)
  chain="$chain$stamp"
  if [ "$(cat "$build/$name.stamp" 2>/dev/null)" != "$stamp" ]; then
    echo "fuzz: compiling $name" >&2
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -module-name "$name" -wmo -emit-module -emit-module-path "$build/$name.swiftmodule" \
      -emit-object -o "$build/$name.o" $sources
    echo "$stamp" >"$build/$name.stamp"
  fi
  objects+=("$build/$name.o")
}

objects=()
extra=()
if [ "$target" = wasm ]; then
  # WasmKit's modules need its own build settings (a C module, experimental
  # features, traits): the target is a package of its own over ListKit by
  # path (Fuzz/Wasm), built by SwiftPM with the same sanitizers.
  echo "fuzz: building Fuzz/Wasm" >&2
  # SwiftPM keeps a path dependency's list of source files in its build
  # manifest and misses files added since: make the manifest anew.
  rm -f "$out/wasm/release.yaml"
  swift build --package-path Fuzz/Wasm --scratch-path "$out/wasm" -c release \
    --sanitize=fuzzer --sanitize=address -Xswiftc -g >"$out/wasm-build.log" 2>&1 \
    || { tail -n 30 "$out/wasm-build.log" >&2; exit 1; }
  binary=$out/wasm/release/fuzz-wasm
else
case "$target" in
  changeset)
    module ListKitCore Modules/ListKitCore
    module ListKitDiff Modules/ListKitDiff ListKitCore
    ;;
  json-reader)
    module ListKitJSON Modules/ListKitJSON
    ;;
  elf)
    # The checks are internal to ListKitPlugins, which needs libffi: the
    # entry point is compiled with the ELF validation files, over the part
    # of ListKitPluginModel they throw from (its errors, and the two names
    # of its runtime that the messages use, which import nothing).
    module ListKitCore Modules/ListKitCore
    m=Modules/ListKitPluginModel
    module ListKitPluginModel "$m/Errors $m/Runtime/PluginStatus.swift $m/Runtime/DisplayListLimits.swift" ListKitCore
    v=Modules/ListKitPlugins/Validation
    extra=("$v/ELFHeader.swift" "$v/ELFHeader+Host.swift" "$v/ELFLayout.swift")
    ;;
  *)
    module ListKitCore Modules/ListKitCore
    module ListKitDiff Modules/ListKitDiff ListKitCore
    module ListKitJSON Modules/ListKitJSON
    module ListKitSupplementary Modules/ListKitSupplementary ListKitCore
    module ListKitScrolling Modules/ListKitScrolling ListKitCore
    module ListKitEngine Modules/ListKitEngine ListKitCore ListKitSupplementary ListKitDiff ListKitScrolling
    module ListKitLifecycle Modules/ListKitLifecycle ListKitCore
    module ListKitDSL Modules/ListKitDSL ListKitCore ListKitSupplementary ListKitEngine ListKitLifecycle ListKitJSON
    module ListKitDocument Modules/ListKitDocument ListKitCore ListKitSupplementary ListKitEngine ListKitDSL \
      ListKitJSON
    if [ "$target" = script ] || [ "$target" = simulate ]; then
      # The simulator and its script reader, over the renderer.
      module ListKit Modules/ListKit ListKitCore ListKitSupplementary ListKitEngine ListKitDSL ListKitDiff \
        ListKitLifecycle ListKitScrolling
      module ListKitSimulation Modules/ListKitSimulation ListKit ListKitCore ListKitEngine ListKitLifecycle \
        ListKitDSL ListKitDiff ListKitDocument ListKitScrolling ListKitJSON
    fi
    ;;
esac

binary=$build/fuzz-$target
entry="Fuzz/$target.swift"
stamp=$( { echo "${flags[*]} ${link[*]} $chain"; cat "$entry" "${extra[@]}"; } | sha256sum | cut -c1-16)
if [ "$(cat "$binary.stamp" 2>/dev/null)" != "$stamp" ] || ! [ -x "$binary" ]; then
  echo "fuzz: linking $binary" >&2
  swiftc "${flags[@]}" -module-name "Fuzz_${target//-/_}" "$entry" "${extra[@]}" "${objects[@]}" "${link[@]}" -lm -o "$binary"
  echo "$stamp" >"$binary.stamp"
fi
fi

seeds=$out/seeds/$target
rm -rf "$seeds"
mkdir -p "$seeds"
Fuzz/seed.sh "$target" "$seeds" "$seeds.dict"
dictionary=()
[ ! -s "$seeds.dict" ] || dictionary=(-dict="$seeds.dict")

exec "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/crashes/$target/" -print_final_stats=1 "${dictionary[@]}" "$@" "$out/corpus/$target" "$seeds"
