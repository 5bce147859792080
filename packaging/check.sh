#!/bin/sh
# Prove the Linux artifacts from a clean build: build them, then run the bundle headless as a
# new user would (no settings, no saves, no folders), check what the .deb and the .tar.gz hold,
# and validate the desktop entry and the AppStream metainfo. CI runs this after the tests.
set -eu
cd "$(dirname "$0")/.."
./packaging/build-linux.sh

VERSION=$(build/venv/bin/python -c 'import game; print(game.__version__)')
BUNDLE=dist/rummy-parlor
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir "$TMP/home"
touch "$TMP/marker"
fail() { echo "packaging check FAILED: $*" >&2; exit 1; }

# A first run in an empty home: every folder the program needs, it makes itself.
run() {
    env -i PATH=/usr/bin:/bin HOME="$TMP/home" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@"
}
[ "$(run "$BUNDLE/rummy-parlor" --version)" = "rummy-parlor $VERSION" ] || fail "--version"
run "$BUNDLE/rummy-parlor" simulate --game pay-me --players 3 --games 1 --seed 1 > "$TMP/sim.txt"
grep -q "matches" "$TMP/sim.txt" || fail "simulate printed no totals"
# The bundled engine is the compiled one when a C compiler is here, and plays exactly the same
# matches as this checkout's Python (a searching bot exercises the most of it).
SIM="simulate --game gin --players 2 --games 1 --seed 4 --bots hard,normal --json"
run "$BUNDLE/rummy-parlor" $SIM > "$TMP/bundle.json"
PYTHONPATH=. build/venv/bin/python -m game $SIM > "$TMP/source.json"
build/venv/bin/python - "$TMP/bundle.json" "$TMP/source.json" <<'PY' || fail "the bundled engine"
import json, shutil, sys
bundle, source = (json.load(open(path)) for path in sys.argv[1:])
want = "compiled" if shutil.which("cc") else "python"
if source["engine"] != "python" or bundle["engine"] != want:
    sys.exit(f"engines: bundle {bundle['engine']} (want {want}), source {source['engine']}")
for result in bundle, source:
    del result["seconds"], result["engine"]
sys.exit(0 if bundle == source else f"different play: {bundle} against {source}")
PY
run "$BUNDLE/rummy-parlor" screenshot --scene table --game rummy --players 3 --seed 2 \
    --actions 12 --out "$TMP/table.png" > /dev/null
build/venv/bin/python - "$TMP/table.png" <<'PY' || fail "the screenshot is blank"
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
import pygame
img = pygame.transform.scale(pygame.image.load(sys.argv[1]), (64, 36))
colours = {img.get_at((x, y))[:3] for x in range(64) for y in range(36)}
sys.exit(0 if len(colours) > 40 else 1)
PY
# The window itself opens and keeps running (stopped after a few seconds).
status=0
run timeout 4 "$BUNDLE/rummy-parlor" 2> "$TMP/gui.err" || status=$?
[ "$status" = 124 ] || { cat "$TMP/gui.err" >&2; fail "the program did not stay open ($status)"; }
if grep -q Traceback "$TMP/gui.err"; then cat "$TMP/gui.err" >&2; fail "traceback"; fi
# Nothing is ever written inside the installed folder.
[ -z "$(find "$BUNDLE" -newer "$TMP/marker" -print -quit)" ] || fail "the bundle folder changed"

# The .tar.gz and the .deb hold the bundle; the .deb puts it in /opt with a launcher.
tar -tzf "dist/rummy-parlor-$VERSION-linux-$(uname -m).tar.gz" | grep -q '^rummy-parlor/rummy-parlor$' \
    || fail "the tarball lacks the program"
DEB="dist/rummy-parlor_${VERSION}_$(dpkg --print-architecture).deb"
dpkg-deb -x "$DEB" "$TMP/root"
[ "$(readlink "$TMP/root/usr/bin/rummy-parlor")" = /opt/rummy-parlor/rummy-parlor ] \
    || fail "no launcher on the PATH"
[ "$(run "$TMP/root/opt/rummy-parlor/rummy-parlor" --version)" = "rummy-parlor $VERSION" ] \
    || fail "the packaged program does not run"
for f in usr/share/applications/org.rummyparlor.RummyParlor.desktop \
         usr/share/metainfo/org.rummyparlor.RummyParlor.metainfo.xml \
         usr/share/icons/hicolor/256x256/apps/org.rummyparlor.RummyParlor.png; do
    [ -f "$TMP/root/$f" ] || fail "the .deb lacks $f"
done
dpkg-deb -f "$DEB" Version | grep -qx "$VERSION" || fail "the .deb's version"
# names in other scripts are drawn from system fonts, found through fontconfig
dpkg-deb -f "$DEB" Recommends | grep -q "fontconfig, fonts-dejavu-core" \
    || fail "the .deb does not recommend the fonts names are drawn from"

# As root (CI is), really install it, run it from the PATH, and remove it again.
if [ "$(id -u)" = 0 ]; then
    dpkg -i "$DEB" > /dev/null
    [ "$(run rummy-parlor --version)" = "rummy-parlor $VERSION" ] || fail "installed, it does not run"
    dpkg -r rummy-parlor > /dev/null
    [ ! -e /opt/rummy-parlor ] && [ ! -e /usr/bin/rummy-parlor ] || fail "removal left files"
else
    echo "not root: the .deb was unpacked and run, not installed"
fi

desktop-file-validate "$TMP/root/usr/share/applications/org.rummyparlor.RummyParlor.desktop"
appstreamcli validate --no-net \
    "$TMP/root/usr/share/metainfo/org.rummyparlor.RummyParlor.metainfo.xml"
echo "packaging check passed: rummy-parlor $VERSION"
