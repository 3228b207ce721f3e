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

# Nepali pages (DECISIONS.md 23): Noto Sans Devanagari, weights 400-800. Two cuts of it:
#  1. what visitors type (form fields, a search echoed back), any Devanagari text: the whole block
#     with the joiners and the dotted circle shaping uses, 82 kB, fetched only when such text shows;
#  2. the pages' own text, preloaded on Nepali pages: only the glyphs the site's words are drawn
#     with (each word shaped by HarfBuzz at every weight, with and without tabular digits, keeping
#     every glyph the shaping passes through), 32 kB. The script fails if it draws any word
#     differently from the whole font; a letter it lacks falls to the next font in the stack. The words it holds are listed beside it, and a test fails when the site
#     writes one that is not there (app/fonts/devanagari-font.test.ts): run `npm run media`.
# app/app.css declares both; English pages never name the second. Static 500 and 800 instances of
# the whole font for the Nepali Open Graph cards.
deva=node_modules/@fontsource-variable/noto-sans-devanagari
deva_out=app/fonts/noto-sans-devanagari-400-800.woff2
deva_site_out=app/fonts/noto-sans-devanagari-site.woff2
# Keep in step with the unicode-range of the @font-face rules in app/app.css.
deva_unicodes="U+0900-097F,U+1CD0-1CF9,U+200B-200D,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF"
/usr/bin/python3 -m fontTools.varLib.instancer "$deva/files/noto-sans-devanagari-devanagari-wght-normal.woff2" \
  wght=400:800 -o "$tmp/deva-instanced.woff2"
/usr/bin/python3 -m fontTools.subset "$tmp/deva-instanced.woff2" \
  --unicodes="$deva_unicodes" --layout-features="*" --flavor=woff2 --output-file="$deva_out"
cp "$deva/LICENSE" app/fonts/OFL-noto-sans-devanagari.txt
ls -l "$deva_out"
node scripts/devanagari-words.mjs >"$tmp/words.txt"
/usr/bin/python3 - "$tmp" "$deva_out" "$deva_site_out" <<'PY'
import re, subprocess, sys
from fontTools import subset
from fontTools.ttLib import TTFont
tmp, whole_woff2, out = sys.argv[1:]
whole = TTFont(whole_woff2); whole.flavor = None; whole.save(f"{tmp}/deva-whole.ttf")
words = f"{tmp}/words.txt"
def shape(font, *trace):
    """Each word's glyphs and positions, at each weight, with and without tabular digits (with
    --trace, also every glyph the shaping passes through on the way)."""
    runs = []
    for weight in range(400, 801, 100):
        for features in ([], ["--features=tnum"]):
            runs += subprocess.run(["hb-shape", "--no-glyph-names", "--no-clusters", f"--variations=wght={weight}",
                                    *features, *trace, f"--text-file={words}", font],
                                   check=True, capture_output=True, text=True).stdout.splitlines()
    return runs
drawn = shape(f"{tmp}/deva-whole.ttf")
traced = shape(f"{tmp}/deva-whole.ttf", "--trace", "--no-positions")
gids = sorted({int(g) for line in traced for glyphs in re.findall(r"\[([\d|]+)\]", line) for g in glyphs.split("|")})
options = subset.Options(layout_features=["*"], layout_closure=False, flavor="woff2")
cut = subset.Subsetter(options)
cut.populate(gids=gids, text=open(words, encoding="utf-8").read(), unicodes=[0x200C, 0x200D, 0x25CC])
font = TTFont(f"{tmp}/deva-whole.ttf"); cut.subset(font); subset.save_font(font, out, options)
check = TTFont(out); check.flavor = None; check.save(f"{tmp}/deva-site.ttf")
positions = lambda runs: [re.sub(r"(^\[|\|)\d+", r"\1", run) for run in runs]
lines = open(words, encoding="utf-8").read().splitlines()
broken = {lines[i % len(lines)] for i, (a, b) in enumerate(zip(positions(drawn), positions(shape(f"{tmp}/deva-site.ttf")))) if a != b}
if broken: sys.exit(f"the page font draws {sorted(broken)[:20]} differently from the whole font")
open(out.replace(".woff2", ".txt"), "w", encoding="utf-8").write("\n".join(lines) + "\n")
PY
ls -l "$deva_site_out"
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
name = subprocess.run(["node", "--input-type=module", "-e",
                       'import { locales } from "./app/content/locales.mjs"; process.stdout.write(locales.ne.name)'],
                      check=True, capture_output=True, text=True).stdout
words = sorted(set(re.findall("[\u0900-\u097f\u200c\u200d]+", name)))
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
