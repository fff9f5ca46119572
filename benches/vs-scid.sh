#!/usr/bin/env bash
# ccdiary beside Scid, the games database a chess player would otherwise use, measured in one
# run and alternating: importing a PGN of 5,000 and of 20,000 games with %ccsnt dates, the first
# visible window with a diary of 1,000 games in play, with a career of 20,000 games of which 99
# are in play, with 20,000 games all in play (a stress case) and with an empty one, the first
# window of an eframe program with nothing in it (the floor under ccdiary's), resident memory
# 0.7 s after that window appears, and the size of the imported file. Windows are started in
# pairs, which program first changing from round to round, once the imports' files are written
# out. Prints every figure, the medians and their ratios (ccdiary / Scid). A benchmark, not a
# test: nothing here fails on a time.
#
#   benches/vs-scid.sh [ROUNDS]      (5 by default; WORK=dir keeps the files there)
#
# Installs what it needs when run as root (Debian: scid, xvfb, xauth), and then measures as a
# user of its own (ccbench): a desktop is nobody's root, and libX11 keeps the Compose table it
# compiles only for other users.
set -euo pipefail

ROUNDS=${1:-5}
HERE=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$HERE/target}/release

if [ -z "${INSIDE_XVFB:-}" ]; then
    "$HERE/packaging/need.sh" tkscid=scid xvfb-run=xvfb,xauth
    # Apart, so that the binary measured is the one a user builds: built with an example, its
    # dependencies would have the features the examples' dependencies ask for (and the
    # functions run at start would not be where build.rs put them). The empty eframe program
    # is an example, with those features and without that layout: a floor, not a rival.
    (cd "$HERE" && cargo build --release --example generate --example mapwatch \
            --example empty_window &&
        cargo build --release --bin ccdiary)
    made=""
    if [ -z "${WORK:-}" ]; then
        WORK=$(mktemp -d) made=1
    elif [ ! -e "$WORK" ]; then
        mkdir -p "$WORK" && made=1
    fi
    WORK=$(cd "$WORK" && pwd)
    as=()
    if [ "$(id -u)" -eq 0 ]; then
        id ccbench >/dev/null 2>&1 ||
            useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin ccbench
        if [ -n "$made" ]; then
            chown ccbench: "$WORK"
        elif [ "$(stat -c %U "$WORK")" != ccbench ]; then
            echo "WORK=$WORK is not ccbench's: name a new folder (or chown it to ccbench)" >&2
            exit 1
        fi
        as=(runuser -u ccbench --)
        if ! runuser -u ccbench -- test -x "$TARGET/ccdiary"; then
            echo "ccbench cannot run $TARGET/ccdiary: the checkout must be readable by all" >&2
            exit 1
        fi
    fi
    # -noreset: with no client left (a program just ended), Xvfb would start over and refuse
    # the next program's connection for that moment ("Failed to open connection to X server").
    exec "${as[@]}" env WORK="$WORK" INSIDE_XVFB=1 CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-}" \
        xvfb-run -a -s '-screen 0 1280x800x24 -noreset' "$HERE/benches/vs-scid.sh" "$ROUNDS"
fi

PATH=$PATH:/usr/games
CCDIARY=$TARGET/ccdiary
cd "$WORK"
# The generator adds to a diary that is there: a WORK of an earlier run starts afresh, its
# settings too.
rm -rf diary.sqlite* career.sqlite* playing.sqlite* empty.sqlite* backups home
export HOME=$WORK/home
# Named, because Mesa finds its shader cache in the passwd entry's home (ccbench has none), not
# in HOME.
export XDG_CACHE_HOME=$HOME/.cache XDG_CONFIG_HOME=$HOME/.config XDG_DATA_HOME=$HOME/.local/share
# Where libX11 keeps the Compose table it compiles, for Scid (Tk opens X's input method too);
# ccdiary names its own.
mkdir -p "$HOME/.compose-cache"

echo "files in $WORK"
"$TARGET/examples/generate" diary.sqlite 1000 80 games.pgn 20000
"$CCDIARY" --db diary.sqlite export-pgn --out diary.pgn >/dev/null
"$TARGET/examples/generate" career.sqlite 20000 80 - 0 99
"$CCDIARY" --db career.sqlite export-pgn --out career.pgn >/dev/null
# The first 5,000 games of the 20,000 (each game ends with a blank line after its moves).
awk '/^\[Event / { n++ } n <= 5000' games.pgn > games5000.pgn

cat > scid-import.tcl <<'EOF'
set file [lindex $argv 0]
set base [lindex $argv 1]
file delete -force $base.si4 $base.sg4 $base.sn4
set t0 [clock milliseconds]
set b [sc_base create $base]
set r [sc_base import $b $file]
sc_base close $b
puts "[expr {[clock milliseconds] - $t0}] ms [lindex $r 0] games"
exit
EOF
tkscid scid-import.tcl "$WORK/diary.pgn" "$WORK/scid-diary" >/dev/null
tkscid scid-import.tcl "$WORK/career.pgn" "$WORK/scid-career" >/dev/null
"$TARGET/examples/generate" playing.sqlite 20000 80
"$CCDIARY" --db playing.sqlite export-pgn --out playing.pgn >/dev/null
tkscid scid-import.tcl "$WORK/playing.pgn" "$WORK/scid-playing" >/dev/null

now() { date +%s%N; }
ms() { echo $(( ($2 - $1) / 1000000 )); }

# Starts a program, waits for its first window whose title holds TITLE (the moment the X server
# maps it, examples/mapwatch.rs), and prints "milliseconds KB GL-KB": the resident memory 0.7 s
# later and the part of it that is the OpenGL driver; "- - -" when no window came in 10 s.
window() {
    local title=$1
    shift
    local t="" pid=""
    read -r t pid < <("$TARGET/examples/mapwatch" "$title" "$@" 2>"$WORK/window.err") || true
    if [ -z "$pid" ]; then
        echo "- - -"
        echo "$* could not be watched: $(cat "$WORK/window.err")" >&2
        return
    fi
    sleep 0.7
    local rss gl
    rss=$(ps -o rss= -p "$pid" | tr -d ' ' || true)
    # The part of it that is the OpenGL driver (Mesa's software renderer under Xvfb).
    gl=$(awk '/^[0-9a-f]+-/ { name = $6 } /^Rss:/ && name ~ /libLLVM|_dri\.so|libgallium|libGLX|libglapi|libGL\.|libEGL/ { kb += $2 } END { print kb + 0 }' "/proc/$pid/smaps" 2>/dev/null || true)
    if [ -z "$rss" ]; then
        echo "$* ended before its memory was read: $(cat "$WORK/window.err")" >&2
        rss=- gl=-
    fi
    kill "$pid" 2>/dev/null || true
    # Not a child of this shell: waited for until it is gone, or left for its new parent to
    # reap (5 s at most).
    for _ in $(seq 1 500); do
        case $(ps -o stat= -p "$pid" 2>/dev/null) in "" | Z*) break ;; esac
        sleep 0.01
    done
    # And a moment for the X server to free what it held, before the next program starts.
    sleep 0.3
    if [ "$t" != - ]; then echo "$t $rss $gl"; else echo "- - -"; echo "$* showed no window in 10 s: $(cat "$WORK/window.err")" >&2; fi
}

declare -A fig
add() { fig[$1]="${fig[$1]:-} $2"; }

# Imports NAME.pgn with both programs, alternately: ccdiary into NAME.sqlite, Scid into
# scid-NAME; the figures under KEY.
import_both() {
    local name=$1 key=$2 t0 t1 scid
    rm -rf "$name.sqlite"* backups
    t0=$(now)
    "$CCDIARY" --db "$name.sqlite" import "$name.pgn" --me Me >/dev/null 2>import.err ||
        { echo "ccdiary import failed:"; tail -3 import.err; }
    t1=$(now)
    add "$key-ccdiary" "$(ms "$t0" "$t1")"
    scid=$(tkscid scid-import.tcl "$WORK/$name.pgn" "$WORK/scid-$name")
    add "$key-scid" "${scid%% *}"
}

# Each program started once before the rounds: what a user's machine keeps from one start to
# the next (the page cache, libX11's compiled Compose table) is there for both.
window ccdiary "$CCDIARY" --db diary.sqlite >/dev/null
window Scid /usr/games/scid "$WORK/scid-diary" >/dev/null

# Both windows of a pair, in the order of the round: ccdiary first in odd rounds, Scid first in
# even ones, so that neither always starts just after the other has gone (the X server still
# freeing what the last program held). `pair KEY DIARY SCID_BASE [MEMORY]`: the times under KEY,
# and the resident memory under MEMORY when it is named.
pair() {
    local key=$1 cc_db=$2 scid_base=$3 memory=${4:-} first second who t rss gl
    if [ $((round % 2)) = 1 ]; then first=ccdiary second=scid; else first=scid second=ccdiary; fi
    for who in $first $second; do
        if [ "$who" = ccdiary ]; then
            read -r t rss gl < <(window ccdiary "$CCDIARY" --db "$cc_db")
        else
            # shellcheck disable=SC2086 # no base: Scid opens none
            read -r t rss gl < <(window Scid /usr/games/scid $scid_base)
        fi
        add "$key-$who" "$t"
        [ -z "$memory" ] || { add "rss$memory-$who" "$rss"; add "gl$memory-$who" "$gl"; }
    done
}

for round in $(seq 1 "$ROUNDS"); do
    import_both games import
    add size-ccdiary "$(( $(stat -c %s games.sqlite) / 1024 ))"
    import_both games5000 import5000
    add size-scid "$(( $(cat scid-games.si4 scid-games.sg4 scid-games.sn4 | wc -c) / 1024 ))"
    # The windows on a machine at rest: the imports' files written out first, as a user starts
    # a program some time after the last one wrote, not while the disk is still busy with it.
    sync
    sleep 1

    pair window1000 diary.sqlite "$WORK/scid-diary" 1000
    # The floor under ccdiary's: an eframe program with nothing in it, against the same Scid.
    # Kept in ccdiary's column of its row, which sets it against Scid's window over 1,000 games.
    read -r t _ < <(window eframe-empty "$TARGET/examples/empty_window")
    add floor-ccdiary "$t"
    pair window20000 career.sqlite "$WORK/scid-career" 20000
    pair playing playing.sqlite "$WORK/scid-playing" playing
    rm -f empty.sqlite*
    pair window0 empty.sqlite ""
    echo "round $round done"
done

median() { tr ' ' '\n' | grep -v '^$' | grep -v -- '-' | sort -n | awk '{ a[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# A row: ccdiary's figures of KEY against Scid's of AGAINST (KEY's own unless named).
row() {
    local what=$1 key=$2 unit=$3 against=${4:-$2}
    local c s
    c=$(echo "${fig[$key-ccdiary]}" | median)
    s=$(echo "${fig[$against-scid]}" | median)
    printf "| %s | %s %s | %s %s | %s |\n" "$what" "$c" "$unit" "$s" "$unit" \
        "$(awk -v c="$c" -v s="$s" 'BEGIN { if (s > 0) printf "%.2f", c / s; else print "-" }')"
    printf "|   each run | %s | %s | |\n" "${fig[$key-ccdiary]# }" "${fig[$against-scid]# }"
}

echo
echo "medians of $ROUNDS rounds ($(nproc) cores; $(date -u +%Y-%m-%d))"
echo "| what | ccdiary | Scid | ratio |"
echo "|---|---|---|---|"
row "import 5,000 games with %ccsnt (ccdiary: the whole command; Scid: sc_base import)" import5000 ms
row "import 20,000 games with %ccsnt (the same)" import ms
row "first visible window, 1,000 games in play" window1000 ms
row "first visible window of an empty eframe program (examples/empty_window.rs), against Scid's over 1,000 games" floor ms window1000
row "first visible window, 20,000 games, 99 in play" window20000 ms
row "first visible window, 20,000 games all in play (a stress case)" playing ms
row "first visible window, empty diary" window0 ms
row "resident memory 0.7 s after that window, 1,000 games" rss1000 KB
row "… of it the OpenGL driver (Mesa under Xvfb)" gl1000 KB
row "resident memory 0.7 s after that window, 20,000 games, 99 in play" rss20000 KB
row "… of it the OpenGL driver (Mesa under Xvfb)" gl20000 KB
row "resident memory 0.7 s after that window, 20,000 games all in play" rssplaying KB
row "… of it the OpenGL driver (Mesa under Xvfb)" glplaying KB
row "file size, the 20,000 games" size KB
