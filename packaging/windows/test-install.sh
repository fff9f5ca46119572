#!/bin/sh
# Installs ccdiary-setup under Wine silently, runs the installed ccdiary.exe (--help, list on
# a new diary), uninstalls silently, and checks that the program, its shortcut and its entry
# went and the diary stayed.
set -eu
cd "$(dirname "$0")/../.."
user="${USER:-$(id -un)}"
targets="${CARGO_TARGET_DIR:-$PWD/target}"
setup=$(ls "$targets"/windows/ccdiary-setup-*.exe 2>/dev/null | head -1)
[ -f "$setup" ] || { echo "no installer in $targets/windows: run packaging/windows/build.sh" >&2; exit 1; }
export WINEDEBUG=-all WINEPREFIX="$targets/wine-install"
rm -rf "$WINEPREFIX"
# A fresh prefix with the stand-in DLL in its system folder, outside what the installer owns.
packaging/windows/wine-prefix
wine "$setup" /S
wineserver -w
programs=$(winepath -u 'C:\users\'"$user"'\AppData\Local\Programs\ccdiary')
exe="$programs/ccdiary.exe"
[ -f "$exe" ] || { echo "not installed: $exe" >&2; exit 1; }
shortcut=$(winepath -u 'C:\users\'"$user"'\AppData\Roaming\Microsoft\Windows\Start Menu\Programs\ccdiary.lnk')
[ -f "$shortcut" ] || { echo "no Start-menu shortcut: $shortcut" >&2; exit 1; }
wine "$exe" --help | grep -q "Usage" || { echo "ccdiary.exe --help printed no usage" >&2; exit 1; }
wine "$exe" list
# The first start speaks the system's language: Windows has no LANG for a desktop program, so
# the user's locale (Wine takes it from the Unix one) decides.
said=$(LC_ALL=ru_RU.UTF-8 wine "$exe" list 2>&1)
case "$said" in
*"пока нет партий"*) ;;
*) echo "with a Russian user locale ccdiary.exe said: $said" >&2; exit 1 ;;
esac
said=$(LC_ALL=en_US.UTF-8 wine "$exe" list 2>&1)
case "$said" in
*"has no games yet"*) ;;
*) echo "with an English user locale ccdiary.exe said: $said" >&2; exit 1 ;;
esac
diary=$(winepath -u 'C:\users\'"$user"'\AppData\Roaming\ccdiary\data\ccdiary.sqlite')
[ -f "$diary" ] || { echo "no diary made: $diary" >&2; exit 1; }
wine "$programs/uninstall.exe" /S
wineserver -w
[ ! -e "$programs" ] || { echo "still installed: $programs" >&2; exit 1; }
[ ! -e "$shortcut" ] || { echo "the shortcut stayed: $shortcut" >&2; exit 1; }
if wine reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\ccdiary' >/dev/null 2>&1; then
    echo "the Apps entry stayed" >&2; exit 1
fi
[ -f "$diary" ] || { echo "the uninstaller removed the diary" >&2; exit 1; }
echo "installed, ran, uninstalled; the diary stayed: $diary"
# The prefix is 700 MB; kept only when something above failed.
wineserver -k || true
rm -rf "$WINEPREFIX"
