#!/usr/bin/env bash
# Installs the Debian packages of the commands a script needs and the machine lacks, when run as
# root; otherwise names them and fails. Each argument is COMMAND=PACKAGE[,PACKAGE…]; a command
# is looked for on the PATH and in /usr/games.
#
#   packaging/need.sh valgrind=valgrind xvfb-run=xvfb,xauth
set -euo pipefail

missing=()
for want in "$@"; do
    command=${want%%=*}
    if ! command -v "$command" >/dev/null && [ ! -x "/usr/games/$command" ]; then
        IFS=, read -ra packages <<<"${want#*=}"
        missing+=("${packages[@]}")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
    echo "needs: ${missing[*]} (apt-get install -y ${missing[*]})" >&2
    exit 1
fi
apt-get update -q >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
