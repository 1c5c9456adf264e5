#!/usr/bin/env bash
# Build the one-folder executable, then run it the way a player's machine would.
#
#   tools/build_and_smoke.sh              build dist/elemental-table with elemental-table.spec, then test it
#   tools/build_and_smoke.sh --no-build   test the dist/elemental-table already built
#
# The test copies the folder to a temporary directory outside the source tree
# and runs it with an empty environment (env -i) plus only SDL_VIDEODRIVER=dummy,
# SDL_AUDIODRIVER=dummy and HOME=<that directory>: no Python, no venv, no
# PYTHONPATH, no repository to fall back on. It checks that
#   - check-data exits 0 (every definition and board is in the bundle),
#   - demo plays a few seconds and writes a screenshot that is not blank,
#   - sheets prints the Elemons sheets (the component lists, imported by name, are in the bundle).
# Any failure fails the script. The build's Python (.venv) is used only to build
# and to look at the screenshot. Figures (build time, size, first frame) are printed.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY=${PY:-$ROOT/.venv/bin/python}
NAME=elemental-table
DIST=$ROOT/dist/$NAME

elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

if [[ "${1:-}" != "--no-build" ]]; then
  "$PY" -m pip install -q -r "$ROOT/requirements-build.txt"
  start=$(date +%s.%N)
  PYGAME_HIDE_SUPPORT_PROMPT=1 "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$ROOT/build" "$ROOT/$NAME.spec"
  echo "build: $(elapsed "$start" "$(date +%s.%N)") s"
fi
[[ -x "$DIST/$NAME" ]] || { echo "smoke: $DIST/$NAME is missing; build first" >&2; exit 1; }
echo "size: $(du -sh "$DIST" | cut -f1)"

TMP=$(mktemp -d)  # under $TMPDIR or /tmp: outside the source tree
trap 'rm -rf "$TMP"' EXIT
cp -a "$DIST" "$TMP/"
mkdir "$TMP/home"
EXE=$TMP/$NAME/$NAME

player() {  # the bundle, from the temporary directory, with nothing inherited
  (cd "$TMP" && env -i SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOME="$TMP/home" "$@")
}

echo "smoke: check-data"
player "$EXE" check-data

echo "smoke: demo"
player "$EXE" demo elemons --seconds 4 --screenshot "$TMP/demo.png"
[[ -s "$TMP/demo.png" ]] || { echo "smoke: the demo wrote no screenshot" >&2; exit 1; }
PYGAME_HIDE_SUPPORT_PROMPT=1 "$PY" - "$TMP/demo.png" <<'EOF'
import sys

import pygame

shot = pygame.image.load(sys.argv[1])
small = pygame.transform.scale(shot, (160, 90))
colours = {tuple(small.get_at((x, y))) for x in range(160) for y in range(90)}
if shot.get_size() != (1280, 720) or len(colours) < 20:
    sys.exit(f"smoke: the screenshot looks blank ({shot.get_width()}x{shot.get_height()}, {len(colours)} colours)")
print(f"smoke: screenshot {shot.get_width()}x{shot.get_height()}, {len(colours)} colours")
EOF

echo "smoke: colour vision (numpy and DaltonLens in the bundle)"
player "$EXE" demo kaiju --seconds 2 --vision deuteranopia --screenshot "$TMP/vision.png"
[[ -s "$TMP/vision.png" ]] || { echo "smoke: the colour-vision demo wrote no screenshot" >&2; exit 1; }
player "$EXE" check-art --vision --game monsters --out "$TMP/check-art" | grep -q "pairs compared" \
  || { echo "smoke: check-art --vision failed" >&2; exit 1; }
echo "smoke: sheets"
player "$EXE" sheets elemons --out "$TMP/sheets" >/dev/null
[[ -s "$TMP/sheets/elemons-sheets.pdf" && -s "$TMP/sheets/elemons-contact.png" ]] \
  || { echo "smoke: sheets wrote no PDF or contact sheet" >&2; exit 1; }

echo "smoke: host and join"
player "$EXE" host elemons --players remote,bot:easy --port 0 > "$TMP/host.out" 2>&1 &
hostpid=$!
for _ in $(seq 100); do grep -q '^invite ' "$TMP/host.out" && break; sleep 0.1; done
# invite SEAT ADDRESS TOKEN FINGERPRINT (more fields may follow): the bundle's TLS pins the host
read -r _ _ address token fingerprint _ < <(grep '^invite ' "$TMP/host.out") || { echo "smoke: the host printed no invitation" >&2; exit 1; }
player "$EXE" join "$address" --token "$token" --fingerprint "$fingerprint" --bot easy | grep -q '^result ' || { echo "smoke: join did not finish" >&2; exit 1; }
wait "$hostpid"
grep -q '^result ' "$TMP/host.out" || { echo "smoke: the host printed no result" >&2; exit 1; }

# First frame: the client prints the wall-clock time of its first presented frame when
# ELEMENTAL_STARTUP_PROBE is set (scenes/app.py); measured from just before the launch,
# the median of three starts (a single start on a busy CI machine says little).
times=()
for _ in 1 2 3; do
  start=$(date +%s.%N)
  line=$(player ELEMENTAL_STARTUP_PROBE=1 "$EXE" demo elemons --seconds 0.2 | grep '^first-frame ' || true)
  [[ -n "$line" ]] || { echo "smoke: the demo showed no frame" >&2; exit 1; }
  times+=("$(elapsed "$start" "${line#first-frame }")")
done
echo "first frame: $(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p) s (median of ${times[*]})"
echo "smoke: ok"
