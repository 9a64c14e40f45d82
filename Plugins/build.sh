#!/usr/bin/env bash
# Builds the sample plugins into Plugins/build/:
#   libBadge.so     from Plugins/Badge/badge.c, with the C compiler alone;
#   Badge.wasm      from the same source, with the Swift toolchain's clang (wasm32, no C library);
#   libColorBox.so  from the Swift package Plugins/ColorBox (a dynamic library).
# Usage: Plugins/build.sh [badge|colorbox]...   (both when none is named)
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p Plugins/build
CC="${CC:-cc}"
# The Swift toolchain's clang and wasm-ld build WebAssembly (Debian's clang may lack wasm-ld).
WASM_CC="${WASM_CC:-$(dirname "$(command -v swift)")/clang}"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(badge colorbox)

for target in "${targets[@]}"; do
  case "$target" in
    badge)
      "$CC" -shared -fPIC -O2 -Wall -Wextra -std=c11 \
        -I Modules/ListKitPluginABI/include \
        -o Plugins/build/libBadge.so Plugins/Badge/badge.c
      echo "built Plugins/build/libBadge.so"
      "$WASM_CC" --target=wasm32-unknown-unknown -nostdlib -ffreestanding -O2 -Wall -Wextra -std=c11 \
        -Wl,--no-entry -I Modules/ListKitPluginABI/include \
        -o Plugins/build/Badge.wasm Plugins/Badge/badge.c
      echo "built Plugins/build/Badge.wasm"
      ;;
    colorbox)
      swift build -c release --package-path Plugins/ColorBox
      cp "$(swift build -c release --package-path Plugins/ColorBox --show-bin-path)/libColorBox.so" Plugins/build/libColorBox.so
      echo "built Plugins/build/libColorBox.so"
      ;;
    *)
      echo "build.sh: unknown plugin $target (known: badge, colorbox)" >&2
      exit 2
      ;;
  esac
done
