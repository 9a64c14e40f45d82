#!/usr/bin/env bash
# Builds the sample plugins into Plugins/build/:
#   libBadge.so     from Plugins/Badge/badge.c, with the C compiler alone;
#   libColorBox.so  from the Swift package Plugins/ColorBox (a dynamic library).
# Usage: Plugins/build.sh [badge|colorbox]...   (both when none is named)
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p Plugins/build
CC="${CC:-cc}"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(badge colorbox)

for target in "${targets[@]}"; do
  case "$target" in
    badge)
      "$CC" -shared -fPIC -O2 -Wall -Wextra -std=c11 \
        -I Modules/ListKitPluginABI/include \
        -o Plugins/build/libBadge.so Plugins/Badge/badge.c
      echo "built Plugins/build/libBadge.so"
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
