#!/bin/sh
# Counts, with valgrind's callgrind, what share of a simulation's instructions is spent inside
# Rhai (target: less than half). Plays N four-seat games among greedy bots on one thread
# (default 20) and sums the inclusive instructions under our two entry points into Rhai:
#   ScriptHost::call         running card hooks (the interpreter and the API functions scripts
#                            call, which read the game for them);
#   CardScripts::compile     building the engine, registering the API, compiling and checking
#                            every script (once per content and thread).
# Callgrind counts instructions, not time: the numbers do not depend on other load.
# Usage: benches/rhai_share.sh [games]
set -eu
cd "$(dirname "$0")/.."
games=${1:-20}
cargo build --release --quiet
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" \
    "${CARGO_TARGET_DIR:-target}/release/mobrules" simulate king-of-chicago --games "$games" --seed 1 \
    --threads 1 --seats bot:greedy,bot:greedy,bot:greedy,bot:greedy --json >/dev/null 2>"$out/valgrind.log"
callgrind_annotate --inclusive=yes --threshold=100 "$out/callgrind.out" | awk -v games="$games" '
    function count(s) { gsub(/,/, "", s); return s + 0 }
    /PROGRAM TOTALS/ { total = count($1) }
    / \?\?\?:mobrules::engine::script::ScriptHost::call \[/ { call = count($1) }
    / \?\?\?:mobrules::games::king_of_chicago::script::CardScripts::compile \[/ { compile = count($1) }
    END {
        if (total == 0 || call == 0) { print "entry points not found in the profile"; exit 1 }
        printf "%d greedy games, %d instructions\n", games, total
        printf "  calling hooks (ScriptHost::call):          %5.1f%%\n", 100 * call / total
        printf "  compiling scripts (CardScripts::compile):  %5.1f%%\n", 100 * compile / total
        printf "  inside Rhai, both:                         %5.1f%%\n", 100 * (call + compile) / total
    }'
