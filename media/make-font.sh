#!/usr/bin/env bash
# Builds the site's fonts from the @fontsource-variable packages: Plus Jakarta Sans (Latin):
#  1. the one web font: weights 400-800 only (the ones the design uses) and the Latin characters
#     the site writes, which is 16 kB instead of 27 kB;
#  2. two static instances, weights 500 and 800, as WOFF, for the Open Graph images drawn at build
#     time by builder/og-image.mjs (satori draws a variable font at its default weight only).
# Needs Debian's python3-fonttools and python3-brotli.
#   bash media/make-font.sh
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/plus-jakarta-sans
out=app/fonts/plus-jakarta-sans-latin-400-800.woff2
og=media/src/fonts
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

# Nepali pages (DECISIONS.md 23): Noto Sans Devanagari, weights 400-800: the whole Devanagari block
# with the joiners and the dotted circle shaping uses, 82 kB. What visitors type (form fields, a
# search shown back) is drawn in it, fetched only when such text shows; the build cuts the Nepali
# pages' font and the language switch's from it, to the words the site writes
# (builder/devanagari-font.mjs). Static 500 and 800 instances of it for the Nepali Open Graph cards.
deva=node_modules/@fontsource-variable/noto-sans-devanagari
deva_out=app/fonts/noto-sans-devanagari-400-800.woff2
# Keep in step with the unicode-range of the @font-face rules in app/app.css.
deva_unicodes="U+0900-097F,U+1CD0-1CF9,U+200B-200D,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF"
/usr/bin/python3 -m fontTools.varLib.instancer "$deva/files/noto-sans-devanagari-devanagari-wght-normal.woff2" \
  wght=400:800 -o "$tmp/deva-instanced.woff2"
/usr/bin/python3 -m fontTools.subset "$tmp/deva-instanced.woff2" \
  --unicodes="$deva_unicodes" --layout-features="*" --flavor=woff2 --output-file="$deva_out"
cp "$deva/LICENSE" app/fonts/OFL-noto-sans-devanagari.txt
ls -l "$deva_out"
for weight in 500 800; do
  /usr/bin/python3 -m fontTools.varLib.instancer "$deva/files/noto-sans-devanagari-devanagari-wght-normal.woff2" \
    wght=$weight -o "$tmp/deva-static-$weight.ttf"
  /usr/bin/python3 -m fontTools.subset "$tmp/deva-static-$weight.ttf" \
    --unicodes="$deva_unicodes" --layout-features="*" \
    --flavor=woff --output-file="$og/noto-sans-devanagari-$weight.woff"
done
ls -l "$og"/noto-sans-devanagari-*
