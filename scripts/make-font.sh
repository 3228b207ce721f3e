#!/usr/bin/env bash
# Builds the site's fonts from the @fontsource-variable packages: Plus Jakarta Sans (Latin):
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

# Nepali pages (DECISIONS.md 23): Noto Sans Devanagari, weights 400-800 and the Devanagari block
# (with the joiners and the dotted circle shaping uses); app/app.css declares it for Nepali pages
# only, so English pages never fetch it. Static 500 and 800 instances for the Nepali Open Graph
# cards.
deva=node_modules/@fontsource-variable/noto-sans-devanagari
deva_out=app/fonts/noto-sans-devanagari-400-800.woff2
# Keep in step with the unicode-range of its @font-face in app/app.css.
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

# English pages show one Devanagari word on every page: the language switch's "नेपाली"
# (app/content/locales.mjs). It gets a font of just the glyphs it is drawn with (about 1 kB, one
# weight: 600, the switch's), so it never falls back to a missing system font. (The rare offer of
# the Nepali page, languages.ts, takes the full font, fetched only when it shows.)
# The glyphs come from shaping each word with HarfBuzz (Debian's libharfbuzz-bin); the script
# fails if the small font draws any word differently from the full one. The letters it holds are
# listed beside it.
label_out=app/fonts/noto-sans-devanagari-label.woff2
/usr/bin/python3 -m fontTools.varLib.instancer "$deva/files/noto-sans-devanagari-devanagari-wght-normal.woff2" \
  wght=600 -o "$tmp/deva-600.woff2"
/usr/bin/python3 - "$tmp" "$label_out" <<'PY'
import re, subprocess, sys
from fontTools import subset
from fontTools.ttLib import TTFont
tmp, out = sys.argv[1], sys.argv[2]
full = TTFont(f"{tmp}/deva-600.woff2"); full.flavor = None; full.save(f"{tmp}/deva-600.ttf")
copy = open("app/content/locales.mjs", encoding="utf-8").read()
words = sorted(set(re.findall("[\u0900-\u097f\u200c\u200d]+", copy)))
def shape(font, word):
    return subprocess.run(["hb-shape", "--no-glyph-names", "--no-clusters", font, word],
                          check=True, capture_output=True, text=True).stdout.strip()
gids = sorted({int(g.split("+")[0].split("@")[0]) for w in words for g in shape(f"{tmp}/deva-600.ttf", w).strip("[]").split("|")})
options = subset.Options(layout_features=["*"], layout_closure=False, flavor="woff2")
small = subset.Subsetter(options)
small.populate(gids=gids, unicodes=[0x20, 0x200C, 0x200D], text="".join(words))
font = TTFont(f"{tmp}/deva-600.ttf"); small.subset(font); font.save(out)
check = TTFont(out); check.flavor = None; check.save(f"{tmp}/label.ttf")
advances = lambda font, w: re.sub(r"\d+(?=[+@])", "", shape(font, w))
broken = [w for w in words if advances(f"{tmp}/deva-600.ttf", w) != advances(f"{tmp}/label.ttf", w)]
if broken: sys.exit(f"the small font draws {broken} differently: write them without that conjunct")
open(out.replace(".woff2", ".txt"), "w", encoding="utf-8").write("".join(sorted(set("".join(words)))) + "\n")
PY
ls -l "$label_out"
