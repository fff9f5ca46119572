#!/bin/sh
# Installs ccdiary-setup under Wine silently, runs the installed ccdiary.exe (--help, list on
# a new diary), uninstalls silently, and checks that the program went and the diary stayed.
set -eu
user="${USER:-$(id -un)}"
cd "$(dirname "$0")/../.."
dist=target/windows
setup=$(ls "$dist"/ccdiary-setup-*.exe | head -1)
export WINEDEBUG=-all WINEPREFIX="$PWD/target/wine-install"
rm -rf "$WINEPREFIX"
wineboot -i >/dev/null 2>&1 || true
wine "$setup" /S
wineserver -w
programs=$(winepath -u 'C:\users\'"$user"'\AppData\Local\Programs\ccdiary' 2>/dev/null)
exe="$programs/ccdiary.exe"
[ -f "$exe" ] || { echo "not installed: $exe" >&2; exit 1; }
# Rust's standard library needs bcryptprimitives.dll, which Wine 8 lacks (real Windows has it).
x86_64-w64-mingw32-gcc -shared -O2 -o "$programs/bcryptprimitives.dll" \
    packaging/windows/bcryptprimitives-stub.c -ladvapi32
wine "$exe" --help | grep -q "Usage" || { echo "ccdiary.exe --help printed no usage" >&2; exit 1; }
wine "$exe" list
diary=$(winepath -u 'C:\users\'"$user"'\AppData\Roaming\ccdiary\data\ccdiary.sqlite')
[ -f "$diary" ] || { echo "no diary made: $diary" >&2; exit 1; }
wine "$programs/uninstall.exe" /S
wineserver -w
sleep 2
[ ! -f "$exe" ] || { echo "still installed: $exe" >&2; exit 1; }
[ -f "$diary" ] || { echo "the uninstaller removed the diary" >&2; exit 1; }
echo "installed, ran, uninstalled; the diary stayed: $diary"
