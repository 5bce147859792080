#!/bin/sh
# Build the Linux artifacts into dist/: the one-folder bundle (dist/rummy-parlor/), a .tar.gz of
# it, and a .deb that installs it to /opt/rummy-parlor with `rummy-parlor` on the PATH, the
# menu entry, the AppStream metainfo and the icons. Needs python3 (3.11+) and dpkg-deb, and a C
# compiler for the compiled engine.
set -eu
cd "$(dirname "$0")/.."
VENV=build/venv
[ -x "$VENV/bin/pyinstaller" ] || {
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q "pyinstaller>=6.10,<7" .  # a new major may change the bundle
}
# This checkout's code, every time: with the compiled engine (setup.py) when a C compiler is
# here, else (or if compiling fails) the Python engine, which plays the same matches, slower.
if command -v cc > /dev/null && RUMMY_PARLOR_COMPILE=1 "$VENV/bin/pip" install -q \
        --force-reinstall --no-deps .; then
    :
else
    echo "building with the Python engine (no C compiler, or compiling failed)" >&2
    "$VENV/bin/pip" install -q --force-reinstall --no-deps .
fi
VERSION=$("$VENV/bin/python" -c 'import game; print(game.__version__)')
ARCH=$(dpkg --print-architecture)
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/rummy-parlor.spec

TARBALL="dist/rummy-parlor-$VERSION-linux-$(uname -m).tar.gz"
tar -C dist -czf "$TARBALL" rummy-parlor

ID=org.rummyparlor.RummyParlor
STAGE="build/deb/rummy-parlor_${VERSION}_$ARCH"
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
    "$STAGE/usr/share/metainfo"
cp -a dist/rummy-parlor "$STAGE/opt/rummy-parlor"
ln -s /opt/rummy-parlor/rummy-parlor "$STAGE/usr/bin/rummy-parlor"
install -m644 "packaging/linux/$ID.desktop" "$STAGE/usr/share/applications/"
install -m644 "packaging/linux/$ID.metainfo.xml" "$STAGE/usr/share/metainfo/"
for size in 16 24 32 48 64 128 256 512; do
    install -D -m644 "assets/icons/rummy-parlor-$size.png" \
        "$STAGE/usr/share/icons/hicolor/${size}x$size/apps/$ID.png"
done
SIZE=$(du -sk "$STAGE" | cut -f1)
sed "s/@VERSION@/$VERSION/; s/@ARCH@/$ARCH/; s/@SIZE@/$SIZE/" packaging/linux/control.in \
    > "$STAGE/DEBIAN/control"
DEB="dist/rummy-parlor_${VERSION}_$ARCH.deb"
dpkg-deb --build --root-owner-group "$STAGE" "$DEB" > /dev/null
echo "built dist/rummy-parlor/, $TARBALL and $DEB"
