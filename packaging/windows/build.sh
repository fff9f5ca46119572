#!/bin/sh
# Builds the Windows release of ccdiary from Linux: ccdiary.exe (MinGW), the installer
# ccdiary-setup-VERSION.exe (NSIS) and the portable ccdiary-VERSION-windows-x64.zip, in
# target/windows/ (under CARGO_TARGET_DIR when it is set). Needs: rustup target add x86_64-pc-windows-gnu; apt-get install
# gcc-mingw-w64-x86-64 nsis zip. `--debug` packs the debug build (for quick checks).
set -eu
cd "$(dirname "$0")/../.."
profile=release
[ "${1:-}" = "--debug" ] && profile=debug
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
target=x86_64-pc-windows-gnu
if [ "$profile" = release ]; then
    cargo build --release --target "$target"
else
    cargo build --target "$target"
fi
targets="${CARGO_TARGET_DIR:-$PWD/target}"
dist="$targets/windows"
rm -rf "$dist" && mkdir -p "$dist"
cp "$targets/$target/$profile/ccdiary.exe" "$dist/"
cp LICENSE "$dist/LICENSE.txt"
cp packaging/windows/ccdiary.ico "$dist/"
makensis -V2 -INPUTCHARSET UTF8 -DVERSION="$version" -DDIST="$dist" packaging/windows/ccdiary.nsi
(cd "$dist" && zip -q -9 "ccdiary-$version-windows-x64.zip" ccdiary.exe LICENSE.txt)
ls -l "$dist"
