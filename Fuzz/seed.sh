#!/usr/bin/env bash
# Writes the seed inputs of one fuzz target into a folder, and for the JSON
# targets a libFuzzer dictionary of the format's words (Fuzz/run.sh calls it).
#
#   Fuzz/seed.sh TARGET FOLDER DICTIONARY
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1
seeds=$2
dictionary=$3
: >"$dictionary"

# Every quoted word of the files given, as a dictionary entry with its
# quotes ("\"width\""), and JSON's own words and punctuation.
words() {
  grep -ohE '"[A-Za-z][A-Za-z0-9]*"' "$@" | sort -u | sed 's/"/\\"/g; s/.*/"&"/' >>"$dictionary"
  printf '%s\n' '"true"' '"false"' '"null"' '"\": "' '"{\""' '"\"}"' '"[{"' '"}]"' '"1e308"' '"-0.5"' >>"$dictionary"
}
strings=Fuzz/Support/test-strings.pl
docs=Tests/ListKitDocumentTests

case "$target" in
  json-reader | document)
    words Modules/ListKitDocument/Decoding/*.swift Documentation/LayoutDocument.md Examples/*.json
    cp Examples/*.json "$seeds/"
    perl "$strings" "$seeds" test "$docs/Support.swift" "$docs/MalformedDocumentTests.swift" \
      "$docs/HostileInputTests.swift" "$docs/FullDocument.swift" Tests/ListKitJSONTests/JSONParserTests.swift
    ;;
  script)
    words Modules/ListKitSimulation/Script/*.swift Documentation/viewport-sim.md Examples/scripts/*.json
    for file in Examples/scripts/*.json; do cp "$file" "$seeds/script-$(basename "$file")"; done
    perl "$strings" "$seeds" test Tests/EndToEndTests/SimulateTests.swift
    ;;
  simulate)
    # Each example script with the document it names and, when it has
    # update steps, the first document they name, NUL between the parts.
    words Modules/ListKitSimulation/Script/*.swift Documentation/viewport-sim.md Examples/scripts/*.json \
      Modules/ListKitDocument/Decoding/*.swift Examples/*.json
    for file in Examples/scripts/*.json; do
      mapfile -t named < <(sed -n 's/.*"document": *"\([^"]*\)".*/\1/p' "$file")
      [ ${#named[@]} -gt 0 ] || continue
      seed="$seeds/simulate-$(basename "$file")"
      { cat "Examples/scripts/${named[0]}"; printf '\0'; cat "$file"
        [ ${#named[@]} -lt 2 ] || { printf '\0'; cat "Examples/scripts/${named[1]}"; }; } >"$seed"
    done
    ;;
  elf)
    # Plugins built by Plugins/build.sh, else the Badge sample compiled on
    # the spot; each whole and cut short at the ends of the tables the
    # checks read.
    libraries=()
    for file in Plugins/build/*.so; do
      [ -f "$file" ] && libraries+=("$file")
    done
    if [ ${#libraries[@]} -eq 0 ] && command -v "${CC:-cc}" >/dev/null; then
      "${CC:-cc}" -shared -fPIC -O2 -I Modules/ListKitPluginABI/include -o "$seeds/libBadge.so" Plugins/Badge/badge.c
      libraries+=("$seeds/libBadge.so")
    fi
    index=0
    for file in "${libraries[@]}"; do
      index=$((index + 1))
      size=$(stat -c %s "$file")
      for length in 16 52 64 120 512 4096 $((size / 2)) $((size - 1)) "$size"; do
        [ "$length" -le "$size" ] && head -c "$length" "$file" >"$seeds/lib$index-$length"
      done
    done
    # A file that is only a 64-bit little-endian x86-64 shared object header.
    printf '\177ELF\002\001\001\000\000\000\000\000\000\000\000\000\003\000\076\000' >"$seeds/header"
    head -c 44 /dev/zero >>"$seeds/header"
    ;;
  changeset)
    # Any bytes make a case; a few of different lengths and patterns.
    printf '' >"$seeds/empty"
    printf '\001\002\003\004\005\006\007\010\011\012\013\014\015\016\017\020' >"$seeds/counting"
    head -c 256 /dev/zero >"$seeds/zeros"
    head -c 256 /dev/zero | tr '\000' '\377' >"$seeds/ones"
    ;;
  wasm)
    # The Badge sample and the spinning fixture as WebAssembly (built on the
    # spot with the toolchain's clang), each whole and cut short; the magic
    # number alone, and a module with no sections.
    clang=$(dirname "$(command -v swift)")/clang
    for source in Plugins/Badge/badge.c Tests/EndToEndTests/Fixtures/spin.c; do
      name=$(basename "$source" .c)
      "$clang" --target=wasm32-unknown-unknown -nostdlib -ffreestanding -O2 -Wl,--no-entry \
        -I Modules/ListKitPluginABI/include -o "$seeds/$name.wasm" "$source"
      size=$(stat -c %s "$seeds/$name.wasm")
      for length in 8 64 512 $((size / 2)) $((size - 1)); do
        head -c "$length" "$seeds/$name.wasm" >"$seeds/$name-$length"
      done
    done
    printf '\000asm' >"$seeds/magic"
    printf '\000asm\001\000\000\000' >"$seeds/empty-module"
    printf '"listkit_plugin_entry"\n"listkit_alloc"\n"listkit_measure"\n"listkit_render"\n"memory"\n"listkit"\n' \
      >"$dictionary"
    ;;
esac
