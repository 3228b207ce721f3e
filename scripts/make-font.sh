#!/usr/bin/env bash
# Builds the site's fonts from the @fontsource-variable package (Plus Jakarta Sans, Latin):
#  1. the one web font: weights 400-800 only (the ones the design uses) and the Latin characters
#     the site writes, which is 16 kB instead of 27 kB;
#  2. two static instances, weights 500 and 800, as WOFF, for the Open Graph images drawn at build
#     time by scripts/og-image.mjs (satori draws a variable font at its default weight only).
# Needs Debian's python3-fonttools and python3-brotli.
#   bash scripts/make-font.sh
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/plus-jakarta-sans
out=app/fonts/plus-jakarta-sans-latin-400-800.woff2
og=scripts/media-src/fonts
# Keep in step with the unicode-range of the @font-face in app/app.css.
unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2192,U+20B9"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

/usr/bin/python3 -m fontTools.varLib.instancer "$src/files/plus-jakarta-sans-latin-wght-normal.woff2" \
  wght=400:800 -o "$tmp/instanced.woff2"
/usr/bin/python3 -m fontTools.subset "$tmp/instanced.woff2" \
  --unicodes="$unicodes" \
  --layout-features="kern,liga,calt" --flavor=woff2 --output-file="$out"
cp "$src/LICENSE" app/fonts/OFL.txt
ls -l "$out"

mkdir -p "$og"
for weight in 500 800; do
  /usr/bin/python3 -m fontTools.varLib.instancer "$src/files/plus-jakarta-sans-latin-wght-normal.woff2" \
    wght=$weight -o "$tmp/static-$weight.ttf"
  /usr/bin/python3 -m fontTools.subset "$tmp/static-$weight.ttf" \
    --unicodes="$unicodes" --layout-features="kern,liga,calt" \
    --flavor=woff --output-file="$og/plus-jakarta-sans-latin-$weight.woff"
done
cp "$src/LICENSE" "$og/OFL.txt"
ls -l "$og"
