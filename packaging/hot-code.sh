#!/usr/bin/env bash
# Writes packaging/hot-code.txt: the functions of ccdiary that the window runs as it starts and
# shows a diary, by their linker names, which build.rs asks the linker to lay side by side in a
# Linux release build. The kernel maps a binary's code in blocks around each page run; with
# these functions spread over the 21 MB of code, starting mapped 16 MB of it.
#
#   packaging/hot-code.sh              (writes the list)
#   packaging/hot-code.sh check MAP    (fails if the binary of the linker's map MAP lacks more
#                                       than one name in ten of the list: CI, see .ci/run)
#
# Builds the release binary with the linker's map, runs its window under callgrind (Xvfb) over
# a diary of 1,000 games in play, a career of 20,000 games of which 99 are in play, and an empty
# diary, and keeps every function one of them ran. The names carry hashes that change with the
# Rust that built them, a dependency's version or features, and ccdiary's own version; a name
# the binary no longer has is passed over. Run it again after such a change. Installs what it
# needs when run as root (Debian: valgrind, xvfb, xauth, python3). Takes about six minutes.
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
LIST=$HERE/packaging/hot-code.txt
TARGET=${CARGO_TARGET_DIR:-$HERE/target}/release

if [ "${1:-}" = check ]; then
    map=${2:?usage: packaging/hot-code.sh check MAP}
    if [ ! -s "$map" ]; then
        echo "no linker map at $map: build.rs did not pass the list (a linker other than LLD?)" >&2
        exit 1
    fi
    # A list made with another Rust names other functions: said, not failed, for the change is
    # the machine's, not the repository's.
    made=$(sed -n 's/^# Made with //p' "$LIST")
    awk -v made="$made" -v now="$(cd "$HERE" && rustc -V)" '
        FNR == NR { if (NF && $1 !~ /^#/ && !($1 in want)) { want[$1] = 1; n++ }; next }
        NF == 5 && ($5 in want) && !($5 in found) { found[$5] = 1; f++ }
        END {
            printf "packaging/hot-code.txt: %d of its %d functions are in the binary\n", f, n
            if (n > 0 && f * 10 >= n * 9) exit 0
            if (n > 0 && made != now) {
                printf "it was made with %s, this is %s: run packaging/hot-code.sh\n", made, now
                exit 0
            }
            print "made before a dependency changed: run packaging/hot-code.sh" > "/dev/stderr"
            exit 1
        }' "$LIST" "$map"
    exit
fi

if [ -z "${INSIDE_XVFB:-}" ]; then
    "$HERE/packaging/need.sh" valgrind=valgrind xvfb-run=xvfb,xauth python3=python3
    WORK=$(mktemp -d)
    # Apart: built with an example, the binary would have its dependencies built with the
    # features their examples' dependencies ask for, under other linker names.
    (cd "$HERE" && cargo build --release --example generate &&
        CCDIARY_LINK_MAP=$WORK/map.txt cargo build --release --bin ccdiary)
    # The binary that was mapped: a later build links it again.
    cp "$TARGET/ccdiary" "$WORK/ccdiary"
    # Asked here: rustup reads its settings from the HOME the runs below replace.
    MADE_WITH=$(cd "$HERE" && rustc -V)
    export WORK MADE_WITH INSIDE_XVFB=1
    # -noreset: with no client left (a window just killed), Xvfb would start over and refuse
    # the next window's connection for that moment.
    exec xvfb-run -a -s '-screen 0 1280x800x24 -noreset' "$0"
fi

cd "$WORK"
export HOME=$WORK/home
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME
mkdir -p "$HOME"
"$TARGET/examples/generate" diary.sqlite 1000 80 - 0 >/dev/null
"$TARGET/examples/generate" career.sqlite 20000 80 - 0 99 >/dev/null
log=$HOME/.local/share/ccdiary/ccdiary.log
frames() { { cat "$log" 2>/dev/null || true; } | grep -c "first frame" || true; }

# Runs the window over the diary $1 under callgrind until its first frame and half a minute
# more (at start, the window's threads also check and back up the diary, and it keeps what it
# worked out for Today; under callgrind, this takes about twenty seconds), and keeps the
# instructions run in $2.cg.
profile() {
    local pid before
    before=$(frames)
    valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --compress-strings=no \
        --callgrind-out-file="$WORK/$2.cg" "$WORK/ccdiary" --db "$WORK/$1" >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 300); do
        [ "$(frames)" -gt "$before" ] && break
        sleep 1
    done
    if [ "$(frames)" -le "$before" ]; then
        echo "the window over $1 showed no frame in five minutes (see $log)" >&2
        exit 1
    fi
    sleep 30
    callgrind_control -d "$pid" >/dev/null 2>&1
    sleep 2
    kill -9 "$pid"
    wait "$pid" 2>/dev/null || true
    echo "$1: $(grep "first frame" "$log" | tail -1)"
}
# Each diary twice: first as after an import, each game in play worked out from its moves and
# what was worked out kept; then as every day after, Today read from what was kept.
profile diary.sqlite diary-first
profile diary.sqlite diary
profile career.sqlite career-first
profile career.sqlite career
profile empty.sqlite empty

python3 - "$MADE_WITH" map.txt diary.cg.1 career.cg.1 empty.cg.1 diary-first.cg.1 \
    career-first.cg.1 >hot-code.txt <<'EOF'
"""Each .text input section of the map that holds an instruction the runs executed, by the
first symbol in it, in the order the runs first reached them."""
import bisect, sys

rustc, map_file, runs = sys.argv[1], sys.argv[2], sys.argv[3:]
starts, ends, names = [], [], []
in_text = False
for line in open(map_file):
    f = line.split()
    if len(f) != 5:
        continue
    if f[4].startswith(".") and "(" not in f[4]:  # an output section
        in_text = f[4] == ".text"
    elif in_text and "(" in f[4]:  # an input section: file:(section)
        start = int(f[0], 16)
        starts.append(start); ends.append(start + int(f[2], 16)); names.append(None)
    elif in_text and names and names[-1] is None:  # the section's first symbol
        names[-1] = f[4]

seen, order = set(), []
for cg in runs:
    ours = False
    for line in open(cg):
        if line.startswith("ob="):
            ours = line.rstrip().endswith("/ccdiary")
        elif ours and line.startswith("0x"):
            at = int(line.split()[0], 16)
            i = bisect.bisect_right(starts, at) - 1
            if i >= 0 and at < ends[i] and names[i] and i not in seen:
                seen.add(i); order.append(i)
if not order:
    sys.exit("no function of ccdiary found in the runs")
size = sum(ends[i] - starts[i] for i in order)
# A name given to functions of several files (a local one) brings them all.
listed = list(dict.fromkeys(names[i] for i in order))
print("# Made by packaging/hot-code.sh: the functions the window ran as it started, read by")
print("# build.rs. %d functions, %.1f MB of code." % (len(listed), size / 1e6))
print("# Made with " + rustc)
for name in listed:
    print(name)
EOF
mv hot-code.txt "$LIST"
head -3 "$LIST"
rm -rf "$WORK"
