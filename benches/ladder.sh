#!/bin/sh
# The strength ladder of one game: seat 1 played in turn by `bot:random`, the game's greedy bot,
# the balance seat and `bot:search` at 30, 100 and 300 playouts, against the game's greedy bot
# at every other seat of a four-seat table, the same seeds for every rung; then
# `report --strength` charts the rungs (the README's "The strength ladder").
# Usage: benches/ladder.sh GAME [games] [out-dir] [rungs...]
set -eu
cd "$(dirname "$0")/.."
game=$1
games=${2:-200}
out=${3:-ladder}
shift $(($# < 3 ? $# : 3))
rungs=${*:-bot:random bot:greedy bot:balance bot:search:30 bot:search:100 bot:search:300}
cargo build --release --quiet
bin="${CARGO_TARGET_DIR:-target}/release/mobrules"
mkdir -p "$out"
files=""
for rung in $rungs; do
    file="$out/$game-$(echo "$rung" | tr ':' '-').json"
    start=$(date +%s)
    "$bin" simulate "$game" --games "$games" --seed 1 --threads 2 \
        --seats "$rung,bot:greedy,bot:greedy,bot:greedy" --summary "$file" >/dev/null
    echo "$game $rung: $(($(date +%s) - start)) s"
    files="$files $file"
done
# shellcheck disable=SC2086
"$bin" report --strength $files --report "$out/$game-ladder.html"
