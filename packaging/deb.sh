#!/bin/sh
# Builds the Debian package and checks it with lintian, which must print no error and no
# warning. Needs cargo-deb (installed here if missing) and lintian (apt-get install -y lintian).
set -eu
cd "$(dirname "$0")/.."
command -v cargo-deb >/dev/null || cargo install --locked --version 3.8.0 cargo-deb
cargo run --quiet --example manual -- target/manual
gzip -9 -n -f target/manual/ccdiary.6
deb=$(cargo deb | tail -1)
[ -f "$deb" ] || { echo "cargo deb made no package" >&2; exit 1; }
echo "$deb"
# Info-level tags are shown, not fatal; errors and warnings fail.
lintian --fail-on error,warning --info "$deb"
