"""A font cut to the glyphs some words are drawn with (scripts/make-font.sh).

    python3 scripts/cut-font.py WHOLE.woff2 WORDS.txt OUT.woff2 [WEIGHT ...]

HarfBuzz (Debian's libharfbuzz-bin) shapes each word of WORDS.txt (one a line) at each weight
(a variable font; none: the font as it is), with and without tabular digits, and the cut keeps
every glyph the shaping passes through, not only the ones it ends with (a conjunct is built in
steps). Fails if the cut draws any word differently from the whole font. Writes the words beside
the cut (OUT.txt), for the test that the site writes no other (scripts/devanagari-words.test.ts).
"""
import re
import subprocess
import sys
import tempfile

from fontTools import subset
from fontTools.ttLib import TTFont

whole_woff2, words, out, *weights = sys.argv[1:]
tmp = tempfile.mkdtemp()


def as_ttf(path, name):
    """HarfBuzz 6 reads no WOFF2."""
    font = TTFont(path)
    font.flavor = None
    font.save(f"{tmp}/{name}.ttf")
    return f"{tmp}/{name}.ttf"


def shape(font, *trace):
    """Each word's glyphs and positions, for each weight and digit style, one a line."""
    runs = []
    for weight in weights or [None]:
        for features in ([], ["--features=tnum"]):
            variations = [f"--variations=wght={weight}"] if weight else []
            runs += subprocess.run(
                ["hb-shape", "--no-glyph-names", "--no-clusters", *variations, *features, *trace,
                 f"--text-file={words}", font],
                check=True, capture_output=True, text=True).stdout.splitlines()
    return runs


whole = as_ttf(whole_woff2, "whole")
traced = shape(whole, "--trace", "--no-positions")
gids = sorted({int(g) for line in traced for glyphs in re.findall(r"\[([\d|]+)\]", line)
               for g in glyphs.split("|")})
options = subset.Options(layout_features=["*"], layout_closure=False, flavor="woff2")
cut = subset.Subsetter(options)
lines = open(words, encoding="utf-8").read().splitlines()
cut.populate(gids=gids, text="".join(lines), unicodes=[0x200C, 0x200D, 0x25CC])
font = TTFont(whole)
cut.subset(font)
subset.save_font(font, out, options)

positions = lambda runs: [re.sub(r"(^\[|\|)\d+", r"\1", run) for run in runs]
drawn_by_cut = positions(shape(as_ttf(out, "cut")))
broken = {lines[i % len(lines)] for i, run in enumerate(positions(shape(whole))) if run != drawn_by_cut[i]}
if broken:
    sys.exit(f"{out} draws {sorted(broken)[:20]} differently from the whole font")
open(re.sub(r"\.woff2$", ".txt", out), "w", encoding="utf-8").write("\n".join(lines) + "\n")
