#!/bin/sh
# The designer's verdict: 2,000 four-seat games with the balance seat at every seat (what
# `simulate` plays by default) for King of Chicago, Bootleggers and Chicago Poker, on both cores,
# and how long each took as `simulate` measures it (target: at most 5 minutes a game on the
# 2-core development machine). The verdict before the balance seat came from seats that know
# the cards, `bot:search`, at its smallest useful budget: `benches/verdict.sh 2000 bot:search:10`
# times that table, so the two can be set side by side in one sitting (other work on the machine
# slows both).
# Usage: benches/verdict.sh [games] [seat] [threads]
set -eu
cd "$(dirname "$0")/.."
games=${1:-2000}
seat=${2:-bot:balance}
threads=${3:-2}
cargo build --release --quiet
for game in king-of-chicago bootleggers chicago-poker; do
    printf '%s: ' "$game"
    "${CARGO_TARGET_DIR:-target}/release/mobrules" simulate "$game" --games "$games" --seed 1 \
        --threads "$threads" --seats "$seat,$seat,$seat,$seat" --json |
        grep -E '"(seconds|games_per_second)"' | tr -d '\n '
    echo
done
