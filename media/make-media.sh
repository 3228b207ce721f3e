#!/usr/bin/env bash
# Regenerates the site's own media from scratch (DECISIONS.md 11-13). Idempotent: every run
# overwrites the same outputs. Not run in CI; the committed files in public/ are what ships.
#
#   bash media/make-media.sh            # everything
#   bash media/make-media.sh images     # icons, Open Graph image, sample logos
#   bash media/make-media.sh video      # hero loop (WebM + MP4) and its poster
#   bash media/make-media.sh portfolio  # portfolio artwork (AVIF + WebP at 800/1600w, JPEG fallback)
#
# Needs Debian packages: ffmpeg librsvg2-bin imagemagick webp pngquant optipng python3, and
# fonts-urw-base35 (P052, the serif of two sample logos; ImageMagick brings it).
# Optional: python3-fonttools python3-brotli (renders text in the site's own font,
# Plus Jakarta Sans, taken from node_modules; otherwise fonts-inter / Noto Sans are used).
# NODE_MODULES=/path/to/node_modules points at another checkout's install (e.g. a git worktree).
#
# Sources: hand-written SVGs in media/src/, each client's in that client's own palette
# (app/content/clients.ts; app/content/clients.test.ts checks them). The hero loop is a reel of
# the portfolio artwork (see below).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SRC="$ROOT/media/src"
PUB="$ROOT/public"
WHAT="${1:-all}"

case "$WHAT" in all | images | video | portfolio) ;; *)
  echo "usage: $0 [all|images|video|portfolio]" >&2
  exit 2
  ;;
esac

need() {
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 || {
      echo "make-media: '$tool' is missing (apt-get install -y ffmpeg librsvg2-bin imagemagick webp pngquant optipng)" >&2
      exit 1
    }
  done
}
need ffmpeg rsvg-convert convert cwebp pngquant optipng

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$PUB/media" "$PUB/assets/logos"

# Quantise a PNG to a palette (keeps gradients dithered) and squeeze it; falls back to a
# lossless optimisation when quantising would not help.
optimise_png() { # in.png out.png
  if pngquant --quality 80-98 --speed 1 --strip --force --output "$WORK/q.png" -- "$1"; then
    cp "$WORK/q.png" "$2"
  else
    cp "$1" "$2"
  fi
  optipng -quiet -o5 -strip all "$2"
}

# --- Fonts: static instances of the site's variable font, for rsvg-convert -----------------
setup_fonts() {
  local fontdir="$WORK/fonts"
  [[ -n "${FONTS_READY:-}" ]] && return 0
  FONTS_READY=1
  local woff2="${NODE_MODULES:-$ROOT/node_modules}/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"
  mkdir -p "$fontdir"
  if [[ -f "$woff2" ]] && /usr/bin/python3 -c 'import fontTools, brotli' 2>/dev/null; then
    /usr/bin/python3 - "$woff2" "$fontdir" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
src, out = sys.argv[1], sys.argv[2]
fam = "Plus Jakarta Sans"
for wght, style in {400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold", 800: "ExtraBold"}.items():
    font = instancer.instantiateVariableFont(TTFont(src), {"wght": wght})
    font.flavor = None
    names = font["name"]
    for nid in (1, 2, 4, 6, 16, 17):
        names.removeNames(nameID=nid)
    for nid, value in ((1, fam), (2, style), (4, f"{fam} {style}"), (6, f"PlusJakartaSans-{style}"), (16, fam), (17, style)):
        names.setName(value, nid, 3, 1, 0x409)
    font["OS/2"].usWeightClass = wght
    font.save(f"{out}/PlusJakartaSans-{style}.ttf")
PY
  else
    echo "make-media: Plus Jakarta Sans unavailable (npm ci, apt-get install python3-fonttools python3-brotli); falling back to Inter/Noto Sans" >&2
  fi
  cat >"$WORK/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>$fontdir</dir>
  <cachedir>$WORK/fontcache</cachedir>
</fontconfig>
EOF
  export FONTCONFIG_FILE="$WORK/fonts.conf"
}

svg_png() { # in.svg out.png [size]   (size = width = height)
  if [[ -n "${3:-}" ]]; then
    rsvg-convert --width "$3" --height "$3" --output "$2" "$1"
  else
    rsvg-convert --output "$2" "$1"
  fi
}

make_images() {
  setup_fonts

  # Favicons and app icons, all from the one brand mark ("S." on navy): favicon.ico (16, 32),
  # favicon.svg, apple-touch-icon.png (180), icon-192/512.png and the maskable icon-maskable-512.png,
  # listed in site.webmanifest (app/root.tsx links the favicons, apple icon and manifest).
  cp "$SRC/favicon.svg" "$PUB/favicon.svg"
  svg_png "$SRC/favicon.svg" "$WORK/fav16.png" 16
  svg_png "$SRC/favicon.svg" "$WORK/fav32.png" 32
  convert "$WORK/fav16.png" "$WORK/fav32.png" "$PUB/favicon.ico"
  svg_png "$SRC/app-icon.svg" "$WORK/apple.png" 180
  optimise_png "$WORK/apple.png" "$PUB/apple-touch-icon.png"
  svg_png "$SRC/favicon.svg" "$WORK/icon192.png" 192
  optimise_png "$WORK/icon192.png" "$PUB/icon-192.png"
  svg_png "$SRC/favicon.svg" "$WORK/icon512.png" 512
  optimise_png "$WORK/icon512.png" "$PUB/icon-512.png"
  # Maskable: full bleed, the mark inside the launchers' safe circle (Android crops it).
  svg_png "$SRC/maskable-icon.svg" "$WORK/maskable512.png" 512
  optimise_png "$WORK/maskable512.png" "$PUB/icon-maskable-512.png"

  cat >"$PUB/site.webmanifest" <<'EOF'
{
  "id": "/",
  "name": "Sathi Digital",
  "short_name": "Sathi",
  "lang": "en",
  "description": "Websites, brands and campaigns that grow Nepali businesses.",
  "start_url": "/",
  "scope": "/",
  "display": "browser",
  "theme_color": "#0a1a3f",
  "background_color": "#fbf9f6",
  "icons": [
    { "src": "/favicon.svg", "sizes": "any", "type": "image/svg+xml" },
    { "src": "/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any" },
    { "src": "/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any" },
    { "src": "/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable" },
    { "src": "/apple-touch-icon.png", "sizes": "180x180", "type": "image/png" }
  ]
}
EOF

  # Open Graph card (1200x630).
  svg_png "$SRC/og-image.svg" "$WORK/og.png"
  optimise_png "$WORK/og.png" "$PUB/og-image.png"

  # Sample client logos (600x400).
  for n in 1 2 3; do
    svg_png "$SRC/logo$n.svg" "$WORK/logo$n.png"
    optimise_png "$WORK/logo$n.png" "$PUB/assets/logos/logo$n.png"
  done
}

# --- Hero loop -------------------------------------------------------------------------------
# A slow reel of the work: three columns of tiles (the case studies' artwork, 576x360 each, 24px
# apart) on the studio's navy, the middle column gliding down and
# the outer ones up. Each column holds three tiles (a period of 3 x 384 = 1152px) and moves 1px a
# frame for 1152 frames (48 s at 24 fps), exactly one period: frame 1152 would equal frame 0, so
# the loop has no seam. Whole-pixel steps of the same pixels cost the encoders little.
# The artwork's small text is greeked (media/greek-svg.py): at this size it would be a smudge,
# so only words large enough to read stay words.
make_video() {
  setup_fonts
  local D=48 FPS=24 OW=1280 OH=720 TW=576 TH=360 GAP=24
  local PITCH=$((TH + GAP)) PERIOD=$((3 * (TH + GAP))) STEP=1
  local frames=$((D * FPS))
  ((frames * STEP == PERIOD)) || { echo "make-media: the reel must move one period per loop" >&2; exit 1; }

  # Tiles: an artwork's middle 76% (its words and devices) or a whole logo, rounded. Only the
  # middle column, whole on every screen, keeps words (11px on the tile is the smallest worth
  # keeping: 11 / (576 / 1216) = 23 user units); the outer ones, cut by the screen's edges, are
  # all shapes and colour, so no word is ever cut in half.
  local tiles="$WORK/tiles" name src
  mkdir -p "$tiles"
  tile() { # name svg min-text-size render-width render-height
    /usr/bin/python3 "$ROOT/media/greek-svg.py" "$2" "$WORK/greek.svg" "$3"
    rsvg-convert --width "$4" --height "$5" --output "$WORK/tile.png" "$WORK/greek.svg"
    convert "$WORK/tile.png" -gravity center -crop "${TW}x${TH}+0+0" +repage \
      \( -size "${TW}x${TH}" xc:none -fill white -draw "roundrectangle 0,0,$((TW - 1)),$((TH - 1)),18,18" \) \
      -alpha set -compose DstIn -composite "$tiles/$1.png"
  }
  for src in "$SRC"/portfolio/project-*.svg; do
    name="$(basename "$src" .svg)"
    tile "$name" "$src" 23 758 474
    tile "$name-shapes" "$src" 100000 758 474
  done

  # Columns: three tiles, then the first two again, so a window of the frame's height never runs out.
  column() { # out.png tile tile tile
    local out="$1" args=() y=0 name
    shift
    for name in "$@" "$1" "$2"; do
      args+=("$tiles/$name.png" -geometry "+0+$y" -composite)
      y=$((y + PITCH))
    done
    convert -size "${TW}x$((PERIOD + OH))" xc:none "${args[@]}" "$out"
  }
  column "$WORK/left.png" project-4-shapes project-2-shapes project-5-shapes
  column "$WORK/middle.png" project-1 project-6 project-2
  column "$WORK/right.png" project-6-shapes project-5-shapes project-4-shapes

  local mx=$(((OW - TW) / 2)) up="mod($STEP*n\,$PERIOD)" down="mod($PERIOD-mod($STEP*n\,$PERIOD)\,$PERIOD)"
  local master="$WORK/master.mkv"
  echo "make-media: rendering the hero reel..." >&2
  ffmpeg -hide_banner -v error -y \
    -f lavfi -i "color=c=0x0a1a3f:s=${OW}x${OH}:r=$FPS:d=$D" \
    -loop 1 -framerate $FPS -t $D -i "$WORK/left.png" \
    -loop 1 -framerate $FPS -t $D -i "$WORK/middle.png" \
    -loop 1 -framerate $FPS -t $D -i "$WORK/right.png" \
    -filter_complex "
      [1]crop=$TW:$OH:0:'$up'[l];
      [2]crop=$TW:$OH:0:'$down'[m];
      [3]crop=$TW:$OH:0:'$up'[r];
      [0][l]overlay=$((mx - TW - GAP)):0[a];
      [a][m]overlay=$mx:0[b];
      [b][r]overlay=$((mx + TW + GAP)):0,format=gbrp" \
    -frames:v $frames -c:v ffv1 "$master"

  local yuv="scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
  local tags=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)

  # H.264 for Safari/iOS; one keyframe per loop; no audio; moov atom up front.
  ffmpeg -hide_banner -v error -y -i "$master" -vf "$yuv" -an -map_metadata -1 \
    -c:v libx264 -preset veryslow -crf 20 -tune animation \
    -profile:v high -level 3.1 -g $frames "${tags[@]}" \
    -movflags +faststart "$PUB/media/hero-loop.mp4"

  # VP9 for everyone else.
  ffmpeg -hide_banner -v error -y -i "$master" -vf "$yuv" -an -map_metadata -1 \
    -c:v libvpx-vp9 -b:v 0 -crf 30 -deadline good -cpu-used 2 -row-mt 1 \
    -g $frames "${tags[@]}" "$PUB/media/hero-loop.webm"

  # Poster: the loop's first frame, straight from the lossless master. It sits under the hero's
  # navy scrim (86-95% on the text) and is the page's largest paint, so it is kept light: softened
  # a little (the scrim hides the detail anyway), about 23 kB instead of 44.
  ffmpeg -hide_banner -v error -y -i "$master" -frames:v 1 "$WORK/poster.png"
  convert "$WORK/poster.png" -blur 0x1.5 "$WORK/poster-soft.png"
  cwebp -quiet -q 50 -m 6 -metadata none "$WORK/poster-soft.png" -o "$PUB/media/hero-poster.webp"
}

# --- Portfolio artwork -----------------------------------------------------------------------
# One hand-written 1600x1000 (16:10) SVG per project in media/src/portfolio/, its words
# and devices inside the middle 70% of the frame, so a card's crop to 4:3 or 16:9 cuts no word. Each is
# rasterised at both widths (sharper than downscaling) and written to public/portfolio/ as
# project-{id}-{800,1600}.avif (AV1 still, 4:4:4 so small text and red-on-blue edges stay crisp,
# tagged sRGB/BT.709 full range), project-{id}-{800,1600}.webp and a progressive
# project-{id}-1600.jpg fallback.
make_portfolio() {
  setup_fonts
  mkdir -p "$PUB/portfolio"
  local src id w h
  for src in "$SRC"/portfolio/project-*.svg; do
    id="$(basename "$src" .svg)"
    for w in 800 1600; do
      h=$((w * 10 / 16))
      rsvg-convert --width "$w" --height "$h" --output "$WORK/$id-$w.png" "$src"
      ffmpeg -hide_banner -v error -y -i "$WORK/$id-$w.png" -frames:v 1 \
        -vf "scale=out_color_matrix=bt709:out_range=pc,format=yuv444p" \
        -c:v libaom-av1 -still-picture 1 -crf 28 -cpu-used 3 -row-mt 1 \
        -color_primaries bt709 -color_trc iec61966-2-1 -colorspace bt709 -color_range pc \
        -map_metadata -1 "$PUB/portfolio/$id-$w.avif"
      cwebp -quiet -q 78 -m 6 -sharp_yuv -metadata none "$WORK/$id-$w.png" -o "$PUB/portfolio/$id-$w.webp"
    done
    convert "$WORK/$id-1600.png" -strip -interlace Plane -sampling-factor 4:2:0 -quality 80 \
      "$PUB/portfolio/$id-1600.jpg"
  done
}

[[ "$WHAT" == all || "$WHAT" == images ]] && make_images
[[ "$WHAT" == all || "$WHAT" == video ]] && make_video
[[ "$WHAT" == all || "$WHAT" == portfolio ]] && make_portfolio

echo "make-media: done" >&2
