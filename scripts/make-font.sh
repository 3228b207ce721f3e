#!/usr/bin/env bash
# Builds the site's one web font from the @fontsource-variable package: Plus Jakarta Sans,
# weights 400-800 only (the ones the design uses) and the Latin characters the site writes,
# which is 16 kB instead of 27 kB. Needs Debian's python3-fonttools and python3-brotli.
#   bash scripts/make-font.sh
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/plus-jakarta-sans
out=app/fonts/plus-jakarta-sans-latin-400-800.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

/usr/bin/python3 -m fontTools.varLib.instancer "$src/files/plus-jakarta-sans-latin-wght-normal.woff2" \
  wght=400:800 -o "$tmp/instanced.woff2"
# Keep in step with the unicode-range of the @font-face in app/app.css.
/usr/bin/python3 -m fontTools.subset "$tmp/instanced.woff2" \
  --unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2192,U+20B9" \
  --layout-features="kern,liga,calt" --flavor=woff2 --output-file="$out"
cp "$src/LICENSE" app/fonts/OFL.txt
ls -l "$out"
