#!/bin/sh
# Makes client/styles/fonts/language-switch.woff2: Noto Sans Devanagari (600, from the npm package
# @fontsource/noto-sans-devanagari, SIL Open Font License) cut down to the letters of "हिन्दी" (2.4 KB),
# so English pages can show the switch's word on devices without a Devanagari font, without loading
# the whole 54 KB face. Needs Debian's python3-fonttools and python3-brotli. Run it after upgrading
# the font package.
set -e
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2 \
  --text="हिन्दी" --layout-features='*' --flavor=woff2 \
  --output-file=client/styles/fonts/language-switch.woff2
